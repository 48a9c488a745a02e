import Diagnostics

/// For the interactive prompt: is this accumulated input complete, or should the shell show
/// the continuation prompt `...> `? Incomplete when a `<` children list, `(`, `[`, `{` or a
/// string is open, or when the input ends with an operator, `=`, `,`, `:` or `.` (as
/// `StatementSplitter` would join the next line). A stray closing bracket makes it complete —
/// the parser then reports it.
public enum InputCompleteness {
    /// `lineCommands`: as for `StatementSplitter`, a statement that starts with one is one line.
    public static func isComplete(_ text: String, grammar: ViewGrammar, lineCommands: Set<String> = []) -> Bool {
        let bytes = Array(text.utf8)
        var lexer = Lexer(bytes: bytes, range: SourceRange(0, bytes.count), grammar: grammar)
        var tracker = BracketTracker()
        var layoutStart = LayoutDefinitionStart()
        var first = true
        while true {
            let token = lexer.next()
            if token.kind == .eof { break }
            if first, StatementSplitter.startsLineCommand(token, bytes, lineCommands) { return true }
            first = false
            // The lexer closes a string that runs to the end with a marked `.stringEnd`.
            if token.error == .unterminatedString { return false }
            if layoutStart.consume(token, bytes) != nil { tracker.codeMode = true }
            tracker.consume(token.kind, attached: !token.leadingSpace)
        }
        return tracker.canEndStatement && !lexer.isInsideString
    }
}
