// A stack's size at a boundary proposal, computed straight from its children (Docs/Layout.md
// step 2.12). In nested stacks every stack is asked at 0 and ∞ along its axis by its parent,
// with the parent's own 0 or ∞ across it: balanced-flex asks each of its 21,845 stacks all four
// corners, and those runs were nearly all of its layout. At such a proposal every share is known
// before any is offered (`boundaryShares`): each child is asked one probe, the size is the sum
// of the lengths and gaps along the axis and the union of the aligned children across it. The
// run below computes exactly that, in the same order and with the same arithmetic as
// `runStack`, without working slots, without sorting and without recording placements: it is
// only asked where the full steps would not record either (step 3.5: a proposal with an infinite
// dimension). Whenever a condition of `boundaryShares` fails it answers nil and the full steps
// run.

extension LayoutTree {
    /// The size `runStack` gives stack `n` at proposal `p` (major length `major` along `axis`),
    /// when `p` is a boundary proposal that no placement reuses: ∞ along the axis, or 0 along it
    /// and ∞ across it. nil when it is not one, or when a child's answer breaks
    /// `boundaryShares`'s conditions (then nothing is decided: the caller runs the full steps,
    /// which ask the same children the same probes again).
    mutating func boundaryRun(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                              _ major: Double, _ minorProposal: Double?) -> Size? {
        guard major == .infinity || (major == 0 && minorProposal == .infinity) else { return nil }
        let first = firstChildren[Int(n)]
        guard first >= 0 else { return nil }
        // Step 2.1: the gaps.
        var internalSpacing = 0.0
        var c = first
        var prevInfo = NodeInfo()
        var top = -Double.infinity
        var samePriority = true
        var firstPriority = 0.0
        while c >= 0 {
            let info = infos[Int(c)]
            let priority = (info.flags & NodeInfo.priorityFlags == 0 ? 0 : resolvedPriority(c, info))
            if c != first {
                internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing
                if priority != firstPriority { samePriority = false }
            } else {
                firstPriority = priority
            }
            if priority.isNaN { samePriority = false }
            if priority > top { top = priority }
            prevInfo = info
            c = nextSiblings[Int(c)]
        }
        let nothingLeft = major - internalSpacing <= 0
        let unbounded = major == .infinity && internalSpacing.isFinite
        guard nothingLeft || unbounded else { return nil }
        let minimum = ProposedSize(0, along: axis, cross: minorProposal)
        if !nothingLeft && !samePriority {
            // Step 2.5: the minimums of the groups below the highest priority, reserved (finite).
            var reserved = 0.0
            c = first
            while c >= 0 {
                let info = infos[Int(c)]
                let priority = (info.flags & NodeInfo.priorityFlags == 0 ? 0 : resolvedPriority(c, info))
                if priority.isNaN { return nil }
                if priority != top {
                    let lo = size(c, minimum)[axis]
                    reserved += lo
                    if !lo.isFinite { return nil }
                }
                c = nextSiblings[Int(c)]
            }
            if !reserved.isFinite { return nil }
        }
        let probe = nothingLeft ? minimum : ProposedSize(.infinity, along: axis, cross: minorProposal)
        // Steps 2.7–2.9: each child takes the probe; end to end along the axis, aligned across it.
        let direction = directions[Int(n)]
        let customGuide = alignment.isCustom
        let guideBit = alignment.maskBit
        let horizontalGuide = alignment.axis == .horizontal
        let minor = axis.other
        var low = Double.infinity
        var high = -Double.infinity
        var m = 0.0
        prevInfo = NodeInfo()
        c = first
        while c >= 0 {
            let s = size(c, probe)
            let length = s[axis]
            if nothingLeft ? !(length >= 0 && length.isFinite) : length.isNaN { return nil }
            let info = infos[Int(c)]
            if c != first { m += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            var g: Double
            if !customGuide && info.guideMask & guideBit == 0 {
                g = builtInDefault(alignment, s)
                if horizontalGuide && directions[Int(c)] != direction { g = s.width - g }
            } else {
                g = guideValue(c, alignment, probe, s, parentDirection: direction)
            }
            let pos = -g
            m += length
            low = Swift.min(low, pos)
            high = Swift.max(high, pos + s[minor])
            c = nextSiblings[Int(c)]
        }
        return Size(m, along: axis, cross: high - low)
    }
}

// The recorded corner (Docs/Layout.md step 2.12): a stack asked a proposal with nothing left to
// share along its axis (`proposal − internal spacing ≤ 0`, what nested stacks ask at 0) and no
// infinite dimension is the run step 3.5 records and placement reuses. Off the trace path, when
// no child can have an explicit value for the stack's guide, it is sized and recorded straight
// from its children as well: each is asked the one probe (0 along the axis) and its proposal
// and size go to its placement record as it answers, then its origin once the cross-axis line
// is known — `runStack`'s arithmetic in its order and `recordRun`'s records, without working
// slots (a chain of nested stacks held three a level while the levels below were sized). A
// deep-rigid stack (step 3.3) is sized the same way at any proposal: its children's sizes do
// not depend on what they are offered, and it records their sizes and origins.

extension LayoutTree {
    /// What `runStack` then `recordRun` give stack `n` at proposal `p` when `p` is a recorded
    /// proposal with nothing left to share along `axis` (no dimension infinite) — or, for a
    /// deep-rigid stack, what `runStack` and step 3.3's records give at any `p` —; nil (nothing
    /// decided: the caller runs the full steps) when that is not the case, a child may have an
    /// explicit guide value, or (not deep-rigid) a child's minimum is not a finite length ≥ 0.
    mutating func slotFreeRun(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                              _ p: ProposedSize, deepRigid: Bool) -> Size? {
        let first = firstChildren[Int(n)]
        guard first >= 0, !alignment.isCustom else { return nil }
        let guideBit = alignment.maskBit
        let minor = axis.other
        // Step 2.1: the gaps, summed as `runStack` sums them; no explicit guide below.
        var internalSpacing = 0.0
        var c = first
        var prevInfo = NodeInfo()
        while c >= 0 {
            let info = infos[Int(c)]
            if info.guideMask & guideBit != 0 { return nil }
            if c != first { internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            c = nextSiblings[Int(c)]
        }
        if !deepRigid {
            guard let major = p[axis], major - internalSpacing <= 0 else { return nil }
        }
        // A rigid child answers every proposal alike: the one asked is the step's first probe.
        let probe = ProposedSize(p[axis] == nil ? nil : 0, along: axis, cross: p[minor])
        let kw = proposalKey(probe.width)
        let kh = proposalKey(probe.height)
        let direction = directions[Int(n)]
        let horizontalGuide = alignment.axis == .horizontal
        // Steps 2.7–2.9 with every share 0 (or every size fixed): each child takes its minimum;
        // its proposal and size are recorded as `recordRun` records them (a deep-rigid stack's
        // children, their sizes).
        var low = Double.infinity
        var high = -Double.infinity
        var m = 0.0
        var moved = false
        prevInfo = NodeInfo()
        c = first
        while c >= 0 {
            let s = size(c, probe)
            let length = s[axis]
            if !deepRigid && !(length >= 0 && length.isFinite) {
                // The full steps run next and find the records written so far unchanged: what
                // `recordRun` does for a changed record is done for those here.
                if moved { invalidatePlacementsUp(from: n) }
                return nil
            }
            let info = infos[Int(c)]
            if c != first { m += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            var g = builtInDefault(alignment, s)
            if horizontalGuide && directions[Int(c)] != direction { g = s.width - g }
            let pos = -g
            m += length
            low = Swift.min(low, pos)
            high = Swift.max(high, pos + s[minor])
            var pl = placements[Int(c)]
            if deepRigid {
                if !sameBits(pl.w, s.width) || !sameBits(pl.h, s.height) {
                    pl.w = s.width
                    pl.h = s.height
                    placements[Int(c)] = pl
                }
            } else if !sameBits(pl.w, s.width) || !sameBits(pl.h, s.height) || !sameBits(pl.pw, kw) || !sameBits(pl.ph, kh) {
                let f = cache.flags[Int(c)]
                if sameBits(pl.w, s.width) && sameBits(pl.h, s.height)
                    && f & (NodeFlag.placementValid | NodeFlag.rigid) == NodeFlag.placementValid | NodeFlag.rigid {
                    cache.flags[Int(c)] = f | NodeFlag.stale
                    mayHaveStalePlacement = true
                } else {
                    cache.flags[Int(c)] = f & ~NodeFlag.placementValid
                }
                pl.pw = kw
                pl.ph = kh
                pl.w = s.width
                pl.h = s.height
                placements[Int(c)] = pl
                moved = true
            }
            c = nextSiblings[Int(c)]
        }
        let size = Size(m, along: axis, cross: high - low)
        // The origins, from the recorded sizes: end to end along the axis, aligned across it.
        let rtl = direction == .rightToLeft
        m = 0
        prevInfo = NodeInfo()
        c = first
        while c >= 0 {
            var pl = placements[Int(c)]
            let s = Size(width: pl.w, height: pl.h)
            let info = infos[Int(c)]
            if c != first { m += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
            prevInfo = info
            var g = builtInDefault(alignment, s)
            if horizontalGuide && directions[Int(c)] != direction { g = s.width - g }
            var origin = Point(m, along: axis, cross: -g)
            if low != 0 { origin[minor] -= low }
            m += s[axis]
            let o = originInParent(origin, s, in: size, rtl: rtl)
            if !sameBits(pl.x, o.x) || !sameBits(pl.y, o.y) {
                pl.x = o.x
                pl.y = o.y
                placements[Int(c)] = pl
                moved = true
            }
            c = nextSiblings[Int(c)]
        }
        if deepRigid { return size }
        cache.flags[Int(n)] |= NodeFlag.runPlaced
        if moved { invalidatePlacementsUp(from: n) }
        return size
    }

    /// Marks `n` and its ancestors for placement, up to the first one already due (a node due
    /// for placement has every ancestor due).
    @inline(__always) mutating func invalidatePlacementsUp(from n: Int32) {
        var a = n
        while a >= 0 && cache.flags[Int(a)] & NodeFlag.placementValid != 0 {
            cache.flags[Int(a)] &= ~NodeFlag.placementValid
            a = parents[Int(a)]
        }
    }
}
