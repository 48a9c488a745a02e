import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    mutating func lowerClosureArgument(_ closure: Closure, _ parameter: Signature.ClosureParameter, callName: String)
        -> ModifierArgument?
    {
        let names = closure.parameters.map(\.name)
        guard names.count <= parameter.maxParameters else {
            let takes = parameter.maxParameters == 0 ? "no parameters" : parameter.maxParameters == 1
                ? "one parameter" : "at most \(parameter.maxParameters) parameters"
            error("the closure of \(callName) takes \(takes)", at: closure.parameters[parameter.maxParameters].range)
            return nil
        }
        let shorthands = names.isEmpty ? parameter.maxParameters : 0
        switch parameter.body {
        case .view:
            guard let content = withScope(names, shorthands: shorthands, { $0.lowerViewBody(closure) }) else { return nil }
            return .viewClosure(parameters: names, content: content)
        case .expression:
            guard closure.body.count == 1, let expr = closure.body[0].singleValue else {
                error("the closure of \(callName) must be one expression, as in { d in d[.leading] }", at: closure.range)
                return nil
            }
            guard let value = withScope(names, shorthands: shorthands, { $0.lowerExpression(expr) }) else { return nil }
            return .closure(ClosureNode(parameters: names, body: [.evaluate(value)]))
        case .opaque:
            return .closure(ClosureNode(parameters: names, body: []))
        case .statements:
            guard let body = withScope(names, shorthands: shorthands, { $0.lowerStatements(closure.body) }) else {
                return nil
            }
            return .closure(ClosureNode(parameters: names, body: body))
        }
    }

    /// A block: its `let`s and `var`s are in scope from their declaration to its end.
    mutating func lowerStatements(_ statements: [Statement]) -> [StatementNode]? {
        beginBlock()
        defer { endBlock() }
        var lowered: [StatementNode] = []
        for statement in statements {
            guard let node = lowerStatement(statement) else { return nil }
            lowered.append(node)
        }
        return lowered
    }

    mutating func lowerStatement(_ statement: Statement) -> StatementNode? {
        switch statement.kind {
        case .assignment(let target, let op, let value):
            guard let loweredTarget = lowerAssignTarget(target), let loweredValue = lowerExpression(value) else { return nil }
            return .assign(target: loweredTarget, op: StatementNode.AssignOp(rawValue: op.rawValue)!, value: loweredValue)
        case .conditional(let condition, let then, let otherwise):
            guard let c = lowerExpression(condition), let t = lowerStatements(then),
                  let o = lowerStatements(otherwise ?? []) else { return nil }
            return .conditional(c, then: t, otherwise: o)
        case .expression(let expr):
            if isPrintCall(expr) { return lowerPrint(expr) }
            // `value.append(x)` / `value.append(contentsOf: xs)`
            if case .call(let callee, let arguments, let closures) = expr.kind, case .member(let base, let method, let methodRange) = callee.kind,
               !Evaluator.methods.contains(method), !Evaluator.closureMethods.contains(method) {
                if method == "merge" { return lowerMerge(into: base, arguments, closures, at: expr.range) }
                guard method == "append" else {
                    error("unknown method '\(method)'; statements can assign (x = …), append (x.append(…)), merge (d.merge(…) { … }) or call a method",
                          at: methodRange, suggesting: method, from: ["append", "merge"] + Evaluator.methods)
                    return nil
                }
                guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "contentsOf" else {
                    error("append takes one value: x.append(v) or x.append(contentsOf: list)", at: expr.range)
                    return nil
                }
                guard let target = lowerAssignTarget(base), let value = lowerExpression(arguments[0].value) else { return nil }
                return .append(target: target, value: value, contentsOf: arguments[0].label == "contentsOf")
            }
            return lowerExpression(expr).map(StatementNode.evaluate)
        default:
            return lowerControlStatement(statement)
        }
    }

    /// Whether `expr` calls Swift's `print` (a local or a definition may take the name).
    func isPrintCall(_ expr: Expr) -> Bool {
        guard case .call(let callee, _, _) = expr.kind, case .identifier("print") = callee.kind else { return false }
        return !isLocal("print") && document.definitions["print"] == nil
    }

    /// `print(items…, separator:, terminator:)` standing as a statement (nil: reported).
    mutating func lowerPrint(_ expr: Expr) -> StatementNode? {
        guard case .call(_, let arguments, let closures) = expr.kind else { return nil }
        guard closures.isEmpty else {
            error("print takes no closure", at: expr.range)
            return nil
        }
        var labels: Set<String> = []
        for argument in arguments {
            guard let label = argument.label else { continue }
            guard label == "separator" || label == "terminator" else {
                error("print takes items, then separator: and terminator:, not '\(label):'", at: argument.labelRange ?? argument.range,
                      suggesting: label, from: ["separator", "terminator"])
                return nil
            }
            guard labels.insert(label).inserted else {
                error("print has one \(label):", at: argument.labelRange ?? argument.range)
                return nil
            }
        }
        guard arguments.count - labels.count <= BuiltinFunction.variadicLimit else {
            error("print takes at most \(BuiltinFunction.variadicLimit) items", at: expr.range)
            return nil
        }
        guard let lowered = lowerArguments(arguments) else { return nil }
        return .evaluate(.call(.print, lowered))
    }

    /// `d.merge(other) { old, new in … }` is `d = d.merging(other) { … }` (Swift's mutating merge).
    mutating func lowerMerge(into base: Expr, _ arguments: [Argument], _ closures: [TrailingClosure], at range: SourceRange)
        -> StatementNode? {
        guard !closures.isEmpty || arguments.contains(where: { Self.isFunctionArgument($0.value) }) else {
            error("merge takes a dictionary and a closure that picks a value: d.merge(other) { $1 }", at: range)
            return nil
        }
        guard let target = lowerAssignTarget(base), let merged = lowerClosureMethod(base, "merging", arguments, closures, at: range)
        else { return nil }
        return .assign(target: target, op: .assign, value: merged)
    }

    mutating func lowerAssignTarget(_ expr: Expr) -> AssignTarget? {
        switch expr.kind {
        case .identifier(let name):
            if isLocal(name) {
                guard checkAssignable(name, at: expr.range) else { return nil }
                return .local(name)
            }
            if document.definitions.state(name) != nil { return .state(name) }
            error("cannot assign to '\(name)': it is not a state or a parameter", at: expr.range,
                  suggesting: name, from: localNames + document.definitions.names(of: .state))
            return nil
        case .shorthandArgument(let index):
            guard index < shorthandLimit else {
                error("this closure has no argument '$\(index)'", at: expr.range)
                return nil
            }
            return .shorthand(index)
        case .member(let base, let name, _):
            // `point.x += 1`, `rows[i].width = w`: a part of a variable.
            guard let target = lowerAssignTarget(base) else { return nil }
            return .member(target, name)
        case .subscriptAccess(let base, let arguments):
            guard arguments.count == 1, arguments[0].label == nil else {
                error("a subscript takes one index", at: expr.range)
                return nil
            }
            guard let target = lowerAssignTarget(base), let index = lowerExpression(arguments[0].value) else { return nil }
            return .element(target, index)
        default:
            error("cannot assign to this; assign to a state, a variable or a parameter", at: expr.range)
            return nil
        }
    }
}
