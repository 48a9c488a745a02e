import Diagnostics
import ViewSyntax

/// Conditions, case patterns and `switch` chains, shared by view builders and code.
extension Translator {
    /// `a, let b = c, case .x = d` → `a && c != nil && d == .x`, and the scope of the branch
    /// taken (where `b` stands for `c`).
    mutating func condition(_ conditions: [SwiftCondition], _ scope: Scope) -> (Expr, Scope)? {
        var parts: [Expr] = []
        var thenScope = scope
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard !readsBindingElement(expr, thenScope), let translated = value(expr, thenScope) else { return nil }
                parts.append(translated)
            case .optionalBinding(_, let name, let bound):
                let source = bound ?? SwiftExpr(.identifier(name.text), name.range)
                guard let translated = value(source, thenScope) else { return nil }
                parts.append(Expr(.binary(.notEqual, translated, Expr(.nilLiteral, name.range)), condition.range))
                if let bound { thenScope = thenScope.binding(name.text, to: .value(bound, thenScope)) }
            case .casePattern(let pattern, let subject):
                guard let translated = casePattern(pattern, subject: subject, thenScope) else { return nil }
                parts.append(translated)
            case .availability(let range):
                ignore("#available", at: range)
            }
        }
        guard var combined = parts.first else {
            return (Expr(.bool(true), conditions.first?.range ?? .point(0)), thenScope)
        }
        for part in parts.dropFirst() {
            combined = Expr(.binary(.and, combined, part), combined.range.union(part.range))
        }
        return (combined, thenScope)
    }

    /// `.a` (or a literal) matched against `subject`: `subject == .a`; `_` is true.
    mutating func casePattern(_ pattern: SwiftExpr, subject: SwiftExpr, _ scope: Scope) -> Expr? {
        switch pattern.kind {
        case .wildcard:
            return Expr(.bool(true), pattern.range)
        case .implicitMember, .integer, .float, .string, .bool, .nilLiteral, .identifier, .member:
            guard let left = value(subject, scope), let right = value(pattern, scope) else { return nil }
            return Expr(.binary(.equal, left, right), pattern.range)
        case .binary(let op, let lower, let upper, _) where op == "..<" || op == "...":
            // `case 0..<10:` is `0 <= subject && subject < 10`.
            guard let tested = value(subject, scope), let low = value(lower, scope), let high = value(upper, scope) else { return nil }
            let above = Expr(.binary(.lessEqual, low, tested), pattern.range)
            let below = Expr(.binary(op == "..<" ? .less : .lessEqual, tested, high), pattern.range)
            return Expr(.binary(.and, above, below), pattern.range)
        default:
            notSupported("a case pattern that binds values", at: pattern.range)
            return nil
        }
    }

    /// A `switch` as a chain of conditions with their translated bodies.
    mutating func switchChain<T>(_ subject: SwiftExpr, _ cases: [SwiftSwitchCase], _ scope: Scope,
                                 body: (inout Translator, [SwiftStmt], Scope) -> T?) -> [(condition: Expr?, body: T)]? {
        var chain: [(condition: Expr?, body: T)] = []
        for switchCase in cases {
            if let whereClause = switchCase.whereClause {
                notSupported("'where' in a case", at: whereClause.range)
                return nil
            }
            var condition: Expr?
            for pattern in switchCase.patterns {
                guard let test = casePattern(pattern, subject: subject, scope) else { return nil }
                condition = condition.map { Expr(.binary(.or, $0, test), $0.range.union(test.range)) } ?? test
            }
            guard let translated = body(&self, switchCase.body, scope) else { return nil }
            chain.append((switchCase.isDefault ? nil : condition, translated))
        }
        return chain
    }

    /// `if c1 { a } else { if c2 { b } else { c } }` from a switch chain of statements.
    func chainStatements(_ chain: [(condition: Expr?, body: [Statement])], range: SourceRange) -> Statement? {
        guard let first = chain.first else { return nil }
        guard let condition = first.condition else {
            // `default` first: its body runs whatever the rest say.
            return Statement(.conditional(condition: Expr(.bool(true), range), then: first.body, otherwise: nil), range)
        }
        let otherwise = chainStatements(Array(chain.dropFirst()), range: range).map { [$0] }
        return Statement(.conditional(condition: condition, then: first.body, otherwise: otherwise), range)
    }
}
