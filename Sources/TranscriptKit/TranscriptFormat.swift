/// The fixed spellings of the transcript format and the one way text is cut into lines.
///
/// Lines are cut at "\n" bytes only (never at a "\r\n" grapheme), so every byte of a file
/// survives a parse → write round trip. A final "\n" ends the last line; it does not start an
/// empty one.
public enum TranscriptFormat {
    /// Starts an input: `viewsh> layout`.
    public static let prompt = "viewsh> "
    /// An input line with nothing after the prompt (editors strip the trailing space).
    public static let barePrompt = "viewsh>"
    /// Continues the input above: `...> text "a" >`.
    public static let continuation = "...> "
    /// An empty continuation line.
    public static let bareContinuation = "...>"
    /// At column 0, a comment.
    public static let comment = "#"
    /// At column 0 of an output line, an escaped line (see `LineEscaping`).
    public static let escape = "\\"

    /// The file extension the runner looks for in directories.
    public static let fileExtension = ".transcript"

    /// Cuts text into lines at "\n" bytes and says whether it ended with one.
    static func split(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        let utf8 = text.utf8
        var lines: [String] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: utf8[start..<index], as: UTF8.self))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        let endsWithNewline = start == utf8.endIndex && !lines.isEmpty
        if start != utf8.endIndex {
            lines.append(String(decoding: utf8[start...], as: UTF8.self))
        }
        return (lines, endsWithNewline)
    }

    /// The lines a session printed; output that does not end in a newline is read as if it did,
    /// and empty output has no lines.
    public static func outputLines(_ output: String) -> [String] {
        split(output).lines
    }

    /// Lines joined back into text, each ending in "\n" (so `[]` is "").
    static func text(ofOutputLines lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// File lines joined back into file text; `endsWithNewline` adds the final "\n".
    static func text(ofFileLines lines: [String], endsWithNewline: Bool) -> String {
        lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// When `suffix` ends `line` byte for byte, what comes before it.
    static func head(of line: String, before suffix: String) -> String? {
        guard line.utf8.reversed().starts(with: suffix.utf8.reversed()) else { return nil }
        return String(decoding: line.utf8.dropLast(suffix.utf8.count), as: UTF8.self)
    }

    /// When `prefix` starts `line` byte for byte, what follows it.
    static func remainder(of line: String, after prefix: String) -> String? {
        guard line.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: line.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}
