/// What a compiled body (CompiledBody, Compiler.swift) runs against: its locals in numbered
/// slots, the states, the state writes in order, the shorthand arguments, `nextValue()`, and
/// where control goes after `return`, `break` or `continue`. The compiler has turned every local
/// name into a slot number, so a read is an index, not a dictionary lookup. A class so that the
/// compiled code reaches it without copying; used by one thread at a time.
final class Machine {
    /// The locals, by the numbers the compiler gave them (nil: declared without a value, or not
    /// yet declared). Owned by this machine.
    let slots: UnsafeMutablePointer<Value?>
    let slotCount: Int
    @exclusivity(unchecked) var states: [String: Value]
    /// Every state write (a binding parameter writes through to its state), one entry a state:
    /// its last value and its count, in the order of the first write (`recordWrite`).
    @exclusivity(unchecked) var stateWrites: [StateWriteRun] = []
    @exclusivity(unchecked) var shorthands: [Value]
    let nextValue: (() throws(EvaluationError) -> Value)?
    /// The step budget, the functions, the running layout (shared with nested machines).
    let context: InterpreterContext
    /// The command's meter (`context.work`).
    let work: EvaluationWork
    /// Set by `return`, `break` and `continue`: the rest of the blocks they leave is skipped.
    @exclusivity(unchecked) var flow: StatementRunner.Flow?

    init(slotCount: Int, states: [String: Value], shorthands: [Value] = [],
         nextValue: (() throws(EvaluationError) -> Value)? = nil, context: InterpreterContext) {
        self.slotCount = slotCount
        slots = .allocate(capacity: max(slotCount, 1))
        slots.initialize(repeating: nil, count: slotCount)
        self.states = states
        self.shorthands = shorthands
        self.nextValue = nextValue
        self.context = context
        work = context.work
    }

    /// A machine with copies of this one's slots, states and shorthands and no state writes: a
    /// closure whose statements write outside themselves runs on one, so that — as in the
    /// interpreter it replaces — its writes stay inside the call.
    func copy() -> Machine {
        let copy = Machine(slotCount: slotCount, states: states, shorthands: shorthands, nextValue: nextValue, context: context)
        for index in 0..<slotCount { copy.slots[index] = slots[index] }
        return copy
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    /// What `return` gave, if the body returned.
    var returnedValue: Value? {
        if case .returned(let value)? = flow { return value }
        return nil
    }

    /// Takes a slot's value out, leaving nil, so that a list or string in it can be changed in
    /// place (its storage referenced once) and put back.
    @inline(__always)
    func take(_ slot: Int) -> Value? {
        let value = (slots + slot).move()
        (slots + slot).initialize(to: nil)
        return value
    }

    /// A scope for the evaluator's helpers that need one (no locals: compiled code has slots).
    var scope: EvaluationScope {
        var scope = EvaluationScope(states: states, shorthands: shorthands, nextValue: nextValue, work: work)
        scope.context = context
        return scope
    }
}

/// A body of statements compiled for a machine: how many slots it needs, where its first locals
/// (a layout's properties, a method's or function's parameters, a runner's locals) go, and the code.
struct CompiledBody: Sendable {
    var slotCount: Int
    /// The slot of each name the body starts with (and of each name it writes without declaring).
    var names: [String: Int]
    var run: Compiler.Block

    /// A machine for this body with `locals` in their slots.
    func machine(locals: [String: Value], states: [String: Value] = [:], shorthands: [Value] = [],
                 nextValue: (() throws(EvaluationError) -> Value)? = nil, context: InterpreterContext) -> Machine {
        let machine = Machine(slotCount: slotCount, states: states, shorthands: shorthands, nextValue: nextValue, context: context)
        for (name, value) in locals {
            if let slot = names[name] { machine.slots[slot] = value }
        }
        return machine
    }

    /// The locals the body started with (and those it wrote without declaring), as they are now.
    func locals(of machine: Machine) -> [String: Value] {
        var locals: [String: Value] = [:]
        for (name, slot) in names {
            if let value = machine.slots[slot] { locals[name] = value }
        }
        return locals
    }
}

extension Machine {
    /// Records a write of `value` to `state`: a state written before by this action gets the new
    /// value and one more to its count (`StateWriteRun`), so a loop of 10,000 `xs.append(i)` (with
    /// other writes between, or not) keeps one value, not 10,000 versions of the list (22.9 GB and
    /// an output that grew with the square of the count).
    @inline(__always) func recordWrite(_ state: String, _ value: Value) {
        stateWrites.appendWrite(StateWriteRun(state: state, value: value))
    }
}
