// §1.4 / §8.4 ZStack; §2.8 background/overlay (several secondaries form an
// implicit ZStack(alignment: .center)); §2.10 GeometryReader placement.

extension LayoutTree {
    mutating func sizeZStack(_ n: Int32, _ alignment: Alignment, _ p: ProposedSize) -> Size {
        zstackSize(from: firstChildren[Int(n)], alignment, p, directions[Int(n)], traceNode: n)
    }

    /// The highest layout priority among the siblings from `first` on.
    @inline(__always) func topPriority(from first: Int32) -> Double {
        var top = -Double.infinity
        var c = first
        while c >= 0 {
            top = Swift.max(top, resolvedPriority(c))
            c = nextSiblings[Int(c)]
        }
        return top
    }

    /// §1.4: the children of highest priority, proposed the ZStack's proposal,
    /// size it: union of their aligned frames (or max w × max h, `zstackSize`).
    mutating func zstackSize(from first: Int32, _ alignment: Alignment, _ p: ProposedSize,
                             _ direction: LayoutDirection, traceNode n: Int32) -> Size {
        guard first >= 0 else { return .zero }
        let top = topPriority(from: first)
        var extentX = AlignedExtent(), extentY = AlignedExtent()
        var sizing: [LayoutNodeID] = []
        let traced = n >= 0 && isTraced(n)
        var c = first
        while c >= 0 {
            defer { c = nextSiblings[Int(c)] }
            guard resolvedPriority(c) == top else { continue }
            let s = size(c, p)
            if traced { sizing.append(LayoutNodeID(rawValue: c)) }
            var x = 0.0, y = 0.0
            if options.zstackSize == .union {
                x = -guideValue(c, alignment.horizontal, p, s, parentDirection: direction)
                y = -guideValue(c, alignment.vertical, p, s, parentDirection: direction)
            }
            extentX.add(x, s.width)
            extentY.add(y, s.height)
        }
        // Only NaN priorities: no child sized. A child endless along an axis makes the union endless
        // there (as a stack's thickness, AlignedExtent).
        guard extentX.low.isFinite || extentX.high.isFinite || extentX.endless || extentY.endless else { return .zero }
        let result = Size(width: extentX.length, height: extentY.length)
        if traced {
            traceEvents.append(.zstackSize(node: LayoutNodeID(rawValue: n), sizingChildren: sizing,
                                           mode: options.zstackSize, size: result))
        }
        return result
    }

    /// §1.4 placement of the siblings from `first` on inside bounds `s`: each is
    /// proposed `s` and put so that its guide lands on the common line.
    mutating func zstackPlacements(from first: Int32, _ alignment: Alignment, _ s: Size,
                                   _ direction: LayoutDirection) -> (base: Int, count: Int) {
        let base = scratchTop
        let cp = ProposedSize(s)
        var c = first
        while c >= 0 {
            let cs = size(c, cp)
            let x = -guideValue(c, alignment.horizontal, cp, cs, parentDirection: direction)
            let y = -guideValue(c, alignment.vertical, cp, cs, parentDirection: direction)
            pushSlot(StackSlot(id: c, priority: resolvedPriority(c), proposal: cp, size: cs,
                                     origin: Point(x: x, y: y)))
            c = nextSiblings[Int(c)]
        }
        let count = scratchTop - base
        guard count > 0 else { return (base, 0) }
        var dx: Double, dy: Double
        if options.zstackSize == .union {
            // Union: the aligned frames of the top children, centred in the bounds.
            let top = topPriority(from: first)
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for i in base..<(base + count) where scratch[i].priority == top {
                let slot = scratch[i]
                minX = Swift.min(minX, slot.origin.x)
                minY = Swift.min(minY, slot.origin.y)
                maxX = Swift.max(maxX, slot.origin.x + slot.size.width)
                maxY = Swift.max(maxY, slot.origin.y + slot.size.height)
            }
            if !minX.isFinite { minX = 0; maxX = 0; minY = 0; maxY = 0 }
            dx = (s.width - (maxX - minX)) / 2 - minX
            dy = (s.height - (maxY - minY)) / 2 - minY
        } else {
            // Max: the common line is the guide's default in the bounds.
            let dims = ViewDimensions(size: s, explicit: [], registry: guides)
            dx = guides.defaultValue(alignment.horizontal, in: dims)
            dy = guides.defaultValue(alignment.vertical, in: dims)
        }
        for i in base..<(base + count) {
            scratch[i].origin.x += dx
            scratch[i].origin.y += dy
        }
        return (base, count)
    }

