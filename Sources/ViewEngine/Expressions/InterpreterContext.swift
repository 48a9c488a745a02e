import ViewLayout

/// What the statements of one run share: the step budget, the functions they may call, and —
/// while a layout's method runs — the layout's subviews (UserLayoutRun). A class so that every
/// copy of a scope and every nested runner (a `map` closure, a function) charges the same
/// budget; used by one thread at a time.
///
/// Every statement, loop iteration, closure call and function call is one step. A run that
/// takes more than its budget stops with an error naming the innermost loop, so a `while` that
/// never ends costs at most `limit` steps (about a second in a debug build; see
/// `InterpreterContext.defaultLimit`).
public final class InterpreterContext {
    /// Steps an action or reduce body may take.
    public static let defaultLimit = 1_000_000 / FuzzingBuild.boundsDivisor
    public let limit: Int
    /// Unchecked: charged on every statement, by one thread at a time.
    @exclusivity(unchecked) public private(set) var stepsLeft: Int
    /// The functions in scope (a layout's `func`s), by name.
    public var functions: [String: FunctionNode] = [:] {
        didSet { compiledFunctions = [:] }
    }
    /// The functions compiled, by name (set after `functions` by a layout run; a function not
    /// here is compiled when called).
    var compiledFunctions: [String: CompiledBody] = [:]
    /// Set while a layout method runs (subview queries, `place`).
    var layout: UserLayoutRun?
    /// The loops running, innermost last, for the message when the budget runs out.
    var loops: [String] = []
    /// Nesting of function calls and layout delegations.
    var depth = 0
    static let maximumDepth = 64
    /// The command's meter for what evaluation builds (`EvaluationWork`): every expression the
    /// statements evaluate charges it, so a loop that copies a 16 MB string is stopped by what it
    /// builds long before its steps run out (found in review: each statement had a meter of its own).
    public let work: EvaluationWork
    /// Ctrl-C, asked every `interruptStride` steps: a long action or layout method stops at once.
    public var interrupted: (@Sendable () -> Bool)?
    static let interruptStride = 4_096

    /// What `print(…)` wrote, one text a call (its terminator included), in order: at most
    /// `printLimit` calls and `printByteLimit` bytes; `unprinted` counts the calls past them.
    public private(set) var printed: [String] = []
    public private(set) var unprinted = 0
    private var printedBytes = 0
    public static let printLimit = 1_000
    public static let printByteLimit = 1_000_000
    /// The limits as the messages about the calls past them state them.
    public static let printLimitsText = "\(printLimit) calls or \(printByteLimit / 1_000_000) MB"

    /// `print(items…, separator: " ", terminator: "\n")`: each item as string interpolation
    /// writes it (as Swift's `print` does), kept for the command to show.
    func print(_ arguments: [(label: String?, value: Value)]) throws(EvaluationError) -> Value {
        var separator = " ", terminator = "\n"
        var items: [Value] = []
        for (label, value) in arguments {
            switch label {
            case nil: items.append(value)
            case "separator", "terminator":
                guard case .string(let text) = value else {
                    throw EvaluationError("print's \(label!) must be a string, got \(value.kindName)")
                }
                if label == "separator" { separator = text } else { terminator = text }
            default: throw EvaluationError("print takes items, separator: and terminator:, not '\(label!):'")
            }
        }
        // Formatting charged as string interpolation charges it (a huge list fails, not hangs).
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { try Evaluator.append(separator, to: &text, work: work) }
            try Evaluator.append(value: item, to: &text, work: work)
        }
        try Evaluator.append(terminator, to: &text, work: work)
        if printed.count < Self.printLimit, printedBytes + text.utf8.count <= Self.printByteLimit {
            printed.append(text)
            printedBytes += text.utf8.count
        } else {
            unprinted += 1
        }
        return .tuple([])
    }

    public init(limit: Int = InterpreterContext.defaultLimit, work: EvaluationWork? = nil,
                interrupted: (@Sendable () -> Bool)? = nil) {
        self.limit = limit
        stepsLeft = limit
        self.work = work ?? EvaluationWork()
        self.interrupted = interrupted
    }

    init(stepsLeft: Int, limit: Int, interrupted: (@Sendable () -> Bool)? = nil) {
        self.limit = limit
        self.stepsLeft = stepsLeft
        work = EvaluationWork()
        self.interrupted = interrupted
    }

    /// Charges one step.
    @inline(__always)
    public func step() throws(EvaluationError) {
        stepsLeft -= 1
        if stepsLeft < 0 { throw budgetError() }
        if stepsLeft % Self.interruptStride == 0, let interrupted, interrupted() {
            throw EvaluationError("interrupted")
        }
    }

    var isExhausted: Bool { stepsLeft < 0 }

    /// Takes back steps (a layout run hands what it has left to the layout tree).
    func setStepsLeft(_ steps: Int) { stepsLeft = steps }

    func budgetError() -> EvaluationError {
        stepsLeft = -1
        let place = loops.last.map { " in '\($0)'" } ?? ""
        return EvaluationError("stopped after \(limit) steps\(place): a loop that never ends?")
    }

    /// Runs `body` one call deeper; an error past `maximumDepth` (a function calling itself).
    func nested<T>(_ what: String, _ body: () throws(EvaluationError) -> T) throws(EvaluationError) -> T {
        guard depth < Self.maximumDepth else {
            throw EvaluationError("\(what) nests more than \(Self.maximumDepth) calls deep (does it call itself?)")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}

/// A layout's `func`: its parameters (external label — nil for `_` — and name) and body.
public struct FunctionNode: Sendable, Equatable {
    public var name: String
    public var parameters: [Parameter]
    public var body: [StatementNode]

    public struct Parameter: Sendable, Equatable {
        public var label: String?
        public var name: String
        public init(label: String?, name: String) {
            self.label = label
            self.name = name
        }
    }

    public init(name: String, parameters: [Parameter], body: [StatementNode]) {
        self.name = name
        self.parameters = parameters
        self.body = body
    }

    /// How a call is written, for messages: `maxSize(subviews:)`.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

extension InterpreterContext {
    /// The function `name` called with `count` arguments, or the error for such a call.
    func function(named name: String, arguments count: Int) throws(EvaluationError) -> FunctionNode {
        guard let function = functions[name] else {
            throw EvaluationError("'\(name)' is a layout's function and can be called only inside that layout")
        }
        guard count == function.parameters.count else {
            throw EvaluationError("\(function.signature) takes \(function.parameters.count) arguments, got \(count)")
        }
        return function
    }

    /// Calls a function with its arguments' values: it sees its parameters and the running
    /// layout's properties, not the caller's locals (or states). One step, one call deeper.
    func call(_ function: FunctionNode, _ values: [Value]) throws(EvaluationError) -> Value {
        let properties = layout?.properties ?? [:]
        let compiled = compiledFunctions[function.name] ?? CompiledLayout.compile(function, properties: properties.keys.sorted())
        var locals = properties
        for (parameter, value) in zip(function.parameters, values) { locals[parameter.name] = value }
        return try nested("function '\(function.name)'") { () throws(EvaluationError) -> Value in
            try step()
            let machine = compiled.machine(locals: locals, context: self)
            try compiled.run(machine)
            return machine.returnedValue ?? .tuple([])
        }
    }
}
