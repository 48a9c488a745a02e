// `.ignoresSafeArea(_:edges:)` (§17.3 rule 2): sized as its content, then, once the tree is
// placed, its frame grows into the safe-area insets on the listed edges where it touches the
// safe area, and its content is placed again in the grown frame.

/// The view extends into the safe area on `edges`.
public struct IgnoresSafeArea: LayoutRule, Equatable {
    public var edges: EdgeSet

    public init(edges: EdgeSet) { self.edges = edges }

    public var name: String { "ignoresSafeArea" }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        subviews.count > 0 ? subviews.sizeThatFits(0, proposal) : .zero
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        for i in subviews.indices { subviews.place(i, at: .zero, proposal: ProposedSize(bounds)) }
    }
}

extension LayoutTree {
    /// §17.3 rule 2, after placement: every `ignoresSafeArea` node that touches an edge of the
    /// window's safe area on one of its edges grows by that edge's inset, and its subtree is
    /// placed again in the grown frame. Outer nodes first, so inner ones see their final frames.
    mutating func extendIntoSafeArea(_ window: RootPlacement) {
        guard window.insets != .zero, let root else { return }
        let candidates = childPreorder(from: root.rawValue).filter { n in
            if case let .rule(i, _) = ops[Int(n)], rules[Int(i)] is IgnoresSafeArea { return true }
            return false
        }
        let safe = Rect(x: window.origin.x, y: window.origin.y, width: window.size.width ?? .infinity,
                        height: window.size.height ?? .infinity)
        let slack = 0.001
        for n in candidates {
            guard case let .rule(i, _) = ops[Int(n)], let rule = rules[Int(i)] as? IgnoresSafeArea,
                  let frame = result(of: LayoutNodeID(rawValue: n))?.frame else { continue }
            var grow = SafeAreaInsets.zero
            if rule.edges.contains(.top), frame.minY <= safe.minY + slack { grow.top = window.insets.top }
            if rule.edges.contains(.bottom), frame.maxY >= safe.maxY - slack { grow.bottom = window.insets.bottom }
            if rule.edges.contains(.leading), frame.minX <= safe.minX + slack { grow.leading = window.insets.leading }
            if rule.edges.contains(.trailing), frame.maxX >= safe.maxX - slack { grow.trailing = window.insets.trailing }
            guard grow != .zero else { continue }
            placements[Int(n)].x -= grow.leading
            placements[Int(n)].y -= grow.top
            placements[Int(n)].w += grow.leading + grow.trailing
            placements[Int(n)].h += grow.top + grow.bottom
            let s = Size(width: placements[Int(n)].w, height: placements[Int(n)].h)
            var c = firstChildren[Int(n)]
            while c >= 0 {
                let cp = ProposedSize(s)
                let cs = size(c, cp)
                placements[Int(c)].x = 0
                placements[Int(c)].y = 0
                forcePlacement = true
                place(c, cp, cs, unreliable: true)
                forcePlacement = false
                c = nextSiblings[Int(c)]
            }
            // The node's size no longer matches its answer: place it again next time.
            cache.flags[Int(n)] &= ~NodeFlag.placementValid
        }
    }

    /// Nodes under `top` (itself included) in preorder, following placed children.
    func childPreorder(from top: Int32) -> [Int32] {
        var result: [Int32] = []
        var pending = [top]
        while let n = pending.popLast() {
            result.append(n)
            var children: [Int32] = []
            var c = firstChildren[Int(n)]
            while c >= 0 {
                children.append(c)
                c = nextSiblings[Int(c)]
            }
            pending += children.reversed()
        }
        return result
    }
}
