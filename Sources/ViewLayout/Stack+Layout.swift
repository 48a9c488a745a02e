// §1.2 / §8.3 HStack and VStack (one algorithm, axes swapped). Docs/Layout.md
// step 2 numbers the sub-steps cited below.

/// Per-child working data of a container layout, kept in `LayoutTree.scratch`
/// (SlotStack.swift: a stack of frames, nested layouts push above and pop before returning).
/// 64 bytes: the deepest layouts hold three slots per level. What a stack can read again
/// from the tree (a child's gap, rigidity, guide and direction) is not kept here, and the
/// origin shares the storage of the minimum and maximum, which are dead once it is set.
@usableFromInline struct StackSlot: Sendable {
    @usableFromInline var id: Int32
    /// Sizing order (§1.2 step 2): index into the frame of the child sized k-th.
    @usableFromInline var order: Int32 = 0
    @usableFromInline var priority: Double = 0
    /// Steps 2.3–2.7: the child's length at 0 and at ∞ along the axis. Afterwards the same
    /// two fields hold `origin`.
    @usableFromInline var lo: Double = 0
    @usableFromInline var hi: Double = 0
    /// The proposal, nil as `nilKey` (other values bit for bit, -0 included).
    @usableFromInline var pw = nilKey
    @usableFromInline var ph = nilKey
    @usableFromInline var size = Size.zero

    @inlinable init(id: Int32, priority: Double = 0, proposal: ProposedSize = .unspecified, size: Size = .zero,
         origin: Point = .zero) {
        self.id = id
        self.priority = priority
        self.pw = proposal.width ?? nilKey
        self.ph = proposal.height ?? nilKey
        self.size = size
        self.lo = origin.x
        self.hi = origin.y
    }

    @inlinable var proposal: ProposedSize {
        @inline(__always) get {
            ProposedSize(width: sameBits(pw, nilKey) ? nil : pw, height: sameBits(ph, nilKey) ? nil : ph)
        }
        @inline(__always) set {
            pw = newValue.width ?? nilKey
            ph = newValue.height ?? nilKey
        }
    }

    /// Origin in the container's leading-based coordinates (in `lo`, `hi`).
    @usableFromInline var origin: Point {
        @inline(__always) get { Point(x: lo, y: hi) }
        @inline(__always) set {
            lo = newValue.x
            hi = newValue.y
        }
    }
}

extension LayoutTree {
    /// Stacks over a subtree of more levels than this are sized at a recorded corner, and when
    /// deep-rigid, without working slots (step 2.12).
    static let slotFreeHeight: UInt32 = 8

