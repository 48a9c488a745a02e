import ViewLayout

/// The live tree after body evaluation and layout: the engine's layout arena plus, for
/// each of its nodes (by tag), where it came from, so the shell can show and address it.
public struct Resolution: Sendable {
    public var layout: LayoutTree
    /// Indexed by the layout node's tag.
    public var entries: [ResolvedEntry]
    /// Body-evaluation problems (a text whose value cannot be computed, a foreach over a
    /// number …), as `address: message`. The shell refuses to show a layout that has any.
    public var problems: [String]
    public var size: Size
    /// Notes for the user that are not problems (an unconfirmed metric and the option that
    /// sets it, §16), each once; `layout` and `why` print them.
    public var notes: [String] = []
    /// The bodies this resolution evaluated (their addresses), for traces and tests.
    public var evaluatedBodies: [String] = []

    public func entry(_ id: LayoutNodeID) -> ResolvedEntry { entries[Int(layout.tag(of: id))] }

    /// The layout nodes of one address, outermost modifier first, the view itself last.
    public func nodes(at address: String) -> [LayoutNodeID] {
        preorder().filter { entry($0).address == address }
    }

    /// Nodes in tree order (pre-order) from `start`, or from the root.
    public func preorder(from start: LayoutNodeID? = nil) -> [LayoutNodeID] {
        var result: [LayoutNodeID] = []
        var pending = (start ?? layout.root).map { [$0] } ?? []
        while let id = pending.popLast() {
            result.append(id)
            pending += layout.children(of: id).reversed()
        }
        return result
    }

    /// Every address that has layout nodes, in tree order (for "did you mean").
    public var addresses: [String] {
        var seen = Set<String>()
        return preorder().map { entry($0).address }.filter { seen.insert($0).inserted }
    }
}

/// Where a layout node came from.
public struct ResolvedEntry: Sendable, Equatable {
    /// `0.1`, `0.1.bg` (a background's content), `0.0.0[2]` (element 2 of a foreach),
    /// `0.1.0` (the body of the user view at 0.1).
    public var address: String
    /// `text "Brew"` (evaluated), `vstack(spacing: 4)`, `.padding(8)`.
    public var label: String
    public var isModifier: Bool
    /// Nesting of views (modifiers share their view's depth).
    public var depth: Int
    /// The declared node it was built from.
    public var declared: NodeID?
    /// What the node does for data flow (writers, readers, actions).
    public var role: NodeRole = .none
    /// The top node of a `foreach` element or an `if` branch: contributes the key's default
    /// when its content writes nothing (§4.2, option dynamicSlotsInjectDefault).
    public var isDynamicSlot = false
    /// The environment the view sees (views only; modifiers share their view's).
    public var environment: EnvironmentValues?
    /// How pictures draw it (views only).
    public var drawing: Drawing?
}

/// A layout node's part in data flow (§4, §6, §8.7, §8.8).
public enum NodeRole: Sendable, Equatable {
    case none
    /// `.preference(key:value:)`: outputs only this value for the key (§4.3).
    case preferenceWriter(key: String, value: Value)
    /// `.transformPreference(K) { value in … }`: the subtree's value, or the default (§4.3).
    case preferenceTransform(key: String, closure: ClosureNode, scope: [String: Value])
    /// `.onPreferenceChange(K) { v in … }`: an action run after the update (§4.4).
    case preferenceAction(key: String, closure: ClosureNode, scope: [String: Value])
    /// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: content built from the value.
    case preferenceValueReader(key: String)
    /// `.onGeometryChange(for:) { proxy in … } action: { … }` (§2.11).
    case geometryAction(transform: Expression, parameter: String?, action: ClosureNode, scope: [String: Value])
    /// `.onChange(of: value) { old, new in … }`: the value as this body evaluation saw it.
    /// `typeName` is the watched state's declared type (`Int`), for SwiftUI's warning text.
    case changeAction(value: Value, typeName: String?, action: ClosureNode, initial: Bool, scope: [String: Value])
    /// `.anchorPreference(key:value:transform:)` before layout: becomes a `preferenceWriter` of
    /// `transform(anchor)` once the node's frame is known (§10.1 rule 9).
    case anchorWriter(key: String, source: Value, transform: ClosureNode?, scope: [String: Value])
    /// `.transformAnchorPreference(key:value:transform:)` before layout: becomes a
    /// `preferenceTransform` with the anchor bound to the closure's second parameter.
    case anchorTransform(key: String, source: Value, transform: ClosureNode, scope: [String: Value])
    /// `.coordinateSpace(name:)`: a named space for the geometry readers below (§10.2).
    case coordinateSpace(name: Value)
    /// `.onAppear { … }` / `.onDisappear { … }`: run by the frame loop after the update in
    /// which the view first exists / no longer exists (§18.4).
    case appearAction(closure: ClosureNode, scope: [String: Value])
    case disappearAction(closure: ClosureNode, scope: [String: Value])
    /// A Button: `tap` runs its action (§16.1).
    case tapAction(closure: ClosureNode, scope: [String: Value])
    /// A Toggle: `tap` flips the state behind its binding (§16.2).
    case tapToggle(state: String)
}
