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
    /// `[0: a, 1: b]`, `[:]`
    case dictionary([KeyedExpression])
    case unary(UnaryOp, Expression)
    case binary(BinaryOp, Expression, Expression)
    case ternary(Expression, Expression, Expression)
    /// `"Height: \(h)"`
    case interpolation([InterpolationSegment])
    /// `xs.map { … }`, `xs.reduce(0) { $0 + $1 }`, `xs.filter { … }`: a method of a list that
    /// calls a closure (Evaluator+Closures.swift).
    case closureMethod(Expression, String, [LabeledExpression], ClosureNode)
    /// A layout's own `func`, called by name (`maxSize(subviews: subviews)`); the arguments are
    /// in the order of its parameters.
    case function(String, [LabeledExpression])

    public enum UnaryOp: String, Sendable { case negate = "-", not = "!", bitNot = "~" }

    public enum BinaryOp: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
        case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
        /// `pattern ~= value` (Evaluator.matches).
        case match = "~="
        case and = "&&", or = "||", nilCoalescing = "??", closedRange = "...", halfOpenRange = "..<"
        case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
    }

    public enum InterpolationSegment: Sendable, Equatable {
        case literal(String)
        case expression(Expression)
    }
}

/// `key: value` in a dictionary literal.
public struct KeyedExpression: Sendable, Equatable {
    public var key: Expression
    public var value: Expression
    public init(_ key: Expression, _ value: Expression) {
        self.key = key
        self.value = value
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
    /// The most items one `print` takes (its separator and terminator besides), and the most
    /// arguments one `String(format:)` formats.
    public static let variadicLimit = 64

    case max, min, abs, round, floor, ceil, sqrt, nextValue, String
    /// Trigonometry and conversions (Evaluator+Math.swift): `sin(angle)`, `CGFloat(count)`.
    case sin, cos, tan, atan2, pow, Double, CGFloat, Int
    /// `print(items…, separator:, terminator:)`: a statement of an action, a function or a layout
    /// method; what it writes goes to the context (`InterpreterContext.printed`).
    case print
    /// `String(format: "%.2f", x)` (Evaluator+Format.swift); the name is never typed as such.
    case formatString = "String(format:)"
    /// `String(repeating: "★", count: n)` (Evaluator+Strings.swift); never typed by this name either.
    case repeatString = "String(repeating:count:)"
    /// `UUID()`: a fresh identifier each time it is evaluated, counted by the command's meter from
    /// the session's count, so a session makes the same ones each run (`EvaluationWork.makeUUID`).
    /// `UUID(uuidString: "…")`: that identifier (upper-cased), or nil when the string is not one,
    /// as Swift's failable initializer gives (`Evaluator.uuid(fromString:)`).
    case UUID

    /// Whether a call gives a new value each time it is evaluated, whatever its arguments are
    /// (`UUID()`, `nextValue()`): it is never a constant, and differs from row to row of a foreach.
    public func isFreshEachCall(argumentCount: Int) -> Bool {
        self == .nextValue || (self == .UUID && argumentCount == 0)
    }

    /// How many arguments it takes (nil = one or more).
    public var arity: ClosedRange<Int> {
        switch self {
        case .max, .min: return 2...8
        case .abs, .round, .floor, .ceil, .sqrt, .String, .sin, .cos, .tan, .Double, .CGFloat, .Int: return 1...1
        case .atan2, .pow: return 2...2
        case .nextValue: return 0...0
        case .UUID: return 0...1
        case .print: return 0...(Self.variadicLimit + 2)
        case .formatString: return 1...(Self.variadicLimit + 1)
        case .repeatString: return 2...2
        }
    }
}

/// A statement in an action or reduce closure (`tallest = $0`, `value += nextValue()`,
/// `value.append(contentsOf: nextValue())`, `if … { } else { }`), a layout's method or a
/// function (`let`, `var`, `for`, `while`, `guard`, `return` …: StatementRunner+Control.swift).
public indirect enum StatementNode: Sendable, Equatable {
    case assign(target: AssignTarget, op: AssignOp, value: Expression)
    /// `target.append(x)` / `target.append(contentsOf: xs)`
    case append(target: AssignTarget, value: Expression, contentsOf: Bool)
    case conditional(Expression, then: [StatementNode], otherwise: [StatementNode])
    /// An expression evaluated for nothing (kept so bodies round-trip).
    case evaluate(Expression)
    /// `let x = v`, `var (a, b) = pair`, `var total: CGFloat` (no value: unset until assigned).
    case declare(BindingPattern, value: Expression?)
    /// `for x in sequence { … }`; `head` is the loop's first line, for messages.
    case forIn(BindingPattern, sequence: Expression, body: [StatementNode], head: String)
    case whileLoop(Expression, body: [StatementNode], head: String)
    /// `if let name = value { … } else { … }`
    case ifLet(String, Expression, then: [StatementNode], otherwise: [StatementNode])
    /// `guard condition else { … }`, `guard let name = value else { … }` (binding not nil).
    case guardCheck(Expression, binding: String?, otherwise: [StatementNode])
    case returnValue(Expression?)
    case breakLoop
    case continueLoop

    public enum AssignOp: String, Sendable { case assign = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/=" }
}

/// What an assignment writes: a state (`tallest = …`), a local such as the reduce
/// closure's `value`, a binding parameter (`height = …` where height is `Binding`),
/// `$0` in `transformEnvironment { $0 = … }`, or a part of one (`point.x`, `widths[i]`).
public indirect enum AssignTarget: Sendable, Equatable {
    case state(String)
    case local(String)
    case shorthand(Int)
    /// `point.x += 1`: a field of a record or tuple.
    case member(AssignTarget, String)
    /// `widths[i] = w`: an item of a list.
    case element(AssignTarget, Expression)
}

/// The names `let`, `var` and `for` bind: `x`, `_`, `(index, subview)`.
public indirect enum BindingPattern: Sendable, Equatable {
    case name(String)
    case wildcard
    case tuple([BindingPattern])
}

/// A closure the engine runs: parameters (possibly `$0`-style) and its body.
public struct ClosureNode: Sendable, Equatable {
    public var parameters: [String]
    public var body: [StatementNode]
    /// A closure whose body is one expression returns it (`{ d in d[.leading] }`).
    public var resultExpression: Expression? {
        if body.count == 1, case .evaluate(let e) = body[0] { return e }
        if body.count == 1, case .returnValue(let e?) = body[0] { return e }
        return nil
    }
    public init(parameters: [String], body: [StatementNode]) {
        self.parameters = parameters
        self.body = body
    }
}
