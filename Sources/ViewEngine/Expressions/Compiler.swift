/// Turns statements into code for a `Machine`: every local name is resolved once, here, to a
/// slot (Swift's block scope: a name declared again in an inner block gets a slot of its own,
/// and the outer one is seen again after the block), and every statement and expression into a
/// closure that does what the interpreter did — the same values, the same errors, the same steps
/// charged to the context's budget and the same work to the meter (EvaluationWork) — without a
/// dictionary lookup or a scope built per step.
///
/// Names the body uses without declaring them (a runner's locals, a layout's properties and
/// parameters, and names written before any declaration) live in slots of the outermost scope.
/// A closure (`xs.map { … }`) gets slots after its enclosing body's and runs on the same machine,
/// unless its statements write to something outside it (a local of the body, a state, `$0`): then
/// it runs on a copy, since the interpreter gave each closure call a copy of its scope.
struct Compiler {
    typealias Eval = @Sendable (Machine) throws(EvaluationError) -> Value
    typealias Block = @Sendable (Machine) throws(EvaluationError) -> Void
    typealias Write = @Sendable (Machine, Value) throws(EvaluationError) -> Void

    /// Names in scope, innermost last; `scopes[0]` holds the names the body starts with.
    var scopes: [[String: Int]]
    var slotCount: Int
    /// The first slot of the closure being compiled (writes below it are outside it).
    var closureStart: Int?
    /// Whether the closure being compiled writes outside itself.
    var writesOutside = false

    /// Compiles `body` for a machine whose first locals are `names` (slots 0…, in this order; a
    /// name given twice has one slot).
    static func compile(_ body: [StatementNode], names: [String]) -> CompiledBody {
        var compiler = Compiler(names: names)
        let run = compiler.block(body)
        return CompiledBody(slotCount: compiler.slotCount, names: compiler.scopes[0], run: run)
    }

    init(names: [String]) {
        var root: [String: Int] = [:]
        slotCount = 0
        for name in names where root[name] == nil {
            root[name] = slotCount
            slotCount += 1
        }
        scopes = [root]
    }

    // MARK: names

    /// The slot `name` refers to here; a name never declared gets a slot in the outermost scope
    /// (reading it before anything is written there is an error at run time, as it was).
    mutating func slot(of name: String) -> Int {
        for scope in scopes.reversed() {
            if let slot = scope[name] { return slot }
        }
        let slot = newSlot()
        scopes[0][name] = slot
        return slot
    }

    mutating func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    /// Declares `name` in the innermost scope, from here to its end.
    mutating func declare(_ name: String) -> Int {
        let slot = newSlot()
        scopes[scopes.count - 1][name] = slot
        return slot
    }

    /// Notes a write to `slot` (or to a state or `$0` when nil): outside the closure being compiled?
    mutating func noteWrite(slot: Int?) {
        guard let closureStart else { return }
        if slot.map({ $0 < closureStart }) ?? true { writesOutside = true }
    }

    // MARK: blocks

    /// A block: its own scope; each statement charges a step, and none runs once control has
    /// left (`return`, `break`, `continue`).
    mutating func block(_ body: [StatementNode]) -> Block {
        scopes.append([:])
        defer { scopes.removeLast() }
        var compiled: [Block] = []
        for statement in body { compiled.append(self.statement(statement)) }
        let steps = compiled
        if steps.count == 1 {
            let only = steps[0]
            return { machine throws(EvaluationError) in
                guard machine.flow == nil else { return }
                try machine.context.step()
                try only(machine)
            }
        }
        return { machine throws(EvaluationError) in
            for step in steps {
                guard machine.flow == nil else { return }
                try machine.context.step()
                try step(machine)
            }
        }
    }

    /// Runs one iteration's body; false when the loop must stop (`break` or `return`).
    @inline(__always)
    static func runLoopBody(_ body: Block, _ machine: Machine) throws(EvaluationError) -> Bool {
        try body(machine)
        switch machine.flow {
        case .breakLoop?:
            machine.flow = nil
            return false
        case .continueLoop?:
            machine.flow = nil
            return true
        case .returned?:
            return false
        case nil:
            return true
        }
    }

