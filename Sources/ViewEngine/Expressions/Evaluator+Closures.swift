/// Calls that run statements: the list methods that take a closure (`map`, `filter`,
/// `reduce`, `contains(where:)`, `first(where:)`, `allSatisfy`, `compactMap`, `forEach`) and a
/// layout's own functions. Each call charges the scope's step budget (a plain expression, with
/// no context, gets a fresh one).
extension Evaluator {
    /// The list methods that take a closure, for the lowerer.
    public static let closureMethods = ["map", "compactMap", "filter", "reduce", "contains", "first", "allSatisfy", "forEach"]

    static func closureMethod(
        _ name: String, of baseExpression: Expression, arguments: [LabeledExpression], closure: ClosureNode,
        in outer: EvaluationScope
    ) throws(EvaluationError) -> Value {
        var scope = outer
        if scope.context == nil { scope.context = InterpreterContext() }
        let base = try evaluate(baseExpression, in: scope)
        let items: [Value]
        switch base {
        case .list(let list): items = list
        default: throw EvaluationError("\(base.kindName) has no method '\(name)'")
        }
        switch name {
        case "map", "compactMap", "forEach":
            var results: [Value] = []
            for item in items {
                let result = try call(closure, with: [item], in: scope)
                if name == "map" || (name == "compactMap" && result != .none) { results.append(result) }
            }
            return name == "forEach" ? .tuple([]) : .list(results)
        case "filter":
            var kept: [Value] = []
            for item in items where try predicate(closure, item, name, in: scope) { kept.append(item) }
            return .list(kept)
        case "contains", "first", "allSatisfy":
            for item in items {
                let holds = try predicate(closure, item, name, in: scope)
                if name == "allSatisfy", !holds { return .bool(false) }
                if name != "allSatisfy", holds { return name == "first" ? item : .bool(true) }
            }
            return name == "first" ? .none : .bool(name == "allSatisfy")
        case "reduce":
            guard arguments.count == 1 else { throw EvaluationError("reduce takes a first value and a closure: reduce(0) { $0 + $1 }") }
            var result = try evaluate(arguments[0].value, in: scope)
            for item in items { result = try call(closure, with: [result, item], in: scope) }
            return result
        default:
            throw EvaluationError("a list has no method '\(name)' that takes a closure")
        }
    }

    private static func predicate(_ closure: ClosureNode, _ item: Value, _ name: String, in scope: EvaluationScope) throws(EvaluationError) -> Bool {
        let result = try call(closure, with: [item], in: scope)
        guard case .bool(let flag) = result else {
            throw EvaluationError("the closure of '\(name)' must give true or false, got \(result.kindName)")
        }
        return flag
    }

    /// Calls a closure with arguments: its parameters (or `$0`, `$1`) bound over the scope it was
    /// written in. One argument that is a tuple fills several parameters (`{ index, item in … }`
    /// over `enumerated()`). A closure of one expression gives its value; a longer one, what it
    /// returns (nothing: `()`).
    static func call(_ closure: ClosureNode, with arguments: [Value], in scope: EvaluationScope) throws(EvaluationError) -> Value {
        guard let context = scope.context else { throw EvaluationError("a closure cannot run here") }
        try context.step()
        var values = arguments
        if closure.parameters.count > 1, arguments.count == 1 {
            switch arguments[0] {
            case .tuple(let fields) where fields.count == closure.parameters.count: values = fields.map(\.value)
            default: break
            }
        }
        guard closure.parameters.isEmpty || closure.parameters.count == values.count else {
            throw EvaluationError("the closure takes \(closure.parameters.count) parameters but is given \(values.count)")
        }
        var locals = scope.locals
        for (name, value) in zip(closure.parameters, values) { locals[name] = value }
        let shorthands = closure.parameters.isEmpty ? values : scope.shorthands
        if let result = closure.resultExpression {
            var inner = scope
            inner.locals = locals
            inner.shorthands = shorthands
            return try evaluate(result, in: inner)
        }
        var runner = StatementRunner(states: scope.states, locals: locals, shorthands: shorthands, nextValue: scope.nextValue,
                                     context: context)
        try runner.run(closure.body)
        return runner.returnedValue ?? .tuple([])
    }

    /// `name(arguments)`: a function of the running layout (InterpreterContext.functions).
    static func function(_ name: String, _ arguments: [LabeledExpression], in scope: EvaluationScope) throws(EvaluationError) -> Value {
        guard let context = scope.context, let function = context.functions[name] else {
            throw EvaluationError("'\(name)' is a layout's function and can be called only inside that layout")
        }
        guard arguments.count == function.parameters.count else {
            throw EvaluationError("\(function.signature) takes \(function.parameters.count) arguments, got \(arguments.count)")
        }
        var locals: [String: Value] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            locals[parameter.name] = try evaluate(argument.value, in: scope)
        }
        // A function sees its parameters and the layout's properties, not the caller's locals.
        for (name, value) in context.layout?.properties ?? [:] where locals[name] == nil { locals[name] = value }
        return try context.nested("function '\(name)'") { () throws(EvaluationError) -> Value in
            try context.step()
            var runner = StatementRunner(states: [:], locals: locals, context: context)
            try runner.run(function.body)
            return runner.returnedValue ?? .tuple([])
        }
    }
}
