import Diagnostics

/// What a Swift token is. Words (identifiers and keywords alike) and operators keep no text
/// of their own: the parser reads it from the source bytes. Keywords are words the parser
/// recognises by their text, as Swift's contextual keywords are.
enum SwiftTokenKind: UInt8, Sendable {
    case eof
    /// `name`, `struct`, `in`, `` `default` `` (backticks are part of the token's range).
    case word
    case integer, float
    /// `$name` and `$0`.
    case dollarWord, dollarNumber
    /// `#Preview`, `#if`, `#available`: the `#` and the word.
    case poundWord
    /// A string literal is `stringStart (stringSegment | interpolationStart … interpolationEnd)* stringEnd`;
    /// `stringStart` covers the opening delimiter (`"`, `"""`, `#"`), `stringEnd` the closing one.
    case stringStart, stringSegment, interpolationStart, interpolationEnd, stringEnd
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, at, backslash
    /// A run of operator characters (`+`, `==`, `->`, `?`, `!`, `..<`, `&&`); `<` and `>` are
    /// single tokens (or `<=`, `>=`) so that `Binding<Array<Int>>` closes twice.
    case `operator`
    /// Characters Swift has no use for here (NUL, a stray backtick); carries an error.
    case unexpected
}

/// A lexical problem, carried by the token it concerns.
enum SwiftLexError: UInt8, Sendable {
    case unexpectedCharacters
    /// On the zero-width `stringEnd` synthesised at the end of the input.
    case unterminatedString
    /// On the token after a `/*` that never closes (the comment ran to the end).
    case unterminatedComment
    /// An interpolation inside an interpolation … deeper than the nesting limit.
    case nestingTooDeep
}

/// One token, 16 bytes, so that a 10 MB file tokenizes in modest memory.
struct SwiftToken: Sendable {
    var kind: SwiftTokenKind
    /// Whitespace, a comment, a newline or the start of the input comes right before it.
    var leadingSpace: Bool
    /// A newline (or a comment holding one) comes between the previous token and this one.
    var leadingNewline: Bool
    var error: SwiftLexError?
    private var startOffset: Int32
    private var endOffset: Int32

    init(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, leadingSpace: Bool, leadingNewline: Bool,
         error: SwiftLexError? = nil) {
        self.kind = kind
        self.leadingSpace = leadingSpace
        self.leadingNewline = leadingNewline
        self.error = error
        self.startOffset = Int32(truncatingIfNeeded: start)
        self.endOffset = Int32(truncatingIfNeeded: end)
    }

    var start: Int { Int(startOffset) }
    var end: Int { Int(endOffset) }
    var range: SourceRange { SourceRange(start, end) }

    var isOpeningBracket: Bool { kind == .leftParen || kind == .leftBracket || kind == .leftBrace }
    var isClosingBracket: Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd
    }
}
