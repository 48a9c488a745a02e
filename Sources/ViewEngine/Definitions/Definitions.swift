/// The named things a session knows: preference keys, states, environment keys,
/// alignments, modifiers and views. One namespace: a name belongs to one kind at a time;
/// redefining a name of the same kind replaces it (the prelude's included).
public struct Definitions: Sendable, Equatable {
    public private(set) var entries: [String: Definition] = [:]
    /// Names in the order they were first defined (for `defs` and `save`).
    public private(set) var order: [String] = []
    /// The custom layouts that used up their steps in the command running: one per session,
    /// shared by every copy of its definitions (its undo history, its passes). A session starts
    /// from the prelude's shared document, so `Session.init` gives it its own: with one shared
    /// by all sessions, one session's command cleared another's mid-command (a test that failed
    /// only when the suite ran in parallel).
    public var layoutExhaustions = LayoutExhaustions()

    public init() {}

    public subscript(name: String) -> Definition? { entries[name] }

    public mutating func define(_ definition: Definition) {
        if entries[definition.name] == nil { order.append(definition.name) }
        entries[definition.name] = definition
    }

    public var all: [Definition] { order.compactMap { entries[$0] } }

    public func names(of kind: Definition.Kind) -> [String] {
        order.filter { entries[$0]?.kind == kind }
    }

    public func key(_ name: String) -> PreferenceKeyDefinition? {
        if case .key(let key)? = entries[name] { return key }
        return nil
    }

    public func state(_ name: String) -> StateDefinition? {
        if case .state(let state)? = entries[name] { return state }
        return nil
    }

    public func view(_ name: String) -> ViewDefinition? {
        if case .view(let view)? = entries[name] { return view }
        return nil
    }

    public func modifier(_ name: String) -> ModifierDefinition? {
        if case .modifier(let modifier)? = entries[name] { return modifier }
        return nil
    }

    public func layout(_ name: String) -> LayoutDefinition? {
        if case .layout(let layout)? = entries[name] { return layout }
        return nil
    }
}

public enum Definition: Sendable, Equatable {
    case key(PreferenceKeyDefinition)
    case state(StateDefinition)
    case envkey(EnvironmentKeyDefinition)
    case alignment(AlignmentDefinition)
    case modifier(ModifierDefinition)
    case view(ViewDefinition)
    case layout(LayoutDefinition)

    public enum Kind: String, Sendable, CaseIterable {
        case key, state, envkey, alignment, modifier, view, layout

        /// How `defs` and messages call the kind.
        public var noun: String {
            switch self {
            case .key: return "preference key"
            case .state: return "state"
            case .envkey: return "environment key"
            case .alignment: return "alignment"
            case .modifier: return "modifier"
            case .view: return "view"
            case .layout: return "layout"
            }
        }
    }

    public var kind: Kind {
        switch self {
        case .key: return .key
        case .state: return .state
        case .envkey: return .envkey
        case .alignment: return .alignment
        case .modifier: return .modifier
        case .view: return .view
        case .layout: return .layout
        }
    }

    public var common: DefinitionCommon {
        switch self {
        case .key(let d): return d.common
        case .state(let d): return d.common
        case .envkey(let d): return d.common
        case .alignment(let d): return d.common
        case .modifier(let d): return d.common
        case .view(let d): return d.common
        case .layout(let d): return d.common
        }
    }

    public var name: String { common.name }
}

/// What every definition has: its name, its canonical source (for `defs` and `save`),
/// and whether it came from the prelude unchanged.
public struct DefinitionCommon: Sendable, Equatable {
    public var name: String
    public var source: String
    public var isPrelude: Bool
    public init(name: String, source: String, isPrelude: Bool) {
        self.name = name
        self.source = source
        self.isPrelude = isPrelude
    }
}

/// The named reducers of `key … reduce NAME`.
public enum NamedReducer: String, Sendable, CaseIterable {
    case max, min, sum, first, last, append, or, and
}

public enum Reducer: Sendable, Equatable {
    case named(NamedReducer)
    /// `{ value in value = max(value, nextValue()) }`: `value` is inout, `nextValue()` lazy.
    case body(ClosureNode)
}

public struct PreferenceKeyDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var type: String?
    public var defaultValue: Value
    public var reducer: Reducer
    public init(common: DefinitionCommon, type: String?, defaultValue: Value, reducer: Reducer) {
        self.common = common
        self.type = type
        self.defaultValue = defaultValue
        self.reducer = reducer
    }
}

public struct StateDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var type: String?
    public var initialValue: Value
    public init(common: DefinitionCommon, type: String?, initialValue: Value) {
        self.common = common
        self.type = type
        self.initialValue = initialValue
    }
}

public struct EnvironmentKeyDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var type: String?
    public var defaultValue: Value
    public init(common: DefinitionCommon, type: String?, defaultValue: Value) {
        self.common = common
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct AlignmentDefinition: Sendable, Equatable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public var common: DefinitionCommon
    public var axis: Axis
    /// `{ d in d[.leading] }`. SwiftUI requires a default; when it is left out the shell
    /// uses the axis's leading/top edge.
    public var defaultValue: ClosureNode
    public init(common: DefinitionCommon, axis: Axis, defaultValue: ClosureNode) {
        self.common = common
        self.axis = axis
        self.defaultValue = defaultValue
    }
}

/// A parameter of a user view or modifier.
public struct ParameterDefinition: Sendable, Equatable {
    public var name: String
    public var type: String?
    public var defaultValue: Expression?
    public var isBinding: Bool { type?.hasPrefix("Binding") ?? false }
    /// `scheme: Environment<ColorScheme> = \.colorScheme`, SwiftUI's `@Environment(\.colorScheme)
    /// var scheme`: the key whose value the parameter holds where the view sits (§5 rule 4); no
    /// argument gives it. The lowerer reads it from the syntax (`ParameterSyntax.environmentKey`).
    public var environmentKey: String?
    public init(name: String, type: String?, defaultValue: Expression?, environmentKey: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.environmentKey = environmentKey
    }
}

public struct ModifierDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var parameters: [ParameterDefinition]
    /// The modifiers it stands for; their view arguments are template nodes in the arena.
    public var body: [ModifierNode]
    /// Canonical source of the body, shown where the modifier is used (`tree`).
    public var bodySource: String
    public init(common: DefinitionCommon, parameters: [ParameterDefinition], body: [ModifierNode], bodySource: String) {
        self.common = common
        self.parameters = parameters
        self.body = body
        self.bodySource = bodySource
    }
}

public struct ViewDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var parameters: [ParameterDefinition]
    /// The body: a template node in the arena.
    public var body: NodeID
    /// Canonical source of the body, shown where the view is used (`tree`).
    public var bodySource: String
    public init(common: DefinitionCommon, parameters: [ParameterDefinition], body: NodeID, bodySource: String) {
        self.common = common
        self.parameters = parameters
        self.body = body
        self.bodySource = bodySource
    }
}
