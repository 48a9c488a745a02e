/// A node's stable identity in the arena. Edits never renumber existing nodes.
public struct NodeID: Hashable, Sendable, Comparable {
    public let raw: Int32
    public init(_ raw: Int32) { self.raw = raw }
    public static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
}

/// A view as the user declared it: its kind with unevaluated arguments (they may read
/// state), its modifiers in order, and its children (`< … >`, or the content of
/// `geometry`, `foreach` and `if`). Body evaluation turns these into concrete views.
public struct ViewNode: Sendable, Equatable {
    public var kind: ViewKind
    public var modifiers: [ModifierNode]
    public var children: [NodeID]
    /// The node whose `children` (or whose modifier's view argument) holds this one.
    public var parent: NodeID?
    /// Canonical source of the view itself, without modifiers (`text "Brew"`,
    /// `vstack(spacing: 4)`), for `tree` and `save`.
    public var head: String

    public init(kind: ViewKind, modifiers: [ModifierNode] = [], children: [NodeID] = [], head: String) {
        self.kind = kind
        self.modifiers = modifiers
        self.children = children
        self.parent = nil
        self.head = head
    }

    /// The `.id(name)` given to this node, if any (the last one wins, as in SwiftUI).
    public var idName: String? {
        for modifier in modifiers.reversed() where modifier.name == "id" {
            if case .name(let name)? = modifier.argument("id") { return name }
        }
        return nil
    }
}

public enum ViewKind: Sendable, Equatable {
    /// A view of the catalogue (`ViewCatalog`), its arguments stored under its signature's
    /// parameter names (`text "x"` → content; `vstack(spacing: 4)` → spacing; a button's
    /// action closure → action). Its children, if it takes any, are the node's children;
    /// view-valued arguments (`label(title: …, icon: …)`) are stored as `.view` and built as parts.
    case builtin(String, arguments: [String: ModifierArgument])
    /// GeometryReader; its children are the content, built with `proxy` bound.
    case geometry(parameter: String)
    /// Its children are the template, instantiated once per element.
    case foreach(data: Expression, parameters: [String])
    /// Children = then-branch (`thenCount` of them) followed by the else-branch.
    case conditional(condition: Expression, thenCount: Int, hasElse: Bool)
    /// A user-defined view, expanded from its definition at body evaluation.
    case custom(name: String, arguments: [String: Value.ArgumentSource])

    /// EmptyView.
    public static var empty: ViewKind { .builtin("empty", arguments: [:]) }

    /// The word `tree` shows for the kind.
    public var keyword: String {
        switch self {
        case .builtin(let keyword, _): return keyword
        case .geometry: return "geometry"
        case .foreach: return "foreach"
        case .conditional: return "if"
        case .custom(let name, _): return name
        }
    }

    /// Whether `< children >` (or content) can be added to a view of this kind.
    public var takesChildren: Bool {
        switch self {
        case .builtin(let keyword, _): return ViewCatalog.info(keyword)?.takesChildren ?? false
        case .geometry, .foreach, .conditional: return true
        case .custom: return false
        }
    }
}

extension Value {
    /// An argument to a user view: an expression, or a binding to a state (`$tallest`).
    public enum ArgumentSource: Sendable, Equatable {
        case expression(Expression)
        case binding(String)
        case view(NodeID)
    }
}

/// A modifier as declared, its arguments stored under the signature's parameter names
/// (`.padding(.horizontal, 8)` → edges, length) so later stages need no label logic.
public struct ModifierNode: Sendable, Equatable {
    public var name: String
    /// True for user-defined modifiers (`.readHeight`), expanded from the definition.
    public var isCustom: Bool
    public var arguments: [(name: String, value: ModifierArgument)]
    /// Canonical source (`.frame(minHeight: tallestChild)`), for `tree` and `save`.
    public var source: String

    public init(name: String, isCustom: Bool, arguments: [(name: String, value: ModifierArgument)], source: String) {
        self.name = name
        self.isCustom = isCustom
        self.arguments = arguments
        self.source = source
    }

    public func argument(_ name: String) -> ModifierArgument? {
        arguments.first { $0.name == name }?.value
    }

    public static func == (a: ModifierNode, b: ModifierNode) -> Bool {
        a.name == b.name && a.isCustom == b.isCustom && a.source == b.source
            && a.arguments.map(\.name) == b.arguments.map(\.name)
            && a.arguments.map(\.value) == b.arguments.map(\.value)
    }
}

public enum ModifierArgument: Sendable, Equatable {
    case expression(Expression)
    /// A view argument; the node lives in the arena with this modifier's view as parent.
    case view(NodeID)
    /// An action, reduce-like or value closure.
    case closure(ClosureNode)
    /// A closure that builds views (`overlayPreferenceValue(K) { v in … }`).
    case viewClosure(parameters: [String], content: [NodeID])
    /// A preference key (`HeightKey`).
    case key(String)
    /// An alignment guide (`.leading`, `.valueColumn`) or frame alignment (`.topLeading`).
    case guide(String)
    /// An environment key path (`\.font`).
    case keyPath([String])
    /// `.id(title)`
    case name(String)
}
