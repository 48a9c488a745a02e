// Single-child modifiers other than frames: padding (§2.1), aspectRatio (§2.9);
// and where each modifier puts its child when placed (§2.1–§2.9, §8.4).

extension LayoutTree {
    /// Resolved insets: NaN = the default amount (§2.1).
    @inline(__always) func inset(_ v: Double) -> Double { v.isNaN ? options.defaultPadding : v }

    /// §2.1: child proposal = proposal minus insets (clamped ≥ 0, nil stays nil);
    /// own size = child + insets, clamped ≥ 0 per axis (measured, see Docs D2).
    mutating func sizePadding(_ n: Int32, _ t: Double, _ l: Double, _ b: Double, _ r: Double,
                              _ p: ProposedSize) -> Size {
        let h = inset(l) + inset(r)
        let v = inset(t) + inset(b)
        let c = childSize(n, p.inset(horizontal: h, vertical: v))
        return Size(width: Swift.max(0, c.width + h), height: Swift.max(0, c.height + v))
    }

    /// §2.9: the proposal an aspectRatio gives its child (nil when passing through).
    mutating func aspectProposal(_ n: Int32, _ ratio: Double, _ mode: ContentMode,
                                 _ p: ProposedSize) -> (proposal: ProposedSize, ratio: Size?) {
        if p.width == nil && p.height == nil { return (p, nil) }
        var r = Size(width: ratio, height: 1)
        if ratio.isNaN {
            // The child's ideal size; a degenerate one counts as 1:1.
            let ideal = childSize(n, .unspecified)
            r = ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite
                ? ideal : Size(width: 1, height: 1)
        }
        let sw = p.width.map { $0 / r.width } ?? .infinity
        let sh = p.height.map { $0 / r.height } ?? .infinity
        let s = mode == .fit ? Swift.min(sw, sh) : Swift.max(sw, sh)
        // 0 × ∞ = 0 here, matching SwiftUI's answer 0×∞ for ratio 0 offered 100×nil.
        let scaled = ProposedSize(width: r.width == 0 ? 0 : r.width * s, height: r.height == 0 ? 0 : r.height * s)
        return (scaled, r)
    }

    /// §2.9: report the child's size for the scaled proposal.
    mutating func sizeAspect(_ n: Int32, _ ratio: Double, _ mode: ContentMode, _ p: ProposedSize) -> Size {
        let (cp, r) = aspectProposal(n, ratio, mode, p)
        if isTraced(n), let r {
            traceEvents.append(.aspectRatio(node: LayoutNodeID(rawValue: n), ratio: r, childProposal: cp))
        }
        return childSize(n, cp)
    }

    /// Where a single-child modifier puts its child, in its own leading-based
    /// coordinates, when placed with proposal `p` at size `s`. `forGuides` leaves
    /// out `offset`, which moves drawing, not layout (§2.6).
    mutating func wrapperChildPlacement(_ n: Int32, _ p: ProposedSize, _ s: Size,
                                        forGuides: Bool) -> (proposal: ProposedSize, size: Size, origin: Point) {
        let c = firstChildren[Int(n)]
        precondition(c >= 0)
        switch ops[Int(n)] {
        case let .padding(i):
            let e = paddings[Int(i)]
            let cp = p.inset(horizontal: inset(e.leading) + inset(e.trailing), vertical: inset(e.top) + inset(e.bottom))
            return (cp, size(c, cp), Point(x: inset(e.leading), y: inset(e.top)))  // §2.1 at (leading, top)
        case let .frame(i):
            let (w, h, alignment) = (fixedFrames[Int(i)].width, fixedFrames[Int(i)].height, fixedFrames[Int(i)].alignment)
            let cp = ProposedSize(width: w.isNaN ? p.width : w, height: h.isNaN ? p.height : h)
            let cs = size(c, cp)
            return (cp, cs, align(c, cp, cs, in: s, alignment, n))
        case let .flexFrame(i):
            let cp = flexPlacementProposal(n, i, p, s)
            let cs = size(c, cp)
            return (cp, cs, align(c, cp, cs, in: s, flexFrames[Int(i)].alignment, n))
        case let .fixedSize(h, v):
            let cp = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
            let cs = size(c, cp)
            return (cp, cs, centered(cs, in: s))  // §2.4: centred in what the parent gives
        case let .offset(x, y):
            let cs = size(c, p)
            return (p, cs, forGuides ? .zero : Point(x: x, y: y))  // §2.6
        case let .position(x, y):
            let cp = ProposedSize(s)
            let cs = size(c, cp)
            return (cp, cs, Point(x: x - cs.width / 2, y: y - cs.height / 2))  // §2.7 centre at (x, y)
        case let .aspect(ratio, mode):
            let cp = aspectProposal(n, ratio, mode, p).proposal
            let cs = size(c, cp)
            return (cp, cs, centered(cs, in: s))  // §2.9 child centred
        default:  // priority, passthrough, trait, alignmentGuide: pure forwarding
            return (p, size(c, p), .zero)
        }
    }

    @inline(__always) func centered(_ c: Size, in s: Size) -> Point {
        Point(x: (s.width - c.width) / 2, y: (s.height - c.height) / 2)
    }
}
