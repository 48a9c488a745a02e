// The input tree: an arena of nodes addressed by `LayoutNodeID`, stored as
// parallel arrays (struct of arrays) with Int32 links — no class nodes.
// Building and editing live here; layout state lives beside it in the same value
// (LayoutCache.swift, Placement.swift) so that an edit can invalidate exactly
// the nodes it affects (Docs/Layout.md step 0).

/// A layout tree plus everything needed to lay it out incrementally.
public struct LayoutTree: Sendable {
    // MARK: input (one entry per node)
    @usableFromInline var ops = EngineArray<Op>()
    var parents = EngineArray<Int32>()
    @usableFromInline var firstChildren = EngineArray<Int32>()
    var nextSiblings = EngineArray<Int32>()
    var childCounts = EngineArray<Int32>()
    var tags = EngineArray<Int32>()
    var directions = EngineArray<LayoutDirection>()
    /// Structural facts derived bottom-up (LayoutTree+Info.swift).
    var infos = EngineArray<NodeInfo>()

    // MARK: side tables
    var texts: [PreparedText] = []
    /// Each text style the tree's Text nodes use, once (a `.text` op holds its index), and
    /// where each one is.
    var textStyles = EngineArray<TextStyle>()
    var textStyleIndex: [TextStyle: Int32] = [:]
    /// Texts that more than one node's op points at (`add(sharingTextOf:)`): never overwritten in place.
    var sharedTexts = Set<Int32>()
    var flexFrames = EngineArray<FlexFrameSpec>()
    var paddings = EngineArray<PaddingInsets>()
    var fixedFrames = EngineArray<FixedFrameSpec>()
    var guideClosures: [GuideComputation] = []
    /// Layout rules (LayoutRule.swift) of `.rule` nodes.
    var rules: [any LayoutRule] = []
    /// Traits (LayoutTrait.swift) of `.trait` nodes.
    var traits: [LayoutTrait] = []
    /// Where a rule placed the subviews of a transparent subview (`Subviews.cells(of:)`), by
    /// node: the transparent node's placement reads them.
    var assignedSlots: [Int32: StackSlot] = [:]
    /// What the engine keeps of each Grid between calls, by node (GridStructure.swift).
    var grids: [Int32: GridBox] = [:]
    /// The grid last placed and its entry in `grids` (kept equal by `storeGrid`): its GridRows,
    /// placed next, find it without a lookup each.
    var lastGridNode: Int32 = -1
    var lastGridBox: GridBox?
    /// The row of the grid last placed that a GridRow placed next most likely is.
    var gridRowHint = 0
    /// Grids skip the probes whose answers cannot matter and carry cell sizes from the grid's
    /// placement to its rows' (GridSolver.swift, GridPlacement.swift); false only in the tests
    /// that compare that with the full steps.
    var gridShortcutsEnabled = true
    /// A rule's subview that is an image answers its asks inline (`subviewSize`,
    /// `answeredImageSize`), and a placement's deep-rigid leaves are written in one pass
    /// (`placeRuleLeaves`); false only in the tests that compare them with `compute`, `size`
    /// and `placeChild`.
    @usableFromInline var ruleShortcutsEnabled = true
    /// Placements as they were before `ignoresSafeArea` grew them (IgnoresSafeArea.swift).
    var safeAreaExtensions: [(Int32, Placement)] = []
    /// Proposals of the relative-frame containers being laid out, innermost last (§17.3).
    var containerSizes: [ProposedSize] = []
    var warningsByNode: [Int32: [LayoutWarning]] = [:]
    /// Errors and notes of rules that run code (RuleReports.swift), and the steps they have left.
    public internal(set) var ruleReports: [RuleReport] = []
    var ruleStepsLeft = LayoutTree.ruleStepLimit
    /// Custom alignment guides (§3.1).
    public private(set) var guides = GuideRegistry()

