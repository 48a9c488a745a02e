// The negotiation entry points (§1.1: proposals down, sizes up, placement after;
// Docs/Layout.md steps 1–3): `layout(proposal:)` sizes the root, then places
// every node top-down.

/// What one `layout` call produced.
public struct LayoutRun: Sendable {
    /// The root's size.
    public var size: Size
    public var statistics: LayoutStatistics
    /// Trace events of the requested nodes, in the order they happened.
    public var events: [LayoutTraceEvent]
    /// Nodes whose layout rule ran (cache misses), when `recordEvaluations` was set.
    public var evaluatedNodes: [LayoutNodeID]
}

extension LayoutTree {
    /// Lays out the tree from `root` for `proposal`. Only nodes invalidated since the
    /// last call (and their ancestors) are recomputed; the rest answer from cache.
    @discardableResult
    public mutating func layout(proposal: ProposedSize, trace: LayoutTraceRequest? = nil,
                                recordEvaluations: Bool = false) -> LayoutRun {
        DeepStack.run(height: treeHeight) {
            layoutOnThisThread(proposal: proposal, trace: trace, recordEvaluations: recordEvaluations)
        }
    }

    /// Height of the tree under `root` (1 for a single node).
    var treeHeight: Int { root.map { Int(infos[Int($0.rawValue)].height) } ?? 0 }

    mutating func layoutOnThisThread(proposal: ProposedSize, trace: LayoutTraceRequest?,
                                     recordEvaluations: Bool) -> LayoutRun {
        guard let root else {
            return LayoutRun(size: .zero, statistics: LayoutStatistics(), events: [], evaluatedNodes: [])
        }
        stats = LayoutStatistics()
        presizeScratch()  // before the pass: it may reserve the cache's slot arrays
        // Every array the pass writes through a pointer made unique once (PassBuffers.swift).
        beginPass()
        defer { endPass() }
        forgetOrigins()
        layoutProposal = proposal
        ruleStepsLeft = Self.ruleStepLimit
        if !safeAreaExtensions.isEmpty { undoSafeAreaExtensions() }
        recordEvaluated = recordEvaluations
        evaluatedNodes = []
        traceEvents = []
        // Edits since the last pass: what their ancestors keep (LayoutCache.swift, the cutoff).
        if trace != nil {
            flushDeferredInvalidations()
            cache.squeezedTexts = nil
        } else {
            resolveDeferredInvalidations()
        }
        if let trace { beginTrace(trace) }
        let r = root.rawValue
        let s = size(r, proposal)
        var rootRecord = placements[Int(r)]
        rootRecord.x = 0
        rootRecord.y = 0
        writePlacement(r, rootRecord)
        rootOrigin = rootPlacement?.rootOrigin(for: s) ?? .zero
        if rootProposal != proposal { setFlags(r, cache.flags[Int(r)] & ~NodeFlag.placementValid) }
        rootProposal = proposal
        placing = true
        place(r, proposal, s, unreliable: false)
        placeCutoffs()
        if let window = rootPlacement { extendIntoSafeArea(window) }
        placing = false
        if !wasInterrupted { shrinkScratch() }
        if let trace { endTrace(trace) }
        let run = LayoutRun(size: s, statistics: stats, events: traceEvents, evaluatedNodes: evaluatedNodes)
        traceEvents = []
        evaluatedNodes = []
        recordEvaluated = false
        return run
    }

    /// Counts a sizeThatFits call and polls for Ctrl-C every 4,096 of them; false once
    /// interrupted (the call answers zero).
    @inline(__always) mutating func countSizeCall() -> Bool {
        stats.sizeThatFitsCalls &+= 1
        if stats.sizeThatFitsCalls & 4095 == 0, let interruption, interruption() { wasInterrupted = true }
        return !wasInterrupted
    }

    /// sizeThatFits with the per-node cache (Docs/Layout.md step 1).
    mutating func size(_ n: Int32, _ p: ProposedSize) -> Size { inlinedSize(n, p) }

