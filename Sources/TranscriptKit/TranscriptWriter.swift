/// Writes inputs and outputs the way they appear in a transcript file.
public enum TranscriptWriter {
    /// One block as it should appear in a transcript: `viewsh> first line\n...> second\n`
    /// followed by the output lines, escaped where needed, each ending in "\n". Output that does
    /// not end in a newline is written as if it did. Input lines are written verbatim; an empty
    /// input line is a bare `viewsh>` or `...>`.
    public static func block(input: String, output: String) -> String {
        (inputLines(input) + outputLines(output)).map { $0 + "\n" }.joined()
    }

    /// The prompt and continuation lines for an input (without "\n").
    public static func inputLines(_ input: String) -> [String] {
        // Split without dropping a final empty line: "a\n" is two input lines, "a" and "".
        var parts = TranscriptFormat.split(input).lines
        if input.utf8.last == UInt8(ascii: "\n") || parts.isEmpty { parts.append("") }
        return parts.enumerated().map { index, part in
            let (prompt, bare) = index == 0
                ? (TranscriptFormat.prompt, TranscriptFormat.barePrompt)
                : (TranscriptFormat.continuation, TranscriptFormat.bareContinuation)
            return part.isEmpty ? bare : prompt + part
        }
    }

    /// The output's lines as written in a transcript (escaped where needed, without "\n").
    public static func outputLines(_ output: String) -> [String] {
        TranscriptFormat.outputLines(output).map(LineEscaping.encode)
    }
}
