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
        if let misspelt = parseMisspeltKeywordView() { return misspelt }
        return parsePostfix(.standard)
    }

    /// `vstak < … >` or `txt "a"`: a name used the way only built-in views are (children, or a
    /// value right after it) is a misspelt keyword. Says so, suggests the keyword, and skips the
    /// children or value so the rest of the line still parses.
    mutating func parseMisspeltKeywordView() -> Expr? {
        guard at(.identifier), grammar.shape(of: text(current)) == nil else { return nil }
        let next = peek()
        let takesChildren = next.kind == .less
        let takesOperand = (next.kind == .stringStart || next.kind == .number) && !next.leadingNewline
        guard takesChildren || takesOperand else { return nil }
        let nameToken = advance()
        let name = text(nameToken)
        let keywords = takesChildren ? grammar.childrenWords
            : grammar.words.filter { grammar.shape(of: $0)?.operand != ViewGrammar.Shape.Operand.none }
        var diagnostic = Diagnostic.error("unknown view '\(name)'", at: nameToken.range)
        if let best = Suggestions.closest(to: name, in: keywords) {
            diagnostic.notes.append(Diagnostic.Note("did you mean '\(best)'?"))
        } else if takesChildren {
            diagnostic.notes.append(Diagnostic.Note("only \(Self.list(grammar.childrenWords)) take children in '< … >'"))
        }
        report(diagnostic.message, at: nameToken.range, notes: diagnostic.notes)
        if takesChildren {
            _ = parseViewList { "'\(name)'" }
        } else {
            _ = parsePostfix(.operand)
        }
        return Expr(.missing, SourceRange(nameToken.start, previousEnd))
    }

    /// `a, b and c`.
    static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// `< … >` (or `{ … }`) at the current token. `owner` names what the views belong to in
    /// messages (`'vstack'`); `isIfBranch` adds a hint about `<` in conditions to the first error.
    mutating func parseViewList(isIfBranch: Bool = false, owner: () -> String) -> (items: [Expr], open: SourceRange, close: SourceRange?) {
        let open = advance()
        let closer: TokenKind = open.kind == .less ? .greater : .rightBrace
        guard enterNesting(at: open) else { return ([], open.range, nil) }
        adjustOpenCount(for: closer, by: 1)
        defer {
            adjustOpenCount(for: closer, by: -1)
            leaveNesting()
        }
        var items: [Expr] = []
        var hinted = !isIfBranch
        while true {
            let token = current
            if token.kind == closer {
                advance()
                return (items, open.range, token.range)
            }
            if closesEnclosing(token) {
                reportUnclosed(open: open, closer: closer, what: "the children of \(owner())")
                return (items, open.range, nil)
            }
            if isStray(token) {
                skipStray()
            } else if token.kind == .comma {
                advance()
            } else if Self.canStartViewItem(token) {
                items.append(parseViewItem())
            } else {
                reportNotAView(open: open, closer: closer, first: items.isEmpty, hint: !hinted)
                hinted = true
            }
        }
    }

    /// `expected a view after '<', found …`, then skips to the next line, view or close.
    private mutating func reportNotAView(open: Token, closer: TokenKind, first: Bool, hint: Bool) {
        var notes: [Diagnostic.Note] = []
        if at(.stringStart) {
            notes.append(Diagnostic.Note("to show a string, write 'text' before it"))
        }
        if hint {
            notes.append(Diagnostic.Note("in an 'if' condition '<' opens the views; to compare, write 'if (a < b) < … >'"))
        }
        let what = first ? "a view after '\(open.kind.spelling ?? "<")'" : "a view or '\(closer.spelling ?? ">")'"
        reportExpected(what, notes: notes)
        recover(until: { $0.leadingNewline || $0.kind == closer || Self.canStartViewItem($0) })
    }

    /// `if cond < … > else < … >` in view position.
    mutating func parseConditional() -> Expr {
        let ifToken = current
        let condition = parseIfHead()
        return finishViewConditional(ifToken: ifToken, condition: condition)
    }

    /// Consumes `if` and its condition.
    mutating func parseIfHead() -> Expr {
        advance()
        guard canStartExpression(current), !at(.leftBrace) else {
            reportExpected("a condition after 'if'")
            return missing
        }
        return parseExpr(.condition)
    }

    /// The views after an `if` condition, and any `else`.
    mutating func finishViewConditional(ifToken: Token, condition: Expr) -> Expr {
        var then: [Expr] = []
        if at(.less) || at(.leftBrace) {
            then = parseViewList(isIfBranch: true) { "'if'" }.items
        } else {
            reportExpected("'<' after the condition of 'if'")
        }
        var otherwise: [Expr]?
        if at(.elseKeyword) {
            advance()
            if at(.ifKeyword) {
                // Each `else if` nests the tree one level deeper.
                guard enterNesting(at: current) else { return missing }
                otherwise = [parseConditional()]
                leaveNesting()
            } else if at(.less) || at(.leftBrace) {
                otherwise = parseViewList { "'else'" }.items
            } else {
                reportExpected("'<' or 'if' after 'else'")
                otherwise = []
            }
        }
        let syntax = ConditionalSyntax(condition: condition, then: then, otherwise: otherwise, ifRange: ifToken.range)
        return Expr(.conditional(syntax), SourceRange(ifToken.start, previousEnd))
    }
}
