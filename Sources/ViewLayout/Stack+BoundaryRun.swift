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
        let gaps = boundaryGaps(first, axis, spacing)
        let nothingLeft = major - gaps.internalSpacing <= 0
        let unbounded = major == .infinity && gaps.internalSpacing.isFinite
        guard nothingLeft || unbounded else { return nil }
        if !nothingLeft && !gaps.samePriority {
            let minimum = ProposedSize(0, along: axis, cross: minorProposal)
            guard boundaryReservationIsFinite(first, axis, gaps.top, minimum) else { return nil }
        }
        let probe = ProposedSize(nothingLeft ? 0 : .infinity, along: axis, cross: minorProposal)
        // Steps 2.7–2.9: each child takes the probe; end to end along the axis, aligned across it.
        var line = BoundaryLine(n, axis, alignment, spacing, directions[Int(n)])
        var c = first
        while c >= 0 {
            let s = childAnswer(c, childRule(c), probe, axis)
            guard line.add(c, s, probe, nothingLeft: nothingLeft, first: first, &self) else { return nil }
            c = nextSiblings[Int(c)]
        }
        return line.size
    }

    /// Step 2.1 for a boundary run: the internal spacing, summed as `runStack` sums it, whether
    /// every child has one priority (none NaN), and the highest. `mutating` though it writes
    /// nothing: called from a corner run (not inlined), a non-mutating method got a copy of the
    /// whole tree (a `memcpy` of some 950 bytes a run; callgrind: deep1000-flex 124 instructions
    /// a stack).
    mutating func boundaryGaps(_ first: Int32, _ axis: Axis, _ spacing: Double)
        -> (internalSpacing: Double, samePriority: Bool, top: Double) {
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
        return (internalSpacing, samePriority, top)
    }

    /// Step 2.5 for an unbounded boundary run: the minimums (at `minimum`) of the groups below
    /// the highest priority `top`, reserved; false when a priority is NaN or what is reserved is
    /// not finite (then ∞ − reserved is not ∞ and the full steps decide). A corner run checks its
    /// two unbounded corners in one walk (`and`: the second corner's minimum, each child below
    /// `top` asked both in turn; a walk per corner cost deep100-flex 2% of its instructions).
    mutating func boundaryReservationIsFinite(_ first: Int32, _ axis: Axis, _ top: Double,
                                              _ minimum: ProposedSize, and second: ProposedSize? = nil) -> Bool {
        var reserved = 0.0
        var reservedSecond = 0.0
        var c = first
        while c >= 0 {
            let info = infos[Int(c)]
            let priority = (info.flags & NodeInfo.priorityFlags == 0 ? 0 : resolvedPriority(c, info))
            if priority.isNaN { return false }
            if priority != top {
                let rule = childRule(c)
                let lo = childAnswer(c, rule, minimum, axis)[axis]
                reserved += lo
                if !lo.isFinite { return false }
                if let second {
                    let lo = childAnswer(c, rule, second, axis)[axis]
                    reservedSecond += lo
                    if !lo.isFinite { return false }
                }
            }
            c = nextSiblings[Int(c)]
        }
        return reserved.isFinite && reservedSecond.isFinite
    }
}

/// Steps 2.8–2.9 of a boundary run, one child at a time: the children end to end along the axis
/// (the gaps of step 2.1 between them) and aligned across it, with `runStack`'s arithmetic in its
/// order.
struct BoundaryLine {
    let axis: Axis
    let alignment: AlignmentGuide
    let spacing: Double
    let direction: LayoutDirection
    let customGuide: Bool
    let guideBit: UInt64
    let horizontalGuide: Bool
    var extent = AlignedExtent()
    var m = 0.0
    var prevInfo = NodeInfo()

    init(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double, _ direction: LayoutDirection) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.direction = direction
        customGuide = alignment.isCustom
        guideBit = alignment.maskBit
        horizontalGuide = alignment.axis == .horizontal
    }

    /// Adds child `c` (`first` is the stack's first child), which answered `s` to `probe`; false
    /// when its length breaks step 2.7's boundary shares (not a finite length ≥ 0 when nothing is
    /// left, NaN when unbounded). `@_transparent`: marked `@inline(__always)` it stayed a call from
    /// `boundaryRun` (deep100-flex 0.3% of its instructions). `slotFreeRunBody` is not made
    /// `@_transparent` (it stays `@inline(__always)`): so marked it made deep100-flex 8.7% slower.
    @_transparent mutating func add(_ c: Int32, _ s: Size, _ probe: ProposedSize, nothingLeft: Bool,
                                        first: Int32, _ tree: inout LayoutTree) -> Bool {
        let length = s[axis]
        if nothingLeft ? !(length >= 0 && length.isFinite) : length.isNaN { return false }
        let info = tree.infos[Int(c)]
        if c != first { m += spacing.isNaN ? tree.pairDistance(prevInfo, info, axis) : spacing }
        prevInfo = info
        var g: Double
        if !customGuide && info.guideMask & guideBit == 0 {
            g = tree.builtInDefault(alignment, s)
            if horizontalGuide && tree.directions[Int(c)] != direction { g = s.width - g }
        } else {
            g = tree.guideValue(c, alignment, probe, s, parentDirection: direction)
        }
        let pos = -g
        m += length
        extent.add(pos, s[axis.other])
        return true
    }

    var size: Size { Size(m, along: axis, cross: extent.length) }
}

