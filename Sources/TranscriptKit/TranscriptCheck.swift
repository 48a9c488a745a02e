/// What running one transcript through a session found.
public struct TranscriptCheck: Sendable, Equatable {
    /// What the session printed for each block, each line ending in "\n".
    public var actualOutputs: [String]
    /// Indices (into `Transcript.blocks`) of the blocks whose output differs from the expected.
    public var mismatchedBlocks: [Int]
    /// The file text as `--update` would write it (the original text when everything matched).
    public var updatedText: String
    /// The unified diff from the file to `updatedText` ("" when everything matched). Line
    /// numbers on the `-` side are the transcript file's own.
    public var diff: String

    public var passed: Bool { mismatchedBlocks.isEmpty }
}

extension Transcript {
    /// Runs every input, in file order, through `session`, and compares what it printed with the
    /// expected output (comments ignored; output without a final newline read as if it had one).
    public func check(with session: TranscriptSession) -> TranscriptCheck {
        var actualOutputs: [String] = []
        var mismatched: [Int] = []
        for (index, block) in blocks.enumerated() {
            let lines = TranscriptFormat.outputLines(session(block.input))
            actualOutputs.append(TranscriptFormat.text(ofOutputLines: lines))
            if lines != block.expectedLines { mismatched.append(index) }
        }
        guard !mismatched.isEmpty else {
            return TranscriptCheck(actualOutputs: actualOutputs, mismatchedBlocks: [], updatedText: text, diff: "")
        }
        let newOutputs = Dictionary(uniqueKeysWithValues: mismatched.map { ($0, actualOutputs[$0]) })
        let updated = TranscriptUpdater.updatedLines(of: self, newOutputs: newOutputs)
        let diff = UnifiedDiff.make(
            old: lines.map(\.text), new: updated,
            oldHeader: "\(path) (expected)", newHeader: "\(path) (actual)"
        )
        return TranscriptCheck(
            actualOutputs: actualOutputs,
            mismatchedBlocks: mismatched,
            updatedText: TranscriptUpdater.fileText(updated, replacing: self),
            diff: diff
        )
    }
}
