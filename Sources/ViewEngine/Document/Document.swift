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

    /// The meter for an evaluation whose result the session keeps (a `set`, a state's initial
    /// value, an action, a geometry or stepper event): its `UUID()`s count on from the session's
    /// count. `keepUUIDs(of:)` then stores where it ended — only once what was evaluated is kept,
    /// never after a failure (a failed command changes nothing). Every such entry point uses the
    /// pair, so no `UUID()` is made twice (§18.17).
    public func uuidCountingWork() -> EvaluationWork {
        EvaluationWork(uuidsMade: uuidsMade)
    }

    /// Keeps the count of `UUID()`s a meter from `uuidCountingWork()` reached.
    public mutating func keepUUIDs(of work: EvaluationWork) {
        uuidsMade = work.uuidsMade
    }

    public static let defaultProposal = ProposedSize(width: 390, height: 844)

    public init() {}
}
