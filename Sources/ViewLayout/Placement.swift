// Placement (§1.1 "placement after", Docs/Layout.md step 3): top-down, every
// node records the proposal it was placed with, its size, and its origin in its
// parent (mirrored for right-to-left parents). Frames in root coordinates are
// sums of origins, so moving a subtree costs nothing below it.

/// Stored placement of one node (proposal keys use `nilKey` for nil).
struct Placement {
    var pw: Double = nilKey
    var ph: Double = nilKey
    var w: Double = 0
    var h: Double = 0
    /// Origin in the parent's coordinates (left-based, y down).
    var x: Double = 0
    var y: Double = 0

    var proposal: ProposedSize {
        ProposedSize(width: sameBits(pw, nilKey) ? nil : pw, height: sameBits(ph, nilKey) ? nil : ph)
    }
}

extension Placement {
    /// A placed leaf's whole record: its origin in its parent, its proposal and its size
    /// (`placeChild`, and `placeRuleLeaves` for a custom layout's images).
    @inline(__always) init(leafAt origin: Point, _ p: ProposedSize, _ s: Size) {
        pw = proposalKey(p.width)
        ph = proposalKey(p.height)
        w = s.width
        h = s.height
        x = origin.x
        y = origin.y
    }
}

extension LayoutTree {
    /// Places `n` (proposal `p`, size `s`) and, unless nothing can have changed, its
    /// subtree. Skips: same proposal and size with a valid subtree (step 3.1); a
    /// rigid subtree with the same size only records the new proposal and marks
    /// the proposals below it stale, to be refreshed when read (step 3.2).
    /// Stores a node's placement proposal (as keys) and size, writing its record once; with
    /// `unlessHeld`, not at all when it holds them already (a stack's sizing run wrote its
    /// children's, step 3.5: a record not written stays in the cache as it was).
    @inline(__always)
    private mutating func record(_ n: Int32, _ kw: Double, _ kh: Double, _ s: Size, unlessHeld: Bool = false) {
        var pl = placements[Int(n)]
        if unlessHeld && sameBits(pl.pw, kw) && sameBits(pl.ph, kh) && sameBits(pl.w, s.width)
            && sameBits(pl.h, s.height) { return }
        pl.pw = kw
        pl.ph = kh
        pl.w = s.width
        pl.h = s.height
        writePlacement(n, pl)
    }

