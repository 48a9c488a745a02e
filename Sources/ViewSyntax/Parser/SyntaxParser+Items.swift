import Diagnostics

/// item := definition | 'root' '=' view-item | view-item
///
/// One item per statement: anything after a complete item is an error. Definition words are
/// keywords only here, at the start of a statement, and not when followed by a dot or an
/// attached bracket (`key .padding`, `view.x`, `key(…)` are expressions). (`state` alone is the
/// shell's command; the shell recognises it before parsing.)
extension SyntaxParser {
    mutating func parseItems() -> [Item] {
        guard !atEOF else { return [] }
        let first = current
        if first.kind == .identifier, let keyword = DefinitionKeyword(rawValue: text(first)), Self.startsDefinition(peek()) {
            return [parseDefinition(keyword)]
        }
        if first.kind == .identifier, text(first) == "root", peek().kind == .equal {
            advance()
            advance()
            let view: Expr
            if Self.canStartViewItem(current) {
                view = parseViewItem()
                expectEndOfView(after: "the view")
            } else {
                reportExpected("a view after 'root ='")
                skipToEnd()
                view = missing
            }
            return [Item(.root(view, explicit: true), SourceRange(first.start, previousEnd))]
        }
        guard Self.canStartViewItem(first) else {
            reportNotAnItem()
            return []
        }
        let view = parseViewItem()
        expectEndOfView(after: "the view")
        return [Item(.root(view, explicit: false), view.range)]
    }

    /// A statement that starts with something no item starts with. A leading `else` or `.name`
    /// is usually a continuation typed as a statement of its own (at the interactive prompt a
    /// complete line is run at once), so those get their own explanation.
    private mutating func reportNotAnItem() {
        let first = current
        if first.kind == .elseKeyword {
            report("'else' must follow its 'if … < … >' in the same statement", at: first.range)
        } else if first.kind == .period, peek().isWord, !peek().leadingSpace {
            let name = SourceRange(first.start, peek().end)
            report("the modifier '\(text(name))' must follow a view in the same statement", at: name)
        } else {
            reportExpected("a view or a definition")
        }
        skipToEnd()
    }

    /// The whole range is one expression (`insert 0.1 text "x"`, `set tallest = 20`).
    mutating func parseWholeExpression() -> Expr {
        guard canStartExpression(current) else {
            reportExpected("an expression")
            skipToEnd()
            return missing
        }
        let expr = parseExpr()
        expectEnd { "unexpected \($0) after the expression" }
        return expr
    }

    /// The whole range is a run of modifiers (`modify 0 .padding .frame(width: 10)`).
    mutating func parseWholeModifierRun() -> [ModifierSyntax] {
        guard at(.period) else {
            reportExpected("a modifier such as '.padding'")
            skipToEnd()
            return []
        }
        let modifiers = parseModifierRun()
        expectEnd { "unexpected \($0) after the modifiers; expected another modifier such as '.padding'" }
        return modifiers
    }

    /// `.a .b(x) .c { … }`: every dot starts a modifier, with or without a space before it.
    mutating func parseModifierRun() -> [ModifierSyntax] {
        var modifiers: [ModifierSyntax] = []
        while at(.period) {
            if let modifier = parseModifier(.standard) { modifiers.append(modifier) }
        }
        return modifiers
    }

    /// After a root view or a view body: nothing may follow but modifiers (already taken).
    mutating func expectEndOfView(after what: String) {
        let several = Self.canStartViewItem(current)
        expectEnd { found in
            several
                ? "unexpected \(found) after \(what); to show several views, put them in a stack: 'vstack < … >'"
                : "unexpected \(found) after \(what); expected a modifier such as '.padding' or the end of the line"
        }
    }

    /// Reports the first token left over (a stray closing bracket as such) and skips the rest.
    mutating func expectEnd(_ message: (String) -> String) {
        guard !atEOF else { return }
        let token = current
        if token.isClosingBracket || token.kind == .greater {
            report("unexpected \(describe(token)) with no matching '\(Self.opening(of: token.kind))'", at: token.range)
        } else {
            report(message(describe(token)), at: token.range)
        }
        skipToEnd()
    }

    private static func startsDefinition(_ next: Token) -> Bool {
        switch next.kind {
        case .period: return false
        case .leftParen, .leftBracket: return next.leadingSpace
        default: return true
        }
    }
}

/// The words that start a definition at the start of a statement.
enum DefinitionKeyword: String {
    case key, state, envkey, alignment, modifier, view, layout

    /// What a definition of this kind is called in messages.
    var noun: String {
        switch self {
        case .key: return "key"
        case .state: return "state"
        case .envkey: return "environment key"
        case .alignment: return "alignment"
        case .modifier: return "modifier"
        case .view: return "view"
        case .layout: return "layout"
        }
    }
}