    static func truth(_ condition: Eval, _ machine: Machine, of word: String) throws(EvaluationError) -> Bool {
        let value = try condition(machine)
        guard case .bool(let flag) = value else {
            throw EvaluationError("the condition of '\(word)' must be true or false, got \(value.kindName)")
        }
        return flag
    }

    // MARK: statements

    mutating func statement(_ statement: StatementNode) -> Block {
        switch statement {
        case .assign(let target, let op, let expression):
            return assignment(target, op, expression)
        case .append(let target, let expression, let contentsOf):
            return append(target, expression, contentsOf: contentsOf)
        case .conditional(let condition, let then, let otherwise):
            let test = self.expression(condition)
            let thenBlock = block(then), otherwiseBlock = block(otherwise)
            return { machine throws(EvaluationError) in
                guard case .bool(let flag) = try test(machine) else {
                    throw EvaluationError("the condition of 'if' must be true or false")
                }
                try (flag ? thenBlock : otherwiseBlock)(machine)
            }
        case .evaluate(let expression):
            let value = self.expression(expression)
            return { machine throws(EvaluationError) in _ = try value(machine) }
        case .declare(let pattern, let value):
            guard let value else {
                // `var total: CGFloat`: a name with no value until it is assigned.
                let slots = Self.names(in: pattern).map { declare($0) }
                return { machine in for slot in slots { machine.slots[slot] = nil } }
            }
            let compiled = expression(value)
            let bound = bind(pattern)
            return { machine throws(EvaluationError) in try Self.bind(bound, to: compiled(machine), in: machine) }
        case .forIn(let pattern, let sequence, let body, let head):
            return forIn(pattern, sequence, body, head)
        case .whileLoop(let condition, let body, let head):
            let test = expression(condition)
            let bodyBlock = block(body)
            return { machine throws(EvaluationError) in
                let context = machine.context
                context.loops.append(head)
                defer { context.loops.removeLast() }
                while try Self.truth(test, machine, of: "while") {
                    try context.step()
                    guard try Self.runLoopBody(bodyBlock, machine) else { break }
                }
            }
        case .ifLet(let name, let value, let then, let otherwise):
            let compiled = expression(value)
            let otherwiseBlock = block(otherwise)
            scopes.append([:])
            let slot = declare(name)
            let thenBlock = block(then)
            scopes.removeLast()
            return { machine throws(EvaluationError) in
                let unwrapped = try compiled(machine)
                if unwrapped == .none {
                    try otherwiseBlock(machine)
                } else {
                    machine.slots[slot] = unwrapped
                    try thenBlock(machine)
                }
            }
        case .guardCheck(let condition, let binding, let otherwise):
            let test = expression(condition)
            let otherwiseBlock = block(otherwise)
            // The binding lives on after the guard, to the end of the enclosing block.
            let slot = binding.map { declare($0) }
            return { machine throws(EvaluationError) in
                if let slot {
                    let unwrapped = try test(machine)
                    if unwrapped != .none {
                        machine.slots[slot] = unwrapped
                        return
                    }
                } else if try Self.truth(test, machine, of: "guard") {
                    return
                }
                try otherwiseBlock(machine)
                if machine.flow == nil { throw EvaluationError("the else of 'guard' must leave with return, break or continue") }
            }
        case .returnValue(let value):
            guard let value else { return { machine in machine.flow = .returned(.none) } }
            let compiled = expression(value)
            return { machine throws(EvaluationError) in machine.flow = .returned(try compiled(machine)) }
        case .breakLoop:
            return { machine in machine.flow = .breakLoop }
        case .continueLoop:
            return { machine in machine.flow = .continueLoop }
        }
    }