    mutating func place(_ n: Int32, _ p: ProposedSize, _ s: Size, unreliable: Bool) {
        let f = cache.flags[Int(n)]
        let kw = proposalKey(p.width)
        let kh = proposalKey(p.height)
        if f & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid && !forcePlacement {
            // Step 3.3: sizes and positions below were recorded when the node was
            // sized; only the proposals below are left for the first read.
            record(n, kw, kh, s)
            var g = f | NodeFlag.placementValid | NodeFlag.placedOnce
            if f & NodeFlag.leaf == 0 {
                g |= NodeFlag.stale
                mayHaveStalePlacement = true
            }
            setFlags(n, g)
            return
        }
        if f & (NodeFlag.placementValid | NodeFlag.tracePath) == NodeFlag.placementValid && !forcePlacement {
            let old = placements[Int(n)]
            if sameBits(old.w, s.width) && sameBits(old.h, s.height) {
                if !unreliable && sameBits(old.pw, kw) && sameBits(old.ph, kh) { return }
                if f & NodeFlag.rigid != 0 {
                    var pl = old
                    pl.pw = kw
                    pl.ph = kh
                    writePlacement(n, pl)
                    setFlags(n, f | NodeFlag.stale)
                    mayHaveStalePlacement = true
                    return
                }
            }
        }
        stats.placements &+= 1
        let childrenUnreliable = f & NodeFlag.stale != 0 || f & NodeFlag.placedOnce == 0
        record(n, kw, kh, s, unlessHeld: true)
        let op = ops[Int(n)]
        // Step 3.5: whether the sizing run for this proposal already wrote the children's records
        // (decided before the flags are written, so that they are written once).
        var reused = false
        if f & (NodeFlag.runPlaced | NodeFlag.leaf) == NodeFlag.runPlaced && !tracing && !forcePlacement,
           case let .stack(_, _, axis) = op {
            var q = p
            if q[axis.other] == nil { q[axis.other] = s[axis.other] }
            reused = cache.inlineAnswers(n, proposalKey(q.width), proposalKey(q.height), s)
        }
        var g = (f | NodeFlag.placementValid | NodeFlag.placedOnce) & ~NodeFlag.stale
        if !reused && f & NodeFlag.leaf == 0 { g &= ~NodeFlag.runPlaced }
        setFlags(n, g)
        if isTraced(n) && traceIncludesPlacement {
            traceEvents.append(.placed(node: LayoutNodeID(rawValue: n), proposal: p, size: s,
                                       originInParent: Point(x: placements[Int(n)].x, y: placements[Int(n)].y)))
        }
        if f & NodeFlag.leaf != 0 { return }
        if reused {
            stats.reusedSizingRuns &+= 1
            var c = firstChildren[Int(n)]
            while c >= 0 {
                let pl = placements[Int(c)]
                placeChild(c, x: pl.x, y: pl.y, pl.proposal, Size(width: pl.w, height: pl.h), unreliable: childrenUnreliable)
                c = nextSiblings[Int(c)]
            }
            return
        }
        let rtl = directions[Int(n)] == .rightToLeft
        switch op {
        case .stack, .zstack, .background, .overlay, .geometry, .rule:
            break
        default:
            // A single-child modifier: `containerPlacements` has nothing for it, and the trace's
            // quiet count below covers only that call.
            let c = firstChildren[Int(n)]
            guard c >= 0 else { return }
            let placed = wrapperChildPlacement(n, p, s, forGuides: false)
            let o = Self.originInParent(placed.origin, placed.size, in: s, rtl: rtl)
            placeChild(c, x: o.x, y: o.y, placed.proposal, placed.size, unreliable: childrenUnreliable)
            return
        }
        if case .stack = op { stats.placementRuns &+= 1 }
        // A stack re-run with a proposal it already answered is SwiftUI's cache hit:
        // keep it out of the trace.
        let quiet = tracing && placementIsCached(n, p, s)
        if quiet { quietDepth += 1 }
        let containerFrame = containerPlacements(n, p, s)
        if quiet { quietDepth -= 1 }
        if let frame = containerFrame {
            if case let .rule(i, false) = ops[Int(n)], !rules[Int(i)].showsUnplacedSubviews {
                hideUnplacedSubviews(n, frame.base, frame.count)
            }
            for i in frame.base..<(frame.base + frame.count) {
                let slot = scratch[i]
                let o = Self.originInParent(slot.origin, slot.size, in: s, rtl: rtl)
                placeChild(slot.id, x: o.x, y: o.y, slot.proposal, slot.size, unreliable: childrenUnreliable)
            }
            popSlots(frame.count)
            return
        }
        let c = firstChildren[Int(n)]
        guard c >= 0 else { return }
        let placed = wrapperChildPlacement(n, p, s, forGuides: false)
        let o = Self.originInParent(placed.origin, placed.size, in: s, rtl: rtl)
        placeChild(c, x: o.x, y: o.y, placed.proposal, placed.size, unreliable: childrenUnreliable)
    }

    /// Places child `c` at origin (`x`, `y`) in its parent: `setOrigin` then `place`, with a
    /// leaf (off a traced pass) done here in one write of its record — what `place` does for a
    /// leaf, without writing the record twice (origin, then proposal and size): most placed
    /// nodes are leaves.
    @inline(__always)
    mutating func placeChild(_ c: Int32, x: Double, y: Double, _ p: ProposedSize, _ s: Size, unreliable: Bool) {
        let f = cache.flags[Int(c)]
        // A leaf is deep-rigid exactly when it is rigid; the rest keep `place`'s general path.
        guard f & (NodeFlag.leaf | NodeFlag.tracePath) == NodeFlag.leaf && !tracing && !forcePlacement
            && (f & NodeFlag.rigid == 0 || f & NodeFlag.deepRigid != 0) else {
            var pl = placements[Int(c)]
            pl.x = x
            pl.y = y
            writePlacement(c, pl)
            place(c, p, s, unreliable: unreliable)
            return
        }
        let kw = proposalKey(p.width)
        let kh = proposalKey(p.height)
        var pl = placements[Int(c)]
        var g = f | NodeFlag.placementValid | NodeFlag.placedOnce
        if f & NodeFlag.deepRigid == 0 {
            // A leaf that is not rigid (a rigid leaf is deep-rigid): unchanged when placed
            // again with the same proposal and size (step 3.1).
            if f & NodeFlag.placementValid != 0 && !unreliable && sameBits(pl.w, s.width) && sameBits(pl.h, s.height)
                && sameBits(pl.pw, kw) && sameBits(pl.ph, kh) {
                if !sameBits(pl.x, x) || !sameBits(pl.y, y) {
                    pl.x = x
                    pl.y = y
                    writePlacement(c, pl)
                }
                return
            }
            stats.placements &+= 1
            g &= ~NodeFlag.stale
        }
        // The whole record (`placeRuleLeaves` writes a custom layout's images the same way).
        writePlacement(c, Placement(leafAt: Point(x: x, y: y), p, s))
        if g != f { setFlags(c, g) }
    }