    /// §2.8: the primary is placed like the modifier itself; a secondary is proposed
    /// the primary's size and aligned with `primary[g] − secondary[g]`. Several
    /// secondaries form an implicit ZStack(alignment: .center) that is aligned so.
    mutating func secondaryPlacements(_ n: Int32, _ alignment: Alignment, _ p: ProposedSize,
                                      _ s: Size) -> (base: Int, count: Int) {
        let primary = firstChildren[Int(n)]
        let base = scratchTop
        guard primary >= 0 else { return (base, 0) }
        let ps = size(primary, p)
        pushSlot(StackSlot(id: primary, proposal: p, size: ps))
        let first = nextSiblings[Int(primary)]
        guard first >= 0 else { return (base, 1) }
        let direction = directions[Int(n)]
        let px = guideValue(primary, alignment.horizontal, p, ps, parentDirection: direction)
        let py = guideValue(primary, alignment.vertical, p, ps, parentDirection: direction)
        if nextSiblings[Int(first)] < 0 {
            let cp = ProposedSize(ps)
            let cs = size(first, cp)
            let x = px - guideValue(first, alignment.horizontal, cp, cs, parentDirection: direction)
            let y = py - guideValue(first, alignment.vertical, cp, cs, parentDirection: direction)
            pushSlot(StackSlot(id: first, proposal: cp, size: cs, origin: Point(x: x, y: y)))
            return (base, 2)
        }
        // Implicit ZStack: proposed the primary's size, sized and placed as §1.4,
        // then aligned by its own guide (merged explicit values, else default).
        let zs = zstackSize(from: first, .center, ProposedSize(ps), direction, traceNode: -1)
        let z = zstackPlacements(from: first, .center, zs, direction)
        let zdims = ViewDimensions(size: zs, explicit: [], registry: guides)
        let zx = mergedGuide(alignment.horizontal, z.base, z.count, usesOrigin: true, direction)
            ?? guides.defaultValue(alignment.horizontal, in: zdims)
        let zy = mergedGuide(alignment.vertical, z.base, z.count, usesOrigin: true, direction)
            ?? guides.defaultValue(alignment.vertical, in: zdims)
        for i in z.base..<(z.base + z.count) {
            scratch[i].origin.x += px - zx
            scratch[i].origin.y += py - zy
        }
        return (base, 1 + z.count)
    }

    /// §2.10: every child proposed the reader's size, placed at its top-leading corner.
    mutating func geometryPlacements(_ n: Int32, _ s: Size) -> (base: Int, count: Int) {
        let base = scratchTop
        let cp = ProposedSize(s)
        var c = firstChildren[Int(n)]
        while c >= 0 {
            pushSlot(StackSlot(id: c, proposal: cp, size: size(c, cp)))
            c = nextSiblings[Int(c)]
        }
        return (base, scratchTop - base)
    }

    /// The children of a container as placed with proposal `p` at size `s`, in its
    /// leading-based coordinates (nil for leaves and single-child modifiers).
    mutating func containerPlacements(_ n: Int32, _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int)? {
        switch ops[Int(n)] {
        case let .stack(spacing, alignment, axis):
            return stackPlacements(n, axis, alignment, spacing, p, s)
        case let .zstack(alignment):
            return zstackPlacements(from: firstChildren[Int(n)], alignment, s, directions[Int(n)])
        case let .background(alignment), let .overlay(alignment):
            return secondaryPlacements(n, alignment, p, s)
        case .geometry:
            return geometryPlacements(n, s)
        case let .rule(i, leaf) where !leaf:
            return rulePlacements(n, i, p, s)
        default:
            return nil
        }
    }
}
