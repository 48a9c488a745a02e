import ViewLayout

/// A built-in view's or modifier's arguments as its catalogue entry reads them while the body
/// is evaluated: each is evaluated on first use against the state, the closure parameters in
/// scope and the environment, and every problem (NaN, a string where a number goes) is kept
/// for the resolver to report against the node. Entries also say how the node reads in
/// `layout` (`label`) and how it is drawn (`drawing`).
/// What the arguments of every view in one body evaluation share: the custom alignment guides
/// and the layout options in effect.
final class EvaluationShared: Sendable {
    let guides: GuideRegistry
    let options: LayoutOptions

    init(guides: GuideRegistry, options: LayoutOptions) {
        self.guides = guides
        self.options = options
    }
}

public struct EvaluatedArguments {
    let stored: [String: ModifierArgument]
    let scope: EvaluationScope
    /// The environment the view (or the modifier's content) sees.
    public let environment: EnvironmentValues
    /// The guides and options every view of an evaluation shares (one reference, not three arrays
    /// and the options' 200 bytes copied for each view).
    let shared: EvaluationShared
    var guides: GuideRegistry { shared.guides }
    /// The names of the modifiers written on the view (an image reads `.resizable`).
    public let modifierNames: [String]
    /// How the node reads in `layout`, `tree` and pictures; starts as the canonical source.
    public var label: String {
        get { textLabel.map(ResolvedEntry.textLabel) ?? storedLabel }
        set {
            storedLabel = newValue
            textLabel = nil
        }
    }
    private var storedLabel: String
    /// Set (`labelText(_:)`): the label is `text` and this string quoted, made only when read.
    public private(set) var textLabel: String?
    /// How `render`, `export svg` and the page draw the node.
    public var drawing: Drawing?
    /// The layout options in effect (a control's unconfirmed metrics are options, §19).
    public var options: LayoutOptions { shared.options }
    public private(set) var problems: [String] = []
    /// Things the user should know about the result that are not errors — chiefly that a
    /// metric is unconfirmed and which option sets it. `layout` and `why` print each once.
    public private(set) var notes: [String] = []
    /// Views the entry builds from its arguments rather than from written children: a
    /// control's title as its Text label, a Label's icon, a Toggle's switch. They become the
    /// node's children after the written ones, at the address `<view>.<name>` (`0.label`).
    public private(set) var parts: [Part] = []
    /// What `tap` does to the view (a Button runs its action, a Toggle flips its binding).
    public var tap: TapResponse?
    /// A user modifier the resolver applies to the view's label (its children and parts): a
    /// button under `.buttonStyle(Pill())`, whose style is the modifier `Pill` (§16.1 rule 6).
    public var labelModifier: (name: String, arguments: [Value.Field])?
    /// The session's definitions, for a view whose layout is a value (`anylayout`, a custom layout).
    public internal(set) var definitions: Definitions?

    public struct Part: Sendable {
        public var name: String
        public var content: Content
        public var label: String
        public var drawing: Drawing?
        /// A text style the part's views are given unless they set their own (a List section's
        /// header and footer are shown in the footnote style, §13.3 rule 6).
        public var font: String?
        /// A text case the part's views are given (a grouped list's section header is upper-cased, §13.3 rule 6).
        public var textCase: String?

        public enum Content: Sendable {
            /// A layout node the entry makes (a title's Text, a switch).
            case built(LayoutNode.Kind)
            /// The view written for the view argument of that name (`label(title: …, icon: …)`).
            case viewArgument(String)
        }
    }

    init(stored: [String: ModifierArgument], scope: EvaluationScope, environment: EnvironmentValues, shared: EvaluationShared,
         modifierNames: [String], label: String) {
        self.stored = stored
        self.scope = scope
        self.environment = environment
        self.shared = shared
        self.modifierNames = modifierNames
        self.storedLabel = label
    }

    /// The label of a Text showing `string` (`text "…"`), made only when it is read: a 100,000-row
    /// list's labels are read for the rows printed, not built for every row evaluated.
    public mutating func labelText(_ string: String) {
        textLabel = string
    }

    public mutating func problem(_ message: String) {
        if !problems.contains(message) { problems.append(message) }
    }

    public mutating func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Adds a part: a view built from the arguments (see `parts`).
    public mutating func addPart(_ name: String, _ kind: LayoutNode.Kind, label: String, drawing: Drawing? = nil) {
        parts.append(Part(name: name, content: .built(kind), label: label, drawing: drawing))
    }

    /// Adds the view written for a view argument as a part, at `<view>.<argument>`.
    public mutating func addViewArgumentPart(_ argument: String, font: String? = nil, textCase: String? = nil) {
        parts.append(Part(name: argument, content: .viewArgument(argument), label: argument, font: font, textCase: textCase))
    }

    /// A part showing `string` as a Text in the view's font (a control's title), in the
    /// environment's text case (§13.3 rule 6).
    public mutating func addTextPart(_ name: String, _ string: String) {
        let shown = environment.textCased(string)
        addPart(name, .text(shown, textStyle), label: "text " + Value.quote(shown), drawing: Drawing(.text))
    }