    /// `for pattern in sequence { body }`: a range counts without building a list (so
    /// `for i in 0..<1_000_000_000` is stopped by the step budget, not by memory); a list gives
    /// its items, a string its characters. Each iteration charges a step.
    mutating func forIn(_ pattern: BindingPattern, _ sequence: Expression, _ body: [StatementNode], _ head: String) -> Block {
        var range: (op: Expression.BinaryOp, lower: Eval, upper: Eval)?
        var list: Eval?
        if case .binary(let op, let lowerExpression, let upperExpression) = sequence, op == .halfOpenRange || op == .closedRange {
            range = (op, expression(lowerExpression), expression(upperExpression))
        } else {
            list = expression(sequence)
        }
        scopes.append([:])
        let bound = bind(pattern)
        let bodyBlock = block(body)
        scopes.removeLast()
        let iteration: @Sendable (Machine, Value) throws(EvaluationError) -> Bool = { machine, element throws(EvaluationError) in
            try machine.context.step()
            try Self.bind(bound, to: element, in: machine)
            return try Self.runLoopBody(bodyBlock, machine)
        }
        if let (op, lowerValue, upperValue) = range {
            return { machine throws(EvaluationError) in
                let context = machine.context
                context.loops.append(head)
                defer { context.loops.removeLast() }
                let lower = try lowerValue(machine)
                let upper = try upperValue(machine)
                guard case .number(let l) = lower, case .number(let u) = upper, l.isFinite, !u.isNaN else {
                    throw EvaluationError("a range needs two numbers, got \(lower.kindName) and \(upper.kindName)")
                }
                guard l <= u || (op == .halfOpenRange && l == u) else {
                    throw EvaluationError("a range cannot start above its end (\(Value.format(l))\(op.rawValue)\(Value.format(u)))")
                }
                var n = l
                while op == .halfOpenRange ? n < u : n <= u {
                    guard try iteration(machine, .number(n)) else { return }
                    n += 1
                }
            }
        }
        let sequenceValue = list!
        return { machine throws(EvaluationError) in
            let context = machine.context
            context.loops.append(head)
            defer { context.loops.removeLast() }
            let value = try sequenceValue(machine)
            switch value {
            case .list(let items):
                for item in items {
                    guard try iteration(machine, item) else { return }
                }
            case .dictionary(let entries):  // (key: k, value: v) in insertion order
                for entry in entries {
                    guard try iteration(machine, Value.tuple(of: entry)) else { return }
                }
            case .string(let text):
                try machine.work.chargeList(text.utf8.count)  // one item per character, as a list of them was built
                for character in text {
                    guard try iteration(machine, .string(String(character))) else { return }
                }
            default:
                throw EvaluationError("'for' needs a list, a dictionary, a range or subviews, got \(value.kindName)")
            }
        }
    }

    // MARK: patterns

    /// The slots a `let`, `var` or `for` pattern binds (declared in the innermost scope).
    indirect enum BoundPattern: Sendable {
        case slot(Int)
        case wildcard
        case tuple([BoundPattern])
    }

    mutating func bind(_ pattern: BindingPattern) -> BoundPattern {
        switch pattern {
        case .name(let name): return .slot(declare(name))
        case .wildcard: return .wildcard
        case .tuple(let parts):
            var bound: [BoundPattern] = []
            for part in parts { bound.append(bind(part)) }
            return .tuple(bound)
        }
    }

    /// Binds a pattern's slots to a value's parts: `(index, subview)` takes a tuple's fields (or a
    /// list's items) in order.
    static func bind(_ pattern: BoundPattern, to value: Value, in machine: Machine) throws(EvaluationError) {
        switch pattern {
        case .slot(let slot): machine.slots[slot] = value
        case .wildcard: break
        case .tuple(let parts):
            let values: [Value]
            switch value {
            case .tuple(let fields), .record(_, let fields): values = fields.map(\.value)
            case .list(let items): values = items
            default: throw EvaluationError("cannot take \(parts.count) parts from \(value.kindName)")
            }
            guard values.count == parts.count else {
                throw EvaluationError("cannot take \(parts.count) parts from a value with \(values.count)")
            }
            for (part, item) in zip(parts, values) { try bind(part, to: item, in: machine) }
        }
    }

    static func names(in pattern: BindingPattern) -> [String] {
        switch pattern {
        case .name(let name): return [name]
        case .wildcard: return []
        case .tuple(let parts): return parts.flatMap(names)
        }
    }
}
