import ViewLayout

/// One step of a preference reduction, as `prefs` shows it (§4.2).
public enum PreferenceEvent: Sendable, Equatable {
    /// `.preference(key:value:)` wrote a value (hiding whatever its subtree wrote, §4.3).
    case wrote(node: LayoutNodeID, key: String, value: Value)
    /// `.transformPreference` changed the subtree's value (or the default when nothing was written).
    case transformed(node: LayoutNodeID, key: String, from: Value, fromDefault: Bool, to: Value)
    /// A `foreach` element or `if` branch whose content wrote nothing contributes the default.
    case injectedDefault(node: LayoutNodeID, key: String, value: Value)
    /// `reduce(value: &value, nextValue:)` in a container, in tree order.
    case reduced(container: LayoutNodeID, key: String, value: Value, next: Value, nextFrom: LayoutNodeID, result: Value)
    /// A reduce call that never asked for `nextValue()`: that subtree was never computed.
    case notAsked(container: LayoutNodeID, key: String, value: Value, skipped: LayoutNodeID)
    /// A container with several contributors passes up their combination.
    case passedUp(node: LayoutNodeID, key: String, value: Value)
}