    // MARK: layout state
    @usableFromInline var cache = LayoutCache()
    var placements = EngineArray<Placement>()
    @usableFromInline var scratch = SlotStack()
    /// Slots in use (SlotStack.swift).
    var scratchTop = 0
    /// The most slots any pass has used (compactStorage shrinks `scratch` to it).
    var scratchPeak = 0
    @usableFromInline var stats = LayoutStatistics()
    var tracing = false
    var traceIncludesPlacement = false
    var traceEvents: [LayoutTraceEvent] = []
    var mayHaveStalePlacement = false
    /// Work list of `refreshRigidProposals`, kept to reuse its storage.
    var rigidPending: [Int32] = []
    var forcePlacement = false
    /// Set while placing: sizing runs then leave the children's records alone (step 3.5).
    var placing = false
    /// Stacks at boundary proposals sized straight from their children (Stack+BoundaryRun.swift);
    /// false only in the tests that compare that with the full steps.
    var boundaryRunsEnabled = true
    /// A stack asked one of the three unrecorded corners computes all three in one pass
    /// (`cornerRun`); false only in the tests that compare that with one run per corner.
    var cornerRunsEnabled = true
    /// A stack answers its cheap children's asks by their formulas in its own loop
    /// (Stack+ChildRules.swift); false only in the tests that compare that with `size`.
    var childRulesEnabled = true
    /// Set by the latest stack sizing run when it did not record its children (a probe at an
    /// infinite proposal, step 3.5): `size` then keeps the recorded run's answer inline.
    var runUnrecorded = false
    /// Set by a stack's sizing run that kept its own answer in the cache (`keepFourCorners`):
    /// `size` then stores nothing.
    var answerKept = false
    /// Window-coordinate origins read since placements last changed (LayoutResult.swift).
    var absoluteOrigins: [Int32: Point] = [:]
    var originChain: [Int32] = []
    var quietDepth = 0
    @usableFromInline var recordEvaluated = false
    var evaluatedNodes: [LayoutNodeID] = []
    var rootProposal: ProposedSize?
    /// Polled every 4,096 sizeThatFits calls (Ctrl-C); once it answers true the pass ends early with
    /// meaningless sizes and `wasInterrupted` set, so the caller discards this tree.
    public var interruption: (@Sendable () -> Bool)?
    public internal(set) var wasInterrupted = false
    /// The proposal of the `layout` call running (the window's safe area, §17.3).
    var layoutProposal: ProposedSize?
    /// Where the root sits in window coordinates, from `rootPlacement` (§17.1).
    var rootOrigin = Point.zero

    /// Where the window puts the root; nil puts it at (0, 0).
    public var rootPlacement: RootPlacement?

    /// The node laid out by `layout(proposal:)`.
    public var root: LayoutNodeID? {
        didSet {
            if let root { _ = node(root) }
            if oldValue != root {
                rootProposal = nil
                forgetOrigins()
            }
        }
    }

    /// Layout options (§8.10). Changing them invalidates every cache.
    public var options: LayoutOptions {
        didSet {
            textOptions = TextMetrics.Options(options)
            if oldValue != options { invalidateAll() }
        }
    }
    /// The options Text sizing reads, kept beside `options` (Text+Metrics.swift).
    var textOptions: TextMetrics.Options

    public init(options: LayoutOptions = LayoutOptions()) {
        self.options = options
        self.textOptions = TextMetrics.Options(options)
    }

    /// Number of nodes ever added (detached ones included).
    public var count: Int { ops.count }

    // MARK: building

    /// Registers a custom alignment guide with its default value (§3.1).
    public mutating func registerGuide(named name: String, axis: Axis,
                                       defaultValue: @escaping GuideComputation) -> AlignmentGuide {
        guides.register(named: name, axis: axis, defaultValue: defaultValue)
    }

    /// `id` as an index into the per-node arrays, which the engine reads unchecked in release
    /// builds (EngineArray.swift): every public entry point that takes a node checks it here.
    @inlinable @inline(__always) func node(_ id: LayoutNodeID) -> Int32 {
        precondition(id.rawValue >= 0 && Int(id.rawValue) < ops.count, "invalid node id \(id.rawValue)")
        return id.rawValue
    }

