import ViewLayout

/// A built-in view's or modifier's arguments as its catalogue entry reads them while the body
/// is evaluated: each is evaluated on first use against the state, the closure parameters in
/// scope and the environment, and every problem (NaN, a string where a number goes) is kept
/// for the resolver to report against the node. Entries also say how the node reads in
/// `layout` (`label`) and how it is drawn (`drawing`).
public struct EvaluatedArguments {
    let stored: [String: ModifierArgument]
    let scope: EvaluationScope
    /// The environment the view (or the modifier's content) sees.
    public let environment: EnvironmentValues
    let guides: GuideRegistry
    /// The names of the modifiers written on the view (an image reads `.resizable`).
    public let modifierNames: [String]
    /// How the node reads in `layout`, `tree` and pictures; starts as the canonical source.
    public var label: String
    /// How `render`, `export svg` and the page draw the node.
    public var drawing: Drawing?
    public private(set) var problems: [String] = []

    init(stored: [String: ModifierArgument], scope: EvaluationScope, environment: EnvironmentValues, guides: GuideRegistry,
         modifierNames: [String], label: String) {
        self.stored = stored
        self.scope = scope
        self.environment = environment
        self.guides = guides
        self.modifierNames = modifierNames
        self.label = label
    }

    public mutating func problem(_ message: String) {
        if !problems.contains(message) { problems.append(message) }
    }

    /// Whether the argument was written.
    public func has(_ name: String) -> Bool { stored[name] != nil }

    /// Whether the argument was written as a constant (its canonical source shows its value).
    public func isLiteral(_ name: String) -> Bool {
        if case .expression(.literal)? = stored[name] { return true }
        return false
    }

    /// The argument's value; nil when it was not written (or could not be evaluated: reported).
    public mutating func value(_ name: String) -> Value? {
        switch stored[name] {
        case .expression(let expression)?:
            do throws(EvaluationError) {
                return try Evaluator.evaluate(expression, in: scope)
            } catch {
                problem(error.message)
                return nil
            }
        case .guide(let symbol)?: return .symbol(symbol)
        case .name(let name)?: return .string(name)
        default: return nil
        }
    }

    /// A length or a count: nil when not written or `nil`; NaN and non-numbers are problems.
    public mutating func number(_ name: String) -> Double? {
        guard let value = value(name) else { return nil }
        switch value {
        case .number(let n):
            if n.isNaN {
                problem("NaN is not a size")
                return nil
            }
            return n
        case .none:
            return nil
        default:
            problem("expected a number, got \(value.kindName) (\(value))")
            return nil
        }
    }

    public mutating func bool(_ name: String) -> Bool? {
        guard let value = value(name) else { return nil }
        if case .bool(let b) = value { return b }
        if value != .none { problem("expected true or false, got \(value)") }
        return nil
    }

    /// A string as `text` shows it: interpolated values print as Swift would.
    public mutating func string(_ name: String) -> String? {
        value(name).map(\.interpolated)
    }

    /// `.leading`, `.fit`: the member's name.
    public mutating func symbol(_ name: String) -> String? {
        if case .symbol(let symbol)? = value(name) { return symbol }
        return nil
    }

    /// A frame-style alignment (`.topLeading`): nil when not written.
    public mutating func alignment(_ name: String) -> Alignment? {
        guard let symbol = symbol(name) else { return nil }
        return Alignment(named: symbol)
    }

    /// A stack's alignment: a guide on `axis` (built-in or a custom alignment).
    public mutating func guide(_ name: String, axis: Axis) -> AlignmentGuide? {
        guard let value = value(name) else { return nil }
        guard case .symbol(let symbol) = value else {
            problem("an alignment is a name such as .leading, got \(value)")
            return nil
        }
        let found = AlignmentGuide(named: symbol, axis: axis, guides: guides)
        if found.axis != axis {
            problem("'.\(symbol)' is a \(found.axis == .horizontal ? "horizontal" : "vertical") alignment; "
                    + "this stack aligns on the other axis")
            return nil
        }
        return found
    }

    /// A set of edges (`.top`, `.horizontal`, `[.top, .leading]`); nil when not written.
    public mutating func edges(_ name: String) -> EdgeSet? {
        guard let value = value(name) else { return nil }
        let names: [String]
        switch value {
        case .symbol(let name): names = [name]
        case .list(let items): names = items.compactMap { if case .symbol(let n) = $0 { n } else { nil } }
        default: names = []
        }
        return names.reduce(into: EdgeSet()) { set, name in set.formUnion(EdgeSet(named: name) ?? []) }
    }

