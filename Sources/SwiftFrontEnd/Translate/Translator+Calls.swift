import Diagnostics
import ViewSyntax

/// A view's helper methods called from its actions — `Button("Add") { add(2) }`,
/// `Button("Save", action: save)`, `.onAppear(perform: load)` — are inlined where they are
/// called: viewsh's views have no methods. The parameters become `let`s (each argument is
/// evaluated once, as in Swift) inside a block of their own; a `return` in the method leaves
/// that block, not the action.
extension Translator {
    /// The method a call statement names (`save()`, `self.save()`, a local or top-level `func`)
    /// when it returns nothing; nil for anything else.
    func calledMethod(_ callee: SwiftExpr, _ scope: Scope) -> (name: String, function: SwiftFunctionDecl, scope: Scope)? {
        guard let name = Self.memberName(callee, scope), !scope.layoutFunctions.contains(name),
              let found = scope.substitutions[name] ?? memberSubstitution(name, of: scope.typeName, scope) ?? globalFunction(name),
              case .function(let function, let definitionScope) = Self.followingAliases(found),
              function.body != nil, function.result.map(Self.isVoid) ?? true else { return nil }
        return (name, function, definitionScope)
    }

    /// The name `callee` reads when it is a name of the view's (`save`, `self.save`), not a local's.
    static func memberName(_ callee: SwiftExpr, _ scope: Scope) -> String? {
        switch callee.kind {
        case .identifier(let identifier) where !scope.locals.contains(identifier): return identifier
        case .member(let base, let member, _):
            guard case .identifier("self") = base.kind else { return nil }
            return member
        default: return nil
        }
    }

    /// `self.onTap = onTap` in an init: the property is the parameter, which is the action — a
    /// substitution that is another name's, followed (at most 8 steps).
    static func followingAliases(_ substitution: Substitution) -> Substitution {
        var substitution = substitution
        for _ in 0..<8 {
            guard case .value(let bound, let boundScope) = substitution, case .identifier(let other) = bound.kind,
                  let next = boundScope.substitutions[other] else { break }
            substitution = next
        }
        return substitution
    }

    /// `add(2)` as statements: `while true { let n = 2; …; break }` (or the body itself when it
    /// has no parameters, declarations or returns).
    mutating func inlinedCall(_ method: (name: String, function: SwiftFunctionDecl, scope: Scope), _ arguments: [SwiftArgument],
                              _ closures: [SwiftTrailingClosure], callerScope: Scope, range: SourceRange) -> [Statement]? {
        expanding(method.name, at: range) { translator in
            guard let bound = translator.bind(method.function, arguments, closures, in: method.scope, callerScope: callerScope, at: range),
                  let body = method.function.body else { return nil }
            var lets: [Statement] = []
            var inner = bound
            for parameter in method.function.parameters where !Self.takesClosure(parameter) {
                // A value parameter is evaluated once, where the method is called.
                guard case .value(let argument, let argumentScope)? = bound.substitutions[parameter.name.text],
                      let value = translator.value(argument, typed: parameter.type, argumentScope) else { return nil }
                if Self.isLiteral(value) {
                    // `store.add("Milk")`: a literal stands in for the parameter (Swift's parameters
                    // are constants), so the inlined body reads as it would be written.
                    inner = inner.binding(parameter.name.text, to: .translated(value))
                    continue
                }
                let integer = Self.isIntegerType(parameter.type) || (parameter.type == nil && translator.isInteger(argument, argumentScope))
                inner = inner.declaring(parameter.name.text, integer: integer)
                let declaration = Declaration(isVariable: false, pattern: .name(Name(translator.localName(parameter.name.text), parameter.name.range)),
                                              type: translator.typeSyntax(parameter.type), value: value)
                lets.append(Statement(.declaration(declaration), range))
            }
            guard let statements = translator.statements(body, inner, context: .action) else { return nil }
            let declares = statements.contains { if case .declaration = $0.kind { true } else { false } }
            guard let leaving = translator.returnsAsBreaks(statements, method: method.name, at: range) else { return nil }
            if lets.isEmpty, !declares, leaving == statements { return statements }
            let block = lets + leaving + [Statement(.breakStatement, range)]
            return [Statement(.whileLoop(condition: Expr(.bool(true), range), body: block), range)]
        }
    }

