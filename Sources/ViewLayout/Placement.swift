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

extension LayoutTree {
    /// Places `n` (proposal `p`, size `s`) and, unless nothing can have changed, its
    /// subtree. Skips: same proposal and size with a valid subtree (step 3.1); a
    /// rigid subtree with the same size only records the new proposal and marks
    /// the proposals below it stale, to be refreshed when read (step 3.2).
    mutating func place(_ n: Int32, _ p: ProposedSize, _ s: Size, unreliable: Bool) {
        let f = cache.flags[Int(n)]
        let kw = proposalKey(p.width)
        let kh = proposalKey(p.height)
        if f & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid && !forcePlacement {
            // Step 3.3: sizes and positions below were recorded when the node was
            // sized; only the proposals below are left for the first read.
            placements[Int(n)].pw = kw
            placements[Int(n)].ph = kh
            placements[Int(n)].w = s.width
            placements[Int(n)].h = s.height
            var g = f | NodeFlag.placementValid | NodeFlag.placedOnce
            if f & NodeFlag.leaf == 0 {
                g |= NodeFlag.stale
                mayHaveStalePlacement = true
            }
            cache.flags[Int(n)] = g
            return
        }
        if f & (NodeFlag.placementValid | NodeFlag.tracePath) == NodeFlag.placementValid && !forcePlacement {
            let old = placements[Int(n)]
            if sameBits(old.w, s.width) && sameBits(old.h, s.height) {
                if !unreliable && sameBits(old.pw, kw) && sameBits(old.ph, kh) { return }
                if f & NodeFlag.rigid != 0 {
                    placements[Int(n)].pw = kw
                    placements[Int(n)].ph = kh
                    cache.flags[Int(n)] |= NodeFlag.stale
                    mayHaveStalePlacement = true
                    return
                }
            }
        }
        stats.placements += 1
        let childrenUnreliable = f & NodeFlag.stale != 0 || f & NodeFlag.placedOnce == 0
        placements[Int(n)].pw = kw
        placements[Int(n)].ph = kh
        placements[Int(n)].w = s.width
        placements[Int(n)].h = s.height
        cache.flags[Int(n)] = (f | NodeFlag.placementValid | NodeFlag.placedOnce) & ~NodeFlag.stale
        if isTraced(n) && traceIncludesPlacement {
            traceEvents.append(.placed(node: LayoutNodeID(rawValue: n), proposal: p, size: s,
                                       originInParent: Point(x: placements[Int(n)].x, y: placements[Int(n)].y)))
        }
        if f & NodeFlag.leaf != 0 { return }
        let rtl = directions[Int(n)] == .rightToLeft
        // A stack re-run with a proposal it already answered is SwiftUI's cache hit:
        // keep it out of the trace.
        let quiet = tracing && placementIsCached(n, p, s)
        if quiet { quietDepth += 1 }
        let containerFrame = containerPlacements(n, p, s)
        if quiet { quietDepth -= 1 }
        if let frame = containerFrame {
            for i in frame.base..<(frame.base + frame.count) {
                let slot = scratch[i]
                setOrigin(slot.id, slot.origin, slot.size, in: s, rtl: rtl)
                place(slot.id, slot.proposal, slot.size, unreliable: childrenUnreliable)
            }
            popSlots(frame.count)
            return
        }
        let c = firstChildren[Int(n)]
        guard c >= 0 else { return }
        let placed = wrapperChildPlacement(n, p, s, forGuides: false)
        setOrigin(c, placed.origin, placed.size, in: s, rtl: rtl)
        place(c, placed.proposal, placed.size, unreliable: childrenUnreliable)
    }

    /// True when the placement run of `n` repeats a sizing run (§1.2 placement:
    /// "uses the cached result if the proposal is unchanged").
    func placementIsCached(_ n: Int32, _ p: ProposedSize, _ s: Size) -> Bool {
        var q = p
        if case let .stack(axis, _, _) = ops[Int(n)], q[axis.other] == nil { q[axis.other] = s[axis.other] }
        return cache.lookup(n, proposalKey(q.width), proposalKey(q.height)) != nil
    }

    /// Records the children of deep-rigid node `n` (not a stack: stacks record
    /// straight from their sizing run) at their final positions and sizes.
    mutating func recordRigidChildren(_ n: Int32, _ p: ProposedSize, _ s: Size) {
        let rtl = directions[Int(n)] == .rightToLeft
        if let frame = containerPlacements(n, p, s) {
            for i in frame.base..<(frame.base + frame.count) {
                let slot = scratch[i]
                setOrigin(slot.id, slot.origin, slot.size, in: s, rtl: rtl)
                placements[Int(slot.id)].w = slot.size.width
                placements[Int(slot.id)].h = slot.size.height
            }
            popSlots(frame.count)
            return
        }
        let c = firstChildren[Int(n)]
        let placed = wrapperChildPlacement(n, p, s, forGuides: false)
        setOrigin(c, placed.origin, placed.size, in: s, rtl: rtl)
        placements[Int(c)].w = placed.size.width
        placements[Int(c)].h = placed.size.height
    }

    /// Stores a child's origin, mirrored inside a right-to-left parent (§1.2, §5).
    @inline(__always) mutating func setOrigin(_ c: Int32, _ origin: Point, _ size: Size, in s: Size, rtl: Bool) {
        placements[Int(c)].x = rtl ? s.width - origin.x - size.width : origin.x
        placements[Int(c)].y = origin.y
    }

    /// Re-places the subtrees whose stored proposals went stale (step 3.2).
    mutating func materializePlacements() {
        guard mayHaveStalePlacement, root != nil else { return }
        DeepStack.run(height: treeHeight) { materializeOnThisThread() }
    }

    mutating func materializeOnThisThread() {
        guard let root else { return }
        var pending: [Int32] = [root.rawValue]
        while let n = pending.popLast() {
            if cache.flags[Int(n)] & NodeFlag.stale != 0 {
                let old = placements[Int(n)]
                forcePlacement = true
                place(n, old.proposal, Size(width: old.w, height: old.h), unreliable: true)
                forcePlacement = false
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

    /// GeometryReader content attached after a layout (§2.10): places the reader's
    /// children inside its current frame without touching anything above it.
    public mutating func layoutChildren(of id: LayoutNodeID) {
        let n = id.rawValue
        guard cache.flags[Int(n)] & NodeFlag.placedOnce != 0 else { return }
        materializePlacements()
        let old = placements[Int(n)]
        DeepStack.run(height: treeHeight) {
            forcePlacement = true
            place(n, old.proposal, Size(width: old.w, height: old.h), unreliable: true)
            forcePlacement = false
        }
    }
}