    /// A child's origin in its parent's coordinates, mirrored inside a right-to-left parent, as
    /// `setOrigin` stores it.
    @inline(__always) static func originInParent(_ origin: Point, _ size: Size, in s: Size, rtl: Bool) -> Point {
        let x = rtl ? s.width - origin.x - size.width : origin.x
        return Point(x: x.isNaN ? 0 : x, y: origin.y.isNaN ? 0 : origin.y)
    }

    /// True when the placement run of `n` repeats a sizing run (§1.2 placement:
    /// "uses the cached result if the proposal is unchanged").
    func placementIsCached(_ n: Int32, _ p: ProposedSize, _ s: Size) -> Bool {
        if case let .rule(i, _) = ops[Int(n)], rules[Int(i)].tracesPlacement { return false }
        var q = p
        if case let .stack(_, _, axis) = ops[Int(n)], q[axis.other] == nil { q[axis.other] = s[axis.other] }
        return cache.lookup(n, proposalKey(q.width), proposalKey(q.height)) != nil
    }

    /// Records the children of deep-rigid node `n` (not a stack: stacks record
    /// straight from their sizing run) at their final positions and sizes.
    mutating func recordRigidChildren(_ n: Int32, _ p: ProposedSize, _ s: Size) {
        let rtl = directions[Int(n)] == .rightToLeft
        if let frame = containerPlacements(n, p, s) {
            for i in frame.base..<(frame.base + frame.count) {
                let slot = scratch[i]
                setOrigin(slot.id, slot.origin, slot.size, in: s, rtl: rtl, withSize: true)
            }
            popSlots(frame.count)
            return
        }
        let c = firstChildren[Int(n)]
        let placed = wrapperChildPlacement(n, p, s, forGuides: false)
        setOrigin(c, placed.origin, placed.size, in: s, rtl: rtl, withSize: true)
    }

    /// Stores a child's origin, mirrored inside a right-to-left parent (§1.2, §5). An origin that
    /// came out of ∞ − ∞ (an unbounded child aligned in an unbounded parent) is 0: the child starts
    /// where its parent does, rather than nowhere. With `withSize`, the child's size too (one write).
    @inline(__always) mutating func setOrigin(_ c: Int32, _ origin: Point, _ size: Size, in s: Size, rtl: Bool,
                                              withSize: Bool = false) {
        let o = Self.originInParent(origin, size, in: s, rtl: rtl)
        var pl = placements[Int(c)]
        pl.x = o.x
        pl.y = o.y
        if withSize {
            pl.w = size.width
            pl.h = size.height
        }
        writePlacement(c, pl)
    }

    /// Fills in every proposal `layout` left for the first read (steps 3.2–3.4), so that
    /// every node's stored proposal, size and position is final. `laidOutNodes()` does
    /// this itself; `result(of:)` only along the node's path.
    public mutating func materializePlacements() {
        flushDeferredInvalidations()  // edits with no pass after them (LayoutCache.swift)
        guard mayHaveStalePlacement, root != nil else { return }
        DeepStack.run(height: treeHeight) { materializeOnThisThread() }
    }

    mutating func materializeOnThisThread() {
        guard let root else { return }
        beginPass()
        defer { endPass() }
        var pending: [Int32] = [root.rawValue]
        while let n = pending.popLast() {
            let f = cache.flags[Int(n)]
            if f & NodeFlag.stale != 0 {
                if f & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid {
                    refreshRigidProposals(below: n)  // step 3.4
                } else {
                    refreshStale(n)
                }
                continue
            }
            var c = firstChildren[Int(n)]
            while c >= 0 {
                pending.append(c)
                c = nextSiblings[Int(c)]
            }
        }
        mayHaveStalePlacement = false
    }