// The unrecorded corners (Docs/Layout.md step 2.12): below its top levels a nested stack is asked
// the three boundary proposals of each dimension 0 or ∞ other than (0, 0) — (∞, 0), (0, ∞), (∞, ∞)
// — by its parent's boundary runs, and each is a boundary run asking every child the same corner
// (a corner's probe along the axis is the corner's own 0 or ∞, its cross proposal the corner's
// other dimension). Asked one of them, a stack computes all three in one pass over its children:
// the gaps and priorities read once, each child asked the three corners in turn, and the two it
// was not asked kept in its cache, as `size` keeps the one it was. Any failed condition of a
// boundary run, for any of the three, leaves the single boundary run (and the full steps) to
// decide.

/// The three unrecorded corners, numbered 0 (∞, 0), 1 (0, ∞), 2 (∞, ∞) in (width, height).
enum UnrecordedCorner {
    static let count = 3

    static func proposal(_ k: Int) -> ProposedSize {
        ProposedSize(width: k == 1 ? 0 : .infinity, height: k == 0 ? 0 : .infinity)
    }

    /// Which corner `p` is (its 0 a +0: a −0 is asked as it is, by the single run), or nil.
    @inline(__always) static func index(_ p: ProposedSize) -> Int? {
        guard let w = p.width, let h = p.height else { return nil }
        if w == .infinity {
            if h == .infinity { return 2 }
            return h.bitPattern == 0 ? 0 : nil
        }
        return w.bitPattern == 0 && h == .infinity ? 1 : nil
    }
}

