// §2.2 fixed frames and §2.3 flexible frames, including the iOS 17 placement
// re-proposal; §2.2 alignment of the child inside the frame.

/// clamp as SwiftUI computes it: the lower bound wins when min > max.
@inline(__always) func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
    Swift.max(lo, Swift.min(x, hi))
}

extension LayoutTree {
    /// §2.2: both dimensions → exactly (w, h) without asking the child; otherwise
    /// the child is proposed (w ?? P.w, h ?? P.h) and the frame reports
    /// (w ?? child.w, h ?? child.h).
    mutating func sizeFrame(_ n: Int32, _ w: Double, _ h: Double, _ p: ProposedSize) -> Size {
        var result: Size
        if !w.isNaN && !h.isNaN {
            result = Size(width: w, height: h)
        } else {
            let c = childSize(n, ProposedSize(width: w.isNaN ? p.width : w, height: h.isNaN ? p.height : h))
            result = Size(width: w.isNaN ? c.width : w, height: h.isNaN ? c.height : h)
        }
        if isTraced(n) {
            let id = LayoutNodeID(rawValue: n)
            traceEvents.append(.frameRule(node: id, axis: .horizontal,
                                          rule: w.isNaN ? .child(result.width) : .fixed(w), result: result.width))
            traceEvents.append(.frameRule(node: id, axis: .vertical,
                                          rule: h.isNaN ? .child(result.height) : .fixed(h), result: result.height))
        }
        return result
    }

    /// §2.3 child proposal per axis: `p = proposal ?? ideal`, clamped to [min, max].
    @inline(__always) func flexChildProposal(_ a: FlexAxis, _ p: Double?) -> Double? {
        guard let v = p ?? a.ideal else { return nil }
        return clamp(v, a.min ?? -.infinity, a.max ?? .infinity)
    }

    /// §2.3: whether an axis's size needs the child's (no ideal for a nil proposal, or
    /// not both bounds for a concrete one).
    @inline(__always) func flexNeedsChild(_ a: FlexAxis, _ proposal: Double?) -> Bool {
        if proposal == nil { return a.ideal == nil }
        return a.min == nil || a.max == nil
    }

    /// §2.3 own size on one axis, and the rule that decided it (`child` is read only when
    /// `flexNeedsChild`).
    @inline(__always) func flexAxisSize(_ a: FlexAxis, _ proposal: Double?, _ childProposal: Double?,
                                        _ child: Double) -> (size: Double, rule: FrameRule) {
        if proposal == nil, let ideal = a.ideal { return (ideal, .ideal(ideal)) }
        if let pv = proposal, let lo = a.min, let hi = a.max {
            return (clamp(pv, lo, hi), .clampProposal(proposal: pv, min: lo, max: hi))
        }
        switch (a.min, a.max) {
        case let (lo?, hi?):
            return (clamp(child, lo, hi), .clampChild(child: child, min: lo, max: hi))
        case let (lo?, nil):
            return (Swift.max(Swift.min(childProposal ?? .infinity, child), lo),
                    .minOnly(proposal: childProposal, child: child, min: lo))
        case let (nil, hi?):
            return (Swift.min(Swift.max(childProposal ?? -.infinity, child), hi),
                    .maxOnly(proposal: childProposal, child: child, max: hi))
        case (nil, nil):
            return (child, .child(child))
        }
    }

    /// §2.3 for an axis proposed `pv` with both bounds given, from the stored values: the
    /// proposal clamped to the normalised `[min, max]` (what `flexAxisSize` gives, without the
    /// optionals); nil when a bound is missing.
    @inline(__always) func flexClampedProposal(_ lo: Double, _ id: Double, _ hi: Double, _ pv: Double) -> Double? {
        guard !sameBits(lo, nilKey) && !sameBits(hi, nilKey) else { return nil }
        let min = Swift.max(lo, 0)
        return clamp(pv, min, Swift.max(sameBits(id, nilKey) ? 0 : Swift.max(min, id), hi))
    }

    /// §2.3 own size per axis. The child is only asked when some axis needs its size.
    ///
    /// Both axes proposed and bounded on both sides (a min/max frame offered a length): the
    /// size is the proposal clamped, the child is not asked. That case is answered here,
    /// inlined into `runRule` (most frames asked are min/max frames offered lengths); the rest,
    /// with the trace, in `sizeFlexFrameAskingChild`. Callers whose own code must stay small
    /// (a rule's `subviewSize`, inlined in every grid loop) call `sizeFlexFrameOutOfLine`.
    @inline(__always)
    mutating func sizeFlexFrame(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        if let pw = p.width, let ph = p.height {
            let raw = flexFrames[Int(i)].raw
            if let w = flexClampedProposal(raw.0, raw.1, raw.2, pw),
               let h = flexClampedProposal(raw.3, raw.4, raw.5, ph), !isTraced(n) {
                return Size(width: w, height: h)
            }
        }
        return sizeFlexFrameAskingChild(n, i, p)
    }

    /// `sizeFlexFrame` as a call.
    @inline(never)
    mutating func sizeFlexFrameOutOfLine(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        sizeFlexFrame(n, i, p)
    }

