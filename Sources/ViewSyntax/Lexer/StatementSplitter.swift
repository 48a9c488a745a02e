import Diagnostics

/// Splits a script into statements: a statement ends at a newline when every `<`(children)
/// `(` `[` `{` is closed, no string is open and the line does not end with an operator, `=`,
/// `,`, `:` or `.` (`view Row =` continues on the next line); a following line whose first
/// non-blank character is `.` (a modifier chain continued Swift-style) or that starts with
/// the word `else` joins the statement. `//` comments run to end of line; a line whose first character
/// is `#` is a comment (so `#!` works). Blank/comment-only statements are skipped. Each chunk
/// keeps its UTF-8 range in the file: from the start of its first line (indentation included,
/// so columns stay right) to the end of its last line (without the newline).
///
/// `lineCommands` are words that start a one-line statement whatever follows on it: commands whose
/// argument is a file name (`save out-`, `load a.vsh`), which is not an expression that goes on.
public enum StatementSplitter {
    public static func split(_ file: SourceFile, grammar: ViewGrammar, lineCommands: Set<String> = []) -> [SourceRange] {
        let bytes = file.utf8
        var lexer = Lexer(bytes: bytes, range: SourceRange(0, bytes.count), grammar: grammar)
        var tracker = BracketTracker()
        var ranges: [SourceRange] = []
        var statementStart: Int?
        var isLineStatement = false
        var lastEnd = 0
        // Layouts defined earlier in the script take children, as the session will know by then.
        var layoutStart = LayoutDefinitionStart()
        var learned = Set<String>()
        while true {
            let token = lexer.next()
            if token.kind == .eof { break }
            if let start = statementStart {
                if token.leadingNewline,
                   isLineStatement || (tracker.canEndStatement && token.kind != .period && token.kind != .elseKeyword) {
                    ranges.append(chunk(bytes, from: start, to: lastEnd))
                    statementStart = token.start
                    isLineStatement = startsLineCommand(token, bytes, lineCommands)
                    tracker.reset()
                    layoutStart = LayoutDefinitionStart()
                }
            } else {
                statementStart = token.start
                isLineStatement = startsLineCommand(token, bytes, lineCommands)
            }
            if let name = layoutStart.consume(token, bytes) {
                tracker.codeMode = true
                learned.insert(String(decoding: bytes[name.start..<name.end], as: UTF8.self))
            }
            var kind = token.kind
            if kind == .identifier, !learned.isEmpty, learned.contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self)) {
                kind = .stackKeyword
            }
            tracker.consume(kind, attached: !token.leadingSpace)
            lastEnd = max(lastEnd, token.end)
        }
        if let start = statementStart {
            ranges.append(chunk(bytes, from: start, to: max(lastEnd, start)))
        }
        return ranges
    }

    static func startsLineCommand(_ token: Token, _ bytes: [UInt8], _ lineCommands: Set<String>) -> Bool {
        guard token.kind == .identifier, !lineCommands.isEmpty else { return false }
        return lineCommands.contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
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
