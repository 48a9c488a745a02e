// The `why` trace: a closed stream of events, recorded only for the nodes a
// caller asks about (§8.2 "record every sizeThatFits call"). The engine never
// formats or prints them; the shell renders them.

/// Which nodes to trace during one `layout` call.
public struct LayoutTraceRequest: Sendable {
    public var nodes: Set<LayoutNodeID>
    /// Record the placement pass too (the proposal each node is placed with).
    public var includePlacement: Bool

    public init(nodes: Set<LayoutNodeID>, includePlacement: Bool = true) {
        self.nodes = nodes
        self.includePlacement = includePlacement
    }
}

/// How an answer was obtained.
public enum AnswerSource: UInt8, Hashable, Sendable {
    /// The node ran its layout rule.
    case computed
    /// Same proposal as an earlier call: answered from the node's cache.
    case cached
}

/// One child of a stack in the order the stack sizes them (§1.2 step 2).
public struct StackFlexibility: Hashable, Sendable {
    public var child: LayoutNodeID
    public var priority: Double
    /// Length along the stack axis for a proposal of 0 and of ∞.
    public var minimum: Double
    public var maximum: Double
}

/// Which §2.3 rule decided one axis of a flexible frame (or §2.2 for fixed frames).
public enum FrameRule: Hashable, Sendable {
    /// Fixed dimension of `.frame(width:height:)`.
    case fixed(Double)
    /// Parent proposal nil and an ideal given → ideal.
    case ideal(Double)
    /// Proposal given and both bounds → clamp(proposal, min, max); child not consulted.
    case clampProposal(proposal: Double, min: Double, max: Double)
    /// Both bounds, nil proposal → clamp(child, min, max).
    case clampChild(child: Double, min: Double, max: Double)
    /// Min only → max(min(proposal ?? ∞, child), min).
    case minOnly(proposal: Double?, child: Double, min: Double)
    /// Max only → min(max(proposal ?? −∞, child), max).
    case maxOnly(proposal: Double?, child: Double, max: Double)
    /// No constraint on this axis → the child's size.
    case child(Double)
}

/// A trace event. `node` is always the node the event is about.
public enum LayoutTraceEvent: Hashable, Sendable {
    /// A parent asked `node` for its size (§1.1 "proposals down").
    case proposed(node: LayoutNodeID, proposal: ProposedSize)
    /// `node` answered (§1.1 "sizes up").
    case answered(node: LayoutNodeID, proposal: ProposedSize, size: Size, source: AnswerSource)
    /// Stack, major proposal nil: every child proposed nil on the stack axis (§1.2 case A).
    case stackIdeal(node: LayoutNodeID, axis: Axis)
    /// Stack, major proposal concrete: children in sizing order with their ranges (§1.2 steps 1–2).
    case stackOrder(node: LayoutNodeID, axis: Axis, children: [StackFlexibility], internalSpacing: Double)
    /// Minimums of lower-priority groups held back before a group is sized (§1.2 step 3–4).
    case stackReserved(node: LayoutNodeID, groupPriority: Double, reserved: Double, available: Double)
    /// One child's share and what it took (§1.2 step 5).
    case stackOffer(node: LayoutNodeID, child: LayoutNodeID, offer: ProposedSize, took: Size, remaining: Double)
    /// Cross-axis alignment: the common guide line in the stack's coordinates (§1.2).
    case stackAlignment(node: LayoutNodeID, guide: AlignmentGuide, line: Double, size: Size)
    /// ZStack result (§1.4): children that sized it and the mode.
    case zstackSize(node: LayoutNodeID, sizingChildren: [LayoutNodeID], mode: LayoutOptions.ZStackSize, size: Size)
    /// The rule a frame applied on one axis (§2.2, §2.3).
    case frameRule(node: LayoutNodeID, axis: Axis, rule: FrameRule, result: Double)
    /// The child proposal a flexible frame used when placing (§2.3 iOS 17 re-proposal).
    case framePlacementProposal(node: LayoutNodeID, proposal: ProposedSize, reproposedIdeal: [Axis])
    /// Text measurement (§8.5).
    case text(node: LayoutNodeID, lines: Int, isTruncated: Bool, size: Size)
    /// aspectRatio: the ratio used and the proposal it gave its child (§2.9).
    case aspectRatio(node: LayoutNodeID, ratio: Size, childProposal: ProposedSize)
    /// A layout rule's account of one decision (LayoutRule.swift), in its own words.
    case note(node: LayoutNodeID, text: String)
    /// The proposal and size `node` was placed with, and its origin in its parent.
    case placed(node: LayoutNodeID, proposal: ProposedSize, size: Size, originInParent: Point)
}

/// Counters of one `layout` call (tests use them to prove the cache works).
public struct LayoutStatistics: Hashable, Sendable {
    /// Every sizeThatFits request, answered or computed.
    public var sizeThatFitsCalls = 0
    /// Requests that ran a memoised node's layout rule (cache misses). Cheap kinds, which
    /// are recomputed rather than memoised (Docs/Layout.md step 1.4), are not counted.
    public var evaluations = 0
    /// Nodes whose placement was computed (not skipped as unchanged).
    public var placements = 0
    /// Stacks placed with the records of their latest sizing run (Docs/Layout.md step 3.5).
    public var reusedSizingRuns = 0
    /// Stacks run again to be placed.
    public var placementRuns = 0
    /// Grid sizings and placements answered by a kept solution (GridPlacement.swift).
    public var reusedGridSolutions = 0
    /// Stacks sized at a boundary proposal straight from their children (Stack+BoundaryRun.swift).
    public var boundaryRuns = 0
    /// Stacks sized and recorded at a proposal with nothing left to share along their axis
    /// straight from their children, without working slots (Stack+BoundaryRun.swift).
    public var recordedBoundaryRuns = 0

    public init() {}
}

/// A problem with the input that SwiftUI reports at run time (as data, §2.2, §2.3).
public enum LayoutWarning: Hashable, Sendable {
    /// "Invalid frame dimension (negative or non-finite)."
    case invalidFrameDimension(node: LayoutNodeID, parameter: String, value: Double)
    /// "Contradictory frame constraints specified."
    case contradictoryFrameConstraints(node: LayoutNodeID, axis: Axis)

    /// SwiftUI's wording.
    public var message: String {
        switch self {
        case .invalidFrameDimension: "Invalid frame dimension (negative or non-finite)."
        case .contradictoryFrameConstraints: "Contradictory frame constraints specified."
        }
    }
}
