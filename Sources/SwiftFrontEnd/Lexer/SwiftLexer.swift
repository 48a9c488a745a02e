import Diagnostics

/// Turns a Swift file's UTF-8 bytes into tokens. Never fails: characters Swift has no use for
/// become `.unexpected` tokens, an unclosed string ends in a zero-width `.stringEnd` carrying
/// `.unterminatedString`. Every path advances `position`; string and interpolation nesting is
/// an explicit stack (bounded), never recursion — so a 10 MB literal is one linear scan.
struct SwiftLexer {
    /// String literals and interpolations may nest this deep (`"\("\("…")")"`).
    static let nestingLimit = 256

    let bytes: [UInt8]
    let end: Int
    var position: Int
    private var modes: [Mode] = []
    private var previousKind: SwiftTokenKind = .eof
    private var atStart = true
    private var pendingCommentError = false

    /// An open string literal (its delimiter) or an interpolation (its open parentheses).
    struct Mode {
        var isString: Bool
        /// 1 for `"`, 3 for `"""`.
        var quotes: Int
        /// The `#`s of a raw string (`#"…"#`).
        var pounds: Int
        /// Plain `(` open inside an interpolation.
        var parens: Int
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        self.end = min(bytes.count, Int(Int32.max))
        self.position = 0
    }

