extension Lexer {
    /// Operators and punctuation, longest match first (`..`-operators are `lexPeriod`'s).
    mutating func lexPunctuation(_ byte: UInt8) -> TokenKind? {
        let next: UInt8 = position + 1 < end ? bytes[position + 1] : 0
        let equalsNext = next == UInt8(ascii: "=")
        func take(_ count: Int, _ kind: TokenKind) -> TokenKind {
            position += count
            return kind
        }
        switch byte {
        case UInt8(ascii: "["): return take(1, .leftBracket)
        case UInt8(ascii: "]"): return take(1, .rightBracket)
        case UInt8(ascii: "{"): return take(1, .leftBrace)
        case UInt8(ascii: "}"): return take(1, .rightBrace)
        case UInt8(ascii: ","): return take(1, .comma)
        case UInt8(ascii: ";"): return take(1, .semicolon)
        case UInt8(ascii: ":"): return take(1, .colon)
        case UInt8(ascii: "+"): return equalsNext ? take(2, .plusEqual) : take(1, .plus)
        case UInt8(ascii: "-"): return equalsNext ? take(2, .minusEqual) : take(1, .minus)
        case UInt8(ascii: "*"): return equalsNext ? take(2, .starEqual) : take(1, .star)
        case UInt8(ascii: "/"): return equalsNext ? take(2, .slashEqual) : take(1, .slash)
        case UInt8(ascii: "%"): return take(1, .percent)
        case UInt8(ascii: "~") where equalsNext: return take(2, .tildeEqual)
        case UInt8(ascii: "="): return equalsNext ? take(2, .equalEqual) : take(1, .equal)
        case UInt8(ascii: "!"): return equalsNext ? take(2, .bangEqual) : take(1, .bang)
        case UInt8(ascii: "<"): return equalsNext ? take(2, .lessEqual) : take(1, .less)
        case UInt8(ascii: ">"): return equalsNext ? take(2, .greaterEqual) : take(1, .greater)
        case UInt8(ascii: "?"): return next == UInt8(ascii: "?") ? take(2, .questionQuestion) : take(1, .question)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return take(2, .ampAmp)
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"): return take(2, .pipePipe)
        case UInt8(ascii: "&"): return take(1, .amp)
        case UInt8(ascii: "|"): return take(1, .pipe)
        case UInt8(ascii: "^"): return take(1, .caret)
        case UInt8(ascii: "~"): return take(1, .tilde)
        default: return nil
        }
    }
}

/// The language's own reserved words. View words come from the `ViewGrammar`; definition words
/// (`key`, `state`, `view` …) are keywords only at the start of a statement, which the parser decides.
enum Keywords {
    /// The kind of the word `bytes[start..<end]`. Every reserved word fits in eight bytes, so
    /// words are compared as packed integers (this is the lexer's hottest path, and generic
    /// collection code is slow in debug builds).
    static func kind(_ bytes: [UInt8], _ start: Int, _ end: Int) -> TokenKind {
        guard end - start >= 2, end - start <= 8 else { return .identifier }
        let packed = pack(bytes, start, end)
        let table = packedSpellings
        var index = 0
        while index < table.count {
            if table[index] == packed { return kinds[index] }
            index += 1
        }
        return .identifier
    }

    static func pack(_ bytes: [UInt8], _ start: Int, _ end: Int) -> UInt64 {
        var packed: UInt64 = 0
        var offset = start
        while offset < end {
            packed = packed << 8 | UInt64(bytes[offset])
            offset += 1
        }
        return packed
    }

    private static let words: [(String, TokenKind)] = {
        [
            ("in", .inKeyword), ("true", .trueKeyword), ("false", .falseKeyword), ("nil", .nilKeyword),
            ("if", .ifKeyword), ("else", .elseKeyword),
        ]
    }()

    private static let packedSpellings: [UInt64] = words.map { word in
        let bytes = Array(word.0.utf8)
        return pack(bytes, 0, bytes.count)
    }

    private static let kinds: [TokenKind] = words.map(\.1)
}
