import Diagnostics

/// arguments := '(' (argument (',' argument)* ','?)? ')'      also with '[' ']'
/// argument  := (word ':')? expression
extension SyntaxParser {
    /// `closing` names the list for "expected ')' to close …" (built only when reported).
    mutating func parseArgumentList(closing what: () -> String) -> [Argument] {
        parseDelimited(opener: .leftParen, closer: .rightParen, labels: true, closing: what)
    }

    /// A bracketed, comma-separated list starting at the current `opener` token. On a missing
    /// closer: `expected ')' to close <what>` with a note at the opener.
    mutating func parseDelimited(opener: TokenKind, closer: TokenKind, labels: Bool, closing what: () -> String) -> [Argument] {
        parseDelimited(opener: opener, closer: closer, closing: what) { parser in parser.parseArgument(labels: labels) }
    }

    /// The same, each element read by `element` (a list's or a dictionary's elements).
    mutating func parseDelimited<Element>(opener: TokenKind, closer: TokenKind, closing what: () -> String,
                                          element: (inout SyntaxParser) -> Element) -> [Element] {
        let open = advance()
        guard enterNesting(at: open) else { return [] }
        adjustOpenCount(for: closer, by: 1)
        defer {
            adjustOpenCount(for: closer, by: -1)
            leaveNesting()
        }
        var arguments: [Element] = []
        while true {
            let token = current
            if token.kind == closer {
                advance()
                return arguments
            }
            if closesEnclosing(token) {
                reportUnclosed(open: open, closer: closer, what: what())
                return arguments
            }
            if isStray(token) {
                skipStray()
                continue
            }
            if token.kind == .comma {
                report("expected an expression before ','", at: token.range)
                advance()
                continue
            }
            let before = index
            arguments.append(element(&self))
            if at(.comma) {
                advance()
                continue
            }
            if at(closer) || closesEnclosing(current) { continue }
            if index != before { reportExpected("',' or '\(closer.spelling ?? "?")'") }
            recover(until: { $0.kind == .comma || $0.kind == closer })
            if at(.comma) { advance() }
        }
    }

    /// `expected ')' to close <what>` (or just `expected ')'`) with a note at the opener.
    mutating func reportUnclosed(open: Token, closer: TokenKind, what: String) {
        let spelling = closer.spelling ?? "?"
        let message = what.isEmpty ? "expected '\(spelling)'" : "expected '\(spelling)' to close \(what)"
        report(message, at: expectedRange, notes: [Diagnostic.Note("to match this '\(open.kind.spelling ?? "?")'", at: open.range)])
    }

    mutating func parseArgument(labels: Bool) -> Argument {
        if labels, current.isWord, peek().kind == .colon { return parseLabelledArgument() }
        // `reduce(0, +)`: an operator passed as a function is kept as a name (the shell checks it).
        if current.kind.binaryOperator != nil, peek().kind == .rightParen || peek().kind == .comma {
            let token = advance()
            return Argument(value: Expr(.identifier(text(token)), token.range))
        }
        return Argument(value: parseRequiredExpr())
    }

    private mutating func parseLabelledArgument() -> Argument {
        let label = advance()
        let colon = advance()
        let value: Expr
        if canStartExpression(current) {
            value = parseExpr()
        } else {
            reportExpected("a value after '\(text(label)):'")
            value = Expr(.missing, .point(colon.end))
        }
        return Argument(label: text(label), labelRange: label.range, value: value)
    }

    mutating func adjustOpenCount(for closer: TokenKind, by delta: Int) {
        switch closer {
        case .rightParen: openParens += delta
        case .rightBracket: openBrackets += delta
        case .rightBrace: openBraces += delta
        case .greater: openChildren += delta
        case .interpolationEnd: openInterpolations += delta
        default: break
        }
    }
}
