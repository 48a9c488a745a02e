/// What an expression can see while it is evaluated: states, locals (closure and view
/// parameters), shorthand arguments, and — inside a reduce body — `nextValue()`.
public struct EvaluationScope {
    /// The budget and functions of the statements running, and a layout's subviews while one
    /// of its methods runs (InterpreterContext.swift); nil for a plain expression.
    public var context: InterpreterContext?
    public var states: [String: Value]
    public var locals: [String: Value]
    public var shorthands: [Value]
    /// Present only inside a reduce body; lazy, so a subtree is computed only when asked.
    public var nextValue: (() throws(EvaluationError) -> Value)?
    /// The command's meter (`EvaluationWork`); without one each top-level evaluation gets its own.
    public var work: EvaluationWork?

    public init(
        states: [String: Value] = [:], locals: [String: Value] = [:], shorthands: [Value] = [],
        nextValue: (() throws(EvaluationError) -> Value)? = nil, work: EvaluationWork? = nil
    ) {
        self.states = states
        self.locals = locals
        self.shorthands = shorthands
        self.nextValue = nextValue
        self.work = work
    }
}

public struct EvaluationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
