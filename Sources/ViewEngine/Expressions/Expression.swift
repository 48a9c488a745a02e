/// An expression after the shell has resolved its names: every identifier is known to be
/// a state, a local (closure or view parameter), a key, or a built-in function. The
/// engine evaluates these during body evaluation, layout (alignment guides) and actions.
public indirect enum Expression: Sendable, Equatable {
    case literal(Value)
    /// Reads a `state` variable.
    case state(String)
    /// Reads a closure parameter, a view parameter or a `foreach` item.
    case local(String)
    /// `$0`, `$1`.
    case shorthand(Int)
    case member(Expression, String)
    case subscriptAccess(Expression, [LabeledExpression])
    case call(BuiltinFunction, [LabeledExpression])
    /// `proxy.frame(in: .global)`: a method of a value (Evaluator+Methods.swift).
    case method(Expression, String, [LabeledExpression])
    /// `ToolbarEntry(title: "Share")`
    case record(type: String, [LabeledExpression])
    case tuple([LabeledExpression])
    case list([Expression])
    case unary(UnaryOp, Expression)
    case binary(BinaryOp, Expression, Expression)
    case ternary(Expression, Expression, Expression)
    /// `"Height: \(h)"`
    case interpolation([InterpolationSegment])

    public enum UnaryOp: String, Sendable { case negate = "-", not = "!" }

    public enum BinaryOp: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
        case and = "&&", or = "||", nilCoalescing = "??", closedRange = "...", halfOpenRange = "..<"
    }

    public enum InterpolationSegment: Sendable, Equatable {
        case literal(String)
        case expression(Expression)
    }
}

public struct LabeledExpression: Sendable, Equatable {
    public var label: String?
    public var value: Expression
    public init(_ label: String?, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// The free functions the language knows. `nextValue()` exists only inside a reduce body.
public enum BuiltinFunction: String, Sendable, CaseIterable {
    case max, min, abs, round, floor, ceil, sqrt, nextValue, String

    /// How many arguments it takes (nil = one or more).
    public var arity: ClosedRange<Int> {
        switch self {
        case .max, .min: return 2...8
        case .abs, .round, .floor, .ceil, .sqrt, .String: return 1...1
        case .nextValue: return 0...0
        }
    }
}

/// A statement in an action or reduce closure (`tallest = $0`, `value += nextValue()`,
/// `value.append(contentsOf: nextValue())`, `if … { } else { }`).
public indirect enum StatementNode: Sendable, Equatable {
    case assign(target: AssignTarget, op: AssignOp, value: Expression)
    /// `target.append(x)` / `target.append(contentsOf: xs)`
    case append(target: AssignTarget, value: Expression, contentsOf: Bool)
    case conditional(Expression, then: [StatementNode], otherwise: [StatementNode])
    /// An expression evaluated for nothing (kept so bodies round-trip).
    case evaluate(Expression)

    public enum AssignOp: String, Sendable { case assign = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/=" }
}

/// What an assignment writes: a state (`tallest = …`), a local such as the reduce
/// closure's `value`, a binding parameter (`height = …` where height is `Binding`), or
/// `$0` in `transformEnvironment { $0 = … }`.
public enum AssignTarget: Sendable, Equatable {
    case state(String)
    case local(String)
    case shorthand(Int)
}

/// A closure the engine runs: parameters (possibly `$0`-style) and its body.
public struct ClosureNode: Sendable, Equatable {
    public var parameters: [String]
    public var body: [StatementNode]
    /// A closure whose body is one expression returns it (`{ d in d[.leading] }`).
    public var resultExpression: Expression? {
        if body.count == 1, case .evaluate(let e) = body[0] { return e }
        return nil
    }
    public init(parameters: [String], body: [StatementNode]) {
        self.parameters = parameters
        self.body = body
    }
}
