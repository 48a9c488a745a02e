import Diagnostics

/// children    := '<' (view-item ','?)* '>'          an empty list '< >' is allowed
/// view-item   := postfix                            never a binary expression, so '>' closes
/// conditional := 'if' condition views ('else' ('if' … | views))?
/// views       := children | '{' (view-item ','?)* '}'
///
/// In an `if` condition an unparenthesised `<` is not less-than: it opens the then-children
/// (`if (a < b) < … >`).
extension SyntaxParser {
    /// Tokens that can begin an item of a children list (or a root view).
    static func canStartViewItem(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .stackKeyword, .viewKeyword, .ifKeyword, .leftParen: return true
        default: return false
        }
    }

    mutating func parseViewItem() -> Expr {
        parsePostfix([])
    }

    /// `< … >` (or `{ … }`) at the current token. `owner` names what the views belong to in
    /// messages (`'vstack'`); `isIfBranch` adds a hint about `<` in conditions to the first error.
    mutating func parseViewList(owner: String, isIfBranch: Bool = false) -> (items: [Expr], open: SourceRange, close: SourceRange?) {
        let open = advance()
        let closer: TokenKind = open.kind == .less ? .greater : .rightBrace
        guard enterNesting() else { return ([], open.range, nil) }
        adjustOpenCount(for: closer, by: 1)
        defer {
            adjustOpenCount(for: closer, by: -1)
            leaveNesting()
        }
        let closerSpelling = closer.spelling ?? ">"
        var items: [Expr] = []
        var hinted = !isIfBranch
        while true {
            let token = current
            if token.kind == closer {
                advance()
                return (items, open.range, token.range)
            }
            if closesEnclosing(token) {
                report(
                    "expected '\(closerSpelling)' to close the children of \(owner)", at: expectedRange,
                    notes: [Diagnostic.Note("to match this '\(open.kind.spelling ?? "<")'", at: open.range)])
                return (items, open.range, nil)
            }
            if isStray(token) {
                skipStray()
                continue
            }
            if token.kind == .comma {
                advance()
                continue
            }
            if Self.canStartViewItem(token) {
                items.append(parseViewItem())
                continue
            }
            var notes: [Diagnostic.Note] = []
            if token.kind == .stringStart {
                notes.append(Diagnostic.Note("to show a string, write 'text' before it"))
            }
            if !hinted {
                notes.append(Diagnostic.Note("in an 'if' condition '<' opens the views; to compare, write 'if (a < b) < … >'"))
                hinted = true
            }
            let what = items.isEmpty ? "a view after '\(open.kind.spelling ?? "<")'" : "a view or '\(closerSpelling)'"
            reportExpected(what, notes: notes)
            recover(until: { $0.leadingNewline || $0.kind == closer || Self.canStartViewItem($0) })
        }
    }

    /// `if cond < … > else < … >` in view position.
    mutating func parseConditional() -> Expr {
        let ifToken = current
        guard enterNesting() else { return missing }
        defer { leaveNesting() }
        let condition = parseIfHead()
        return finishViewConditional(ifToken: ifToken, condition: condition, flags: [])
    }

    /// Consumes `if` and its condition.
    mutating func parseIfHead() -> Expr {
        advance()
        guard canStartExpression(current), !at(.leftBrace) else {
            reportExpected("a condition after 'if'")
            return missing
        }
        return parseExpr([.angleOpensChildren, .noTrailingClosures])
    }

    /// The views after an `if` condition, and any `else`.
    mutating func finishViewConditional(ifToken: Token, condition: Expr, flags: ExprFlags) -> Expr {
        var then: [Expr] = []
        if at(.less) || at(.leftBrace) {
            then = parseViewList(owner: "'if'", isIfBranch: true).items
        } else {
            reportExpected("'<' after the condition of 'if'")
        }
        var otherwise: [Expr]?
        if at(.elseKeyword) {
            advance()
            if at(.ifKeyword) {
                otherwise = [parseConditional()]
            } else if at(.less) || at(.leftBrace) {
                otherwise = parseViewList(owner: "'else'").items
            } else {
                reportExpected("'<' or 'if' after 'else'")
                otherwise = []
            }
        }
        let syntax = ConditionalSyntax(condition: condition, then: then, otherwise: otherwise, ifRange: ifToken.range)
        return Expr(.conditional(syntax), SourceRange(ifToken.start, previousEnd))
    }
}
