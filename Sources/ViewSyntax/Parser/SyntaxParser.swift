import Diagnostics

/// The recursive-descent parser behind `Parser`. Its `mutating` methods consume tokens; none
/// throws. Each grammar area lives in its own `SyntaxParser+Area.swift` file.
///
/// Invariants: `index` never passes the final `.eof` token; every loop consumes a token per
/// iteration or leaves; recursion goes through `enterNesting(at:)`, which stops at
/// `Parser.nestingLimit` — after that the rest of the input is abandoned (one diagnostic, no
/// cascade), so stack depth is bounded whatever the input.
struct SyntaxParser {
    let bytes: [UInt8]
    var tokens: [Token]
    var index = 0
    var sink: DiagnosticSink
    /// End offset of the last consumed token (where "expected …" errors point).
    var previousEnd: Int
    var depth = 0
    /// Set when the nesting limit was hit: the remaining input is skipped silently.
    var abandoned = false
    /// How many brackets of each kind enclose the current position, to tell a closing
    /// bracket that ends an outer construct from a stray one.
    var openParens = 0, openBrackets = 0, openBraces = 0, openChildren = 0, openInterpolations = 0

    let grammar: ViewGrammar
    /// Inside a `layout` definition: no views, so `<` always compares and `return` is a
    /// statement (SyntaxParser+Statements.swift).
    var codeMode = false

    init(file: SourceFile, range: SourceRange, grammar: ViewGrammar) {
        bytes = file.utf8
        self.grammar = grammar
        sink = DiagnosticSink()
        let clamped = SourceRange(min(max(range.start, 0), file.utf8.count), min(max(range.end, 0), file.utf8.count))
        tokens = Lexer.tokenize(file.utf8, clamped, grammar: grammar, into: &sink)
        previousEnd = clamped.start
    }

    // MARK: Tokens
    //
    // The read-only helpers are `mutating` on purpose: a debug build copies the whole parser
    // to call a non-mutating method from a mutating one, and those copies, one stack slot per
    // call site, made each level of nesting cost kilobytes of stack.

    var current: Token { mutating get { tokens[index] } }

    mutating func peek(_ distance: Int = 1) -> Token {
        tokens[min(index + distance, tokens.count - 1)]
    }

    mutating func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }

    var atEOF: Bool { mutating get { tokens[index].kind == .eof } }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .eof {
            index += 1
            previousEnd = token.end
        }
        return token
    }

    /// The source text of a token.
    mutating func text(_ token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    mutating func text(_ range: SourceRange) -> String {
        String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }

    /// `'text'` for messages, shortened when long; strings and the end read as words.
    mutating func describe(_ token: Token) -> String {
        switch token.kind {
        case .eof: return "the end of the input"
        case .stringStart, .stringSegment, .stringEnd: return "a string"
        default:
            let spelling = text(token)
            let shown = spelling.count > 24 ? String(spelling.prefix(24)) + "…" : spelling
            return "'\(shown)'"
        }
    }

    /// Where an "expected …" error points: at the current token when it is on the same line,
    /// else just after the previous token (so a missing `>` is shown at the end of its line).
    var expectedRange: SourceRange {
        mutating get {
        let token = current
        if token.kind == .eof || token.leadingNewline { return .point(previousEnd) }
        return token.range
        }
    }

    // MARK: Diagnostics

    /// Reports an error, unless the input was abandoned or the last error points at the same
    /// place (a cascade: the first message there is the useful one).
    mutating func report(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        guard !abandoned, sink.diagnostics.last?.range?.start != range.start else { return }
        sink.add(.error(message, at: range, notes: notes))
    }

    /// `expected X, found 'Y'` (or just `expected X` at the end of the input or a line).
    mutating func reportExpected(_ what: String, notes: [Diagnostic.Note] = []) {
        let token = current
        let found = token.kind == .eof || token.leadingNewline ? "" : ", found \(describe(token))"
        report("expected \(what)\(found)", at: expectedRange, notes: notes)
    }

    // MARK: Nesting

    /// Enters one level of nesting at `token` (a bracket, an operator, an `else if`); false,
    /// after reporting at that token and abandoning the rest of the input, when that would
    /// exceed `Parser.nestingLimit`. Pair a success with `leaveNesting()`.
    mutating func enterNesting(at token: Token) -> Bool {
        guard !abandoned else { return false }
        guard depth < Parser.nestingLimit else {
            report("nesting is too deep (limit \(Parser.nestingLimit))", at: token.range)
            abandoned = true
            index = tokens.count - 1
            return false
        }
        depth += 1
        return true
    }

    mutating func leaveNesting() {
        depth -= 1
    }

    /// A `.missing` placeholder at the current position.
    var missing: Expr { mutating get { Expr(.missing, .point(expectedRange.start)) } }

    func finished() -> [Diagnostic] { sink.finished() }
}
