import Diagnostics

/// Turns UTF-8 bytes into tokens, one `next()` at a time. Never fails: characters it has no
/// use for become `.unexpected` tokens and an unclosed string ends in a zero-width
/// `.stringEnd` carrying `.unterminatedString`. Every path advances `position`, so the
/// loop that drives it always terminates; the mode stack is an array, not recursion.
struct Lexer {
    let bytes: [UInt8]
    let end: Int
    var position: Int
    /// Open string literals and `\(` interpolations, innermost last; empty in plain code.
    /// `Lexer.stringMode` (-1) for a string, else the number of plain `(` open inside an
    /// interpolation. (Plain integers: enum comparisons are slow in debug builds.)
    private(set) var modes: [Int] = []
    static let stringMode = -1
    private var previousKind: TokenKind = .eof
    private var atStart = true

    /// The view words that lex as keywords (`vstack`, `grid` …).
    let grammar: ViewGrammar

    init(bytes: [UInt8], range: SourceRange, grammar: ViewGrammar) {
        self.bytes = bytes
        self.grammar = grammar
        let upper = min(max(range.end, 0), bytes.count, Int(Int32.max))
        self.end = upper
        self.position = min(max(range.start, 0), upper)
    }

    /// True while a string literal (or an interpolation inside one) is open.
    var isInsideString: Bool { !modes.isEmpty }

    mutating func next() -> Token {
        let inString = !modes.isEmpty && modes[modes.count - 1] < 0
        let token = inString ? lexStringPart() : lexCode()
        previousKind = token.kind
        return token
    }

    mutating func popMode() {
        modes.removeLast()
    }

    mutating func pushInterpolation() {
        modes.append(0)
    }

    private mutating func lexCode() -> Token {
        var sawSpace = atStart
        var sawNewline = false
        atStart = false
        skipTrivia(sawSpace: &sawSpace, sawNewline: &sawNewline)
        let start = position
        guard position < end else {
            return Token(.eof, end, end, leadingSpace: true, leadingNewline: true)
        }
        let kind = lexCodeToken()
        let error: LexError? = kind == .unexpected ? .unexpectedCharacters : nil
        return Token(kind, start, position, leadingSpace: sawSpace, leadingNewline: sawNewline, error: error)
    }

    /// Lexes one token starting at `position` (not trivia, not the end) and returns its kind.
    private mutating func lexCodeToken() -> TokenKind {
        let byte = bytes[position]
        if Self.isIdentifierStart(byte) { return lexIdentifier() }
        if Self.isDigit(byte) { return lexNumber() }
        switch byte {
        case UInt8(ascii: "\""):
            position += 1
            modes.append(Self.stringMode)
            return .stringStart
        case UInt8(ascii: "$"):
            return lexDollar()
        case UInt8(ascii: "\\"):
            position += 1
            return .backslash
        case UInt8(ascii: "("):
            if let depth = modes.last, depth >= 0 { modes[modes.count - 1] = depth + 1 }
            position += 1
            return .leftParen
        case UInt8(ascii: ")"):
            position += 1
            if let depth = modes.last, depth >= 0 {
                if depth == 0 {
                    modes.removeLast()
                    return .interpolationEnd
                }
                modes[modes.count - 1] = depth - 1
            }
            return .rightParen
        case UInt8(ascii: "."):
            return lexPeriod()
        default:
            if let kind = lexPunctuation(byte) { return kind }
            if byte >= 0x80, let (scalar, _) = decodeScalar(at: position), Self.isIdentifierStart(scalar) {
                return lexIdentifier()
            }
            return lexUnexpectedRun()
        }
    }

    /// Whitespace (Unicode spaces included), `//` comments, and `#` comment lines.
    private mutating func skipTrivia(sawSpace: inout Bool, sawNewline: inout Bool) {
        while position < end {
            let byte = bytes[position]
            // Byte values written out: `UInt8(ascii:)` is a call in debug builds.
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:  // space, tab, CR, VT, FF
                position += 1
                sawSpace = true
            case 0x0A:  // newline
                position += 1
                sawSpace = true
                sawNewline = true
            case 0x2F where position + 1 < end && bytes[position + 1] == 0x2F:  // `//`
                skipToEndOfLine()
                sawSpace = true
            case 0x23 where isLineStart(position):  // `#`
                skipToEndOfLine()
                sawSpace = true
            case 0x80...:
                guard let (scalar, length) = decodeScalar(at: position), scalar.properties.isWhitespace else { return }
                position += length
                sawSpace = true
            default:
                return
            }
        }
    }

    private mutating func skipToEndOfLine() {
        while position < end, bytes[position] != 0x0A { position += 1 }
    }

    /// A `#` comment must be the first character of a line of the whole file.
    private func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == 0x0A
    }

    private mutating func lexIdentifier() -> TokenKind {
        let start = position
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Self.isIdentifierContinue(byte) else { break }
                position += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: position), Self.isIdentifierContinue(scalar) else { break }
                position += length
            }
        }
        let kind = Keywords.kind(bytes, start, position)
        if kind == .identifier, let view = grammar.keywordKind(bytes, start, position) { return view }
        return kind
    }

    /// `12`, `0.5`, `1e3`, Swift's `1_000` (an `_` between digits) and `0xFF`, `0b1010`, `0o17`
    /// (the letters and digits after the prefix are the number's: the parser checks them).
    /// Right after a `.` only digits are taken, so that `row.0.1` and `\.0` are member names, not `0.1`.
    private mutating func lexNumber() -> TokenKind {
        guard previousKind != .period else {
            skipDigits()
            return .number
        }
        if bytes[position] == UInt8(ascii: "0"), position + 1 < end,
           [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(bytes[position + 1]) {
            position += 2
            while position < end, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return .number
        }
        skipDigits(underscores: true)
        if position + 1 < end, bytes[position] == UInt8(ascii: "."), Self.isDigit(bytes[position + 1]) {
            position += 1
            skipDigits(underscores: true)
        }
        if position < end, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            var probe = position + 1
            if probe < end, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-") { probe += 1 }
            if probe < end, Self.isDigit(bytes[probe]) {
                position = probe
                skipDigits(underscores: true)
            }
        }
        return .number
    }

    /// Digits, and with `underscores` the `_` Swift allows after a number's first digit.
    private mutating func skipDigits(underscores: Bool = false) {
        while position < end, Self.isDigit(bytes[position]) || (underscores && bytes[position] == UInt8(ascii: "_")) { position += 1 }
    }

    /// `$name` or `$0`; a lone `$` is unexpected.
    private mutating func lexDollar() -> TokenKind {
        let next = position + 1
        if next < end, Self.isDigit(bytes[next]) {
            position = next
            skipDigits()
            return .dollarNumber
        }
        if next < end {
            let startsName: Bool
            if bytes[next] < 0x80 {
                startsName = Self.isIdentifierStart(bytes[next])
            } else {
                startsName = decodeScalar(at: next).map { Self.isIdentifierStart($0.0) } ?? false
            }
            if startsName {
                position = next
                _ = lexIdentifier()
                return .dollarIdentifier
            }
        }
        return lexUnexpectedRun()
    }

    private mutating func lexPeriod() -> TokenKind {
        if position + 2 < end, bytes[position + 1] == UInt8(ascii: ".") {
            if bytes[position + 2] == UInt8(ascii: ".") {
                position += 3
                return .dotDotDot
            }
            if bytes[position + 2] == UInt8(ascii: "<") {
                position += 3
                return .dotDotLess
            }
        }
        position += 1
        return .period
    }
}
