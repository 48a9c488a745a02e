/// How one transcript fared.
public struct TranscriptResult: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        /// Every input printed its expected output.
        case passed
        /// Some output differed; the unified diff from the file to what `--update` would write.
        case mismatched(diff: [DiffLine])
        /// Some output differed and the file was rewritten (update mode); the diff it applied.
        case updated(diff: [DiffLine])
        /// Some output differed and each change was put to the user (`--interactive`): the file
        /// holds the accepted ones (rewritten if there were any).
        case reviewed(accepted: Int, rejected: Int)
        /// The transcript could not be checked: malformed text, or an unreadable or unwritable file.
        case malformed(TranscriptError)

        /// Whether the file now says what the session prints.
        public var passed: Bool {
            switch self {
            case .passed, .updated: return true
            case .reviewed(_, let rejected): return rejected == 0
            case .mismatched, .malformed: return false
            }
        }
    }

    public var path: String
    public var status: Status
    /// 1-based line numbers of the inputs whose output differed (mismatched or updated).
    public var mismatchedInputLines: [Int]
    /// How long reading, running and checking the transcript took (shown by `--verbose` and in
    /// JUnit reports only, so that other output stays the same from run to run).
    public var duration: Duration

    public init(path: String, status: Status, mismatchedInputLines: [Int] = [], duration: Duration = .zero) {
        self.path = path
        self.status = status
        self.mismatchedInputLines = mismatchedInputLines
        self.duration = duration
    }
}

/// One line of a report, with what it is, so that a front end can colour it (the library
/// itself knows nothing of terminals).
public struct ReportLine: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// A line of a unified diff.
        case diff(DiffLine.Kind)
        /// `updated path`, `kept path …`
        case updated
        /// A malformed, unreadable or unwritable transcript.
        case malformed
        /// `--verbose`: one line per transcript, `passed` or not.
        case verbose(passed: Bool)
        /// The closing `N passed, M failed`.
        case summary
    }

    public var role: Role
    /// Without "\n".
    public var text: String

    public init(_ role: Role, _ text: String) {
        self.role = role
        self.text = text
    }
}

/// The outcome of a run, and what to print.
public struct TranscriptReport: Sendable, Equatable {
    /// In sorted path order, whatever order they ran in.
    public var results: [TranscriptResult]
    /// Passed, plus updated ones (and reviewed ones with every change accepted).
    public var passed: Int
    /// Mismatched plus malformed (plus reviewed ones with a change rejected).
    public var failed: Int
    /// Malformed (also counted in `failed`).
    public var malformed: Int
    /// Rewritten by `--update` or `--interactive` (also counted in `passed` when complete).
    public var updated: Int
    /// 0 all passed, 1 some mismatch, 2 some transcript malformed (2 wins).
    public var exitCode: Int32

    public init(results: [TranscriptResult]) {
        self.results = results
        var passed = 0, failed = 0, malformed = 0, updated = 0
        for result in results {
            if result.status.passed { passed += 1 } else { failed += 1 }
            switch result.status {
            case .malformed: malformed += 1
            case .updated: updated += 1
            case .reviewed(let accepted, _) where accepted > 0: updated += 1
            default: break
            }
        }
        self.passed = passed
        self.failed = failed
        self.malformed = malformed
        self.updated = updated
        self.exitCode = malformed > 0 ? 2 : failed > 0 ? 1 : 0
    }

    /// What to print: for each result in order (with `verbose`, first a line naming it, whether
    /// it passed and how long it took), a mismatch's diff, an update's diff and `updated path`,
    /// a malformed transcript's error; then exactly `N passed, M failed`.
    public func lines(verbose: Bool = false) -> [ReportLine] {
        var out: [ReportLine] = []
        for result in results {
            if verbose { out.append(Self.verboseLine(result)) }
            switch result.status {
            case .passed:
                break
            case .mismatched(let diff):
                out += diff.map { ReportLine(.diff($0.kind), $0.text) }
            case .updated(let diff):
                out += diff.map { ReportLine(.diff($0.kind), $0.text) }
                out.append(ReportLine(.updated, "updated \(result.path)"))
            case .reviewed(let accepted, let rejected):
                out.append(ReportLine(.updated, Self.reviewLine(result.path, accepted: accepted, rejected: rejected)))
            case .malformed(let error):
                out.append(ReportLine(.malformed, "\(error)"))
            }
        }
        out.append(ReportLine(.summary, "\(passed) passed, \(failed) failed"))
        return out
    }

    /// The report as plain text, each line ending in "\n" (deterministic: no timings).
    public var text: String { text(verbose: false) }

    public func text(verbose: Bool) -> String {
        lines(verbose: verbose).map { $0.text + "\n" }.joined()
    }

    static func reviewLine(_ path: String, accepted: Int, rejected: Int) -> String {
        func changes(_ count: Int) -> String { count == 1 ? "1 change" : "\(count) changes" }
        if rejected == 0 { return "updated \(path)" }
        if accepted == 0 { return "kept \(path) (\(changes(rejected)) rejected)" }
        return "updated \(path) (\(accepted) of \(changes(accepted + rejected)) accepted)"
    }

    /// `passed    path (12 ms)`: the word padded so paths line up.
    static func verboseLine(_ result: TranscriptResult) -> ReportLine {
        let word: String
        switch result.status {
        case .passed: word = "passed"
        case .updated: word = "updated"
        case .reviewed: word = result.status.passed ? "updated" : "failed"
        case .mismatched: word = "failed"
        case .malformed: word = "malformed"
        }
        let padded = word + String(repeating: " ", count: max(1, 10 - word.count))
        return ReportLine(.verbose(passed: result.status.passed), "\(padded)\(result.path) (\(milliseconds(result.duration)) ms)")
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
