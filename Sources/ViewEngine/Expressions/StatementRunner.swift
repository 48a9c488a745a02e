/// Runs the statements of a closure — an action (`{ tallest = $0 }`), a reduce body
/// (`{ value in value = max(value, nextValue()) }`), a transform (`{ $0 = 1 }`) — against
/// mutable locals, shorthand arguments and states. Writes to states are recorded in order
/// so the caller decides what they mean (SwiftUI defers them to the next update, §6.1).
public struct StatementRunner {
    public var states: [String: Value]
    public var locals: [String: Value]
    public var shorthands: [Value]
    public var nextValue: (() throws(EvaluationError) -> Value)?
    /// Every state write, in order (a binding parameter writes through to its state).
    public private(set) var stateWrites: [(state: String, value: Value)] = []
    /// The step budget and functions (shared with nested runners: closures, functions).
    public let context: InterpreterContext
    /// Set by `return`, `break` and `continue`: the rest of the blocks they leave is skipped.
    var flow: Flow?
    /// Locals declared by `let`/`var`, with what each name held before, innermost last.
    var declared: [(name: String, previous: Value?)] = []

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

    var scope: EvaluationScope {
        var scope = EvaluationScope(states: states, locals: locals, shorthands: shorthands, nextValue: nextValue)
        scope.context = context
        return scope
    }

    public mutating func run(_ body: [StatementNode]) throws(EvaluationError) {
        let blockStart = declared.count
        defer { endBlock(at: blockStart) }
        for statement in body {
            guard flow == nil else { return }
            try context.step()
            switch statement {
            case .assign(let target, let op, let expression):
                var value = try Evaluator.evaluate(expression, in: scope)
                if op != .assign {
                    let binary: Expression.BinaryOp = op == .add ? .add : op == .subtract ? .subtract : op == .multiply ? .multiply : .divide
                    value = try Evaluator.binary(binary, .literal(read(target)), .literal(value), in: scope)
                }
                try write(target, value)
            case .append(let target, let expression, let contentsOf):
                let value = try Evaluator.evaluate(expression, in: scope)
                guard case .list(let items) = try read(target) else {
                    throw EvaluationError("append needs a list to append to, got \(try read(target).kindName)")
                }
                if contentsOf {
                    guard case .list(let more) = value else { throw EvaluationError("append(contentsOf:) needs a list, got \(value.kindName)") }
                    try EvaluationLimits.checkList(items.count + more.count)
                    try write(target, .list(items + more))
                } else {
                    try EvaluationLimits.checkList(items.count + 1)
                    try write(target, .list(items + [value]))
                }
            case .conditional(let condition, let then, let otherwise):
                guard case .bool(let flag) = try Evaluator.evaluate(condition, in: scope) else {
                    throw EvaluationError("the condition of 'if' must be true or false")
                }
                try run(flag ? then : otherwise)
            case .evaluate(let expression):
                _ = try Evaluator.evaluate(expression, in: scope)
            default:
                try runControl(statement)
            }
        }
    }

    func read(_ target: AssignTarget) throws(EvaluationError) -> Value {
        switch target {
        case .member, .element: return try readPart(target)
        case .state(let name): return states[name] ?? .none
        case .local(let name):
            if case .binding(let state)? = locals[name] { return states[state] ?? .none }
            return locals[name] ?? .none
        case .shorthand(let index): return index < shorthands.count ? shorthands[index] : .none
        }
    }

    mutating func write(_ target: AssignTarget, _ value: Value) throws(EvaluationError) {
        switch target {
        case .member, .element: try writePart(target, value)
        case .state(let name):
            states[name] = value
            stateWrites.append((name, value))
        case .local(let name):
            if case .binding(let state)? = locals[name] {
                states[state] = value
                stateWrites.append((state, value))
            } else {
                locals[name] = value
            }
        case .shorthand(let index):
            while shorthands.count <= index { shorthands.append(.none) }
            shorthands[index] = value
        }
    }
}
