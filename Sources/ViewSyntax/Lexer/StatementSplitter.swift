import Diagnostics

/// Splits a script into statements: a statement ends at a newline when every `<`(children)
/// `(` `[` `{` is closed and no string is open; a following line whose first non-blank
/// character is `.` (a modifier chain continued Swift-style) or that starts with the word
/// `else` joins the statement. `//` comments run to end of line; a line whose first character
/// is `#` is a comment (so `#!` works). Blank/comment-only statements are skipped. Each chunk
/// keeps its UTF-8 range in the file: from the start of its first line (indentation included,
/// so columns stay right) to the end of its last line (without the newline).
public enum StatementSplitter {
    public static func split(_ file: SourceFile) -> [SourceRange] {
        let bytes = file.utf8
        var lexer = Lexer(bytes: bytes, range: SourceRange(0, bytes.count))
        var tracker = BracketTracker()
        var ranges: [SourceRange] = []
        var statementStart: Int?
        var lastEnd = 0
        while true {
            let token = lexer.next()
            if token.kind == .eof { break }
            if let start = statementStart {
                if token.leadingNewline, tracker.isBalanced, token.kind != .period, token.kind != .elseKeyword {
                    ranges.append(chunk(bytes, from: start, to: lastEnd))
                    statementStart = token.start
                    tracker.reset()
                }
            } else {
                statementStart = token.start
            }
            tracker.consume(token.kind)
            lastEnd = max(lastEnd, token.end)
        }
        if let start = statementStart {
            ranges.append(chunk(bytes, from: start, to: max(lastEnd, start)))
        }
        return ranges
    }

    private static func chunk(_ bytes: [UInt8], from start: Int, to end: Int) -> SourceRange {
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if lineEnd > end, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        return SourceRange(lineStart, lineEnd)
    }
}

/// For the interactive prompt: is this accumulated input complete, or should the shell show
/// the continuation prompt `...> `? Incomplete when a `<` children list, `(`, `[`, `{` or a
/// string is open. (A stray closing bracket makes it complete — the parser then reports it.)
public enum InputCompleteness {
    public static func isComplete(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes, range: SourceRange(0, bytes.count))
        var tracker = BracketTracker()
        while true {
            let token = lexer.next()
            if token.kind == .eof { break }
            tracker.consume(token.kind)
        }
        return tracker.isBalanced && !lexer.isInsideString
    }
}
