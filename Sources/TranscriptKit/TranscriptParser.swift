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
        var reader = TranscriptLineReader(path: path, capacity: rawLines.count)
        for raw in rawLines {
            if raw.utf8.starts(with: TranscriptFormat.comment.utf8) {
                reader.comment(raw)
            } else {
                try reader.session(raw, outputBeforeInput: "expected output before the first input (start inputs with 'viewsh> ', comments with '#')")
            }
        }
        return reader.finish(endsWithNewline: endsWithNewline)
    }
}

/// Builds a `Transcript` line by line: the transcript parser feeds it every line, the Markdown
/// reader (`MarkdownTranscriptParser`) the lines of its session blocks, everything else as
/// comments. Blocks run from an input to the next input, so every line belongs to the preamble
/// or to exactly one block, which is what lets `--update` rewrite a file around its blocks.
struct TranscriptLineReader {
    let path: String
    private(set) var lines: [TranscriptLine] = []
    private(set) var blocks: [TranscriptBlock] = []
    private var open: OpenBlock?
    /// Inputs read so far (the index the next block will have).
    private(set) var inputCount = 0
    /// In a Markdown file, a line that is only `…` matches any run of output lines.
    var allowsElision = false

    init(path: String, capacity: Int) {
        self.path = path
        lines.reserveCapacity(capacity)
    }

    func fail(_ number: Int, _ message: String) -> TranscriptError {
        TranscriptError(path: path, line: number, message: message)
    }

    /// A line that is not part of any session (a transcript comment, Markdown prose and fences).
    mutating func comment(_ raw: String) {
        lines.append(TranscriptLine(number: lines.count + 1, kind: .comment, text: raw, value: raw))
    }

    /// A line of a session: an input, a continuation, a `#` comment or expected output.
    /// `outputBeforeInput` is the message when output comes before any input it could belong to.
    mutating func session(_ raw: String, outputBeforeInput: String, sessionHasInput: Bool = true) throws(TranscriptError) {
        let number = lines.count + 1
        let previous = lines.last?.kind
        let line: TranscriptLine
        if raw.utf8.starts(with: TranscriptFormat.comment.utf8) {
            line = TranscriptLine(number: number, kind: .comment, text: raw, value: raw)
        } else if let input = Self.promptText(raw, TranscriptFormat.prompt, TranscriptFormat.barePrompt) {
            if let finished = open?.finish(at: lines.count) { blocks.append(finished) }
            open = OpenBlock(start: lines.count, input: input)
            inputCount += 1
            line = TranscriptLine(number: number, kind: .input, text: raw, value: input)
        } else if let more = Self.promptText(raw, TranscriptFormat.continuation, TranscriptFormat.bareContinuation) {
            guard previous == .input || previous == .continuation, open != nil else {
                throw fail(number, "'...>' continuation does not directly follow an input line (write an output line starting with '...>' as '\\...>')")
            }
            open?.continueInput(more, line: lines.count)
            line = TranscriptLine(number: number, kind: .continuation, text: raw, value: more)
        } else {
            guard open != nil, sessionHasInput else { throw fail(number, outputBeforeInput) }
            let value: String
            do throws(LineEscaping.DecodingError) {
                value = try LineEscaping.decode(raw)
            } catch {
                throw fail(number, error.message)
            }
            let escaped = raw.utf8.first == UInt8(ascii: "\\")
            var matcher = LineMatcher.parse(value, escaped: escaped)
            if allowsElision, !escaped, LineMatcher.isElision(value) { matcher = .anyLines }
            if let problem = matcher.problem { throw fail(number, problem) }
            open?.expect(value, matcher)
            line = TranscriptLine(number: number, kind: .output, text: raw, value: value)
        }
        lines.append(line)
    }

    mutating func finish(endsWithNewline: Bool) -> Transcript {
        if let finished = open?.finish(at: lines.count) { blocks.append(finished) }
        open = nil
        return Transcript(path: path, lines: lines, blocks: blocks, endsWithNewline: endsWithNewline)
    }

    /// The text after `prompt`, or "" for a line that is exactly `bare`.
    static func promptText(_ line: String, _ prompt: String, _ bare: String) -> String? {
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
