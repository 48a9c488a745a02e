import Diagnostics

/// What parsing built, with the problems found on the way. The value is always usable:
/// what could not be parsed is a `.missing` placeholder and has a diagnostic.
public struct ParseResult<Value: Sendable>: Sendable {
    public var value: Value
    public var diagnostics: [Diagnostic]

    public init(value: Value, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The language's entry points. See `Docs/Language.md` for the grammar.
public enum Parser {
    /// How deeply brackets, children lists, closures, interpolations, unary operators and
    /// `else if` chains may nest. Deeper input gets `nesting is too deep (limit 256)` at
    /// the token where the limit is exceeded, and the rest of the statement is skipped.
    public static let nestingLimit = 256

    /// One statement's text (may span lines): definitions and root views. Never throws, never gives up
    /// at the first error: returns what it could build (with `.missing` placeholders) plus diagnostics.
    public static func parseItems(_ file: SourceFile, grammar: ViewGrammar) -> ParseResult<[Item]> {
        var parser = SyntaxParser(file: file, range: SourceRange(0, file.utf8.count), grammar: grammar)
        let items = parser.parseItems()
        return ParseResult(value: items, diagnostics: parser.finished())
    }

    /// A single expression (views included) filling `range` of `file` — used by commands such as
    /// `insert 0.1 text "x"` and `set tallest = 20`; trailing garbage in the range is an error.
    public static func parseExpression(_ file: SourceFile, in range: SourceRange, grammar: ViewGrammar) -> ParseResult<Expr> {
        var parser = SyntaxParser(file: file, range: range, grammar: grammar)
        let expr = parser.parseWholeExpression()
        return ParseResult(value: expr, diagnostics: parser.finished())
    }

    /// A run of modifiers ` .padding .frame(width: 10)` filling `range` (for `modify <node> …`).
    public static func parseModifiers(_ file: SourceFile, in range: SourceRange, grammar: ViewGrammar) -> ParseResult<[ModifierSyntax]> {
        var parser = SyntaxParser(file: file, range: range, grammar: grammar)
        let modifiers = parser.parseWholeModifierRun()
        return ParseResult(value: modifiers, diagnostics: parser.finished())
    }
}
