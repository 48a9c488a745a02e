import ViewLayout

/// Everything a session's commands can change: the tree (with templates), the
/// definitions, the states' current values, the options and the root proposal. A value
/// type, so a command works on a copy and commits it whole — an error leaves the
/// original untouched — and undo keeps earlier copies.
public struct Document: Sendable, Equatable {
    public var tree = ViewTree()
    public var definitions = Definitions()
    /// Current `@State` values by name.
    public var stateValues: [String: Value] = [:]
    public var options = OptionValues()
    /// The window (`propose WxH`, `device …`): an iPhone-sized 390×844 without insets by default.
    public var window = Window(size: Document.defaultProposal)
    /// The window's size (`propose WxH`).
    public var proposal: ProposedSize {
        get { window.size }
        set { window = Window(size: newValue) }
    }
    /// What the root is proposed: the window's safe area (§17.1).
    public var rootProposal: ProposedSize { window.safeSize }
    /// The render loop's memory between `step-frame`s (§8.8).
    public var frames = FrameState()
    /// How many `UUID()`s the session has made (states' initial values, actions): the next one
    /// counts on from here, so identifiers are fresh and the same in every run (§18.17).
    public var uuidsMade = 0

    public static let defaultProposal = ProposedSize(width: 390, height: 844)

    public init() {}
}