    /// `size`'s body, for the one caller that wants it inlined: the corner run (step 2.12)
    /// asks each child three corners in one loop. (Left to the optimizer, whether `size` was
    /// inlined there changed with unrelated edits elsewhere in the module: 1.3% of
    /// deep1000-flex's instructions.)
    @inline(__always) mutating func inlinedSize(_ n: Int32, _ p: ProposedSize) -> Size {
        guard countSizeCall() else { return .zero }
        let f = cache.flags[Int(n)]
        if f & NodeFlag.tracePath != 0 { return tracedSize(n, p) }
        // Step 1.4: a cheap kind computes its answer again rather than looks it up.
        if f & NodeFlag.cheap != 0 {
            // Counted once already (and off the trace path): `compute` would only run the rule.
            guard f & NodeFlag.computed != 0 else { return compute(n, p) }
            // An image's size is its op's (§1.8): read here, without the call through the
            // switch of every kind (the fixed shapes' leaves, a custom layout's subviews).
            if f & NodeFlag.image != 0, case let .image(w, h) = ops[Int(n)] { return Size(width: w, height: h) }
            return runRule(n, p)
        }
        // A rigid node's one answer serves every proposal (Docs/Layout.md step 1.2).
        if f & (NodeFlag.inlineValid | NodeFlag.rigid) == NodeFlag.inlineValid | NodeFlag.rigid {
            return cache.anyAnswer(n)
        }
        let kw = proposalKey(p.width)
        let kh = proposalKey(p.height)
        if let s = cache.lookup(n, kw, kh) { return s }
        // `answerKept` is set only by the rule this `compute` runs (a fresh stack's corner run)
        // and cleared here: set before it, another path left it behind and an answer would go unkept.
        assert(!answerKept, "answerKept left set by a path other than size's compute")
        let s = compute(n, p)
        if answerKept {
            // The rule kept this answer with others in one write (a fresh stack's corners).
            answerKept = false
        } else if cache.flags[Int(n)] & NodeFlag.runPlaced != 0 && !runUnrecorded {
            cache.storeLatest(n, kw, kh, s)
        } else {
            cache.store(n, kw, kh, s)
        }
        return s
    }

    /// The slow path for nodes between the root and a traced node: every call is
    /// recorded and no rigid shortcut hides a proposal.
    mutating func tracedSize(_ n: Int32, _ p: ProposedSize) -> Size {
        let record = cache.flags[Int(n)] & NodeFlag.traced != 0
        let id = LayoutNodeID(rawValue: n)
        if record { traceEvents.append(.proposed(node: id, proposal: p)) }
        let kw = proposalKey(p.width)
        let kh = proposalKey(p.height)
        if let s = cache.lookup(n, kw, kh) {
            if record { traceEvents.append(.answered(node: id, proposal: p, size: s, source: .cached)) }
            return s
        }
        let s = compute(n, p)
        assert(!answerKept, "a traced path reached a corner run that keeps its answer")
        cache.store(n, kw, kh, s)
        if record { traceEvents.append(.answered(node: id, proposal: p, size: s, source: .computed)) }
        return s
    }

    /// Runs the node's layout rule. A deep-rigid node also records where its
    /// children go, since that can never change (Docs/Layout.md step 3.3).
    mutating func compute(_ n: Int32, _ p: ProposedSize) -> Size {
        let f = cache.flags[Int(n)]
        // Evaluations count memoised answers computed; a cheap kind (step 1.4) counts its
        // first answer since it last changed, and every one on a traced path.
        let first = f & (NodeFlag.cheap | NodeFlag.computed) != NodeFlag.cheap | NodeFlag.computed
            || f & NodeFlag.tracePath != 0
        if first { countEvaluation(n) }
        // An image's size is its op's (as in `size`), without the call through the switch.
        let s: Size
        if f & NodeFlag.image != 0, case let .image(w, h) = ops[Int(n)] { s = Size(width: w, height: h) } else { s = runRule(n, p) }
        // Written once, read back before (the rule may have written other bits).
        if f & (NodeFlag.cheap | NodeFlag.computed) == NodeFlag.cheap { setFlags(n, cache.flags[Int(n)] | NodeFlag.computed) }
        if first && f & (NodeFlag.deepRigid | NodeFlag.leaf | NodeFlag.tracePath) == NodeFlag.deepRigid
            && firstChildren[Int(n)] >= 0 && !ops[Int(n)].isStack {
            recordRigidChildren(n, p, s)
        }
        return s
    }

