import Diagnostics
import ViewSyntax

extension Translator {
    /// The statements of an action or a reduce body. viewsh's statements are assignments,
    /// `append`, `if`/`else` and expressions; the translator also reads `let` (inlined),
    /// `if let`, `guard … else { return }` and early `return`s (folded into `if`/`else`), and
    /// `switch` over simple cases (an `if` chain).
    mutating func statements(_ body: [SwiftStmt], _ outerScope: Scope) -> [Statement]? {
        var result: [Statement] = []
        var scope = outerScope
        var index = 0
        while index < body.count {
            let statement = body[index]
            let rest = Array(body[(index + 1)...])
            switch statement.kind {
            case .declaration(let decl):
                guard let bound = local(decl, in: scope, followedBy: rest) else { return nil }
                scope = bound
            case .expression(let expr):
                if case .call(let callee, let arguments, let closures) = expr.kind, case .member(let base, "append", let methodRange) = callee.kind {
                    guard closures.isEmpty, arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "contentsOf" else {
                        error("append takes one value: x.append(v) or x.append(contentsOf: list)", at: expr.range)
                        return nil
                    }
                    guard let target = value(base, scope), let args = self.arguments(arguments, scope) else { return nil }
                    let member = Expr(.member(target, name: "append", nameRange: methodRange), target.range.union(methodRange))
                    result.append(Statement(.expression(Expr(.call(member, arguments: args, trailingClosures: []), expr.range)), statement.range))
                } else {
                    guard let translated = value(expr, scope) else { return nil }
                    result.append(Statement(.expression(translated), statement.range))
                }
            case .assignment(let target, let op, let assigned, let operatorRange):
                if case .wildcard = target.kind { break }  // `_ = x`
                guard let translatedTarget = value(target, scope), var translatedValue = value(assigned, scope) else { return nil }
                var assignment = AssignmentOperator(rawValue: op)
                if op == "%=" {
                    translatedValue = Expr(.binary(.remainder, translatedTarget, translatedValue), assigned.range)
                    assignment = .assign
                }
                guard let assignment else {
                    notSupported("the assignment '\(op)'", at: operatorRange)
                    return nil
                }
                result.append(Statement(.assignment(target: translatedTarget, op: assignment, value: translatedValue), statement.range))
            case .ifStatement(let conditions, var then, var otherwise):
                // `if c { …; return }; rest` is `if c { … } else { rest }`.
                var consumedRest = false
                if otherwise == nil, let last = then.last, case .returnStatement(nil) = last.kind {
                    then.removeLast()
                    otherwise = rest
                    consumedRest = true
                }
                guard let (condition, thenScope) = self.condition(conditions, scope) else { return nil }
                guard let translatedThen = statements(then, thenScope) else { return nil }
                var translatedElse: [Statement]?
                if let otherwise {
                    guard let translated = statements(otherwise, scope) else { return nil }
                    translatedElse = translated
                }
                if consumedRest, translatedElse?.isEmpty == true { translatedElse = nil }
                result.append(Statement(.conditional(condition: condition, then: translatedThen, otherwise: translatedElse), statement.range))
                if consumedRest { return result }
            case .guardStatement(let conditions, let otherwise):
                guard otherwise.count == 1, case .returnStatement(nil) = otherwise[0].kind else {
                    notSupported("a 'guard' whose else does more than 'return'", at: statement.range)
                    return nil
                }
                guard let (condition, thenScope) = self.condition(conditions, scope),
                      let translatedRest = statements(rest, thenScope) else { return nil }
                result.append(Statement(.conditional(condition: condition, then: translatedRest, otherwise: nil), statement.range))
                return result
            case .returnStatement(nil):
                return result  // what follows cannot run
            case .returnStatement(let returned?):
                error("an action returns no value", at: returned.range)
                return nil
            case .switchStatement(let subject, let cases):
                guard let chain = switchChain(subject, cases, scope, body: { translator, stmts, caseScope in
                    translator.statements(stmts.filter { if case .other(let k, _) = $0.kind, k.text == "break" { false } else { true } }, caseScope)
                }) else { return nil }
                if let built = chainStatements(chain, range: statement.range) { result.append(built) }
            case .forIn:
                notSupported("a 'for' loop in an action or reduce body", at: statement.range,
                             hint: "viewsh's statements have no loops yet")
                return nil
            case .other(let keyword, _):
                notSupported("'\(keyword.text)'", at: keyword.range)
                return nil
            case .missing:
                return nil
            }
            index += 1
        }
        return result
    }

    /// A local `let`/`var` (inlined into what follows) or `func`; the scope after it.
    mutating func local(_ decl: SwiftDecl, in scope: Scope, followedBy rest: [SwiftStmt]) -> Scope? {
        switch decl.kind {
        case .variable(let variable):
            guard variable.accessors == nil, let initializer = variable.initializer else {
                notSupported("a local without a value", at: decl.range)
                return nil
            }
            if !variable.isLet, Self.assigns(variable.name.text, in: rest) {
                notSupported("a local 'var' that changes ('\(variable.name.text)')", at: variable.name.range,
                             hint: "viewsh's statements have no local variables yet")
                return nil
            }
            if let wrapper = decl.attributes.first {
                notSupported("'@\(wrapper.name.text)' on a local", at: wrapper.range)
                return nil
            }
            return scope.binding(variable.name.text, to: .value(initializer, scope))
        case .function(let function):
            return scope.binding(function.name.text, to: .function(function, scope))
        default:
            notSupported("a local '\(decl.keyword.text)'", at: decl.keyword.range)
            return nil
        }
    }

    /// Whether `name` is assigned (or appended to) anywhere in `statements`.
    static func assigns(_ name: String, in statements: [SwiftStmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .assignment(let target, _, _, _):
                if case .identifier(name) = target.kind { return true }
                return false
            case .expression(let e):
                if case .call(let callee, _, _) = e.kind, case .member(let base, _, _) = callee.kind, case .identifier(name) = base.kind { return true }
                return false
            case .ifStatement(_, let then, let otherwise): return assigns(name, in: then) || assigns(name, in: otherwise ?? [])
            case .guardStatement(_, let otherwise): return assigns(name, in: otherwise)
            case .forIn(_, _, _, let body), .other(_, let body): return assigns(name, in: body)
            case .switchStatement(_, let cases): return cases.contains { assigns(name, in: $0.body) }
            default: return false
            }
        }
    }

    // MARK: Conditions

    /// `a, let b = c, case .x = d` → `a && c != nil && d == .x`, and the scope of the branch
    /// taken (where `b` stands for `c`).
    mutating func condition(_ conditions: [SwiftCondition], _ scope: Scope) -> (Expr, Scope)? {
        var parts: [Expr] = []
        var thenScope = scope
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard let translated = value(expr, thenScope) else { return nil }
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
        case .binary(let op, _, _, _) where op == "..<" || op == "...":
            notSupported("a range pattern", at: pattern.range)
            return nil
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
