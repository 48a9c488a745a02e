import Diagnostics

/// Error recovery: which closing brackets belong to an enclosing construct, how stray ones
/// are reported, and skipping to a recovery point with brackets kept balanced.
extension SyntaxParser {
    /// The end of the input, or a closing bracket that an enclosing construct is waiting for.
    mutating func closesEnclosing(_ token: Token) -> Bool {
        switch token.kind {
        case .eof: return true
        case .rightParen: return openParens > 0
        case .rightBracket: return openBrackets > 0
        case .rightBrace: return openBraces > 0
        case .greater: return openChildren > 0
        case .interpolationEnd: return openInterpolations > 0
        default: return false
        }
    }

    /// A `)`, `]` or `}` that nothing open is waiting for.
    mutating func isStray(_ token: Token) -> Bool {
        token.isClosingBracket && !closesEnclosing(token)
    }

    /// Reports and consumes a stray closing bracket.
    mutating func skipStray() {
        let token = advance()
        report("unexpected \(describe(token)) with no matching '\(Self.opening(of: token.kind))'", at: token.range)
    }

    static func opening(of kind: TokenKind) -> String {
        switch kind {
        case .rightParen, .interpolationEnd: return "("
        case .rightBracket: return "["
        case .rightBrace: return "{"
        case .greater: return "<"
        default: return "?"
        }
    }

    /// Consumes the current token (unless it is the end or an enclosing construct's closing
    /// bracket), then skips until `stop` holds for a token outside any bracket opened on the
    /// way. Never passes a bracket that an enclosing construct is waiting for.
    mutating func recover(until stop: (Token) -> Bool) {
        var pending: [TokenKind] = []
        var first = true
        while true {
            let token = current
            if pending.isEmpty, !first, stop(token) { return }
            if token.kind == .eof { return }
            if token.isClosingBracket || token.kind == .stringEnd {
                if let position = pending.lastIndex(of: token.kind) {
                    pending.removeSubrange(position...)
                } else if closesEnclosing(token) {
                    return
                }
                // Otherwise a stray closing bracket: skipped with the rest.
            } else if let closer = Self.closer(of: token.kind) {
                pending.append(closer)
            }
            first = false
            advance()
        }
    }

    private static func closer(of kind: TokenKind) -> TokenKind? {
        switch kind {
        case .leftParen: return .rightParen
        case .leftBracket: return .rightBracket
        case .leftBrace: return .rightBrace
        case .stringStart: return .stringEnd
        case .interpolationStart: return .interpolationEnd
        default: return nil
        }
    }

    /// Skips everything left (after an item-level error): nothing more is reported.
    mutating func skipToEnd() {
        index = tokens.count - 1
    }
}