    mutating func sizeStack(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                            _ p: ProposedSize) -> Size {
        // Step 2.12: a boundary proposal whose run is not recorded (step 3.5: a proposal with an
        // infinite dimension), off the trace path (a deep-rigid stack records its children's
        // positions whenever it runs). A recorded boundary run goes through the full steps: done
        // here too it cost more, not less (callgrind, balanced-flex 374.0M → 377.7M).
        if let major = p[axis], major == .infinity || (major == 0 && p[axis.other] == .infinity), boundaryRunsEnabled,
           cache.flags[Int(n)] & (NodeFlag.deepRigid | NodeFlag.tracePath) == 0 {
            // The three unrecorded corners in one pass (step 2.12), the two not asked kept — not
            // over a custom layout, which is asked only what the full steps ask.
            var recordedSpacing: Double?
            if cornerRunsEnabled, !placing, infos[Int(n)].flags & NodeInfo.runsCode == 0, let k = UnrecordedCorner.index(p),
               let sizes = cornerRun(n, axis, alignment, spacing, recordedSpacing: &recordedSpacing) {
                let fresh = cache.flags[Int(n)] & NodeFlag.inlineValid == 0
                if fresh, let recorded = recordedCorner(n, axis, alignment, spacing, knownSpacing: recordedSpacing) {
                    keepFourCorners(n, sizes, asked: k, recorded)
                    return sizes[k]
                }
                markUnrecordedRun(n)
                keepCorners(n, sizes, asked: k, fresh: fresh)
                return sizes[k]
            }
            if let s = boundaryRun(n, axis, alignment, spacing, major, p[axis.other]) {
                markUnrecordedRun(n)
                return s
            }
        }
        // Step 2.12, the recorded corner: nothing left to share along the axis (nested stacks
        // ask 0), no infinite dimension — sized and recorded without working slots, by a stack
        // over a deep subtree (slots are held while the subtree is sized; a shallow stack keeps
        // the full run, which costs less: balanced-flex 373.2M → 362.1M instructions a layout).
        let slotFree = boundaryRunsEnabled && infos[Int(n)].height > Self.slotFreeHeight
        if slotFree, let major = p[axis], major <= 0, p[axis.other]?.isInfinite != true, !placing,
           cache.flags[Int(n)] & (NodeFlag.deepRigid | NodeFlag.tracePath) == 0,
           let s = slotFreeRun(n, axis, alignment, spacing, p, deepRigid: false) {
            stats.recordedBoundaryRuns &+= 1
            runUnrecorded = false
            return s
        }
        // Step 3.3 the same way: a deep-rigid stack's children's sizes and origins, without slots.
        if slotFree, cache.flags[Int(n)] & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid,
           let s = slotFreeRun(n, axis, alignment, spacing, p, deepRigid: true) {
            stats.recordedBoundaryRuns &+= 1
            runUnrecorded = false
            return s
        }
        let frame = runStack(n, axis, alignment, spacing, p)
        let f = cache.flags[Int(n)]
        runUnrecorded = false
        if f & (NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.deepRigid {
            // Step 3.3: positions in a deep-rigid stack never change; keep them now.
            let rtl = directions[Int(n)] == .rightToLeft
            for i in frame.base..<(frame.base + frame.count) {
                let slot = scratch[i]
                setOrigin(slot.id, slot.origin, slot.size, in: frame.size, rtl: rtl, withSize: true)
            }
        } else if f & NodeFlag.tracePath == 0 && !placing {
            if p.width?.isInfinite == true || p.height?.isInfinite == true {
                // Step 3.5: a probe at an infinite proposal is rarely the proposal the stack is
                // placed with, so its children are not recorded (placing it there runs it again).
                // The recorded run's answer stays inline; when there is none, the flag goes.
                runUnrecorded = true
                if f & NodeFlag.inlineValid == 0 { setFlags(n, f & ~NodeFlag.runPlaced) }
            } else {
                recordRun(n, frame.base, frame.count, frame.size)
            }
        } else {
            setFlags(n, f & ~NodeFlag.runPlaced)
        }
        popSlots(frame.count)
        return frame.size
    }

    /// A boundary run is one step 3.5 does not record: the recorded run's answer stays inline
    /// (`size` stores this one elsewhere), and with none inline the flag goes; while placing
    /// the stack's records are not this run's either.
    @inline(__always) mutating func markUnrecordedRun(_ n: Int32) {
        stats.boundaryRuns &+= 1
        let f = cache.flags[Int(n)]
        if !placing {
            runUnrecorded = true
            if f & NodeFlag.inlineValid == 0 { setFlags(n, f & ~NodeFlag.runPlaced) }
        } else {
            runUnrecorded = false
            setFlags(n, f & ~NodeFlag.runPlaced)
        }
    }

    /// Keeps the answers of a corner run at the two corners stack `n` was not asked (`size` keeps
    /// the one it was), each counted as the evaluation its own run would have been; a corner
    /// already kept is left alone (a stack `fresh` before the run had no answer to look up; one
    /// whose recorded corner was sized too keeps all four in `keepFourCorners`).
    mutating func keepCorners(_ n: Int32, _ sizes: InlineArray<3, Size>, asked: Int, fresh: Bool) {
        for k in 0..<UnrecordedCorner.count where k != asked {
            let corner = UnrecordedCorner.proposal(k)
            let kw = proposalKey(corner.width)
            let kh = proposalKey(corner.height)
            guard fresh || cache.lookup(n, kw, kh) == nil else { continue }
            cache.store(n, kw, kh, sizes[k])
            stats.boundaryRuns &+= 1
            stats.evaluations &+= 1
            if recordEvaluated { evaluatedNodes.append(LayoutNodeID(rawValue: n)) }
        }
    }

    /// The fourth corner (step 2.12): a stack with no answer yet, asked an unrecorded corner, is
    /// asked (0, 0) next — the recorded corner its parent asks at 0 — and its children have just
    /// answered the three others, in the order that ask would have asked them. It is sized and
    /// recorded now, as `slotFreeRun` records it, to be kept inline (the recorded run's answer,
    /// `runPlaced`; `keepFourCorners`) with the evaluation it counts: the later ask is a lookup,
    /// not a run reached through the padding above it, `size`, `compute` and this rule. nil when
    /// `slotFreeRun` does not decide (the ask then runs the full steps, as before).
    mutating func recordedCorner(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                                 knownSpacing: Double?) -> Size? {
        guard let s = slotFreeRun(n, axis, alignment, spacing, ProposedSize(width: 0, height: 0), deepRigid: false,
                                  knownSpacing: knownSpacing)
        else { return nil }
        // Counted as the run it replaces: a slot-free one only over a deep subtree.
        if infos[Int(n)].height > Self.slotFreeHeight { stats.recordedBoundaryRuns &+= 1 }
        return s
    }

    /// What `storeLatest` of the recorded corner, `markUnrecordedRun`, `keepCorners` and `size`'s
    /// store of the asked corner keep for a stack with no answer before (`fresh`), in one write:
    /// the recorded corner inline (the recorded run's answer, `runPlaced`), the two corners not
    /// asked then the asked one in its block; `size` stores nothing more (`answerKept`). Each
    /// answer is counted as the evaluation its own run would have been (the asked one by
    /// `compute`). Storing them one call at a time cost a uniqueness check of the flags, the
    /// entries, the blocks and the pool each (callgrind: deep1000-flex ~1,000 instructions a stack).
    mutating func keepFourCorners(_ n: Int32, _ sizes: InlineArray<3, Size>, asked: Int, _ recorded: Size) {
        let first = asked == 0 ? 1 : 0
        let second = asked == 2 ? 1 : 2
        @inline(__always) func entry(_ k: Int) -> CacheEntry {
            let corner = UnrecordedCorner.proposal(k)
            return CacheEntry(pw: proposalKey(corner.width), ph: proposalKey(corner.height),
                              w: sizes[k].width, h: sizes[k].height)
        }
        cache.keepFreshCorners(n, CacheEntry(pw: 0, ph: 0, w: recorded.width, h: recorded.height),
                               entry(first), entry(second), entry(asked))
        stats.boundaryRuns += 3
        stats.evaluations += 3
        if recordEvaluated { evaluatedNodes.append(contentsOf: repeatElement(LayoutNodeID(rawValue: n), count: 3)) }
        runUnrecorded = true
        answerKept = true
    }

    /// Step 3.5: writes where this sizing run puts every child into the child's placement
    /// record, so that placing the stack with this proposal needs no second run. A child
    /// whose proposal or size moved is placed again (a rigid one at the same size only gets
    /// its proposals below marked stale, as step 3.2); when anything moved, the stack and
    /// its ancestors are placed again too — up to the first one already due (a node due
    /// for placement has every ancestor due).
    mutating func recordRun(_ n: Int32, _ base: Int, _ count: Int, _ size: Size) {
        let rtl = directions[Int(n)] == .rightToLeft
        let slots = scratch.base
        var moved = false
        for i in base..<(base + count) {
            let slot = slots[i]
            let c = Int(slot.id)
            var pl = placements[c]
            // As setOrigin: an origin out of ∞ − ∞ is 0.
            let rawX = rtl ? size.width - slot.origin.x - slot.size.width : slot.origin.x
            let x = rawX.isNaN ? 0 : rawX
            let y = slot.origin.y.isNaN ? 0 : slot.origin.y
            let kw = proposalKey(slot.proposal.width)
            let kh = proposalKey(slot.proposal.height)
            let sameSize = sameBits(pl.w, slot.size.width) && sameBits(pl.h, slot.size.height)
            if !sameSize || !sameBits(pl.pw, kw) || !sameBits(pl.ph, kh) {
                let f = cache.flags[c]
                if sameSize && f & (NodeFlag.placementValid | NodeFlag.rigid) == NodeFlag.placementValid | NodeFlag.rigid {
                    setFlags(slot.id, f | NodeFlag.stale)
                    mayHaveStalePlacement = true
                } else if f & NodeFlag.placementValid != 0 {
                    setFlags(slot.id, f & ~NodeFlag.placementValid)
                }
                pl.pw = kw
                pl.ph = kh
                pl.w = slot.size.width
                pl.h = slot.size.height
                moved = true
            } else if !sameBits(pl.x, x) || !sameBits(pl.y, y) {
                moved = true
            }
            pl.x = x
            pl.y = y
            writePlacement(slot.id, pl)
        }
        setFlags(n, cache.flags[Int(n)] | NodeFlag.runPlaced)
        if moved { invalidatePlacementsUp(from: n) }
    }

    /// Runs §1.2 for proposal `p`; leaves one slot per child (declaration order)
    /// on `scratch` starting at `base` — the caller pops them. Slots are read and
    /// written through `scratch.base`, read again after every call that may recurse
    /// (step 2.11).
    @inline(never)
    mutating func runStack(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                           _ p: ProposedSize) -> (base: Int, count: Int, size: Size) {
        let base = scratchTop
        let count = Int(childCounts[Int(n)])
        guard count > 0 else { return (base, 0, .zero) }
        reserveSlots(count)
        // Step 2.1: gaps — `spacing:` if given, else the pair's distance (§1.3).
        var internalSpacing = 0.0
        let direction = directions[Int(n)]
        let customGuide = alignment.isCustom
        let guideBit = alignment.maskBit
        let horizontalGuide = alignment.axis == .horizontal
        var slots = scratch.base
        var c = firstChildren[Int(n)]
        var prevInfo = NodeInfo()
        var i = base
        while c >= 0 {
            precondition(i < base + count, "child list of node \(n) longer than its count")  // guards the raw slots
            let info = infos[Int(c)]
            if i != base { internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            slots[i] = StackSlot(id: c, priority: (info.flags & NodeInfo.priorityFlags == 0 ? 0 : resolvedPriority(c, info)))
            i += 1
            prevInfo = info
            c = nextSiblings[Int(c)]
        }
        scratchTop = base + count
        let minor = axis.other
        if let major = p[axis] {
            distribute(n, base, count, axis, major, p[minor], internalSpacing)
        } else {
            // Step 2.2 (case A): every child proposed nil along the axis.
            if isTraced(n) { traceEvents.append(.stackIdeal(node: LayoutNodeID(rawValue: n), axis: axis)) }
            let cp = ProposedSize(nil, along: axis, cross: p[minor])
            for i in base..<(base + count) {
                let s = size(slots[i].id, cp)
                slots = scratch.base
                slots[i].proposal = cp
                slots[i].size = s
            }
        }
        // Step 2.8: cross-axis alignment — each child at −child[guide], then shift so
        // the lowest edge is 0; the union of the aligned extents is the thickness.
        // Step 2.9 in the same pass: children end to end in declaration order.
        var extent = AlignedExtent()
        var m = 0.0
        slots = scratch.base
        prevInfo = NodeInfo()
        for i in base..<(base + count) {
            let slot = slots[i]
            // The gap, guide and direction as step 2.1 read them.
            let info = infos[Int(slot.id)]
            if i != base { m += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            var g: Double
            if !customGuide && info.guideMask & guideBit == 0 {
                g = builtInDefault(alignment, slot.size)
                if horizontalGuide && directions[Int(slot.id)] != direction { g = slot.size.width - g }
            } else {
                g = guideValue(slot.id, alignment, slot.proposal, slot.size, parentDirection: direction)
                slots = scratch.base
            }
            let pos = -g
            slots[i].origin = Point(m, along: axis, cross: pos)
            m += slot.size[axis]
            extent.add(pos, slot.size[minor])
        }
        let low = extent.low
        if low != 0 {
            for i in base..<(base + count) { slots[i].origin[minor] -= low }
        }
        let result = Size(m, along: axis, cross: extent.length)
        if isTraced(n) {
            traceEvents.append(.stackAlignment(node: LayoutNodeID(rawValue: n), guide: alignment, line: -low,
                                               size: result))
        }
        return (base, count, result)
    }

    /// Steps 2.3–2.7 (case B: concrete major proposal).
    mutating func distribute(_ n: Int32, _ base: Int, _ count: Int, _ axis: Axis, _ major: Double,
                             _ minorProposal: Double?, _ internalSpacing: Double) {
        // Step 2.3: min (proposal 0) and max (proposal ∞) along the axis, at the
        // stack's minor proposal. A rigid child answers both with one size.
        var allRigid = true
        var slots = scratch.base
        let firstPriority = slots[base].priority
        var samePriority = true
        let minimum = ProposedSize(0, along: axis, cross: minorProposal)
        let maximum = ProposedSize(.infinity, along: axis, cross: minorProposal)
        // Off the trace path a flexible child is asked its maximum first: when its share
        // is its minimum (a tight stack offers 0), the child's latest sizing run is then the
        // one it is placed with, and placement reuses it (step 3.5). Answers do not depend on
        // the order; `why` records the order SwiftUI asks in.
        let maximumFirst = cache.flags[Int(n)] & NodeFlag.tracePath == 0
        if maximumFirst && boundaryShares(base, count, axis, major, internalSpacing, minimum, maximum) { return }
        slots = scratch.base
        for i in base..<(base + count) {
            let id = slots[i].id
            let rigid = isRigidChild(id)
            var hi = 0.0
            let rule = rigid ? ChildRule() : childRule(id)
            if maximumFirst && !rigid {
                hi = childAnswer(id, rule, maximum, axis)[axis]
            }
            let s = childAnswer(id, rule, minimum, axis)
            slots = scratch.base
            let lo = s[axis]
            if rigid {
                slots[i].size = s
                slots[i].hi = lo
            } else {
                allRigid = false
                if !maximumFirst {
                    hi = childAnswer(id, rule, maximum, axis)[axis]
                    slots = scratch.base
                }
                slots[i].hi = hi
            }
            slots[i].lo = lo
            slots[i].order = Int32(i - base)
            if slots[i].priority != firstPriority { samePriority = false }
        }
        if allRigid && samePriority && !isTraced(n) {
            // Steps 2.4–2.7 when every child is rigid with one priority: the order is
            // declaration order (flexibility 0 everywhere), nothing is reserved, and
            // each share is answered by the size the child already gave.
            var available = major - internalSpacing
            var remaining = Double(count)
            for i in base..<(base + count) {
                let offer = Swift.max(available / remaining, 0)
                slots[i].proposal = ProposedSize(offer, along: axis, cross: minorProposal)
                available -= slots[i].size[axis]
                remaining -= 1
            }
            return
        }
        // Step 2.4: priority descending, then flexibility ascending (stable).
        sortBySizingOrder(base, count)
        slots = scratch.base
        // Step 2.5: reserve the minimums of every group below the first.
        let topPriority = slots[base + Int(slots[base].order)].priority
        var reserved = 0.0
        for i in base..<(base + count) where slots[i].priority != topPriority { reserved += slots[i].lo }
        var available = major - internalSpacing - reserved
        let traced = isTraced(n)
        if traced {
            traceOrder(n, base, count, axis, internalSpacing)
            slots = scratch.base
        }
        var k = 0
        while k < count {
            let groupPriority = slots[base + Int(slots[base + k].order)].priority
            var end = k + 1
            while end < count && slots[base + Int(slots[base + end].order)].priority == groupPriority { end += 1 }
            if k > 0 {
                // Step 2.6: entering a lower group releases its reservation.
                for j in k..<end {
                    let lo = slots[base + Int(slots[base + j].order)].lo
                    available += lo
                    reserved -= lo
                }
            }
            if traced {
                traceEvents.append(.stackReserved(node: LayoutNodeID(rawValue: n), groupPriority: groupPriority,
                                                  reserved: reserved, available: available))
            }
            // Step 2.7: equal shares of what is left, in sorted order; the actual
            // length is subtracted; available may go negative (overflow).
            var remaining = Double(end - k)
            for j in k..<end {
                let i = base + Int(slots[base + j].order)
                let offer = Swift.max(available / remaining, 0)
                let cp = ProposedSize(offer, along: axis, cross: minorProposal)
                var s = slots[i].size
                if !isRigidChild(slots[i].id) {
                    let id = slots[i].id
                    s = childAnswer(id, childRule(id), cp, axis)
                    slots = scratch.base
                }
                slots[i].proposal = cp
                slots[i].size = s
                // An unbounded offer stays unbounded when a child takes all of it (∞ − ∞ is not a length).
                if !(available.isInfinite && s[axis].isInfinite) { available -= s[axis] }
                remaining -= 1
                if traced {
                    traceEvents.append(.stackOffer(node: LayoutNodeID(rawValue: n),
                                                   child: LayoutNodeID(rawValue: slots[i].id),
                                                   offer: cp, took: s, remaining: available))
                }
            }
            k = end
        }
    }

    /// The child is rigid (one answer for every proposal) and not being traced.
    @inline(__always) func isRigidChild(_ c: Int32) -> Bool {
        cache.flags[Int(c)] & (NodeFlag.rigid | NodeFlag.tracePath) == NodeFlag.rigid
    }

    /// Steps 2.3–2.7 when every share is known before any is offered (off the trace path), so
    /// each child is asked only the one probe its share equals — a parent stack asks its child
    /// stacks at 0 and ∞ along its axis, which in nested stacks of alternating axes is the
    /// child's own axis half of the time:
    /// - nothing left to share (`major − internalSpacing ≤ 0`) and every minimum a finite
    ///   length ≥ 0: whatever the order and the reservations, what is available never rises
    ///   above 0 (a group released gives back at most what it reserved), so every child is
    ///   offered 0 and takes its minimum;
    /// - an unbounded proposal (finite spacing, no priority NaN, finite minimums in the groups
    ///   below the highest priority, no length NaN): what is reserved is finite, every child is
    ///   offered ∞ and takes its maximum, and what is left stays ∞ (only the lower groups'
    ///   minimums are asked, for the reservation; spacers are such a group).
    /// False when a probe's answer breaks the condition (the caller then runs the steps).
    mutating func boundaryShares(_ base: Int, _ count: Int, _ axis: Axis, _ major: Double,
                                 _ internalSpacing: Double, _ minimum: ProposedSize,
                                 _ maximum: ProposedSize) -> Bool {
        let nothingLeft = major - internalSpacing <= 0
        let unbounded = major == .infinity && internalSpacing.isFinite
        guard nothingLeft || unbounded else { return false }
        var slots = scratch.base
        if !nothingLeft {
            // Step 2.5 reserves the minimums of every group below the first (the highest
            // priority): finite, they leave ∞ available, and each group released adds a finite
            // length back to ∞.
            var top = -Double.infinity
            for i in base..<(base + count) {
                let priority = slots[i].priority
                if priority.isNaN { return false }
                if priority > top { top = priority }
            }
            var reserved = 0.0
            for i in base..<(base + count) where slots[i].priority != top {
                let id = slots[i].id
                let lo = childAnswer(id, childRule(id), minimum, axis)[axis]
                slots = scratch.base
                reserved += lo
                if !lo.isFinite { return false }
            }
            if !reserved.isFinite { return false }
        }
        let probe = nothingLeft ? minimum : maximum
        for i in base..<(base + count) {
            let id = slots[i].id
            let s = childAnswer(id, childRule(id), probe, axis)
            slots = scratch.base
            let length = s[axis]
            if nothingLeft ? !(length >= 0 && length.isFinite) : length.isNaN { return false }
            slots[i].proposal = probe
            slots[i].size = s
        }
        return true
    }

    /// True when child slot `a` is sized before slot `b` (§1.2 step 2; ties keep
    /// declaration order; both ranges infinite → larger minimum first).
    @inline(__always) func sizedBefore(_ a: Int, _ b: Int) -> Bool {
        let px = scratch[a].priority
        let py = scratch[b].priority
        if px != py { return px > py }
        let lx = scratch[a].lo
        let ly = scratch[b].lo
        let fx = scratch[a].hi - lx
        let fy = scratch[b].hi - ly
        if fx != fy { return fx < fy }
        let tx = fx.isInfinite ? -lx : 0
        let ty = fy.isInfinite ? -ly : 0
        return tx < ty
    }

    /// Writes the sizing order into `order` (identity when already ordered).
    mutating func sortBySizingOrder(_ base: Int, _ count: Int) {
        var sorted = true
        for i in (base + 1)..<(base + count) where sizedBefore(i, i - 1) {
            sorted = false
            break
        }
        if sorted { return }
        if count <= 32 {
            // Insertion sort (stable), as SwiftUI does for small stacks.
            for i in 1..<count {
                let x = scratch[base + i].order
                var j = i - 1
                while j >= 0 && sizedBefore(base + Int(x), base + Int(scratch[base + j].order)) {
                    scratch[base + j + 1].order = scratch[base + j].order
                    j -= 1
                }
                scratch[base + j + 1].order = x
            }
            return
        }
        // Larger stacks: the keys once, then one comparison per pair. With every key a
        // number the order is total (declaration order breaks ties), so any sort gives
        // the one stable order; a NaN falls back to comparing slots as above.
        var keys: [(priority: Double, flexibility: Double, tie: Double)] = []
        keys.reserveCapacity(count)
        var numeric = true
        for i in base..<(base + count) {
            let slot = scratch[i]
            let flexibility = slot.hi - slot.lo
            let key = (slot.priority, flexibility, flexibility.isInfinite ? -slot.lo : 0)
            numeric = numeric && !key.0.isNaN && !key.1.isNaN && !key.2.isNaN
            keys.append(key)
        }
        var indices = Array(0..<Int32(count))
        if numeric {
            keys.withUnsafeBufferPointer { k in
                // Few priorities (a stack of views and spacers): split by priority keeping
                // declaration order, then sort only a group that is not already in order.
                var priorities: [Double] = []
                for key in k where !priorities.contains(key.priority) {
                    priorities.append(key.priority)
                    if priorities.count > 4 { break }
                }
                func sortGroup(_ group: inout ArraySlice<Int32>) {
                    func before(_ a: Int32, _ b: Int32) -> Bool {
                        let x = k[Int(a)], y = k[Int(b)]
                        if x.priority != y.priority { return x.priority > y.priority }
                        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
                        if x.tie != y.tie { return x.tie < y.tie }
                        return a < b
                    }
                    var ordered = true
                    var i = group.startIndex + 1
                    while i < group.endIndex {
                        if before(group[i], group[i - 1]) {
                            ordered = false
                            break
                        }
                        i += 1
                    }
                    if !ordered { group.sort(by: before) }
                }
                guard priorities.count <= 4 else {
                    sortGroup(&indices[...])
                    return
                }
                priorities.sort(by: >)
                var next = 0
                for priority in priorities {
                    let start = next
                    for i in 0..<count where k[i].priority == priority {
                        indices[next] = Int32(i)
                        next += 1
                    }
                    sortGroup(&indices[start..<next])
                }
            }
        } else {
            indices.sort { a, b in
                if sizedBefore(base + Int(a), base + Int(b)) { return true }
                if sizedBefore(base + Int(b), base + Int(a)) { return false }
                return a < b
            }
        }
        for (k, index) in indices.enumerated() { scratch[base + k].order = index }
    }

    mutating func traceOrder(_ n: Int32, _ base: Int, _ count: Int, _ axis: Axis, _ internalSpacing: Double) {
        var children: [StackFlexibility] = []
        for k in 0..<count {
            let slot = scratch[base + Int(scratch[base + k].order)]
            children.append(StackFlexibility(child: LayoutNodeID(rawValue: slot.id), priority: slot.priority,
                                             minimum: slot.lo, maximum: slot.hi))
        }
        traceEvents.append(.stackOrder(node: LayoutNodeID(rawValue: n), axis: axis, children: children,
                                       internalSpacing: internalSpacing))
    }

    /// §1.2 placement: the same computation with the proposal it was placed with,
    /// the minor dimension replaced by the actual size when nil; the content is
    /// centred in the bounds (equal unless a child answers differently).
    mutating func stackPlacements(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                                  _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int) {
        var q = p
        if q[axis.other] == nil { q[axis.other] = s[axis.other] }
        let frame = runStack(n, axis, alignment, spacing, q)
        let dx = centringOffset(s.width, frame.size.width)
        let dy = centringOffset(s.height, frame.size.height)
        if dx != 0 || dy != 0 {
            for i in frame.base..<(frame.base + frame.count) {
                scratch[i].origin.x += dx
                scratch[i].origin.y += dy
            }
        }
        return (frame.base, frame.count)
    }
}

/// Step 2.8: children aligned across an axis — the lowest start, the highest end — and the
/// thickness between (a stack's, each axis of a ZStack's union). A child endless across (a
/// Color proposed ∞) makes it ∞: its guide is ∞ too (the centre of ∞ is ∞), and −∞ + ∞ is NaN
/// in the arithmetic, where SwiftUI's stack of it answers ∞ — `VStack { Text; HStack {
/// Color.red }; Text }` gives the HStack all the room.
struct AlignedExtent {
    var low = Double.infinity
    var high = -Double.infinity
    var endless = false

    @inline(__always) mutating func add(_ position: Double, _ length: Double) {
        low = Swift.min(low, position)
        high = Swift.max(high, position + length)
        endless = endless || length.isInfinite
    }

    var length: Double { endless ? .infinity : high - low }
}