    /// A length (a corner radius, a line width): nil when not written; NaN, infinities,
    /// negative numbers and non-numbers are problems (constants were refused when written).
    public mutating func length(_ name: String) -> Double? {
        guard let value = value(name) else { return nil }
        switch value {
        case .number(let n) where n.isFinite && n >= 0: return n
        case .none: return nil
        case .number(let n):
            problem("'\(name)' must be a length of 0 or more, got \(n.isNaN ? "NaN" : n.isInfinite ? "infinity" : formatLength(n))")
            return nil
        default:
            problem("'\(name)' must be a length of 0 or more, got \(value.kindName) (\(value))")
            return nil
        }
    }

    /// The state a binding argument (`$isOn`, or a binding parameter passed on) refers to.
    public mutating func boundState(_ name: String) -> String? {
        if case .expression(.local(let local))? = stored[name], case .binding(let state)? = scope.locals[local] { return state }
        guard let value = value(name) else { return nil }
        if case .binding(let state) = value { return state }
        problem("'\(name)' must be a binding to a state, got \(value.kindName)")
        return nil
    }

    /// The current value of the state a binding argument refers to.
    public mutating func boundValue(_ name: String) -> Value? {
        guard let path = boundState(name) else { return nil }
        do throws(EvaluationError) {
            return try BindingPath.reading(path, in: scope.states)
        } catch {
            problem("'\(name)' is bound to $\(BindingPath.describe(path)): \(error.message)")
            return nil
        }
    }

    /// A colour argument as a name (`red`, `accentColor`), or its value as text.
    public mutating func colour(_ name: String) -> String? {
        switch value(name) {
        case .symbol(let colour)?: return colour
        case .none?, nil: return nil
        case let value?: return value.interpolated
        }
    }

    /// Whether a closure argument was written (a Button's action).
    public func hasClosure(_ name: String) -> Bool {
        if case .closure? = stored[name] { return true }
        return false
    }

    /// Whether the argument was written.
    public func has(_ name: String) -> Bool { stored[name] != nil }

    /// How many dates evaluation has shown in `.relative`, `.offset` or `.timer` style or as a
    /// timer interval (`EvaluationWork.unconfirmedDateStylesShown`): a Text compares it around
    /// its content's evaluation (§18.16).
    public var unconfirmedDateStylesShown: Int { scope.work?.unconfirmedDateStylesShown ?? 0 }

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
            problem("'\(symbol.contains(".") ? symbol : "." + symbol)' is a \(found.axis == .horizontal ? "horizontal" : "vertical") alignment; "
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
        return CheckedInt.exact(n)
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
    public var textStyle: TextStyle { environment.textStyle }
}

/// How a view is drawn by `render`, `export svg` and the page (layout never reads it).
public struct Drawing: Sendable, Equatable {
    public enum Shape: Sendable, Equatable {
        case rectangle
        case circle
        case ellipse
        case capsule
        case roundedRectangle(cornerRadius: Double)
        /// `RoundedRectangle(cornerSize:)`: elliptical corners.
        case roundedCorners(width: Double, height: Double)
        /// `UnevenRoundedRectangle`: one radius per corner.
        case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
        case text
        case image
        case line
    }

    /// A line along the shape's outline (§15 rules 4–5).
    public struct Stroke: Sendable, Equatable {
        public var colour: String
        public var lineWidth: Double
        /// `strokeBorder` and `border`: inset by half the line width, so the line stays inside
        /// the bounds; `stroke` is centred on the outline, half of it outside.
        public var inside: Bool

        public init(colour: String, lineWidth: Double, inside: Bool) {
            self.colour = colour
            self.lineWidth = lineWidth
            self.inside = inside
        }
    }

    public var shape: Shape
    /// A colour name (`red`, `clear`, `accentColor`) or nil for the view's default (a shape
    /// with a stroke and no fill is not filled).
    public var fill: String?
    public var stroke: Stroke?

    public init(_ shape: Shape, fill: String? = nil, stroke: Stroke? = nil) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }

    /// Whether the view is a shape (`.fill` and `.stroke` restyle only shapes).
    public var isShape: Bool {
        switch shape {
        case .text, .image, .line: return false
        default: return true
        }
    }
}

/// What `tap` does to a control.
public enum TapResponse: Sendable, Equatable {
    /// Runs the closure argument of that name (a Button's `action`).
    case runAction(argument: String)
    /// Flips the Bool state behind the binding argument of that name (a Toggle's `isOn`).
    case toggle(argument: String)
    /// A Stepper's buttons: its `value` binding stepped by `step` within `range`, or its
    /// `onIncrement` / `onDecrement` closure run (§16.5).
    case stepper
    /// A Picker's options: the one tapped sets its `selection` binding to its tag (§16.6).
    /// `style`: the picker style the build chose.
    case picker(style: String)
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
    /// A guide by name: built-in or custom; `.center` on `axis`. A name spelled with its type
    /// (`VerticalAlignment.center`, §18.1) takes its axis from the type.
    init(named name: String, axis: Axis?, guides: GuideRegistry) {
        var name = name, axis = axis
        if let dot = name.firstIndex(of: ".") {
            axis = name.hasPrefix("VerticalAlignment") ? .vertical : .horizontal
            name = String(name[name.index(after: dot)...])
        }
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
