/// Rewrites the blocks of a transcript whose output changed, leaving every other line as it was.
///
/// Rules for a rewritten block:
/// - its input lines stay byte for byte;
/// - comments that stood before or among its old expected lines come right after the input
///   lines, in their original order;
/// - then the new output, escaped where needed, except that an expected line that still
///   matches its printed line (a `(re)` or `(glob)` pattern, or an equal line) stays as written;
/// - then the comments that followed its last old expected line (all of its comments when it
///   had no expected output), so a comment that introduces the next input stays above it.
///
/// Comments before the first input and every block not being rewritten stay byte for byte.
/// The file keeps its final newline, or lack of one, except that a file whose new last line
/// is empty must end in "\n" (otherwise that line would not be there).
public enum TranscriptUpdater {
    /// The file's lines after replacing the output of the blocks in `newOutputs` (block index →
    /// new output as a session printed it).
    public static func updatedLines(of transcript: Transcript, newOutputs: [Int: String]) -> [String] {
        var result = transcript.lines[transcript.preamble].map(\.text)
        for (index, block) in transcript.blocks.enumerated() {
            let blockLines = transcript.lines[block.inputLines.lowerBound..<block.bodyLines.upperBound]
            guard let output = newOutputs[index] else {
                result += blockLines.map(\.text)
                continue
            }
            let body = transcript.lines[block.bodyLines]
            let lastExpected = body.lastIndex { $0.kind == .output }
            let comments = body.filter { $0.kind == .comment }
            let leading = comments.filter { line in lastExpected.map { line.number - 1 < $0 } ?? false }
            let trailing = comments.filter { line in lastExpected.map { line.number - 1 > $0 } ?? true }
            result += transcript.lines[block.inputLines].map(\.text)
            result += leading.map(\.text)
            result += outputLines(of: block, in: transcript, printed: TranscriptFormat.outputLines(output))
            result += trailing.map(\.text)
        }
        return result
    }

    /// The lines a rewritten block expects: its old expected lines, as written, where they still
    /// match what was printed (aligned as a diff aligns them), the printed lines escaped elsewhere.
    static func outputLines(of block: TranscriptBlock, in transcript: Transcript, printed: [String]) -> [String] {
        let written = transcript.lines[block.bodyLines].filter { $0.kind == .output }.map(\.text)
        // A block with elisions (`…` in Markdown) is aligned by `ElisionAlignment`, any other as a diff aligns lines.
        let steps: [ElisionAlignment.Step] = block.matchers.contains(.anyLines)
            ? ElisionAlignment.align(block.matchers, printed)
            : UnifiedDiff.operations(old: block.matchers.count, new: printed.count) { block.matchers[$0].matches(printed[$1]) }
                .map { operation in
                    switch operation {
                    case .keep: .keep
                    case .delete: .delete
                    case .insert: .insert
                    }
                }
        var result: [String] = []
        var old = 0, new = 0
        for step in steps {
            switch step {
            case .keep, .endElision:
                result.append(written[old])
                old += 1
                if step == .keep { new += 1 }
            case .absorb:
                new += 1
            case .delete:
                old += 1
            case .insert:
                result.append(LineEscaping.encode(printed[new]))
                new += 1
            case .replace:
                result.append(LineEscaping.encode(printed[new]))
                old += 1
                new += 1
            }
        }
        return result
    }

    /// The file's text after replacing the output of the blocks in `newOutputs`.
    public static func updatedText(of transcript: Transcript, newOutputs: [Int: String]) -> String {
        fileText(updatedLines(of: transcript, newOutputs: newOutputs), replacing: transcript)
    }

    /// Updated lines as file text, ending the way `transcript` did (see the type's rules).
    static func fileText(_ lines: [String], replacing transcript: Transcript) -> String {
        let endsWithNewline = transcript.endsWithNewline || lines.last == ""
        return TranscriptFormat.text(ofFileLines: lines, endsWithNewline: endsWithNewline)
    }
}
