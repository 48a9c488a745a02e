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
        case UInt8(ascii: "="): return equalsNext ? take(2, .equalEqual) : take(1, .equal)
        case UInt8(ascii: "!"): return equalsNext ? take(2, .bangEqual) : take(1, .bang)
        case UInt8(ascii: "<"): return equalsNext ? take(2, .lessEqual) : take(1, .less)
        case UInt8(ascii: ">"): return equalsNext ? take(2, .greaterEqual) : take(1, .greater)
        case UInt8(ascii: "?"): return next == UInt8(ascii: "?") ? take(2, .questionQuestion) : take(1, .question)
        case UInt8(ascii: "&") where next == UInt8(ascii: "&"): return take(2, .ampAmp)
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"): return take(2, .pipePipe)
        default: return nil
        }
    }
}

/// The reserved words. Definition words (`key`, `state`, `view` …) are not here: they are
/// keywords only at the start of a statement, which the parser decides.
enum Keywords {
    static func kind(of word: ArraySlice<UInt8>) -> TokenKind {
        guard word.count >= 2, word.count <= 8, let first = word.first, first >= UInt8(ascii: "a") else {
            return .identifier
        }
        for (spelling, kind) in table where spelling.count == word.count && spelling.elementsEqual(word) {
            return kind
        }
        return .identifier
    }

    private static let table: [([UInt8], TokenKind)] = {
        var entries: [(String, TokenKind)] = [
            ("in", .inKeyword), ("true", .trueKeyword), ("false", .falseKeyword), ("nil", .nilKeyword),
            ("if", .ifKeyword), ("else", .elseKeyword),
        ]
        for keyword in ViewKeyword.allCases {
            let isStack = keyword == .vstack || keyword == .hstack || keyword == .zstack
            entries.append((keyword.rawValue, isStack ? .stackKeyword : .viewKeyword))
        }
        return entries.map { (Array($0.0.utf8), $0.1) }
    }()
}
