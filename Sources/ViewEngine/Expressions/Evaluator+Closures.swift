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
        if scope.context == nil { scope.context = InterpreterContext(work: scope.work) }
        let base = try evaluate(baseExpression, in: scope)
        var compiled: CompiledBody?  // a body of statements, compiled at the first call for all of them
        return try closureMethod(name, of: base, arguments: arguments.count,
                                 first: { () throws(EvaluationError) in try evaluate(arguments[0].value, in: scope) },
                                 call: { (values: [Value]) throws(EvaluationError) in
                                     try call(closure, with: values, in: scope, compiled: &compiled)
                                 })
    }

    /// A closure method over the value of its base: `first` gives reduce's first value (evaluated
    /// after the base, only for reduce), `call` calls the closure (the interpreter's or a compiled one).
    static func closureMethod(
        _ name: String, of base: Value, arguments: Int, first: () throws(EvaluationError) -> Value,
        call: ([Value]) throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> Value {
        let items: [Value]
        switch base {
        case .list(let list): items = list
        default: throw EvaluationError("\(base.kindName) has no method '\(name)'")
        }
        func predicate(_ item: Value) throws(EvaluationError) -> Bool {
            let result = try call([item])
            guard case .bool(let flag) = result else {
                throw EvaluationError("the closure of '\(name)' must give true or false, got \(result.kindName)")
            }
            return flag
        }
        switch name {
        case "map", "compactMap", "forEach":
            var results: [Value] = []
            for item in items {
                let result = try call([item])
                if name == "map" || (name == "compactMap" && result != .none) { results.append(result) }
            }
            return name == "forEach" ? .tuple([]) : .list(results)
        case "filter":
            var kept: [Value] = []
            for item in items where try predicate(item) { kept.append(item) }
            return .list(kept)
        case "contains", "first", "allSatisfy":
            for item in items {
                let holds = try predicate(item)
                if name == "allSatisfy", !holds { return .bool(false) }
                if name != "allSatisfy", holds { return name == "first" ? item : .bool(true) }
            }
            return name == "first" ? .none : .bool(name == "allSatisfy")
        case "reduce":
            guard arguments == 1 else { throw EvaluationError("reduce takes a first value and a closure: reduce(0) { $0 + $1 }") }
            var result = try first()
            for item in items { result = try call([result, item]) }
            return result
        default:
            throw EvaluationError("a list has no method '\(name)' that takes a closure")
        }
    }

    /// Calls a closure with arguments: its parameters (or `$0`, `$1`) bound over the scope it was
    /// written in. One argument that is a tuple fills several parameters (`{ index, item in … }`
    /// over `enumerated()`). A closure of one expression gives its value; a longer one, what it
    /// returns (nothing: `()`).
    static func call(_ closure: ClosureNode, with arguments: [Value], in scope: EvaluationScope,
                     compiled: inout CompiledBody?) throws(EvaluationError) -> Value {
        guard let context = scope.context else { throw EvaluationError("a closure cannot run here") }
        try context.step()
        let values = try closureArguments(closure.parameters.count, arguments)
        var locals = scope.locals
        for (name, value) in zip(closure.parameters, values) { locals[name] = value }
        let shorthands = closure.parameters.isEmpty ? values : scope.shorthands
        if let result = closure.resultExpression {
            var inner = scope
            inner.locals = locals
            inner.shorthands = shorthands
            return try evaluate(result, in: inner)
        }
        // What a StatementRunner over these locals does, with the body compiled once per list.
        let body = compiled ?? Compiler.compile(closure.body, names: locals.keys.sorted())
        compiled = body
        let machine = body.machine(locals: locals, states: scope.states, shorthands: shorthands, nextValue: scope.nextValue,
                                   context: context)
        try body.run(machine)
        return machine.returnedValue ?? .tuple([])
    }

    /// The values a closure of `parameters` parameters takes from its arguments: one tuple
    /// argument fills several parameters (`{ index, item in … }` over `enumerated()`).
    static func closureArguments(_ parameters: Int, _ arguments: [Value]) throws(EvaluationError) -> [Value] {
        var values = arguments
        if parameters > 1, arguments.count == 1 {
            switch arguments[0] {
            case .tuple(let fields) where fields.count == parameters: values = fields.map(\.value)
            default: break
            }
        }
        guard parameters == 0 || parameters == values.count else {
            throw EvaluationError("the closure takes \(parameters) parameters but is given \(values.count)")
        }
        return values
    }

    /// `name(arguments)`: a function of the running layout (InterpreterContext.functions).
    static func function(_ name: String, _ arguments: [LabeledExpression], in scope: EvaluationScope) throws(EvaluationError) -> Value {
        guard let context = scope.context else {
            throw EvaluationError("'\(name)' is a layout's function and can be called only inside that layout")
        }
        let function = try context.function(named: name, arguments: arguments.count)
        return try context.call(function, arguments.map { argument throws(EvaluationError) in try evaluate(argument.value, in: scope) })
    }
}