    /// Step 3.4: the proposals below deep-rigid node `top` (whose own proposal is
    /// current). Sizes and positions there were recorded when it was sized and do
    /// not depend on any proposal (step 3.3), so only the proposals are derived,
    /// top-down, from each node's proposal and its children's recorded sizes, by
    /// the same arithmetic its placement runs. Kinds without a shortcut below run
    /// their placement rule for the proposals alone.
    mutating func refreshRigidProposals(below top: Int32) {
        var pending = rigidPending
        rigidPending = []
        pending.removeAll(keepingCapacity: true)
        pending.append(top)
        while let m = pending.popLast() {
            guard refreshChildProposals(of: m) else { continue }
            var c = firstChildren[Int(m)]
            while c >= 0 {
                pending.append(c)
                c = nextSiblings[Int(c)]
            }
        }
        rigidPending = pending
    }

    /// Step 3.4 for one node of a deep-rigid subtree: its children's proposals from its own
    /// proposal and their recorded sizes; the node is then current. False for a leaf.
    mutating func refreshChildProposals(of m: Int32) -> Bool {
        let f = cache.flags[Int(m)]
        setFlags(m, (f | NodeFlag.placementValid | NodeFlag.placedOnce) & ~NodeFlag.stale)
        if f & NodeFlag.leaf != 0 { return false }
        let first = firstChildren[Int(m)]
        guard first >= 0 else { return false }
        let pl = placements[Int(m)]
        let p = pl.proposal
        let s = Size(width: pl.w, height: pl.h)
        switch ops[Int(m)] {
        case let .stack(spacing, _, axis):
            if !rigidStackProposals(m, first, axis, spacing, p, s) { placementRuleProposals(m, p, s) }
        case .zstack:
            // §1.4: every child is proposed the bounds.
            var c = first
            while c >= 0 {
                setProposal(c, ProposedSize(s))
                c = nextSiblings[Int(c)]
            }
        case .background, .overlay:
            // §2.8: the primary gets the proposal, one secondary the primary's size.
            let secondary = nextSiblings[Int(first)]
            if secondary >= 0 && nextSiblings[Int(secondary)] >= 0 {
                placementRuleProposals(m, p, s)  // implicit ZStack
            } else {
                setProposal(first, p)
                if secondary >= 0 {
                    setProposal(secondary, ProposedSize(width: placements[Int(first)].w,
                                                        height: placements[Int(first)].h))
                }
            }
        case let .padding(i):
            let e = paddings[Int(i)]
            setProposal(first, p.inset(horizontal: inset(e.leading) + inset(e.trailing), vertical: inset(e.top) + inset(e.bottom)))
        case let .frame(i):
            let (w, h) = (fixedFrames[Int(i)].width, fixedFrames[Int(i)].height)
            setProposal(first, ProposedSize(width: w.isNaN ? p.width : w, height: h.isNaN ? p.height : h))
        case let .fixedSize(h, v):
            setProposal(first, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .priority, .offset, .passthrough, .trait, .guide:
            setProposal(first, p)
        default:
            placementRuleProposals(m, p, s)
        }
        return true
    }

    /// Brings one stale node up to date (steps 3.2–3.4) so that its children's records are
    /// final: a deep-rigid node fills in its children's proposals and marks them stale in
    /// turn (one level, step 3.6); another rigid node is placed again with its subtree.
    mutating func refreshStale(_ n: Int32) {
        let f = cache.flags[Int(n)]
        if f & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid {
            guard refreshChildProposals(of: n) else { return }
            var c = firstChildren[Int(n)]
            while c >= 0 {
                let f = cache.flags[Int(c)] | NodeFlag.placementValid | NodeFlag.placedOnce
                setFlags(c, f & NodeFlag.leaf == 0 ? f | NodeFlag.stale : f)
                c = nextSiblings[Int(c)]
            }
            return
        }
        let old = placements[Int(n)]
        forgetOrigins()
        forcePlacement = true
        placing = true
        place(n, old.proposal, Size(width: old.w, height: old.h), unreliable: true)
        placing = false
        forcePlacement = false
    }

    /// Step 3.6: makes the records on the path from the root to `n` final (`n`'s own
    /// included), refreshing only the stale nodes on that path — O(depth × fan-out), not
    /// the tree. Runs on the caller's thread unless a stale node needs a deep placement.
    mutating func materializePath(to n: Int32) {
        flushDeferredInvalidations()
        guard mayHaveStalePlacement, let root else { return }
        // Up to the root, or to an ancestor read since placements last changed (its record
        // and everything above it are final; it may still be stale below).
        var path: [Int32] = []
        var c = parents[Int(n)]
        while c != root.rawValue {
            guard c >= 0 else { return }  // not under the root
            path.append(c)
            if absoluteOrigins[c] != nil { break }
            c = parents[Int(c)]
        }
        if c == root.rawValue { path.append(c) }
        // A pass only when there is something to refresh (most reads find the path current).
        guard path.contains(where: { cache.flags[Int($0)] & NodeFlag.stale != 0 }) else { return }
        beginPass()
        defer { endPass() }
        for m in path.reversed() where cache.flags[Int(m)] & NodeFlag.stale != 0 {
            if cache.flags[Int(m)] & NodeFlag.deepRigid != 0 {
                refreshStale(m)
            } else {
                DeepStack.run(height: Int(infos[Int(m)].height)) { refreshStale(m) }
            }
        }
    }

    @inline(__always) mutating func setProposal(_ c: Int32, _ p: ProposedSize) {
        var pl = placements[Int(c)]
        pl.pw = proposalKey(p.width)
        pl.ph = proposalKey(p.height)
        writePlacement(c, pl)
    }

    /// The children's proposals from the node's own placement rule (sizes and
    /// positions it computes are the recorded ones and are not written again).
    mutating func placementRuleProposals(_ m: Int32, _ p: ProposedSize, _ s: Size) {
        if let frame = containerPlacements(m, p, s) {
            for i in frame.base..<(frame.base + frame.count) { setProposal(scratch[i].id, scratch[i].proposal) }
            popSlots(frame.count)
            return
        }
        setProposal(firstChildren[Int(m)], wrapperChildPlacement(m, p, s, forGuides: false).proposal)
    }

    /// §1.2 placement of a stack whose children are all rigid, as `stackPlacements`
    /// computes it (the minor proposal replaced by the stack's size when nil): with
    /// a nil major proposal every child is proposed nil along it (step 2.2); with
    /// one priority the order is declaration order and each child is offered
    /// `max(available / remaining, 0)`, less its recorded length afterwards (steps
    /// 2.4–2.7, the all-rigid pass of `distribute`). False (nothing written) when
    /// priorities differ: the caller runs the full rule.
    mutating func rigidStackProposals(_ m: Int32, _ first: Int32, _ axis: Axis, _ spacing: Double,
                                      _ p: ProposedSize, _ s: Size) -> Bool {
        let minor = axis.other
        let cross = p[minor] ?? s[minor]
        guard let major = p[axis] else {
            var c = first
            while c >= 0 {
                setProposal(c, ProposedSize(nil, along: axis, cross: cross))
                c = nextSiblings[Int(c)]
            }
            return true
        }
        // Step 2.1 in declaration order, summed as `runStack` sums it.
        let firstPriority = resolvedPriority(first)
        var internalSpacing = 0.0
        var count = 0
        var prevInfo = NodeInfo()
        var c = first
        while c >= 0 {
            let info = infos[Int(c)]
            if count > 0 { internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            if resolvedPriority(c) != firstPriority { return false }
            count += 1
            prevInfo = info
            c = nextSiblings[Int(c)]
        }
        var available = major - internalSpacing
        var remaining = Double(count)
        c = first
        while c >= 0 {
            setProposal(c, ProposedSize(Swift.max(available / remaining, 0), along: axis, cross: cross))
            available -= axis == .horizontal ? placements[Int(c)].w : placements[Int(c)].h
            remaining -= 1
            c = nextSiblings[Int(c)]
        }
        return true
    }

    /// GeometryReader content attached after a layout (§2.10): places the reader's
    /// children inside its current frame without touching anything above it.
    public mutating func layoutChildren(of id: LayoutNodeID) {
        let n = node(id)
        guard cache.flags[Int(n)] & NodeFlag.placedOnce != 0 else { return }
        flushDeferredInvalidations()
        cache.squeezedTexts = nil  // placed outside a layout (`layout`'s run), the report forgotten
        materializePlacements()
        forgetOrigins()
        let old = placements[Int(n)]
        DeepStack.run(height: treeHeight) {
            beginPass()
            defer { endPass() }
            forcePlacement = true
            placing = true
            place(n, old.proposal, Size(width: old.w, height: old.h), unreliable: true)
            placing = false
            forcePlacement = false
        }
    }
}
