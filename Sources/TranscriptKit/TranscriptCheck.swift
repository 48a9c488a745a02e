/// What running one transcript through a session found.
public struct TranscriptCheck: Sendable, Equatable {
    /// What the session printed for each block, each line ending in "\n".
    public var actualOutputs: [String]
    /// Indices (into `Transcript.blocks`) of the blocks whose output differs from the expected.
    public var mismatchedBlocks: [Int]
    /// The file text as `--update` would write it (the original text when everything matched).
    public var updatedText: String
    /// The unified diff from the file to `updatedText` ([] when everything matched). Line
    /// numbers on the `-` side are the transcript file's own; each hunk names its input.
    public var diffLines: [DiffLine]

    public var passed: Bool { mismatchedBlocks.isEmpty }
    /// The diff as text ("" when everything matched).
    public var diff: String { diffLines.text }
}

extension Transcript {
    /// Runs every input, in file order, through `session`, and compares what it printed with the
    /// expected output (comments ignored; output without a final newline read as if it had one).
    public func check(with session: TranscriptSession) -> TranscriptCheck {
        check { _, input in session(input) }
    }

    /// Runs the blocks in fresh sessions where `sessionStarts` says (a Markdown document: one a
    /// session block), each made by `makeSession`; one session for all of them when it is empty.
    public func check(sessions makeSession: (TranscriptSessionStart) -> TranscriptSession) -> TranscriptCheck {
        let starts = sessionStarts.isEmpty ? [TranscriptSessionStart(block: 0)] : sessionStarts
        var next = 0
        var current: TranscriptSession = { _ in "" }
        return check { index, input in
            while next < starts.count, starts[next].block <= index {
                current = makeSession(starts[next])
                next += 1
            }
            return current(input)
        }
    }

    /// Runs every input in file order through `run` (block index, input → printed text) and
    /// compares.
    func check(_ run: (Int, String) -> String) -> TranscriptCheck {
        var actualOutputs: [String] = []
        var mismatched: [Int] = []
        for (index, block) in blocks.enumerated() {
            let lines = TranscriptFormat.outputLines(run(index, block.input))
            actualOutputs.append(TranscriptFormat.text(ofOutputLines: lines))
            if !block.matches(lines) { mismatched.append(index) }
        }
        let (updated, diff) = updating(mismatched, to: actualOutputs)
        return TranscriptCheck(
            actualOutputs: actualOutputs,
            mismatchedBlocks: mismatched,
            updatedText: updated,
            diffLines: diff
        )
    }

    /// The file text with the given blocks' expected output replaced by what was printed
    /// (`printed` holds every block's output), and the diff from the file to it.
    public func updating(_ blockIndices: [Int], to printed: [String]) -> (text: String, diff: [DiffLine]) {
        guard !blockIndices.isEmpty else { return (text, []) }
        let newOutputs = Dictionary(uniqueKeysWithValues: blockIndices.map { ($0, printed[$0]) })
        let updated = TranscriptUpdater.updatedLines(of: self, newOutputs: newOutputs)
        let diff = UnifiedDiff.lines(
            old: lines.map(\.text), new: updated,
            oldHeader: "\(path) (expected)", newHeader: "\(path) (actual)",
            label: inputLabel(forLineAt:)
        )
        return (TranscriptUpdater.fileText(updated, replacing: self), diff)
    }
}