    /// The whole file as tokens, ending with one `.eof`.
    static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4 + 1)
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .eof { break }
        }
        return tokens
    }

    var isInsideString: Bool { !modes.isEmpty }

    mutating func next() -> SwiftToken {
        let token: SwiftToken
        if let mode = modes.last, mode.isString {
            token = lexStringPart(mode)
        } else {
            token = lexCode()
        }
        previousKind = token.kind
        return token
    }

    // MARK: Code

    private mutating func lexCode() -> SwiftToken {
        var sawSpace = atStart
        var sawNewline = false
        if atStart { skipShebang() }
        atStart = false
        skipTrivia(sawSpace: &sawSpace, sawNewline: &sawNewline)
        let start = position
        var error: SwiftLexError? = nil
        if pendingCommentError {
            pendingCommentError = false
            error = .unterminatedComment
        }
        guard position < end else {
            return SwiftToken(.eof, end, end, leadingSpace: true, leadingNewline: true, error: error)
        }
        let kind = lexCodeToken()
        if kind == .unexpected { error = .unexpectedCharacters }
        if kind == .stringStart, modes.count > Self.nestingLimit { error = .nestingTooDeep }
        return SwiftToken(kind, start, position, leadingSpace: sawSpace, leadingNewline: sawNewline, error: error)
    }

    private mutating func lexCodeToken() -> SwiftTokenKind {
        let byte = bytes[position]
        if Self.isIdentifierStart(byte) { return lexWord() }
        if Self.isDigit(byte) { return lexNumber() }
        switch byte {
        case 0x22:  // "
            return lexStringStart(pounds: 0)
        case 0x23:  // #
            var probe = position
            while probe < end, bytes[probe] == 0x23 { probe += 1 }
            if probe < end, bytes[probe] == 0x22 {  // #"raw"#
                let pounds = probe - position
                position = probe
                return lexStringStart(pounds: pounds)
            }
            if probe == position + 1, probe < end, Self.isIdentifierStart(bytes[probe]) {
                position += 1
                _ = lexWord()
                return .poundWord
            }
            return lexUnexpectedRun()
        case 0x24:  // $
            return lexDollar()
        case 0x60:  // `word`
            var probe = position + 1
            while probe < end, probe < position + 256, bytes[probe] != 0x60, bytes[probe] != 0x0A { probe += 1 }
            if probe < end, bytes[probe] == 0x60, probe > position + 1 {
                position = probe + 1
                return .word
            }
            return lexUnexpectedRun()
        case 0x28:  // (
            if let last = modes.last, !last.isString { modes[modes.count - 1].parens += 1 }
            position += 1
            return .leftParen
        case 0x29:  // )
            position += 1
            if let last = modes.last, !last.isString {
                if last.parens == 0 {
                    modes.removeLast()
                    return .interpolationEnd
                }
                modes[modes.count - 1].parens -= 1
            }
            return .rightParen
        case 0x5B: position += 1; return .leftBracket
        case 0x5D: position += 1; return .rightBracket
        case 0x7B: position += 1; return .leftBrace
        case 0x7D: position += 1; return .rightBrace
        case 0x2C: position += 1; return .comma
        case 0x3A: position += 1; return .colon
        case 0x3B: position += 1; return .semicolon
        case 0x40: position += 1; return .at
        case 0x5C: position += 1; return .backslash
        case 0x2E:  // .
            if position + 2 < end, bytes[position + 1] == 0x2E, bytes[position + 2] == 0x2E || bytes[position + 2] == 0x3C {
                position += 3
                return .operator
            }
            position += 1
            return .period
        default:
            if let length = Self.operatorLength(bytes, at: position, end: end) {
                position += length
                return .operator
            }
            if byte >= 0x80, let (scalar, _) = decodeScalar(at: position), Self.isIdentifierStart(scalar) {
                return lexWord()
            }
            return lexUnexpectedRun()
        }
    }

    /// The operators Swift code in the subset uses, longest first. `<` and `>` stand alone
    /// (or as `<=`, `>=`) so generic argument lists close token by token (the parser joins
    /// `>>`, `<<`, `>>=` and `<<=` written without a space); `?` and `!` stand
    /// alone unless they are `??`, `??=` or `!=`.
    static let operators: [[UInt8]] = [
        "??=", "===", "!==", "~=", "&&", "||", "==", "!=", "<=", ">=", "->", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "??",
        "&+", "&-", "&*", "+", "-", "*", "/", "%", "=", "<", ">", "!", "?", "&", "|", "^", "~",
    ].map { Array($0.utf8) }

    static func operatorLength(_ bytes: [UInt8], at offset: Int, end: Int) -> Int? {
        for candidate in operators where offset + candidate.count <= end {
            var matches = true
            for index in 0..<candidate.count where bytes[offset + index] != candidate[index] {
                matches = false
                break
            }
            if matches { return candidate.count }
        }
        return nil
    }

    /// Whitespace, `//` and `/* */` comments (nested, as in Swift).
    private mutating func skipTrivia(sawSpace: inout Bool, sawNewline: inout Bool) {
        while position < end {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
                sawSpace = true
            case 0x0A:
                position += 1
                sawSpace = true
                sawNewline = true
            case 0x2F where position + 1 < end && bytes[position + 1] == 0x2F:
                while position < end, bytes[position] != 0x0A { position += 1 }
                sawSpace = true
            case 0x2F where position + 1 < end && bytes[position + 1] == 0x2A:
                skipBlockComment(sawNewline: &sawNewline)
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

    private mutating func skipBlockComment(sawNewline: inout Bool) {
        var depth = 0
        while position < end {
            if bytes[position] == 0x2F, position + 1 < end, bytes[position + 1] == 0x2A {
                depth += 1
                position += 2
            } else if bytes[position] == 0x2A, position + 1 < end, bytes[position + 1] == 0x2F {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == 0x0A { sawNewline = true }
                position += 1
            }
        }
        pendingCommentError = true
    }

    private mutating func skipShebang() {
        guard end >= 2, bytes[0] == 0x23, bytes[1] == 0x21 else { return }
        while position < end, bytes[position] != 0x0A { position += 1 }
    }

    private mutating func lexWord() -> SwiftTokenKind {
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
        return .word
    }

    /// `12`, `1_000`, `0.5`, `1e3`, `0x1F`. Right after a `.` only digits are taken, so that
    /// `row.0.1` is two member accesses.
    private mutating func lexNumber() -> SwiftTokenKind {
        if previousKind == .period {
            while position < end, Self.isDigit(bytes[position]) { position += 1 }
            return .integer
        }
        if bytes[position] == 0x30, position + 1 < end, [0x78, 0x62, 0x6F].contains(bytes[position + 1]) {  // 0x 0b 0o
            position += 2
            while position < end, Self.isIdentifierContinue(bytes[position]) { position += 1 }
            return .integer
        }
        var kind = SwiftTokenKind.integer
        skipDigits()
        if position + 1 < end, bytes[position] == 0x2E, Self.isDigit(bytes[position + 1]) {
            position += 1
            skipDigits()
            kind = .float
        }
        if position < end, bytes[position] == 0x65 || bytes[position] == 0x45 {
            var probe = position + 1
            if probe < end, bytes[probe] == 0x2B || bytes[probe] == 0x2D { probe += 1 }
            if probe < end, Self.isDigit(bytes[probe]) {
                position = probe
                skipDigits()
                kind = .float
            }
        }
        return kind
    }

    private mutating func skipDigits() {
        while position < end, Self.isDigit(bytes[position]) || bytes[position] == 0x5F { position += 1 }
    }

    private mutating func lexDollar() -> SwiftTokenKind {
        let next = position + 1
        if next < end, Self.isDigit(bytes[next]) {
            position = next
            while position < end, Self.isDigit(bytes[position]) { position += 1 }
            return .dollarNumber
        }
        if next < end, Self.isIdentifierStart(bytes[next]) || (bytes[next] >= 0x80 && decodeScalar(at: next).map { Self.isIdentifierStart($0.0) } == true) {
            position = next
            _ = lexWord()
            return .dollarWord
        }
        return lexUnexpectedRun()
    }

    // MARK: Strings

    private mutating func lexStringStart(pounds: Int) -> SwiftTokenKind {
        var quotes = 1
        if position + 2 < end, bytes[position + 1] == 0x22, bytes[position + 2] == 0x22 {
            quotes = 3
        }
        position += quotes
        modes.append(Mode(isString: true, quotes: quotes, pounds: pounds, parens: 0))
        return .stringStart
    }

    /// Inside a string: its closing delimiter, a `\(` that opens an interpolation, or a
    /// segment of text up to either. A single-line string ends, unterminated, at the line's end.
    private mutating func lexStringPart(_ mode: Mode) -> SwiftToken {
        let start = position
        if position >= end || (mode.quotes == 1 && (bytes[position] == 0x0A || bytes[position] == 0x0D)) {
            modes.removeLast()
            return SwiftToken(.stringEnd, position, position, leadingSpace: false, leadingNewline: false, error: .unterminatedString)
        }
        if let length = closingLength(mode, at: position) {
            position += length
            modes.removeLast()
            return SwiftToken(.stringEnd, start, position, leadingSpace: false, leadingNewline: false)
        }
        if let length = escapeLength(mode, at: position), position + length < end, bytes[position + length] == 0x28 {
            position += length + 1
            var error: SwiftLexError? = nil
            if modes.count >= Self.nestingLimit {
                error = .nestingTooDeep
            }
            modes.append(Mode(isString: false, quotes: 0, pounds: 0, parens: 0))
            return SwiftToken(.interpolationStart, start, position, leadingSpace: false, leadingNewline: false, error: error)
        }
        while position < end {
            let byte = bytes[position]
            if mode.quotes == 1, byte == 0x0A || byte == 0x0D { break }
            if byte == 0x22, closingLength(mode, at: position) != nil { break }
            if byte == 0x5C, let length = escapeLength(mode, at: position) {
                if position + length < end, bytes[position + length] == 0x28 { break }
                position += min(length + 1, end - position)
                continue
            }
            position += 1
        }
        return SwiftToken(.stringSegment, start, position, leadingSpace: false, leadingNewline: false)
    }

    /// The length of the closing delimiter at `offset` (`"`, `"""`, `"#`), if it is one.
    private func closingLength(_ mode: Mode, at offset: Int) -> Int? {
        let length = mode.quotes + mode.pounds
        guard offset + length <= end else { return nil }
        for index in 0..<mode.quotes where bytes[offset + index] != 0x22 { return nil }
        for index in 0..<mode.pounds where bytes[offset + mode.quotes + index] != 0x23 { return nil }
        return length
    }

    /// `\` followed by the raw string's `#`s: the start of an escape (its length without
    /// the escaped character), else nil.
    private func escapeLength(_ mode: Mode, at offset: Int) -> Int? {
        guard bytes[offset] == 0x5C, offset + mode.pounds < end else { return nil }
        for index in 0..<mode.pounds where bytes[offset + 1 + index] != 0x23 { return nil }
        return 1 + mode.pounds
    }

    // MARK: Characters

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isIdentifierStart(UInt8(scalar.value)) : scalar.properties.isXIDStart
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isIdentifierContinue(UInt8(scalar.value)) : scalar.properties.isXIDContinue
    }

    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard offset + length <= end else { return nil }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// A run of characters that start no token, so that 10 MB of NUL bytes make one token.
    private mutating func lexUnexpectedRun() -> SwiftTokenKind {
        position += unexpectedLength(at: position) ?? 1
        while position < end, let length = unexpectedLength(at: position) { position += length }
        return .unexpected
    }

    private func unexpectedLength(at offset: Int) -> Int? {
        let byte = bytes[offset]
        switch byte {
        case 0x27, 0x60, 0x7F, 0x00...0x08, 0x0E...0x1F: return 1  // ' ` DEL controls
        case 0x23:  // # not starting a word or raw string
            let next = offset + 1 < end ? bytes[offset + 1] : 0
            return Self.isIdentifierStart(next) || next == 0x22 || next == 0x23 ? nil : 1
        case 0x24:
            let next = offset + 1 < end ? bytes[offset + 1] : 0
            return Self.isIdentifierContinue(next) || next >= 0x80 ? nil : 1
        case 0x80...:
            guard let (scalar, length) = decodeScalar(at: offset) else { return 1 }
            return Self.isIdentifierStart(scalar) || scalar.properties.isWhitespace ? nil : length
        default:
            return nil
        }
    }
}
