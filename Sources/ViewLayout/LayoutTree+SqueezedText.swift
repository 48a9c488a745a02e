extension LayoutTree {
    /// The Text views in the laid-out tree that were placed with a width of less than one of
    /// their characters (a label inside `.frame(width: 0)`), with their results. The text model
    /// answers one character a line there (option `textMinWidth`); how SwiftUI's Text answers
    /// such a proposal is unconfirmed (§1.7 rule 5, §9), so the shell says so in a note.
    /// In node order. Every layout asks (400,000 nodes in a 100,000-row list): after a pass that
    /// placed nothing but the subtrees its cutoff kept (LayoutCache.swift), only those subtrees are
    /// looked at again; otherwise every node, the width compared first, with the character width
    /// worked out from the style alone (`textOptions`: neither the text nor the options copied).
    public mutating func textsPlacedBelowOneCharacter() -> [(id: LayoutNodeID, result: LayoutResult)] {
        notedNodes().filter { isSqueezedText(Int($0)) }.compactMap { n in
            result(of: LayoutNodeID(rawValue: n)).map { (LayoutNodeID(rawValue: n), $0) }
        }
    }

    /// The `aspectRatio` nodes placed with a size that is not finite: `.fill` into a proposal
    /// with a nil axis scales the ratio without bound (§2.9 rule 5), which SwiftUI does too; the
    /// shell explains it in a note. Found by the same walk as the squeezed texts.
    public mutating func unboundedAspectRatios() -> [(id: LayoutNodeID, result: LayoutResult)] {
        notedNodes().filter { isUnboundedAspect(Int($0)) }.compactMap { n in
            result(of: LayoutNodeID(rawValue: n)).map { (LayoutNodeID(rawValue: n), $0) }
        }
    }

    /// The nodes a layout's notes are about (squeezed texts, unbounded aspect ratios), in node order.
    mutating func notedNodes() -> [Int32] {
        materializePlacements()
        var nodes: [Int32]
        if let known = cache.squeezedTexts {
            nodes = known
            if !cache.squeezedRescan.isEmpty {
                let roots = Set(cache.squeezedRescan)
                nodes.removeAll { isInSubtree($0, of: roots) }
                for r in roots { collectSqueezedTexts(under: r, into: &nodes) }
                nodes = Array(Set(nodes)).sorted()
            }
        } else {
            nodes = []
            for n in 0..<Swift.min(ops.count, placements.count) where isNoted(n) { nodes.append(Int32(n)) }
        }
        cache.squeezedTexts = nodes
        cache.squeezedRescan = []
        return nodes
    }

    @inline(__always) func isNoted(_ n: Int) -> Bool { isSqueezedText(n) || isUnboundedAspect(n) }

    /// An aspectRatio placed with an infinite or NaN width or height.
    @inline(__always) func isUnboundedAspect(_ n: Int) -> Bool {
        guard case .aspect = ops[n] else { return false }
        return !placements[n].w.isFinite || !placements[n].h.isFinite
    }

    /// A non-empty Text whose placement proposed less than one of its characters' width.
    @inline(__always) func isSqueezedText(_ n: Int) -> Bool {
        guard case let .text(i, s) = ops[n] else { return false }
        let width = placements[n].pw
        guard !sameBits(width, nilKey) else { return false }
        let style = textStyles[Int(s)]
        return width < (style.charWidth ?? textOptions.charWidth * style.fontScale) && !texts[Int(i)].string.isEmpty
    }

    func isInSubtree(_ n: Int32, of roots: Set<Int32>) -> Bool {
        var c = n
        while c >= 0 {
            if roots.contains(c) { return true }
            c = parents[Int(c)]
        }
        return false
    }

    func collectSqueezedTexts(under root: Int32, into nodes: inout [Int32]) {
        var pending = [root]
        while let n = pending.popLast() {
            if Int(n) < placements.count, isNoted(Int(n)) { nodes.append(n) }
            var c = firstChildren[Int(n)]
            while c >= 0 {
                pending.append(c)
                c = nextSiblings[Int(c)]
            }
        }
    }
}