    /// Adds a node whose children were added before it. Children already attached
    /// elsewhere are moved.
    @discardableResult
    /// `sharingTextOf`: a node whose kind is already this same text (the same string and style): the
    /// new node shares its prepared text rather than preparing and storing it again (a foreach's
    /// 100,000 `text "x"`, ElementTemplate); the text is copied before either node's kind changes.
    public mutating func add(_ kind: LayoutNode.Kind, children: [LayoutNodeID] = [],
                             direction: LayoutDirection = .leftToRight, tag: Int32 = 0,
                             sharingTextOf textSource: LayoutNodeID? = nil) -> LayoutNodeID {
        let n = Int32(ops.count)
        reserveNode()
        ops.append(.empty)
        parents.append(-1)
        firstChildren.append(-1)
        nextSiblings.append(-1)
        childCounts.append(0)
        tags.append(tag)
        directions.append(direction)
        infos.append(NodeInfo())
        placements.append(Placement())
        cache.appendNode()
        ops[Int(n)] = textSource.flatMap { sharedText(kind, of: $0) } ?? makeOp(kind, for: n, reusing: nil)
        link(children, to: n)
        checkArity(n)
        setInfo(n, computeInfo(n))
        return LayoutNodeID(rawValue: n)
    }

    /// Replaces a node's kind; invalidates it and its ancestors (§8.2 cache by
    /// proposal + dirtiness to ancestors).
    public mutating func setKind(_ kind: LayoutNode.Kind, for id: LayoutNodeID) {
        let n = node(id)
        let old = ops[Int(n)]
        ops[Int(n)] = makeOp(kind, for: n, reusing: old)
        checkArity(n)
        setInfo(n, infos[Int(n)])  // leaf bit
        invalidate(n)
        invalidateContextDependents(below: n)
        refreshInfo(from: n)
    }

    /// Replaces a node's children. On a GeometryReader whose children expose no
    /// alignment guides this only dirties the reader's placement (its size never
    /// depends on its children, §2.10); call `layoutChildren(of:)` or `layout`.
    public mutating func setChildren(_ children: [LayoutNodeID], for id: LayoutNodeID) {
        let n = node(id)
        for c in children { _ = node(c) }
        let wasMask = infos[Int(n)].guideMask
        // A child that stays under the same container keeps its context (the stack's axis): only
        // the newcomers forget their answers (one row of a 100,000-row stack replaced cleared them all).
        let stayed = children.map { parents[Int($0.rawValue)] == n }
        unlinkChildren(of: n)
        link(children, to: n)
        checkArity(n)
        for (c, stayed) in zip(children, stayed) where !stayed { invalidateContextDependents(of: c.rawValue) }
        if case .geometry = ops[Int(n)], wasMask == 0, computeInfo(n).guideMask == 0 {
            invalidatePlacementPath(n)
            refreshInfo(from: n)  // only the height can change
            return
        }
        invalidate(n)
        refreshInfo(from: n)
    }

    /// Changes a node's layout direction (§5 last bullet).
    public mutating func setDirection(_ direction: LayoutDirection, for id: LayoutNodeID) {
        let n = node(id)
        guard directions[Int(n)] != direction else { return }
        directions[Int(n)] = direction
        invalidate(n)
    }

    /// Changes the opaque tag the shell uses to map results back.
    public mutating func setTag(_ tag: Int32, for id: LayoutNodeID) {
        tags[Int(node(id))] = tag
    }

    // MARK: reading the input

    public func children(of id: LayoutNodeID) -> [LayoutNodeID] {
        var result: [LayoutNodeID] = []
        let n = Int(node(id))
        result.reserveCapacity(Int(childCounts[n]))
        var c = firstChildren[n]
        while c >= 0 {
            result.append(LayoutNodeID(rawValue: c))
            c = nextSiblings[Int(c)]
        }
        return result
    }

    /// The node's first child (a modifier's content), without building the children array.
    /// Inlinable: a call from another module's mutating method (the resolver's) copied the whole
    /// tree value (945 bytes) to make it.
    @inlinable public func firstChild(of id: LayoutNodeID) -> LayoutNodeID? {
        let c = firstChildren[Int(node(id))]
        return c < 0 ? nil : LayoutNodeID(rawValue: c)
    }