    /// `sizeFlexFrame` when an axis needs the child's size, or on a traced node (where it
    /// records the rule that decided each axis).
    @inline(never)
    mutating func sizeFlexFrameAskingChild(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        let spec = flexFrames[Int(i)]
        let h = spec.horizontal
        let v = spec.vertical
        let cp = ProposedSize(width: flexChildProposal(h, p.width), height: flexChildProposal(v, p.height))
        let child = flexNeedsChild(h, p.width) || flexNeedsChild(v, p.height) ? childSize(n, cp) : .zero
        guard isTraced(n) else {
            // Only the sizes (the rules that decided them are built for `why` alone).
            return Size(width: flexAxisSize(h, p.width, cp.width, child.width).size,
                        height: flexAxisSize(v, p.height, cp.height, child.height).size)
        }
        let width = flexAxisSize(h, p.width, cp.width, child.width)
        let height = flexAxisSize(v, p.height, cp.height, child.height)
        let result = Size(width: width.size, height: height.size)
        let id = LayoutNodeID(rawValue: n)
        traceEvents.append(.frameRule(node: id, axis: .horizontal, rule: width.rule, result: result.width))
        traceEvents.append(.frameRule(node: id, axis: .vertical, rule: height.rule, result: result.height))
        return result
    }

    /// §2.3 placement (iOS 17 "FlexFrameIdealSizing"): an axis whose parent proposal
    /// was nil, that has no ideal and whose final size lies strictly between min and
    /// max is re-proposed nil; otherwise the child is proposed the frame's size. Proposed
    /// on both axes (no re-proposal) off a traced node: the frame's size, answered inline.
    @inline(__always)
    mutating func flexPlacementProposal(_ n: Int32, _ i: Int32, _ p: ProposedSize, _ s: Size) -> ProposedSize {
        if p.width != nil && p.height != nil && !isTraced(n) { return ProposedSize(s) }
        return flexPlacementReproposal(n, i, p, s)
    }

    /// `flexPlacementProposal` with an axis proposed nil, or on a traced node (which records it).
    mutating func flexPlacementReproposal(_ n: Int32, _ i: Int32, _ p: ProposedSize, _ s: Size) -> ProposedSize {
        var cp = ProposedSize(s)
        if options.flexFrameIdealSizing && (p.width == nil || p.height == nil) {
            let spec = flexFrames[Int(i)]
            @inline(__always) func reproposes(_ a: FlexAxis, _ proposal: Double?, _ size: Double) -> Bool {
                proposal == nil && a.ideal == nil && (a.min ?? -.infinity) < size && size < (a.max ?? .infinity)
            }
            if reproposes(spec.horizontal, p.width, s.width) { cp.width = nil }
            if reproposes(spec.vertical, p.height, s.height) { cp.height = nil }
        }
        if isTraced(n) {
            var reproposed: [Axis] = []
            if cp.width == nil { reproposed.append(.horizontal) }
            if cp.height == nil { reproposed.append(.vertical) }
            traceEvents.append(.framePlacementProposal(node: LayoutNodeID(rawValue: n), proposal: cp,
                                                       reproposedIdeal: reproposed))
        }
        return cp
    }

    /// §2.2 placement: `frame[guide] − child[guide]` per axis, where the frame's value
    /// is the guide's default in the frame's size and the child's honours its
    /// explicit guides. Built-in guides, a child that sets none (its guide mask empty) and
    /// has the frame's layout direction (nothing mirrored): both values are the guides'
    /// defaults, answered inline — what `guideValue` and `frameGuideValue` give.
    @inline(__always)
    mutating func align(_ c: Int32, _ cp: ProposedSize, _ cs: Size, in s: Size, _ alignment: Alignment,
                        _ n: Int32) -> Point {
        let (h, v) = (alignment.horizontal, alignment.vertical)
        if !h.isCustom && !v.isCustom && infos[Int(c)].guideMask == 0 && directions[Int(c)] == directions[Int(n)] {
            return Point(x: builtInDefault(h, s) - builtInDefault(h, cs), y: builtInDefault(v, s) - builtInDefault(v, cs))
        }
        return alignByGuides(c, cp, cs, in: s, alignment, n)
    }

    /// `align` through each guide's value (explicit, custom or mirrored).
    mutating func alignByGuides(_ c: Int32, _ cp: ProposedSize, _ cs: Size, in s: Size, _ alignment: Alignment,
                                _ n: Int32) -> Point {
        let x = frameGuideValue(alignment.horizontal, s)
            - guideValue(c, alignment.horizontal, cp, cs, parentDirection: directions[Int(n)])
        let y = frameGuideValue(alignment.vertical, s)
            - guideValue(c, alignment.vertical, cp, cs, parentDirection: directions[Int(n)])
        return Point(x: x, y: y)
    }

    /// A guide's default in a frame of size `s` (a frame has no explicit guides); a built-in
    /// one without building the dimensions a custom guide's closure reads.
    @inline(__always) func frameGuideValue(_ g: AlignmentGuide, _ s: Size) -> Double {
        g.isCustom ? guides.defaultValue(g, in: ViewDimensions(size: s, explicit: [], registry: guides))
            : builtInDefault(g, s)
    }
}