    /// A number, a string without interpolation, a Bool, nil or an enum case: the same wherever
    /// and however often it is evaluated.
    static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .number, .bool, .nilLiteral, .implicitMember: return true
        case .string(let parts): return parts.allSatisfy { if case .literal = $0 { true } else { false } }
        default: return false
        }
    }

    /// The method's statements with each `return` made a `break` out of the block around them;
    /// nil (reported) when a `return` is inside one of the method's own loops, where a `break`
    /// would only leave that loop.
    mutating func returnsAsBreaks(_ statements: [Statement], method: String, at range: SourceRange) -> [Statement]? {
        var result: [Statement] = []
        for statement in statements {
            var rewritten = statement
            switch statement.kind {
            case .returnStatement(nil):
                rewritten = Statement(.breakStatement, statement.range)
            case .returnStatement(.some):
                error("'\(method)' returns a value; an action's method returns nothing", at: statement.range)
                return nil
            case .conditional(let condition, let then, let otherwise):
                guard let t = returnsAsBreaks(then, method: method, at: range) else { return nil }
                var o: [Statement]?
                if let otherwise { guard let translated = returnsAsBreaks(otherwise, method: method, at: range) else { return nil }; o = translated }
                rewritten = Statement(.conditional(condition: condition, then: t, otherwise: o), statement.range)
            case .optionalBinding(let name, let value, let then, let otherwise):
                guard let t = returnsAsBreaks(then, method: method, at: range) else { return nil }
                var o: [Statement]?
                if let otherwise { guard let translated = returnsAsBreaks(otherwise, method: method, at: range) else { return nil }; o = translated }
                rewritten = Statement(.optionalBinding(name: name, value: value, then: t, otherwise: o), statement.range)
            case .guardStatement(let clause, let otherwise):
                guard let o = returnsAsBreaks(otherwise, method: method, at: range) else { return nil }
                rewritten = Statement(.guardStatement(clause, otherwise: o), statement.range)
            case .forIn(_, _, let body), .whileLoop(_, let body):
                if Self.returns(body) {
                    notSupported("inlining '\(method)', which returns from inside a loop", at: range, hint: "move the loop into the action")
                    return nil
                }
            default:
                break
            }
            result.append(rewritten)
        }
        return result
    }

    static func returns(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStatement: return true
            case .conditional(_, let then, let otherwise): return returns(then) || returns(otherwise ?? [])
            case .optionalBinding(_, _, let then, let otherwise): return returns(then) || returns(otherwise ?? [])
            case .guardStatement(_, let otherwise): return returns(otherwise)
            case .forIn(_, _, let body), .whileLoop(_, let body): return returns(body)
            default: return false
            }
        }
    }

    /// A method named where a closure is expected — `Button("Save", action: save)`,
    /// `.onChange(of: x, perform: update)` — as the closure that calls it: `{ save() }`,
    /// `{ update($0) }`.
    func methodReference(_ expr: SwiftExpr, _ scope: Scope) -> SwiftClosure? {
        switch expr.kind {
        case .identifier, .member: break
        default: return nil
        }
        guard let method = calledMethod(expr, scope) else { return nil }
        let arguments = method.function.parameters.enumerated().map { index, parameter in
            SwiftArgument(label: parameter.label.map { Name($0, expr.range) }, value: SwiftExpr(.shorthand(index), expr.range))
        }
        let call = SwiftExpr(.call(expr, arguments: arguments, trailingClosures: []), expr.range)
        return SwiftClosure(parameters: nil, body: [SwiftStmt(.expression(call), expr.range)], range: expr.range)
    }
}