extension LayoutTree {
    /// What `boundaryRun` gives stack `n` at each of the three unrecorded corners, in one pass
    /// over its children; nil (nothing decided) when a condition of a boundary run fails for
    /// any of them. `recordedSpacing` is set to what the recorded corner's run reads before
    /// asking anything (`slotFreeRun`'s `knownSpacing`): the internal spacing, when every child
    /// takes the stack's guide from its size.
    mutating func cornerRun(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                            recordedSpacing: inout Double?) -> InlineArray<3, Size>? {
        let first = firstChildren[Int(n)]
        guard first >= 0 else { return nil }
        let gaps = boundaryGaps(first, axis, spacing)
        // Each corner's major length is 0 (nothing left when the gaps are ≥ 0) or ∞ (unbounded when
        // they are finite); every axis has corners of both.
        guard 0 - gaps.internalSpacing <= 0, gaps.internalSpacing.isFinite else { return nil }
        var nothingLeft = InlineArray<3, Bool>(repeating: false)
        for k in 0..<UnrecordedCorner.count { nothingLeft[k] = UnrecordedCorner.proposal(k)[axis] == 0 }
        // The two unbounded corners' reservations (step 2.5), in one walk: (∞, 0) and (∞, ∞) for a
        // horizontal stack, (0, ∞) and (∞, ∞) for a vertical one — minimums 0 along the axis, 0
        // or ∞ across it.
        if !gaps.samePriority {
            guard boundaryReservationIsFinite(first, axis, gaps.top, ProposedSize(0, along: axis, cross: 0),
                                              and: ProposedSize(0, along: axis, cross: .infinity)) else { return nil }
        }
        // Steps 2.7–2.9 for the three at once, as `BoundaryLine.add` adds a child to each: what
        // does not depend on the corner (the child's gap, whether its guide value is its size's
        // default, its direction) is read once per child, not once per corner.
        let direction = directions[Int(n)]
        let customGuide = alignment.isCustom
        let guideBit = alignment.maskBit
        let horizontalGuide = alignment.axis == .horizontal
        let minor = axis.other
        var extents = InlineArray<3, AlignedExtent>(repeating: AlignedExtent())
        var m = InlineArray<3, Double>(repeating: 0)
        var allBuiltIn = !customGuide
        var prevInfo = NodeInfo()
        var c = first
        while c >= 0 {
            let info = infos[Int(c)]
            let gap = c == first ? 0 : spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing
            prevInfo = info
            let builtIn = !customGuide && info.guideMask & guideBit == 0
            if !builtIn { allBuiltIn = false }
            let flipped = horizontalGuide && directions[Int(c)] != direction
            let rule = childRule(c)
            for k in 0..<UnrecordedCorner.count {
                let corner = UnrecordedCorner.proposal(k)
                let s = rule.kind == .general ? inlinedSize(c, corner) : childAnswer(c, rule, corner, axis)
                let length = s[axis]
                if nothingLeft[k] ? !(length >= 0 && length.isFinite) : length.isNaN { return nil }
                if c != first { m[k] += gap }
                var g: Double
                if builtIn {
                    g = builtInDefault(alignment, s)
                    if flipped { g = s.width - g }
                } else {
                    g = guideValue(c, alignment, corner, s, parentDirection: direction)
                }
                let pos = -g
                m[k] += length
                extents[k].add(pos, s[minor])
            }
            c = nextSiblings[Int(c)]
        }
        var sizes = InlineArray<3, Size>(repeating: .zero)
        for k in 0..<UnrecordedCorner.count {
            sizes[k] = Size(m[k], along: axis, cross: extents[k].length)
        }
        recordedSpacing = allBuiltIn ? gaps.internalSpacing : nil
        return sizes
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
    /// `knownSpacing`: the internal spacing when a corner run has just summed it and found every
    /// guide built in (the first pass over the children is then skipped).
    mutating func slotFreeRun(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                              _ p: ProposedSize, deepRigid: Bool, knownSpacing: Double? = nil) -> Size? {
        // One body, compiled for each case: the recorded corner's asks its cheap children
        // inline (step 2.13), which a deep-rigid stack's never are.
        deepRigid ? slotFreeRunBody(n, axis, alignment, spacing, p, deepRigid: true, knownSpacing: nil)
            : slotFreeRunBody(n, axis, alignment, spacing, p, deepRigid: false, knownSpacing: knownSpacing)
    }

    @inline(__always)
    mutating func slotFreeRunBody(_ n: Int32, _ axis: Axis, _ alignment: AlignmentGuide, _ spacing: Double,
                                  _ p: ProposedSize, deepRigid: Bool, knownSpacing: Double?) -> Size? {
        let first = firstChildren[Int(n)]
        guard first >= 0, !alignment.isCustom else { return nil }
        let minor = axis.other
        // Step 2.1: the gaps, summed as `runStack` sums them; no explicit guide below.
        var c = first
        var prevInfo = NodeInfo()
        var internalSpacing = 0.0
        if let knownSpacing {
            internalSpacing = knownSpacing
        } else {
            let guideBit = alignment.maskBit
            while c >= 0 {
                let info = infos[Int(c)]
                if info.guideMask & guideBit != 0 { return nil }
                if c != first { internalSpacing += spacing.isNaN ? pairDistance(prevInfo, info, axis) : spacing }
                prevInfo = info
                c = nextSiblings[Int(c)]
            }
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
        var extent = AlignedExtent()
        var m = 0.0
        var moved = false
        prevInfo = NodeInfo()
        c = first
        while c >= 0 {
            // A deep-rigid stack's children are deep-rigid: none has a cheap rule (step 2.13).
            let s = deepRigid ? size(c, probe) : childAnswer(c, childRule(c), probe, axis)
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
            extent.add(pos, s[minor])
            var pl = placements[Int(c)]
            if deepRigid {
                if !sameBits(pl.w, s.width) || !sameBits(pl.h, s.height) {
                    pl.w = s.width
                    pl.h = s.height
                    writePlacement(c, pl)
                }
            } else if !sameBits(pl.w, s.width) || !sameBits(pl.h, s.height) || !sameBits(pl.pw, kw) || !sameBits(pl.ph, kh) {
                let f = cache.flags[Int(c)]
                if sameBits(pl.w, s.width) && sameBits(pl.h, s.height)
                    && f & (NodeFlag.placementValid | NodeFlag.rigid) == NodeFlag.placementValid | NodeFlag.rigid {
                    setFlags(c, f | NodeFlag.stale)
                    mayHaveStalePlacement = true
                } else if f & NodeFlag.placementValid != 0 {
                    // Written only when it changes: in a fresh tree no child is placed yet.
                    setFlags(c, f & ~NodeFlag.placementValid)
                }
                pl.pw = kw
                pl.ph = kh
                pl.w = s.width
                pl.h = s.height
                writePlacement(c, pl)
                moved = true
            }
            c = nextSiblings[Int(c)]
        }
        let size = Size(m, along: axis, cross: extent.length)
        let low = extent.low
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
            let o = Self.originInParent(origin, s, in: size, rtl: rtl)
            if !sameBits(pl.x, o.x) || !sameBits(pl.y, o.y) {
                pl.x = o.x
                pl.y = o.y
                writePlacement(c, pl)
                moved = true
            }
            c = nextSiblings[Int(c)]
        }
        if deepRigid { return size }
        setFlags(n, cache.flags[Int(n)] | NodeFlag.runPlaced)
        if moved { invalidatePlacementsUp(from: n) }
        return size
    }

    /// Marks `n` and its ancestors for placement, up to the first one already due (a node due
    /// for placement has every ancestor due).
    @inline(__always) mutating func invalidatePlacementsUp(from n: Int32) {
        var a = n
        while a >= 0 {
            let f = cache.flags[Int(a)]
            guard f & NodeFlag.placementValid != 0 else { break }
            setFlags(a, f & ~NodeFlag.placementValid)
            a = parents[Int(a)]
        }
    }
}