    /// A set of axes (`.horizontal`, `[.horizontal, .vertical]`); nil when not written.
    public mutating func axes(_ name: String) -> Set<Axis>? {
        guard let value = value(name) else { return nil }
        let names: [String]
        switch value {
        case .symbol(let name): names = [name]
        case .list(let items): names = items.compactMap { if case .symbol(let n) = $0 { n } else { nil } }
        default: names = []
        }
        return Set(names.compactMap { $0 == "horizontal" ? .horizontal : $0 == "vertical" ? .vertical : nil })
    }

    /// A count (`count: 4`): a whole number from 1 to `limit`; nil (with a problem) otherwise.
    public mutating func count(_ name: String, limit: Int = 10_000) -> Int? {
        guard let n = number(name) else { return nil }
        guard n.isFinite, n >= 1, n <= Double(limit), n == n.rounded() else {
            problem("'\(name)' must be a whole number from 1 to \(limit), got \(Value.format(n))")
            return nil
        }
        return Int(n)
    }

    /// The closure argument `name` as a function of its parameters, evaluated against the
    /// state as it is now (a closure such as `{ length, axis in length / 3 }`); nil when not
    /// written or not a single expression. A value that is not a number gives nil.
    public func numberFunction(_ name: String) -> (@Sendable ([Value]) -> Double?)? {
        guard case .closure(let closure)? = stored[name], let result = closure.resultExpression else { return nil }
        let states = scope.states, locals = scope.locals, parameters = closure.parameters
        return { arguments in
            var inner = locals
            var shorthands: [Value] = []
            if parameters.isEmpty { shorthands = arguments } else {
                for (parameter, argument) in zip(parameters, arguments) { inner[parameter] = argument }
            }
            let scope = EvaluationScope(states: states, locals: inner, shorthands: shorthands)
            return (try? Evaluator.evaluate(result, in: scope))?.number
        }
    }

    /// The colour a shape is filled with by default: the environment's foreground style
    /// (`.foregroundStyle(.red)`), else `primary`.
    public var foregroundColour: String {
        if case .symbol(let name) = environment["foregroundStyle"] { return name }
        return "primary"
    }

    /// Text metrics from the environment: font scale (§8.1 table), lineLimit, truncationMode.
    public var textStyle: TextStyle {
        var lineLimit: Int?
        if case .number(let n) = environment["lineLimit"], n.isFinite, n >= 1 { lineLimit = Int(min(n, 1_000_000)) }
        var truncation = TruncationMode.tail
        if case .symbol(let mode) = environment["truncationMode"] {
            truncation = mode == "head" ? .head : mode == "middle" ? .middle : .tail
        }
        return TextStyle(fontScale: environment.fontScale, lineLimit: lineLimit, truncationMode: truncation)
    }
}

/// How a view is drawn by `render`, `export svg` and the page (layout never reads it).
public struct Drawing: Sendable, Equatable {
    public enum Shape: Sendable, Equatable {
        case rectangle
        case circle
        case ellipse
        case capsule
        case roundedRectangle(cornerRadius: Double)
        case text
        case image
        case line
    }

    public var shape: Shape
    /// A colour name (`red`, `clear`, `accentColor`) or nil for the view's default.
    public var fill: String?

    public init(_ shape: Shape, fill: String? = nil) {
        self.shape = shape
        self.fill = fill
    }
}

extension Alignment {
    /// `.topLeading`, `.center` …: a frame, overlay or zstack alignment by name.
    public init?(named name: String) {
        switch name {
        case "center": self = .center
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "top": self = .top
        case "bottom": self = .bottom
        case "topLeading": self = .topLeading
        case "topTrailing": self = .topTrailing
        case "bottomLeading": self = .bottomLeading
        case "bottomTrailing": self = .bottomTrailing
        case "centerFirstTextBaseline": self = .centerFirstTextBaseline
        case "centerLastTextBaseline": self = .centerLastTextBaseline
        case "leadingFirstTextBaseline": self = .leadingFirstTextBaseline
        case "leadingLastTextBaseline": self = .leadingLastTextBaseline
        case "trailingFirstTextBaseline": self = .trailingFirstTextBaseline
        case "trailingLastTextBaseline": self = .trailingLastTextBaseline
        default: return nil
        }
    }
}

extension AlignmentGuide {
    /// A guide by name: built-in or custom; `.center` on `axis`.
    init(named name: String, axis: Axis?, guides: GuideRegistry) {
        switch name {
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "top": self = .top
        case "bottom": self = .bottom
        case "firstTextBaseline": self = .firstTextBaseline
        case "lastTextBaseline": self = .lastTextBaseline
        case "center": self = axis == .vertical ? .verticalCenter : .horizontalCenter
        default: self = guides.guide(named: name) ?? .horizontalCenter
        }
    }
}
