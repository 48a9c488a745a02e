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
        // A navigation or tab bar is a safe-area edge too (§17.5, §17.7), window insets or not.
        guard window.insets != .zero || rules.contains(where: { $0 is SafeAreaBars }), let root else { return }
        let candidates = childPreorder(from: root.rawValue).filter { n in
            if case let .rule(i, _) = ops[Int(n)], rules[Int(i)] is IgnoresSafeArea { return true }
            return false
        }
        let windowSafe = Rect(x: window.origin.x, y: window.origin.y, width: window.size.width ?? .infinity,
                              height: window.size.height ?? .infinity)
        let screen = Rect(x: 0, y: 0, width: windowSafe.maxX + window.insets.trailing, height: windowSafe.maxY + window.insets.bottom)
        let slack = 0.001
        for n in candidates {
            guard case let .rule(i, _) = ops[Int(n)], let rule = rules[Int(i)] as? IgnoresSafeArea,
                  let frame = result(of: LayoutNodeID(rawValue: n))?.frame else { continue }
            let (safe, barTop, barBottom) = safeRect(of: n, in: windowSafe)
            var grow = SafeAreaInsets.zero
            if rule.edges.contains(.top), frame.minY <= safe.minY + slack {
                grow.top = Swift.max(0, frame.minY - (barTop ?? screen.minY))
            }
            if rule.edges.contains(.bottom), frame.maxY >= safe.maxY - slack {
                grow.bottom = Swift.max(0, (barBottom ?? screen.maxY) - frame.maxY)
            }
            if rule.edges.contains(.leading), frame.minX <= safe.minX + slack { grow.leading = Swift.max(0, frame.minX - screen.minX) }
            if rule.edges.contains(.trailing), frame.maxX >= safe.maxX - slack {
                grow.trailing = Swift.max(0, screen.maxX - frame.maxX)
            }
            guard grow != .zero else { continue }
            safeAreaExtensions.append((n, placements[Int(n)]))
            forgetOrigins()
            if n == root.rawValue {
                // The root's origin in the window is `rootOrigin` (its placement is (0, 0)).
                rootOrigin.x -= grow.leading
                rootOrigin.y -= grow.top
            } else {
                placements[Int(n)].x -= grow.leading
                placements[Int(n)].y -= grow.top
            }
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

    /// The safe area node `n` lives in: the window's, shrunk by every `safeAreaInset` above it
    /// whose view holds `n` (the bar's side of the view's frame becomes the safe area's edge, §17.3 rule 4)
    /// and by the bars of every NavigationStack and TabView above it (§17.5, §17.7). `barTop`:
    /// the top of the innermost view with a top bar above `n` when it is below the window's
    /// safe area (a view that ignores the safe area grows under that bar up to there, not to
    /// the screen's top); `barBottom` the same at the bottom.
    mutating func safeRect(of n: Int32, in windowSafe: Rect) -> (safe: Rect, barTop: Double?, barBottom: Double?) {
        var safe = windowSafe
        var barTop: Double?
        var barBottom: Double?
        var innermostTopSeen = false
        var innermostBottomSeen = false
        var c = n
        var p = parents[Int(n)]
        while p >= 0 {
            if case let .rule(i, _) = ops[Int(p)], let inset = rules[Int(i)] as? SafeAreaInset, firstChildren[Int(p)] == c,
               let view = result(of: LayoutNodeID(rawValue: c))?.frame {
                var minX = safe.minX, minY = safe.minY, maxX = safe.maxX, maxY = safe.maxY
                switch inset.edge {
                case .top: minY = Swift.max(minY, view.minY)
                case .bottom: maxY = Swift.min(maxY, view.maxY)
                case .leading: minX = Swift.max(minX, view.minX)
                case .trailing: maxX = Swift.min(maxX, view.maxX)
                }
                safe = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            if case let .rule(i, _) = ops[Int(p)], let bars = rules[Int(i)] as? SafeAreaBars,
               let frame = result(of: LayoutNodeID(rawValue: p))?.frame {
                if bars.topBarHeight > 0 {
                    let top = Swift.max(safe.minY, frame.minY + bars.topBarHeight)
                    safe = Rect(x: safe.minX, y: top, width: safe.width, height: Swift.max(0, safe.maxY - top))
                    if !innermostTopSeen {
                        innermostTopSeen = true
                        if frame.minY > windowSafe.minY + 0.001 { barTop = frame.minY }
                    }
                }
                if bars.bottomBarHeight > 0 {
                    let bottom = Swift.min(safe.maxY, frame.maxY - bars.bottomBarHeight)
                    safe = Rect(x: safe.minX, y: safe.minY, width: safe.width, height: Swift.max(0, bottom - safe.minY))
                    if !innermostBottomSeen {
                        innermostBottomSeen = true
                        if frame.maxY < windowSafe.maxY - 0.001 { barBottom = frame.maxY }
                    }
                }
            }
            c = p
            p = parents[Int(p)]
        }
        return (safe, barTop, barBottom)
    }

    /// Takes back the last layout's extensions, so a node that is not placed again is not
    /// extended twice (an incremental layout keeps unchanged placements).
    mutating func undoSafeAreaExtensions() {
        for (n, original) in safeAreaExtensions.reversed() where Int(n) < placements.count {
            placements[Int(n)] = original
            cache.flags[Int(n)] &= ~NodeFlag.placementValid
        }
        safeAreaExtensions.removeAll()
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
