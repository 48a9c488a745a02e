// §3.2 alignmentGuide and §3.3 / §8.6 how explicit guide values travel up:
// through single-child modifiers shifted by the child's origin, merged by
// multi-child containers (custom = mean, firstTextBaseline = min,
// lastTextBaseline = max, frame guides never).

extension LayoutTree {
    /// A child's value for `guide` (explicit, else default) in its parent's
    /// coordinates: a horizontal value is mirrored when the child's layout
    /// direction differs from the parent's (Docs/Layout.md D5).
    ///
    /// A built-in guide the child's mask says it never sets explicitly is its default, read
    /// here: `explicitValue` would answer nil at its first check (the mask's), and most
    /// children aligned by a frame, stack or grid set no guide at all.
    @inline(__always)
    mutating func guideValue(_ c: Int32, _ guide: AlignmentGuide, _ cp: ProposedSize, _ cs: Size,
                             parentDirection: LayoutDirection) -> Double {
        var v: Double
        if !guide.isCustom && infos[Int(c)].guideMask & guide.maskBit == 0 {
            v = builtInDefault(guide, cs)
        } else {
            v = explicitOrDefault(c, guide, cp, cs)
        }
        if guide.axis == .horizontal && directions[Int(c)] != parentDirection { v = cs.width - v }
        return v
    }

    /// `guideValue` before mirroring, for a custom guide or one the child may set.
    mutating func explicitOrDefault(_ c: Int32, _ guide: AlignmentGuide, _ cp: ProposedSize, _ cs: Size) -> Double {
        if let e = explicitValue(c, guide, cp, cs) { return e }
        return guide.isCustom ? guides.defaultValue(guide, in: dimensions(c, cp, cs)) : builtInDefault(guide, cs)
    }

    @inline(__always) func builtInDefault(_ guide: AlignmentGuide, _ s: Size) -> Double {
        switch guide.index {
        case 0, 3: 0
        case 1: s.width / 2
        case 2: s.width
        case 4: s.height / 2
        default: s.height
        }
    }

    /// What a closure sees for node `c` laid out with `cp` at `cs` (§3.2).
    mutating func dimensions(_ c: Int32, _ cp: ProposedSize, _ cs: Size) -> ViewDimensions {
        let mask = infos[Int(c)].guideMask
        var explicit: [ExplicitGuide] = []
        if mask != 0 {
            for g in AlignmentGuide.builtIn + guides.customGuides where mask & g.maskBit != 0 {
                if let v = explicitValue(c, g, cp, cs) { explicit.append(ExplicitGuide(guide: g, value: v)) }
            }
        }
        return ViewDimensions(size: cs, explicit: explicit, registry: guides)
    }

    /// The node's explicit value for `guide` when laid out with `p` at `s`, or nil.
    mutating func explicitValue(_ n: Int32, _ guide: AlignmentGuide, _ p: ProposedSize, _ s: Size) -> Double? {
        guard infos[Int(n)].guideMask & guide.maskBit != 0 else { return nil }
        switch ops[Int(n)] {
        case let .text(i, s):
            // Text supplies real baselines (§3.1, §8.5).
            // §8.1: ascent = 0.8 × line height; an empty Text has no lines (both 0).
            let m = texts[Int(i)].summary(for: p, style: textStyles[Int(s)], options: textOptions)
            guard m.lines > 0 else { return guide == .firstTextBaseline || guide == .lastTextBaseline ? 0 : nil }
            let lh = TextMetrics.metrics(of: textStyles[Int(s)], options: options).lineHeight
            switch guide {
            case .firstTextBaseline: return lh * 0.8
            case .lastTextBaseline: return Double(m.lines - 1) * lh + lh * 0.8
            default: return nil
            }
        case let .guide(g, i):
            let c = firstChildren[Int(n)]
            if g == guide {
                // §3.2: the closure sees the child's dimensions.
                let dims = c >= 0 ? dimensions(c, p, s) : ViewDimensions(size: s, explicit: [], registry: guides)
                return guideClosures[Int(i)](dims)
            }
            return c >= 0 ? explicitValue(c, guide, p, s) : nil
        case let .rule(i, leaf: true):
            return rules[Int(i)].explicitGuide(guide, in: s, options: options)
        case .background, .overlay:
            // §3.3: their layout is the primary's, so are their guides.
            let c = firstChildren[Int(n)]
            return c >= 0 ? explicitValue(c, guide, p, s) : nil
        case .stack, .zstack, .geometry, .rule(_, leaf: false):
            quietDepth += 1
            defer { quietDepth -= 1 }
            guard let frame = containerPlacements(n, p, s) else { return nil }
            var usesOrigin = true
            if case .stack = ops[Int(n)] { usesOrigin = options.stackExplicitGuideUsesOrigin }
            let v = mergedGuide(guide, frame.base, frame.count, usesOrigin: usesOrigin, directions[Int(n)])
            popSlots(frame.count)
            return v
        default:
            // §3.3: single-child modifiers forward the child's value + its origin.
            let c = firstChildren[Int(n)]
            guard c >= 0 else { return nil }
            let placed = wrapperChildPlacement(n, p, s, forGuides: true)
            guard var v = explicitValue(c, guide, placed.proposal, placed.size) else { return nil }
            if guide.axis == .horizontal && directions[Int(c)] != directions[Int(n)] { v = placed.size.width - v }
            return placed.origin[guide.axis] + v
        }
    }

    /// §8.6 merge of the children in slots `base..<base+count` (origin + value).
    mutating func mergedGuide(_ guide: AlignmentGuide, _ base: Int, _ count: Int, usesOrigin: Bool,
                              _ direction: LayoutDirection) -> Double? {
        if guide.isFrameGuide { return nil }  // §3.3: frame guides never merge
        var result: Double?
        var sum = 0.0
        var found = 0.0
        for i in base..<(base + count) {
            let slot = scratch[i]
            guard var v = explicitValue(slot.id, guide, slot.proposal, slot.size) else { continue }
            if guide.axis == .horizontal && directions[Int(slot.id)] != direction { v = slot.size.width - v }
            if usesOrigin { v += slot.origin[guide.axis] }
            found += 1
            switch guide {
            case .firstTextBaseline:
                result = Swift.min(result ?? v, v)
            case .lastTextBaseline:
                result = options.lastTextBaselineMerge == .max ? Swift.max(result ?? v, v) : Swift.min(result ?? v, v)
            default:
                sum += v
                result = sum / found  // custom guides: the mean
            }
        }
        return result
    }
}