    /// The sibling after the node under its parent, without building the children array.
    public func nextSibling(of id: LayoutNodeID) -> LayoutNodeID? {
        let c = nextSiblings[Int(node(id))]
        return c < 0 ? nil : LayoutNodeID(rawValue: c)
    }

    public func parent(of id: LayoutNodeID) -> LayoutNodeID? {
        let p = parents[Int(node(id))]
        return p < 0 ? nil : LayoutNodeID(rawValue: p)
    }

    public func tag(of id: LayoutNodeID) -> Int32 { tags[Int(node(id))] }
    public func direction(of id: LayoutNodeID) -> LayoutDirection { directions[Int(node(id))] }

    /// The node's kind (frame dimensions as normalised, see `warnings(of:)`).
    public func kind(of id: LayoutNodeID) -> LayoutNode.Kind { makeKind(node(id)) }

    /// Input problems of one node (invalid or contradictory frame dimensions).
    public func warnings(of id: LayoutNodeID) -> [LayoutWarning] { warningsByNode[id.rawValue] ?? [] }

    /// Input problems of every node, by node id.
    public var warnings: [LayoutWarning] {
        warningsByNode.keys.sorted().flatMap { warningsByNode[$0]! }
    }

    // MARK: links

    mutating func link(_ children: [LayoutNodeID], to n: Int32) {
        forgetOrigins()
        var last: Int32 = -1
        for id in children {
            let c = id.rawValue
            precondition(c >= 0 && Int(c) < ops.count && c != n, "invalid child id \(id)")
            if parents[Int(c)] >= 0 { detach(c) }
            parents[Int(c)] = n
            nextSiblings[Int(c)] = -1
            if last < 0 { firstChildren[Int(n)] = c } else { nextSiblings[Int(last)] = c }
            last = c
            childCounts[Int(n)] += 1
        }
    }

    /// Unlinks a node that is being dropped from its children, so they can be linked
    /// elsewhere without a search of this node's child list. Nothing is invalidated: the node
    /// is garbage (the resolver reuses its children in a rebuilt body).
    public mutating func dropChildren(of id: LayoutNodeID) {
        unlinkChildren(of: node(id))
    }

    mutating func unlinkChildren(of n: Int32) {
        forgetOrigins()
        var c = firstChildren[Int(n)]
        while c >= 0 {
            let next = nextSiblings[Int(c)]
            parents[Int(c)] = -1
            nextSiblings[Int(c)] = -1
            c = next
        }
        firstChildren[Int(n)] = -1
        childCounts[Int(n)] = 0
    }

    /// Removes `c` from its parent's child list and invalidates the old parent.
    mutating func detach(_ c: Int32) {
        let p = parents[Int(c)]
        guard p >= 0 else { return }
        if firstChildren[Int(p)] == c {
            firstChildren[Int(p)] = nextSiblings[Int(c)]
        } else {
            var s = firstChildren[Int(p)]
            while s >= 0 && nextSiblings[Int(s)] != c { s = nextSiblings[Int(s)] }
            if s >= 0 { nextSiblings[Int(s)] = nextSiblings[Int(c)] }
        }
        childCounts[Int(p)] -= 1
        parents[Int(c)] = -1
        nextSiblings[Int(c)] = -1
        invalidate(p)
        refreshInfo(from: p)
    }

    func checkArity(_ n: Int32) {
        let count = childCounts[Int(n)]
        let op = ops[Int(n)]
        if op.isLeaf {
            precondition(count == 0, "a leaf node cannot have children")
        } else if !op.isContainer {
            switch op {
            case .background, .overlay: break
            default: precondition(count <= 1, "a modifier node has exactly one child")
            }
        }
    }

    @inline(__always) func firstChild(_ n: Int32) -> Int32 { firstChildren[Int(n)] }
    @inline(__always) func next(_ n: Int32) -> Int32 { nextSiblings[Int(n)] }
}