    /// Counts an evaluation of `n` (and lists `n` when the caller asked for them).
    @inline(__always) mutating func countEvaluation(_ n: Int32) {
        stats.evaluations &+= 1
        if recordEvaluated { evaluatedNodes.append(LayoutNodeID(rawValue: n)) }
    }

    /// One switch over the kinds; every case lives in its own file.
    mutating func runRule(_ n: Int32, _ p: ProposedSize) -> Size {
        switch ops[Int(n)] {
        case let .stack(spacing, alignment, axis):
            return sizeStack(n, axis, alignment, spacing, p)
        case let .zstack(alignment):
            return sizeZStack(n, alignment, p)
        case let .text(i, s):
            return sizeText(n, i, s, p)
        case .shape:
            return p.replacingUnspecified(by: Size(width: 10, height: 10))  // §1.6
        case let .spacer(minLength):
            return sizeSpacer(n, minLength, p)
        case .divider:
            return sizeDivider(n, p)
        case let .image(w, h):
            return Size(width: w, height: h)  // §1.8
        case .geometry:
            return Size(width: p.width ?? 0, height: p.height ?? 0)  // §2.10
        case .empty:
            return .zero
        case let .padding(i):
            let e = paddings[Int(i)]
            return sizePadding(n, e.top, e.leading, e.bottom, e.trailing, p)
        case let .frame(i):
            return sizeFrame(n, fixedFrames[Int(i)].width, fixedFrames[Int(i)].height, p)
        case let .flexFrame(i):
            return sizeFlexFrame(n, i, p)
        case let .fixedSize(h, v):
            // §2.4: nil on the fixed axes; report the child's size.
            return childSize(n, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .priority, .offset, .passthrough, .trait, .guide, .background, .overlay:
            // §2.5, §2.6, §3.2, §2.8: layout is the (primary) child's.
            return childSize(n, p)
        case .position:
            // §2.7: the proposal, nil dimensions replaced by the child's size.
            let c = childSize(n, p)
            return Size(width: p.width ?? c.width, height: p.height ?? c.height)
        case let .aspect(ratio, mode):
            return sizeAspect(n, ratio, mode, p)
        case let .rule(i, _):
            return sizeRule(n, i, p)
        }
    }

    /// Size of a modifier's (first) child; a modifier without a child wraps nothing.
    @inline(__always) mutating func childSize(_ n: Int32, _ p: ProposedSize) -> Size {
        let c = firstChildren[Int(n)]
        return c >= 0 ? size(c, p) : .zero
    }

    /// Whether `n`'s layout decisions are being recorded. Re-running a rule whose
    /// answer SwiftUI would take from its cache (placement with an unchanged
    /// proposal, guide queries) records nothing (`quietDepth`).
    @inline(__always) func isTraced(_ n: Int32) -> Bool {
        tracing && quietDepth == 0 && cache.flags[Int(n)] & NodeFlag.traced != 0
    }

    mutating func beginTrace(_ request: LayoutTraceRequest) {
        tracing = true
        traceIncludesPlacement = request.includePlacement
        for id in request.nodes where id.rawValue >= 0 && Int(id.rawValue) < ops.count {
            cache.flags[Int(id.rawValue)] |= NodeFlag.traced
            var c = id.rawValue
            while c >= 0 {
                cache.clear(c)  // recompute so every decision is recorded
                cache.flags[Int(c)] |= NodeFlag.tracePath
                c = parents[Int(c)]
            }
        }
    }

    mutating func endTrace(_ request: LayoutTraceRequest) {
        for id in request.nodes where id.rawValue >= 0 && Int(id.rawValue) < ops.count {
            var c = id.rawValue
            while c >= 0 {
                cache.flags[Int(c)] &= ~(NodeFlag.tracePath | NodeFlag.traced)
                c = parents[Int(c)]
            }
        }
        tracing = false
    }
}
