import ViewLayout

/// One built-in modifier: its overloads (checked, completed and suggested from them), help,
/// and what it does — a layout node of its own, an environment value, or something the
/// resolver builds itself (content views, data flow). A new modifier is one of these plus,
/// when its layout is new, one layout rule in `ViewLayout`.
public struct ModifierInfo: Sendable {
    public var name: String
    /// Tried in order; the first that fits the written arguments wins.
    public var overloads: [Signature]
    public var summary: String
    public var example: String
    public var effect: ModifierEffect

    public init(name: String, overloads: [Signature], summary: String, example: String, effect: ModifierEffect = .none) {
        self.name = name
        self.overloads = overloads
        self.summary = summary
        self.example = example
        self.effect = effect
    }
}

/// What a modifier does when its view's body is evaluated.
public enum ModifierEffect: Sendable {
    /// No layout effect: the node only forwards (drawing, identity, data flow the resolver
    /// reads from the node's role). `layout` still lists it, as SwiftUI gives it a node.
    case none
    /// A layout node of its own around the content (§8.2), from the evaluated arguments.
    case layout(@Sendable (inout EvaluatedArguments) -> LayoutNode.Kind)
    /// A layout node whose subviews are the modified view and then the modifier's `content`
    /// views (several in an implicit ZStack), addressed `<view>.<suffix>` (`.safeAreaInset`).
    case layoutWithContent(suffix: String, @Sendable (inout EvaluatedArguments) -> LayoutNode.Kind)
    /// Sets the environment value `key` to the argument `argument` for the content (§5).
    case environment(key: String, argument: String)
    /// Sets the environment value `key` for the content to what the function makes of the
    /// evaluated arguments and the inherited value (`.contentMargins` merges edges, §13.1).
    case transformsEnvironment(key: String, @Sendable (inout EvaluatedArguments, Value) -> Value)
    /// Built by the resolver itself: content views (background, overlay, preference-value
    /// readers), alignment guides, environment writers with their own logic.
    case resolver
    /// Restyles the shape it is written on (`.fill`, `.stroke`): no layout effect; the closure
    /// edits `arguments.drawing`, which holds the shape's drawing so far, and
    /// `arguments.modifierNames` lists the modifiers written before this one. Only after a
    /// shape, or after another restyling modifier (the shell refuses it elsewhere, as Swift's
    /// type checker does).
    case shapeStyle(@Sendable (inout EvaluatedArguments) -> Void)
    /// Draws something on the modifier's own frame (`.border`): no layout effect; the closure
    /// sets `arguments.drawing` for the modifier's node, so `.padding(4).border(…)` borders the
    /// padded frame.
    case decoration(@Sendable (inout EvaluatedArguments) -> Void)
}

public enum ModifierCatalog {
    public static func info(_ name: String) -> ModifierInfo? { byName[name] }
    public static var names: [String] { all.map(\.name) }

    static let byName: [String: ModifierInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    typealias P = Signature.Parameter
    typealias C = Signature.ClosureParameter

    public static let all: [ModifierInfo] = layout + alignment + window + preferences + environment + misc + drawing + controls
        + containers
}
