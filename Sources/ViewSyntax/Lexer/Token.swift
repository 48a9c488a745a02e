import Diagnostics

/// What a token is. Identifiers, numbers and string segments keep no text of their own:
/// the parser reads it from the source bytes when it needs it.
enum TokenKind: UInt8, Sendable {
    case eof
    case identifier, number
    /// `$name` (a binding) and `$0` (a closure shorthand argument).
    case dollarIdentifier, dollarNumber
    /// `vstack` `hstack` `zstack`: the views that take `< children >`.
    case stackKeyword
    /// The other reserved view words (`text`, `color`, `geometry`, …).
    case viewKeyword
    case inKeyword, trueKeyword, falseKeyword, nilKeyword, ifKeyword, elseKeyword
    /// A string literal is `stringStart (stringSegment | interpolationStart … interpolationEnd)* stringEnd`.
    case stringStart, stringSegment, interpolationStart, interpolationEnd, stringEnd
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, semicolon, colon, period, backslash
    case plus, minus, star, slash, percent
    case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual
    /// `~=`: a pattern matched against a value (`.loaded ~= state`).
    case tildeEqual
    case ampAmp, pipePipe, bang, questionQuestion, question
    /// The integer bit operators `&` `|` `^` and prefix `~` (`<<` and `>>` are two `<` or `>`
    /// tokens written together, which the expression parser joins: a children list may close
    /// with `>>`).
    case amp, pipe, caret, tilde
    case equal, plusEqual, minusEqual, starEqual, slashEqual
    case dotDotDot, dotDotLess
    /// A run of characters the language has no use for (`@`, U+0000, U+FFFD …); carries an error.
    case unexpected
}

/// A lexical problem, carried by the token it concerns.
enum LexError: UInt8, Sendable {
    /// On an `.unexpected` token.
    case unexpectedCharacters
    /// On the zero-width `.stringEnd` synthesised at the end of the input.
    case unterminatedString
}

/// One token: 12 bytes, so that even a 10 MB line tokenizes in modest memory.
struct Token: Sendable {
    var kind: TokenKind
    /// Whitespace, a comment, a newline or the start of the input comes right before it.
    var leadingSpace: Bool
    /// A newline comes between the previous token and this one (the end of the input counts
    /// as one; the start does not).
    var leadingNewline: Bool
    var error: LexError?
    private var startOffset: Int32
    private var endOffset: Int32

    init(_ kind: TokenKind, _ start: Int, _ end: Int, leadingSpace: Bool, leadingNewline: Bool, error: LexError? = nil) {
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

    var isEOF: Bool { kind == .eof }
    /// A word that can be used as an argument label or member name.
    var isWord: Bool {
        switch kind {
        case .identifier, .stackKeyword, .viewKeyword, .inKeyword, .trueKeyword, .falseKeyword, .nilKeyword,
             .ifKeyword, .elseKeyword:
            return true
        default:
            return false
        }
    }
    var isViewKeyword: Bool { kind == .stackKeyword || kind == .viewKeyword }
    var isClosingBracket: Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationEnd
    }
}

extension TokenKind {
    /// The binary operator this token spells, if any.
    var binaryOperator: BinaryOperator? {
        switch self {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        case .percent: return .remainder
        case .equalEqual: return .equal
        case .bangEqual: return .notEqual
        case .tildeEqual: return .match
        case .less: return .less
        case .lessEqual: return .lessEqual
        case .greater: return .greater
        case .greaterEqual: return .greaterEqual
        case .ampAmp: return .and
        case .pipePipe: return .or
        case .amp: return .bitAnd
        case .pipe: return .bitOr
        case .caret: return .bitXor
        case .questionQuestion: return .nilCoalescing
        case .dotDotDot: return .closedRange
        case .dotDotLess: return .halfOpenRange
        default: return nil
        }
    }

    var assignmentOperator: AssignmentOperator? {
        switch self {
        case .equal: return .assign
        case .plusEqual: return .add
        case .minusEqual: return .subtract
        case .starEqual: return .multiply
        case .slashEqual: return .divide
        default: return nil
        }
    }

    /// The spelling of a fixed token, for messages (`expected ')'`).
    var spelling: String? {
        switch self {
        case .leftParen: return "("
        case .rightParen, .interpolationEnd: return ")"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .leftBrace: return "{"
        case .rightBrace: return "}"
        case .less: return "<"
        case .greater: return ">"
        default: return nil
        }
    }
}
