/// Assignments and appends for a `Machine`. A target is read and written as the interpreter
/// did (a part by rebuilding the value that holds it), but a list or string held in a local is
/// changed in place: taken out of its slot so its storage is referenced once, changed, and put
/// back — `widths[i] = w`, `xs.append(x)` and `s += t` copy nothing.
extension Compiler {
    struct Target: Sendable {
        var read: Eval
        var write: Write
        /// The slot when the target is a local itself (not a part of one).
        var slot: Int?
    }

    mutating func target(_ target: AssignTarget) -> Target {
        switch target {
        case .state(let name):
            noteWrite(slot: nil)
            return Target(read: { machine in machine.states[name] ?? .none }, write: { machine, value in
                machine.states[name] = value
                machine.recordWrite(name, value)
            })
        case .local(let name):
            let slot = slot(of: name)
            noteWrite(slot: slot)
            return Target(read: { (machine) throws(EvaluationError) in
                if case .binding(let state)? = machine.slots[slot] { return try BindingPath.reading(state, in: machine.states, through: name) }
                return machine.slots[slot] ?? .none
            }, write: { (machine, value) throws(EvaluationError) in
                if case .binding(let path)? = machine.slots[slot] {
                    // Through a binding: its state, or the part of it the binding names (the whole is written).
                    let (state, whole) = try BindingPath.writing(value, to: path, in: machine.states, work: machine.work)
                    machine.states[state] = whole
                    machine.recordWrite(state, whole)
                } else {
                    machine.slots[slot] = value
                }
            }, slot: slot)
        case .shorthand(let index):
            noteWrite(slot: nil)
            return Target(read: { machine in index < machine.shorthands.count ? machine.shorthands[index] : .none },
                          write: { machine, value in
                while machine.shorthands.count <= index { machine.shorthands.append(.none) }
                machine.shorthands[index] = value
            })
        case .member(let base, let name):
            let whole = self.target(base)
            return Target(read: { machine throws(EvaluationError) in try Evaluator.member(name, of: whole.read(machine)) },
                          write: { machine, value throws(EvaluationError) in
                try whole.write(machine, StatementRunner.replacing(name, in: whole.read(machine), with: value))
            })
        case .element(let base, let indexExpression):
            let whole = self.target(base)
            let index = expression(indexExpression)
            let read: Eval = { machine throws(EvaluationError) in
                let container = try whole.read(machine)
                return try Evaluator.subscriptValue(container, arguments: [Value.Field(nil, index(machine))], work: machine.work)
            }
            if let slot = whole.slot {
                return Target(read: read, write: { machine, value throws(EvaluationError) in
                    switch machine.slots[slot] {
                    case .binding?, .dictionary?:  // rebuilt whole (a dictionary's key may be new)
                        try whole.write(machine, StatementRunner.replacing(at: index(machine), in: whole.read(machine), with: value,
                                                                           work: machine.work))
                        return
                    default: break
                    }
                    let position = try index(machine)
                    var items = try Self.takeList(slot, machine, orCheck: position)
                    defer { machine.slots[slot] = .list(items) }
                    items[try StatementRunner.elementIndex(position.number!, count: items.count)] = value
                })
            }
            return Target(read: read, write: { machine, value throws(EvaluationError) in
                let list = try whole.read(machine)
                try whole.write(machine, StatementRunner.replacing(at: index(machine), in: list, with: value, work: machine.work))
            })
        }
    }

    /// The list in a local's slot, taken out (the caller puts it back); for anything else, the
    /// interpreter's error for `value[position] = …`, with the slot left as it was.
    static func takeList(_ slot: Int, _ machine: Machine, orCheck position: Value) throws(EvaluationError) -> [Value] {
        var taken = machine.take(slot)
        guard case .list(let items)? = taken, case .number = position else {
            machine.slots[slot] = taken
            throw StatementRunner.cannotAssign(taken ?? .none, position)
        }
        taken = nil  // the list's storage is now referenced by `items` alone
        return items
    }

    mutating func assignment(_ target: AssignTarget, _ op: StatementNode.AssignOp, _ expression: Expression) -> Block {
        let value = self.expression(expression)
        let name: String = if case .local(let local) = target { local } else { "the binding" }
        let target = self.target(target)
        guard op != .assign else {
            return { machine throws(EvaluationError) in try target.write(machine, value(machine)) }
        }
        let binary: Expression.BinaryOp = op == .add ? .add : op == .subtract ? .subtract : op == .multiply ? .multiply : .divide
        if binary == .add, let slot = target.slot {
            // `s += t`, `xs += ys` on a local: appended in place.
            return { machine throws(EvaluationError) in
                let right = try value(machine)
                var left = machine.take(slot)
                defer { if machine.slots[slot] == nil { machine.slots[slot] = left } }
                if case .binding(let path)? = left {
                    machine.slots[slot] = left
                    try machine.work.charge(1)
                    try machine.work.charge(1)
                    let sum = try Evaluator.combine(.add, BindingPath.reading(path, in: machine.states, through: name), right, work: machine.work)
                    let (state, whole) = try BindingPath.writing(sum, to: path, in: machine.states, work: machine.work)
                    machine.states[state] = whole
                    machine.recordWrite(state, whole)
                    return
                }
                // The interpreter evaluated both sides again as literals: one unit of work each.
                try machine.work.charge(1)
                try machine.work.charge(1)
                switch (left, right) {
                case (.string(var l)?, .string(let r)):
                    try machine.work.chargeString(l.utf8.count + r.utf8.count)
                    left = nil
                    l += r
                    machine.slots[slot] = .string(l)
                case (.list(var l)?, .list(let r)):
                    try machine.work.chargeList(l.count + r.count)
                    left = nil
                    l += r
                    machine.slots[slot] = .list(l)
                default:
                    machine.slots[slot] = try Evaluator.combine(.add, left ?? .none, right, work: machine.work)
                }
            }
        }
        return { machine throws(EvaluationError) in
            let right = try value(machine)
            let left = try target.read(machine)
            try machine.work.charge(1)
            try machine.work.charge(1)
            try target.write(machine, Evaluator.combine(binary, left, right, work: machine.work))
        }
    }

    mutating func append(_ target: AssignTarget, _ expression: Expression, contentsOf: Bool) -> Block {
        let value = self.expression(expression)
        let target = self.target(target)
        if let slot = target.slot {
            return { machine throws(EvaluationError) in
                let element = try value(machine)
                if case .binding? = machine.slots[slot] {
                    try target.write(machine, StatementRunner.appending(element, to: target.read(machine), contentsOf: contentsOf))
                    return
                }
                var taken = machine.take(slot)
                guard case .list(var items)? = taken else {
                    machine.slots[slot] = taken
                    throw StatementRunner.cannotAppend(to: taken ?? .none)
                }
                taken = nil
                defer { machine.slots[slot] = .list(items) }
                try StatementRunner.append(element, to: &items, contentsOf: contentsOf)
            }
        }
        return { machine throws(EvaluationError) in
            let element = try value(machine)
            let whole = try target.read(machine)
            // The interpreter read the target again for its message (a part's index evaluated again).
            guard case .list = whole else { throw StatementRunner.cannotAppend(to: try target.read(machine)) }
            try target.write(machine, StatementRunner.appending(element, to: whole, contentsOf: contentsOf))
        }
    }
}
