import Synchronization

/// Runs the statements of a closure — an action (`{ tallest = $0 }`), a reduce body
/// (`{ value in value = max(value, nextValue()) }`), a transform (`{ $0 = 1 }`) — against
/// mutable locals, shorthand arguments and states. Writes to states are recorded in order
/// so the caller decides what they mean (SwiftUI defers them to the next update, §6.1).
///
/// The statements are compiled (Compiler.swift) for a `Machine` with the locals in slots, run,
/// and the locals, states and shorthands read back.
public struct StatementRunner {
    public var states: [String: Value]
    public var locals: [String: Value]
    public var shorthands: [Value]
    public var nextValue: (() throws(EvaluationError) -> Value)?
    /// Every state write (a binding parameter writes through to its state), one entry a state: its
    /// last value and its count, in the order of the first write (`StateWriteRun`).
    public private(set) var stateWrites: [StateWriteRun] = []
    /// The step budget and functions (shared with nested runners: closures, functions).
    public let context: InterpreterContext
    /// Set by `return`, `break` and `continue`: the rest of the blocks they leave is skipped.
    var flow: Flow?

    public init(
        states: [String: Value], locals: [String: Value] = [:], shorthands: [Value] = [],
        nextValue: (() throws(EvaluationError) -> Value)? = nil, context: InterpreterContext? = nil
    ) {
        self.states = states
        self.locals = locals
        self.shorthands = shorthands
        self.nextValue = nextValue
        self.context = context ?? InterpreterContext()
    }

    public mutating func run(_ body: [StatementNode]) throws(EvaluationError) {
        let compiled = Self.compiled(body, names: locals.keys.sorted())
        let machine = compiled.machine(locals: locals, states: states, shorthands: shorthands, nextValue: nextValue, context: context)
        machine.flow = flow
        defer {
            locals = compiled.locals(of: machine)
            states = machine.states
            shorthands = machine.shorthands
            for run in machine.stateWrites { stateWrites.appendWrite(run) }
            flow = machine.flow
        }
        try compiled.run(machine)
    }

    /// The last body compiled, and for which names: a reduce body or an action runs once per
    /// value or per frame, each time with the same statements, so it is compiled once.
    private static let lastCompiled = Mutex<(body: [StatementNode], names: [String], compiled: CompiledBody)?>(nil)

    static func compiled(_ body: [StatementNode], names: [String]) -> CompiledBody {
        if let last = lastCompiled.withLock({ $0 }), last.names == names, last.body == body { return last.compiled }
        let compiled = Compiler.compile(body, names: names)
        lastCompiled.withLock { $0 = (body, names, compiled) }
        return compiled
    }
}
