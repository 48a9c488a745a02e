/// Expressions for a `Machine`: each charges one unit of work when evaluated, as
/// `Evaluator.evaluate` does per node, and computes its value with the evaluator's own helpers.
extension Compiler {
    mutating func expression(_ expression: Expression) -> Eval {
        switch expression {
        case .literal(let value):
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return value
            }
        case .state(let name):
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                guard let value = machine.states[name] else { throw EvaluationError("state '\(name)' has no value") }
                return value
            }
        case .local(let name) where name.hasPrefix("$"):
            // `$settings` of a binding parameter: the binding itself (its parts bind, not read).
            let slot = slot(of: String(name.dropFirst()))
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                guard let value = machine.slots[slot] else { throw EvaluationError("'\(name.dropFirst())' has no value here") }
                guard case .binding = value else { throw EvaluationError("'\(name.dropFirst())' is not a binding: '\(name)' needs one") }
                return value
            }
        case .local(let name):
            let slot = slot(of: name)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                guard let value = machine.slots[slot] else { throw EvaluationError("'\(name)' has no value here") }
                // A binding parameter reads as its state's current value (§6.1).
                if case .binding(let state) = value { return try BindingPath.reading(state, in: machine.states, through: name) }
                return value
            }
        case .shorthand(let index):
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                guard index < machine.shorthands.count else { throw EvaluationError("'$\(index)' has no value here") }
                return machine.shorthands[index]
            }
        case .member(let base, let name):
            let baseValue = self.expression(base)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return try Evaluator.member(name, of: baseValue(machine), work: machine.work)
            }
        case .subscriptAccess(let base, let arguments):
            let container = self.expression(base)
            let indices = self.fields(arguments)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let value = try container(machine)
                return try Evaluator.subscriptValue(value, arguments: Self.evaluate(indices, machine), work: machine.work)
            }
        case .call(let function, let arguments):
            if function == .nextValue {
                return { machine throws(EvaluationError) in
                    try machine.work.charge(1)
                    guard let next = machine.nextValue else { throw EvaluationError("'nextValue()' exists only in a reduce body") }
                    return try next()
                }
            }
            if function == .UUID, arguments.isEmpty {
                return { machine throws(EvaluationError) in
                    try machine.work.charge(1)
                    return machine.work.makeUUID()
                }
            }
            if function == .print {
                let fields = self.fields(arguments)
                return { machine throws(EvaluationError) in
                    try machine.work.charge(1)
                    var values: [(label: String?, value: Value)] = []
                    for field in fields { values.append((field.label, try field.value(machine))) }
                    return try machine.context.print(values)
                }
            }
            let values = self.values(arguments)
            if function == .formatString {
                return { machine throws(EvaluationError) in
                    try machine.work.charge(1)
                    return try Evaluator.format(Self.evaluate(values, machine), work: machine.work)
                }
            }
            if function == .repeatString {
                return { machine throws(EvaluationError) in
                    try machine.work.charge(1)
                    return try Evaluator.repeated(Self.evaluate(values, machine), work: machine.work)
                }
            }
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return try Evaluator.builtin(function, Self.evaluate(values, machine))
            }
        case .method(let base, let name, let arguments):
            let receiver = self.expression(base)
            let fields = self.fields(arguments)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let value = try receiver(machine)
                let arguments = try Self.evaluate(fields, machine)
                try Evaluator.chargeMethod(name, of: value, work: machine.work)
                return try Evaluator.method(name, of: value, arguments: arguments, context: machine.context, work: machine.work)
            }
        case .record(let type, let arguments):
            let fields = self.fields(arguments)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return .constructed(type: type, fields: try Self.evaluate(fields, machine))
            }
        case .tuple(let arguments):
            let fields = self.fields(arguments)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return .tuple(try Self.evaluate(fields, machine))
            }
        case .list(let items):
            let values = self.values(items.map { LabeledExpression(nil, $0) })
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                try machine.work.chargeList(values.count)
                return .list(try Self.evaluate(values, machine))
            }
        case .dictionary(let items):
            // Key, value, key, value: the order the interpreter evaluates them in.
            let parts = self.values(items.flatMap { [LabeledExpression(nil, $0.key), LabeledExpression(nil, $0.value)] })
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                try machine.work.chargeList(parts.count / 2)
                let values = try Self.evaluate(parts, machine)
                return try Value.dictionary(literal: stride(from: 0, to: values.count, by: 2).map { Value.Entry(values[$0], values[$0 + 1]) },
                                            work: machine.work)
            }
        case .unary(let op, let operand):
            let value = self.expression(operand)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                return try Evaluator.unary(op, value(machine))
            }
        case .binary(.match, .binary(let rangeOp, let lower, let upper), let right)
            where rangeOp == .closedRange || rangeOp == .halfOpenRange:
            // `1...5 ~= x`: containment, the range never made into a list (Evaluator.rangeContains).
            let low = self.expression(lower), high = self.expression(upper), tested = self.expression(right)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let l = try low(machine), u = try high(machine)
                return try Evaluator.rangeContains(rangeOp, l, u, tested(machine))
            }
        case .binary(let op, let left, let right):
            return binary(op, self.expression(left), self.expression(right))
        case .ternary(let condition, let then, let otherwise):
            let test = self.expression(condition), thenValue = self.expression(then), otherwiseValue = self.expression(otherwise)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                guard case .bool(let flag) = try test(machine) else {
                    throw EvaluationError("the condition of '?:' must be a boolean")
                }
                return try (flag ? thenValue : otherwiseValue)(machine)
            }
        case .interpolation(let segments):
            var compiled: [Piece] = []
            for segment in segments {
                switch segment {
                case .literal(let text): compiled.append(.text(text))
                case .expression(let e): compiled.append(.value(self.expression(e)))
                }
            }
            let pieces = compiled
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                var text = ""
                for piece in pieces {
                    switch piece {
                    case .text(let s): try Evaluator.append(s, to: &text, work: machine.work)
                    case .value(let value): try Evaluator.append(value: value(machine), to: &text, work: machine.work)
                    }
                }
                return .string(text)
            }
        case .closureMethod(let base, let name, let arguments, let closure):
            let baseValue = self.expression(base)
            let first = arguments.first.map { self.expression($0.value) }
            let count = arguments.count
            let compiled = self.closure(closure)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let list = try baseValue(machine)
                return try Evaluator.closureMethod(
                    name, of: list, arguments: count, work: machine.work, first: { () throws(EvaluationError) in try first!(machine) },
                    call: { (values: [Value]) throws(EvaluationError) in try compiled.call(values, on: machine) })
            }
        case .function(let name, let arguments):
            let values = self.values(arguments)
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let context = machine.context
                let function = try context.function(named: name, arguments: values.count)
                return try context.call(function, Self.evaluate(values, machine))
            }
        }
    }

    enum Piece: Sendable {
        case text(String)
        case value(Eval)
    }

    /// `a && b`, `a || b` and `a ?? b` evaluate `b` only when needed, as Swift does.
    mutating func binary(_ op: Expression.BinaryOp, _ left: @escaping Eval, _ right: @escaping Eval) -> Eval {
        switch op {
        case .and, .or, .nilCoalescing:
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let value = try left(machine)
                return try Evaluator.shortCircuit(op, value) { () throws(EvaluationError) in try right(machine) }!
            }
        default:
            return { machine throws(EvaluationError) in
                try machine.work.charge(1)
                let l = try left(machine)
                return try Evaluator.combine(op, l, right(machine), work: machine.work)
            }
        }
    }

    mutating func values(_ arguments: [LabeledExpression]) -> [Eval] {
        var values: [Eval] = []
        for argument in arguments { values.append(expression(argument.value)) }
        return values
    }

    mutating func fields(_ arguments: [LabeledExpression]) -> [(label: String?, value: Eval)] {
        var fields: [(label: String?, value: Eval)] = []
        for argument in arguments { fields.append((argument.label, expression(argument.value))) }
        return fields
    }

    static func evaluate(_ values: [Eval], _ machine: Machine) throws(EvaluationError) -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(values.count)
        for value in values { result.append(try value(machine)) }
        return result
    }

    static func evaluate(_ fields: [(label: String?, value: Eval)], _ machine: Machine) throws(EvaluationError) -> [Value.Field] {
        var result: [Value.Field] = []
        result.reserveCapacity(fields.count)
        for field in fields { result.append(Value.Field(field.label, try field.value(machine))) }
        return result
    }

    // MARK: closures

    /// A closure compiled where it is written: its parameters' slots, and its body as one
    /// expression (a closure of one expression) or as statements.
    struct CompiledClosure: Sendable {
        var parameters: [Int]
        var result: Eval?
        var body: Block
        var writesOutside: Bool

        /// Calls it with `arguments` (Evaluator.call's rules: a step; a tuple fills several parameters;
        /// `$0`… when it names none; a longer body gives what it returns, or `()`).
        func call(_ arguments: [Value], on outer: Machine) throws(EvaluationError) -> Value {
            try outer.context.step()
            let values = try Evaluator.closureArguments(parameters.count, arguments)
            let machine = writesOutside ? outer.copy() : outer
            for (slot, value) in zip(parameters, values) { machine.slots[slot] = value }
            let shorthands = machine.shorthands
            if parameters.isEmpty { machine.shorthands = values }
            defer { if !writesOutside { machine.shorthands = shorthands } }
            if let result { return try result(machine) }
            defer { machine.flow = nil }
            try body(machine)
            return machine.returnedValue ?? .tuple([])
        }
    }

    mutating func closure(_ closure: ClosureNode) -> CompiledClosure {
        let saved = (closureStart, writesOutside)
        defer { (closureStart, writesOutside) = saved }
        closureStart = slotCount
        writesOutside = false
        scopes.append([:])
        defer { scopes.removeLast() }
        let parameters = closure.parameters.map { declare($0) }
        if let result = closure.resultExpression {
            return CompiledClosure(parameters: parameters, result: expression(result), body: { _ in }, writesOutside: false)
        }
        let body = block(closure.body)
        return CompiledClosure(parameters: parameters, result: nil, body: body, writesOutside: writesOutside)
    }
}
