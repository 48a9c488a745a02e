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

    /// §2.3 own size per axis, and the rule that decided it. The child is only
    /// asked when some axis needs its size.
    mutating func sizeFlexFrame(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        let spec = flexFrames[Int(i)]
        let cp = ProposedSize(width: flexChildProposal(spec.horizontal, p.width),
                              height: flexChildProposal(spec.vertical, p.height))
        var child: Size?
        var rules: [FrameRule] = []
        var result = Size.zero
        for axis in [Axis.horizontal, .vertical] {
            let a = spec[axis]
            let proposal = p[axis]
            let rule: FrameRule
            if proposal == nil, let ideal = a.ideal {
                rule = .ideal(ideal)
                result[axis] = ideal
            } else if let pv = proposal, let lo = a.min, let hi = a.max {
                rule = .clampProposal(proposal: pv, min: lo, max: hi)
                result[axis] = clamp(pv, lo, hi)
            } else {
                if child == nil { child = childSize(n, cp) }
                let c = child![axis]
                switch (a.min, a.max) {
                case let (lo?, hi?):
                    rule = .clampChild(child: c, min: lo, max: hi)
                    result[axis] = clamp(c, lo, hi)
                case let (lo?, nil):
                    rule = .minOnly(proposal: cp[axis], child: c, min: lo)
                    result[axis] = Swift.max(Swift.min(cp[axis] ?? .infinity, c), lo)
                case let (nil, hi?):
                    rule = .maxOnly(proposal: cp[axis], child: c, max: hi)
                    result[axis] = Swift.min(Swift.max(cp[axis] ?? -.infinity, c), hi)
                case (nil, nil):
                    rule = .child(c)
                    result[axis] = c
                }
            }
            rules.append(rule)
        }
        if isTraced(n) {
            let id = LayoutNodeID(rawValue: n)
            traceEvents.append(.frameRule(node: id, axis: .horizontal, rule: rules[0], result: result.width))
            traceEvents.append(.frameRule(node: id, axis: .vertical, rule: rules[1], result: result.height))
        }
        return result
    }

    /// §2.3 placement (iOS 17 "FlexFrameIdealSizing"): an axis whose parent proposal
    /// was nil, that has no ideal and whose final size lies strictly between min and
    /// max is re-proposed nil; otherwise the child is proposed the frame's size.
    mutating func flexPlacementProposal(_ n: Int32, _ i: Int32, _ p: ProposedSize, _ s: Size) -> ProposedSize {
        let spec = flexFrames[Int(i)]
        var cp = ProposedSize(s)
        var reproposed: [Axis] = []
        if options.flexFrameIdealSizing {
            for axis in [Axis.horizontal, .vertical] {
                let a = spec[axis]
                if p[axis] == nil && a.ideal == nil && (a.min ?? -.infinity) < s[axis] && s[axis] < (a.max ?? .infinity) {
                    cp[axis] = nil
                    reproposed.append(axis)
                }
            }
        }
        if isTraced(n) {
            traceEvents.append(.framePlacementProposal(node: LayoutNodeID(rawValue: n), proposal: cp,
                                                       reproposedIdeal: reproposed))
        }
        return cp
    }

    /// §2.2 placement: `frame[guide] − child[guide]` per axis, where the frame's value
    /// is the guide's default in the frame's size and the child's honours its
    /// explicit guides.
    mutating func align(_ c: Int32, _ cp: ProposedSize, _ cs: Size, in s: Size, _ alignment: Alignment,
                        _ n: Int32) -> Point {
        let frameDims = ViewDimensions(size: s, explicit: [], registry: guides)
        let x = guides.defaultValue(alignment.horizontal, in: frameDims)
            - guideValue(c, alignment.horizontal, cp, cs, parentDirection: directions[Int(n)])
        let y = guides.defaultValue(alignment.vertical, in: frameDims)
            - guideValue(c, alignment.vertical, cp, cs, parentDirection: directions[Int(n)])
        return Point(x: x, y: y)
    }
}
