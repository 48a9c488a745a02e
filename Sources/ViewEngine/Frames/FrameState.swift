import ViewLayout

/// What survives from one frame to the next (§6.3, §8.8): the virtual frame clock, the
/// update seed, each action binder's memory, and state writes waiting for a flush.
public struct FrameState: Sendable, Equatable {
    public var frame = 0
    public var seed = 0
    public var binders: [String: BinderState] = [:]
    public var pendingWrites: [StateWrite] = []
    /// Sizes of the last displayed frame, by address, to report what changed.
    public var lastSizes: [String: Size] = [:]
    /// What each view's body produced last time (its evaluated arguments and modifiers), by
    /// address: SwiftUI re-runs only bodies whose inputs changed (§6.2), so that is what the
    /// trace reports.
    public var lastBodies: [String: Int] = [:]
    /// The `.onAppear` / `.onDisappear` modifiers present after the last update, by address and
    /// source (§18.4): an onAppear runs when its key is new, an onDisappear when its key is gone,
    /// with the closure and scope it had when last seen.
    public var appeared: [String: Appearance] = [:]
    public init() {}
}

/// One `.onAppear` / `.onDisappear` modifier as the frame loop last saw it (§18.4).
public struct Appearance: Sendable, Equatable {
    public var address: String
    /// The action to run when it is gone (nil for `.onAppear`).
    public var onDisappear: ClosureNode?
    public var scope: [String: Value]
}

/// One action modifier's memory (§4.5): the last value delivered (recorded even when the
/// dispatch is dropped), the seed it last fired in, how many more it may fire in that seed.
public struct BinderState: Sendable, Equatable {
    public var lastValue: Value?
    public var seedSeen = -1
    public var budget = 0
    public var warned = false
}

public struct StateWrite: Sendable, Equatable {
    public var state: String
    public var value: Value
    /// The action that wrote it.
    public var by: String
    /// How many writes of the state by that action this one stands for (`StateWriteRun`).
    public var writes = 1
}

/// An action's writes of one state: its last value and how many there were. SwiftUI applies an
/// action's writes to the state as they happen and updates the views once afterwards, so the
/// values in between are seen by the action alone (§6.1); the flush shows the writes as one
/// change, at the place of the first, with their count — interleaved with writes to other
/// states too (`xs.append(i); n += 1` in a loop: two entries, not two a turn).
public struct StateWriteRun: Sendable, Equatable {
    public var state: String
    public var value: Value
    public var count = 1

    public init(state: String, value: Value, count: Int = 1) {
        self.state = state
        self.value = value
        self.count = count
    }
}

extension Array where Element == StateWriteRun {
    /// Appends `run`, joined to the entry of the same state when there is one (an action writes
    /// a few states: the search is short).
    mutating func appendWrite(_ run: StateWriteRun) {
        if let k = lastIndex(where: { $0.state == run.state }) {
            self[k].value = run.value
            self[k].count += run.count
        } else {
            append(run)
        }
    }
}

/// What `step-frame` shows, in order.
public enum FrameEvent: Sendable, Equatable {
    case frameStarted(frame: Int)
    case pass(number: Int, seed: Int)
    case flush(seed: Int, betweenFrames: Bool)
    /// An update: the views whose body inputs changed since the last one (all on the first),
    /// out of how many, and the root's size after layout.
    case evaluated(changed: [String], of: Int, rootSize: Size)
    case sizeChanged(address: String, label: String, from: Size?, to: Size)
    /// A `reduce(value:nextValue:)` call made while computing a value an action reads (§4.2);
    /// `next` nil when `nextValue()` was never asked for.
    case reduced(key: String, address: String, value: Value, next: Value?, result: Value)
    case binder(label: String, address: String, old: Value?, new: Value, decision: BinderDecision)
    case stateChanged(state: String, old: Value, new: Value, by: String, writes: Int)
    case stateUnchanged(state: String, value: Value, by: String, writes: Int)
    /// What one action's `print(…)` calls wrote, in order (terminators included), as Xcode's console shows it.
    case printed(output: String, by: String)
    /// An `.onAppear` (appeared) or `.onDisappear` (not appeared) action about to run (§18.4).
    case appearance(address: String, appeared: Bool)
    /// `tap`: a control's response, before the frame it causes (§16.1).
    case tapped(address: String, label: String, response: String)
    case warning(String)
    case problem(String)
    case displayed(frame: Int, states: [String: Value])
}

public enum BinderDecision: Sendable, Equatable {
    /// The action runs after the update; `ordinal` is its dispatch count in this seed (1 or 2).
    case fired(ordinal: Int)
    case unchanged
    /// The third dispatch in one seed: dropped, but its value is remembered (§4.5).
    case suppressed
}
