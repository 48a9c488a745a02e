import Diagnostics

/// postfix := primary ( '.' name            member access: no space before the dot
///                    | '(' arguments ')'   call: no space before '('
///                    | '[' arguments ']'   subscript: no space before '['
///                    | trailing-closures   same line
///                    | modifier )*         ' .name…': space (or a new line) before the dot
///
/// A dot with no space before it is still a modifier after a view (`vstack < … >.padding`,
/// `text "a".bold`, `color .red.frame(width: 3)`): a view has no members.
extension SyntaxParser {
    mutating func parsePostfix(_ flags: ExprFlags) -> Expr {
        let primary = parsePrimary(flags)
        switch current.kind {
        case .period, .leftParen, .leftBracket, .leftBrace: return parsePostfixSuffix(primary, flags)
        default: return primary
        }
    }

    /// The postfix operations and modifiers that follow an already parsed `expr`.
    mutating func parsePostfixSuffix(_ start: Expr, _ flags: ExprFlags) -> Expr {
        var expr = start
        // Modifiers are gathered here and attached once, so a long chain stays linear.
        var modifiers: [ModifierSyntax] = []
        // Member access, calls and subscripts nest the tree one level each: they count as nesting.
        var wraps = 0
        defer { depth -= wraps }
        while true {
            let token = current
            let isModifierDot = token.kind == .period
                && (token.leadingSpace || !modifiers.isEmpty || Self.takesAttachedModifiers(expr)
                    || (!flags.allowsModifiers && Self.isImplicitMember(expr)))
            if isModifierDot {
                if !flags.allowsModifiers { break }
                if let modifier = parseModifier(flags) { modifiers.append(modifier) }
                continue
            }
            let isPostfixOperation: Bool
            switch token.kind {
            case .period:
                isPostfixOperation = true
            case .leftParen, .leftBracket:
                isPostfixOperation = !token.leadingSpace
            case .leftBrace:
                isPostfixOperation = flags.allowsTrailingClosures && !token.leadingNewline
                    && modifiers.isEmpty && Self.acceptsTrailingClosure(expr)
            default:
                isPostfixOperation = false
            }
            guard isPostfixOperation else { break }
            expr = Self.attaching(modifiers, to: expr)
            modifiers = []
            guard enterNesting(at: token) else { break }
            wraps += 1
            switch token.kind {
            case .period: expr = parseMember(of: expr)
            case .leftParen: expr = parseCall(expr, flags)
            case .leftBracket: expr = parseSubscript(expr)
            default: expr = parseBareTrailingClosures(expr)
            }
        }
        return Self.attaching(modifiers, to: expr)
    }

    /// Views and strings have no members: a dot right after one starts a modifier.
    static func takesAttachedModifiers(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .view, .conditional, .modified, .string: return true
        default: return false
        }
    }

    /// A view's operand that is an implicit member (`color .red.frame(width: 3)`, as
    /// `Color.red.frame(width: 3)` is written in Swift) has no members: the dot starts the view's
    /// modifier.
    static func isImplicitMember(_ expr: Expr) -> Bool {
        if case .implicitMember = expr.kind { return true }
        return false
    }

    private static func acceptsTrailingClosure(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .implicitMember: return true
        case .call(_, _, let closures): return closures.isEmpty
        default: return false
        }
    }

    static func attaching(_ modifiers: [ModifierSyntax], to expr: Expr) -> Expr {
        guard let last = modifiers.last else { return expr }
        let range = expr.range.union(last.range)
        if case .modified(let base, let earlier) = expr.kind {
            return Expr(.modified(base, earlier + modifiers), range)
        }
        return Expr(.modified(expr, modifiers), range)
    }

    private mutating func parseMember(of base: Expr) -> Expr {
        let dot = advance()
        let name = current
        guard name.isWord || name.kind == .number, !name.leadingNewline else {
            report("expected a member name after '.'", at: dot.range)
            return base
        }
        if name.leadingSpace { report("expected a member name after '.'", at: dot.range) }
        advance()
        return Expr(.member(base, name: text(name), nameRange: name.range), base.range.union(name.range))
    }

    private mutating func parseCall(_ callee: Expr, _ flags: ExprFlags) -> Expr {
        let list = parseArgumentList { "the arguments of \(Self.quotedName(of: callee))" }
        let closures = flags.allowsTrailingClosures ? parseTrailingClosures() : []
        return Expr(.call(callee, arguments: list, trailingClosures: closures), SourceRange(callee.range.start, previousEnd))
    }

    private mutating func parseSubscript(_ base: Expr) -> Expr {
        let list = parseDelimited(
            opener: .leftBracket, closer: .rightBracket, labels: true,
            closing: { "the subscript of \(Self.quotedName(of: base))" })
        return Expr(.subscriptAccess(base, arguments: list), SourceRange(base.range.start, previousEnd))
    }

    private mutating func parseBareTrailingClosures(_ callee: Expr) -> Expr {
        let closures = parseTrailingClosures()
        if case .call(let function, let arguments, _) = callee.kind {
            return Expr(.call(function, arguments: arguments, trailingClosures: closures), SourceRange(callee.range.start, previousEnd))
        }
        return Expr(.call(callee, arguments: [], trailingClosures: closures), SourceRange(callee.range.start, previousEnd))
    }

    /// `{ … }` on the same line, then any `label: { … }`.
    mutating func parseTrailingClosures() -> [TrailingClosure] {
        guard at(.leftBrace), !current.leadingNewline else { return [] }
        var closures = [TrailingClosure(closure: parseClosure())]
        while current.isWord, peek().kind == .colon, peek(2).kind == .leftBrace {
            let label = advance()
            advance()
            closures.append(TrailingClosure(label: text(label), labelRange: label.range, closure: parseClosure()))
        }
        return closures
    }

    /// ` .name`, ` .name(args)`, ` .name(args) { … } label: { … }`; nil (after a diagnostic)
    /// when no name follows the dot. `nameRange` covers the dot and the name.
    mutating func parseModifier(_ flags: ExprFlags) -> ModifierSyntax? {
        let dot = advance()
        let nameToken = current
        guard nameToken.isWord, !nameToken.leadingNewline else {
            report("expected a modifier name after '.'", at: dot.range)
            return nil
        }
        // `. padding`: reported, then read as `.padding`.
        if nameToken.leadingSpace { report("expected a modifier name after '.'", at: dot.range) }
        advance()
        let name = text(nameToken)
        var arguments: [Argument] = []
        if at(.leftParen), !current.leadingSpace {
            arguments = parseArgumentList { "the arguments of '.\(name)'" }
        }
        let closures = flags.allowsTrailingClosures ? parseTrailingClosures() : []
        return ModifierSyntax(
            name: name, nameRange: SourceRange(dot.start, nameToken.end), arguments: arguments,
            trailingClosures: closures, range: SourceRange(dot.start, previousEnd))
    }

    /// `'max'`, `'proxy.size'`, `'.init'` — what a call's messages call it.
    static func quotedName(of expr: Expr) -> String {
        switch expr.kind {
        case .identifier(let name): return "'\(name)'"
        case .implicitMember(let name): return "'.\(name)'"
        case .member(_, let name, _): return "'.\(name)'"
        default: return "the call"
        }
    }
}
