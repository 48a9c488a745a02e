/// Calls that run statements: the list methods that take a closure (`map`, `filter`,
/// `reduce`, `contains(where:)`, `first(where:)`, `firstIndex(where:)`, `lastIndex(where:)`,
/// `allSatisfy`, `compactMap`, `forEach`, `sorted(by:)`), the same over a dictionary's `(key:, value:)` entries, a dictionary's
/// `merging(_:uniquingKeysWith:)` and `mapValues`, and a layout's own functions. Each call charges the scope's step budget (a plain expression, with
/// no context, gets a fresh one).
extension Evaluator {
    /// The list methods that take a closure, for the lowerer.
    public static let closureMethods = ["map", "compactMap", "filter", "reduce", "contains", "first", "allSatisfy", "forEach",
                                        "sorted", "merging", "mapValues", "firstIndex", "lastIndex"]

    /// How many values a closure method takes before its closure (`reduce(0)`, `merging(other)`).
    public static func closureMethodValues(_ name: String) -> Int { name == "reduce" || name == "merging" ? 1 : 0 }

    /// How many parameters the closure takes (`$0`, `$1`).
    public static func closureMethodParameters(_ name: String) -> Int { ["reduce", "merging", "sorted"].contains(name) ? 2 : 1 }

    static func closureMethod(
        _ name: String, of baseExpression: Expression, arguments: [LabeledExpression], closure: ClosureNode,
        in outer: EvaluationScope
    ) throws(EvaluationError) -> Value {
        var scope = outer
        if scope.context == nil { scope.context = InterpreterContext(work: scope.work) }
        let base = try evaluate(baseExpression, in: scope)
        var compiled: CompiledBody?  // a body of statements, compiled at the first call for all of them
        return try closureMethod(name, of: base, arguments: arguments.count, work: scope.work ?? EvaluationWork(),
                                 first: { () throws(EvaluationError) in try evaluate(arguments[0].value, in: scope) },
                                 call: { (values: [Value]) throws(EvaluationError) in
                                     try call(closure, with: values, in: scope, compiled: &compiled)
                                 })
    }

    /// A closure method over the value of its base: `first` gives reduce's first value (evaluated
    /// after the base, only for reduce), `call` calls the closure (the interpreter's or a compiled one).
    static func closureMethod(
        _ name: String, of base: Value, arguments: Int, work: EvaluationWork, first: () throws(EvaluationError) -> Value,
        call: ([Value]) throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> Value {
        let items: [Value]
        switch base {
        case .list(let list): items = list
        case .dictionary(let entries):
            try work.chargeList(entries.count)  // entries copied or looked through
            if let result = try dictionaryMethod(name, entries, work: work, first: first, call: call) { return result }
            items = entries.map(Value.tuple(of:))
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
        case "firstIndex", "lastIndex":
            // A list's position (an Int), or nil; a dictionary's index is not a number.
            guard case .list = base else { throw EvaluationError("\(base.kindName) has no method '\(name)'") }
            if name == "firstIndex" {
                for i in items.indices where try predicate(items[i]) { return .number(Double(i)) }
            } else {
                for i in items.indices.reversed() where try predicate(items[i]) { return .number(Double(i)) }
            }
            return .none
        case "reduce":
            guard arguments == 1 else { throw EvaluationError("reduce takes a first value and a closure: reduce(0) { $0 + $1 }") }
            var result = try first()
            for item in items { result = try call([result, item]) }
            return result
        case "sorted":
            return .list(try mergeSorted(items) { (a, b) throws(EvaluationError) in
                let result = try call([a, b])
                guard case .bool(let before) = result else {
                    throw EvaluationError("the closure of 'sorted' must give true or false, got \(result.kindName)")
                }
                return before
            })
        default:
            throw EvaluationError("\(base.kindName) has no method '\(name)' that takes a closure")
        }
    }

    /// `items` in the order `areInIncreasingOrder` gives, equal items kept in their order (Swift's
    /// sort is stable too): a merge sort, so n·log n calls of the closure, each charged by it.
    static func mergeSorted(_ items: [Value], by areInIncreasingOrder: (Value, Value) throws(EvaluationError) -> Bool)
        throws(EvaluationError) -> [Value] {
        var current = items, buffer = items
        var width = 1
        while width < current.count {
            var start = 0
            while start < current.count {
                let middle = min(start + width, current.count), end = min(start + 2 * width, current.count)
                var left = start, right = middle, out = start
                while left < middle, right < end {
                    // The right item goes first only when it is strictly before the left one.
                    if try areInIncreasingOrder(current[right], current[left]) {
                        buffer[out] = current[right]; right += 1
                    } else {
                        buffer[out] = current[left]; left += 1
                    }
                    out += 1
                }
                while left < middle { buffer[out] = current[left]; left += 1; out += 1 }
                while right < end { buffer[out] = current[right]; right += 1; out += 1 }
                start = end
            }
            swap(&current, &buffer)
            width *= 2
        }
        return current
    }

    /// The closure methods whose result is a dictionary: `filter`, `mapValues`, `merging`; nil for
    /// the others, which see the entries as `(key:, value:)` tuples, as a list of them would.
    static func dictionaryMethod(
        _ name: String, _ entries: [Value.Entry], work: EvaluationWork, first: () throws(EvaluationError) -> Value,
        call: ([Value]) throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> Value? {
        switch name {
        case "filter":
            var kept: [Value.Entry] = []
            for entry in entries {
                let result = try call([Value.tuple(of: entry)])
                guard case .bool(let keep) = result else {
                    throw EvaluationError("the closure of 'filter' must give true or false, got \(result.kindName)")
                }
                if keep { kept.append(entry) }
            }
            return .dictionary(kept)
        case "mapValues":
            var mapped: [Value.Entry] = []
            for entry in entries { mapped.append(Value.Entry(entry.key, try call([entry.value]))) }
            return .dictionary(mapped)
        case "merging":
            let other = try first()
            guard case .dictionary(let more) = other else {
                throw EvaluationError("merging needs a dictionary to merge, got \(other.kindName)")
            }
            try work.charge(entries.count + more.count)  // the result's size is checked as it is built
            return try Value.merging(entries, more, work: work) { (old, new) throws(EvaluationError) in try call([old, new]) }
        default:
            return nil
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
