/// Reads transcript text into a `Transcript`.
///
/// - `viewsh> …` (or a bare `viewsh>`) starts an input; `...> …` (or a bare `...>`) directly
///   below an input line continues it.
/// - `#` at column 0 is a comment.
/// - Every other line is expected output of the input above; a line starting with `\` is
///   decoded by `LineEscaping`.
///
/// - An unescaped output line ending in ` (re)` or ` (glob)` is a `LineMatcher`.
///
/// Malformed: output before the first input, a continuation that does not directly follow an
/// input line, a malformed escape, an invalid regular expression.
public enum TranscriptParser {
    public static func parse(_ text: String, path: String) throws(TranscriptError) -> Transcript {
        let (rawLines, endsWithNewline) = TranscriptFormat.split(text)
        var lines: [TranscriptLine] = []
        lines.reserveCapacity(rawLines.count)
        var blocks: [TranscriptBlock] = []
        var open: OpenBlock?

        func fail(_ number: Int, _ message: String) -> TranscriptError {
            TranscriptError(path: path, line: number, message: message)
        }

        for (index, raw) in rawLines.enumerated() {
            let number = index + 1
            let previous = lines.last?.kind
            let line: TranscriptLine
            if raw.utf8.starts(with: TranscriptFormat.comment.utf8) {
                line = TranscriptLine(number: number, kind: .comment, text: raw, value: raw)
            } else if let input = promptText(raw, TranscriptFormat.prompt, TranscriptFormat.barePrompt) {
                if let finished = open?.finish(at: index) { blocks.append(finished) }
                open = OpenBlock(start: index, input: input)
                line = TranscriptLine(number: number, kind: .input, text: raw, value: input)
            } else if let more = promptText(raw, TranscriptFormat.continuation, TranscriptFormat.bareContinuation) {
                guard previous == .input || previous == .continuation, open != nil else {
                    throw fail(number, "'...>' continuation does not directly follow an input line (write an output line starting with '...>' as '\\...>')")
                }
                open?.continueInput(more, line: index)
                line = TranscriptLine(number: number, kind: .continuation, text: raw, value: more)
            } else {
                guard open != nil else {
                    throw fail(number, "expected output before the first input (start inputs with 'viewsh> ', comments with '#')")
                }
                let value: String
                do throws(LineEscaping.DecodingError) {
                    value = try LineEscaping.decode(raw)
                } catch {
                    throw fail(number, error.message)
                }
                let matcher = LineMatcher.parse(value, escaped: raw.utf8.first == UInt8(ascii: "\\"))
                if let problem = matcher.problem { throw fail(number, problem) }
                open?.expect(value, matcher)
                line = TranscriptLine(number: number, kind: .output, text: raw, value: value)
            }
            lines.append(line)
        }
        if let finished = open?.finish(at: rawLines.count) { blocks.append(finished) }
        return Transcript(path: path, lines: lines, blocks: blocks, endsWithNewline: endsWithNewline)
    }

    /// The text after `prompt`, or "" for a line that is exactly `bare`.
    private static func promptText(_ line: String, _ prompt: String, _ bare: String) -> String? {
        if line.utf8.elementsEqual(bare.utf8) { return "" }
        return TranscriptFormat.remainder(of: line, after: prompt)
    }

    /// A block whose end is not known yet.
    private struct OpenBlock {
        var start: Int
        var inputEnd: Int
        var inputParts: [String]
        var expected: [String] = []
        var matchers: [LineMatcher] = []

        init(start: Int, input: String) {
            self.start = start
            self.inputEnd = start + 1
            self.inputParts = [input]
        }

        mutating func continueInput(_ text: String, line index: Int) {
            inputParts.append(text)
            inputEnd = index + 1
        }

        mutating func expect(_ line: String, _ matcher: LineMatcher) {
            expected.append(line)
            matchers.append(matcher)
        }

        func finish(at end: Int) -> TranscriptBlock {
            TranscriptBlock(
                input: inputParts.joined(separator: "\n"),
                inputLines: start..<inputEnd,
                bodyLines: inputEnd..<end,
                expectedLines: expected,
                matchers: matchers
            )
        }
    }
}
