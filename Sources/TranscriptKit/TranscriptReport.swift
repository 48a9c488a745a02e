/// How one transcript fared.
public struct TranscriptResult: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Every input printed its expected output.
        case passed
        /// Some output differed; the unified diff from the file to what `--update` would write.
        case mismatched(diff: String)
        /// Some output differed and the file was rewritten (update mode).
        case updated
        /// The transcript could not be checked: malformed text, or an unreadable or unwritable file.
        case malformed(TranscriptError)
    }

    public var path: String
    public var status: Status
    /// 1-based line numbers of the inputs whose output differed (mismatched or updated).
    public var mismatchedInputLines: [Int]

    public init(path: String, status: Status, mismatchedInputLines: [Int] = []) {
        self.path = path
        self.status = status
        self.mismatchedInputLines = mismatchedInputLines
    }
}

/// The outcome of a run, and what to print.
public struct TranscriptReport: Sendable, Equatable {
    /// In sorted path order, whatever order they ran in.
    public var results: [TranscriptResult]
    /// Passed, plus updated ones in update mode.
    public var passed: Int
    /// Mismatched plus malformed.
    public var failed: Int
    /// Malformed (also counted in `failed`).
    public var malformed: Int
    /// Rewritten by `--update` (also counted in `passed`).
    public var updated: Int
    /// For each result in order: a mismatch's unified diff, a malformed transcript's error line,
    /// an update's `updated path`; then exactly `N passed, M failed`.
    public var text: String
    /// 0 all passed, 1 some mismatch, 2 some transcript malformed (2 wins).
    public var exitCode: Int32

    public init(results: [TranscriptResult]) {
        self.results = results
        var passed = 0, failed = 0, malformed = 0, updated = 0
        var text = ""
        for result in results {
            switch result.status {
            case .passed:
                passed += 1
            case .updated:
                passed += 1
                updated += 1
                text += "updated \(result.path)\n"
            case .mismatched(let diff):
                failed += 1
                text += diff
            case .malformed(let error):
                failed += 1
                malformed += 1
                text += "\(error)\n"
            }
        }
        text += "\(passed) passed, \(failed) failed\n"
        self.passed = passed
        self.failed = failed
        self.malformed = malformed
        self.updated = updated
        self.text = text
        self.exitCode = malformed > 0 ? 2 : failed > 0 ? 1 : 0
    }
}
