// Reading results: per node the proposal it was placed with, its size, its frame
// in root coordinates, and its explicit guide values.

/// The layout of one node.
public struct LayoutResult: Hashable, Sendable {
    /// The proposal the node was placed with.
    public var proposal: ProposedSize
    public var size: Size
    /// Frame in root coordinates (x to the right, y down), offsets included (§2.6).
    public var frame: Rect
}

/// One node in a preorder walk of the laid-out tree.
public struct LaidOutNode: Hashable, Sendable {
    public var id: LayoutNodeID
    public var depth: Int
    public var result: LayoutResult
}

extension LayoutTree {
    /// The layout of `id` from the last `layout` call, or nil if it was not laid out
    /// (not attached to the root, or GeometryReader content not laid out yet).
    public mutating func result(of id: LayoutNodeID) -> LayoutResult? {
        let n = node(id)
        guard root != nil else { return nil }
        if let origin = absoluteOrigins[n] {
            // Read since placements last changed: its path is already final.
            let pl = placements[Int(n)]
            return LayoutResult(proposal: pl.proposal, size: Size(width: pl.w, height: pl.h),
                                frame: Rect(x: origin.x, y: origin.y, width: pl.w, height: pl.h))
        }
        materializePath(to: n)  // step 3.6: only the stale nodes above `n`
        guard cache.flags[Int(n)] & NodeFlag.placedOnce != 0 else { return nil }
        guard let origin = absoluteOrigin(n) else { return nil }
        let pl = placements[Int(n)]
        return LayoutResult(proposal: pl.proposal, size: Size(width: pl.w, height: pl.h),
                            frame: Rect(x: origin.x, y: origin.y, width: pl.w, height: pl.h))
    }

    /// A node's origin in window coordinates: its ancestors' origins summed from the root
    /// down, as `laidOutNodes()` sums them (step 3.7). The origins of the ancestors on the
    /// way are remembered until placements change, so reading a node and then its
    /// ancestors, or its siblings, walks the path once. Nil when the node or an ancestor
    /// was not placed, or it is not under the root.
    mutating func absoluteOrigin(_ n: Int32) -> Point? {
        guard let root else { return nil }
        let r = root.rawValue
        var chain = originChain
        originChain = []
        chain.removeAll(keepingCapacity: true)
        defer { originChain = chain }
        var c = n
        var origin = rootOrigin
        while c != r {
            if let known = absoluteOrigins[c] {
                origin = known
                break
            }
            guard c >= 0, cache.flags[Int(c)] & NodeFlag.placedOnce != 0 else { return nil }
            chain.append(c)
            c = parents[Int(c)]
        }
        if absoluteOrigins.count + chain.count > 1 << 16 { absoluteOrigins.removeAll(keepingCapacity: true) }
        for c in chain.reversed() {
            origin = Point(x: origin.x + placements[Int(c)].x, y: origin.y + placements[Int(c)].y)
            absoluteOrigins[c] = origin
        }
        return origin
    }

    /// Forgets the remembered origins (placements or links changed).
    @inline(__always) mutating func forgetOrigins() {
        if !absoluteOrigins.isEmpty { absoluteOrigins.removeAll(keepingCapacity: true) }
    }

    /// Every laid-out node under the root, in preorder (parents before children,
    /// children in declaration order), with frames in root coordinates.
    public mutating func laidOutNodes() -> [LaidOutNode] {
        materializePlacements()
        guard let root, cache.flags[Int(root.rawValue)] & NodeFlag.placedOnce != 0 else { return [] }
        let r = root.rawValue
        // Preorder by the sibling links (no work list): descend to the first placed
        // child, else move to the next placed sibling, climbing while there is none.
        // `path[d]` is the root-coordinate origin of the current node's ancestor at depth d.
        var path: [Point] = [rootOrigin]
        return placements.withUnsafeBufferPointer { pl in
            cache.flags.withUnsafeBufferPointer { flags in
                firstChildren.withUnsafeBufferPointer { firstChild in
                    nextSiblings.withUnsafeBufferPointer { nextSibling in
                        parents.withUnsafeBufferPointer { parent in
                            @inline(__always) func placed(from c: Int32) -> Int32 {
                                var c = c
                                while c >= 0 && flags[Int(c)] & NodeFlag.placedOnce == 0 { c = nextSibling[Int(c)] }
                                return c
                            }
                            return [LaidOutNode](unsafeUninitializedCapacity: pl.count) { out, written in
                                var n = r
                                var depth = 0
                                var origin = rootOrigin
                                while true {
                                    let p = pl[Int(n)]
                                    out.initializeElement(at: written, to: LaidOutNode(
                                        id: LayoutNodeID(rawValue: n), depth: depth,
                                        result: LayoutResult(proposal: p.proposal, size: Size(width: p.w, height: p.h),
                                                             frame: Rect(x: origin.x, y: origin.y, width: p.w,
                                                                         height: p.h))))
                                    written += 1
                                    let c = placed(from: firstChild[Int(n)])
                                    if c >= 0 {
                                        depth += 1
                                        if path.count == depth { path.append(origin) } else { path[depth] = origin }
                                        n = c
                                    } else {
                                        while true {
                                            if n == r { return }
                                            let s = placed(from: nextSibling[Int(n)])
                                            if s >= 0 {
                                                n = s
                                                break
                                            }
                                            n = parent[Int(n)]
                                            depth -= 1
                                        }
                                    }
                                    let q = pl[Int(n)]
                                    origin = Point(x: path[depth].x + q.x, y: path[depth].y + q.y)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The explicit guide values of `id` as laid out (§3.2, §3.3), in its own
    /// coordinates; empty when it has none.
    public mutating func explicitGuides(of id: LayoutNodeID) -> [ExplicitGuide] {
        guard let r = result(of: id) else { return [] }
        let n = id.rawValue
        let mask = infos[Int(n)].guideMask
        guard mask != 0 else { return [] }
        return DeepStack.run(height: treeHeight) {
            beginPass()
            defer { endPass() }
            var out: [ExplicitGuide] = []
            for g in AlignmentGuide.builtIn + guides.customGuides where mask & g.maskBit != 0 {
                if let v = explicitValue(n, g, r.proposal, r.size) { out.append(ExplicitGuide(guide: g, value: v)) }
            }
            return out
        }
    }

    /// `storageBytes` array by array: name, bytes held (capacity) and elements in use, for the
    /// benchmark's `--bytes` listing.
    public var storageBreakdown: [(name: String, bytes: Int, count: Int)] {
        func row<T>(_ name: String, _ a: [T]) -> (name: String, bytes: Int, count: Int) {
            (name, a.capacity * MemoryLayout<T>.stride, a.count)
        }
        func row<T>(_ name: String, _ a: EngineArray<T>) -> (name: String, bytes: Int, count: Int) { row(name, a.storage) }
        return [row("ops", ops), row("parents", parents), row("firstChildren", firstChildren),
                row("nextSiblings", nextSiblings), row("childCounts", childCounts), row("tags", tags),
                row("directions", directions), row("infos", infos), row("placements", placements),
                ("scratch", scratch.capacity * MemoryLayout<StackSlot>.stride, scratchTop), row("rigidPending", rigidPending),
                row("cache.flags", cache.flags), row("cache.slots", cache.slots), row("cache.entries", cache.entries),
                row("cache.overflow", cache.overflow), ("cache.pool", cache.poolBytes, cache.poolCount), row("texts", texts), ("textStyles", textStylesFootprint, textStyles.count),
                row("flexFrames", flexFrames), row("paddings", paddings), row("fixedFrames", fixedFrames),
                row("guideClosures", guideClosures),
                ("grids", gridFootprint, grids.count), ("assignedSlots", assignedSlotsFootprint, assignedSlots.count)]
    }

    /// Bytes held by the arena, caches and results (capacity, not count).
    public var storageBytes: Int {
        func bytes<T>(_ a: [T]) -> Int { a.capacity * MemoryLayout<T>.stride }
        func bytes<T>(_ a: EngineArray<T>) -> Int { bytes(a.storage) }
        return bytes(ops) + bytes(parents) + bytes(firstChildren) + bytes(nextSiblings) + bytes(childCounts)
            + bytes(tags) + bytes(directions) + bytes(infos) + bytes(placements) + scratch.capacity * MemoryLayout<StackSlot>.stride + bytes(rigidPending)
            + cache.footprint
            + bytes(texts) + textStylesFootprint + bytes(flexFrames) + bytes(paddings) + bytes(fixedFrames) + bytes(guideClosures) + gridFootprint + assignedSlotsFootprint
    }

    /// Bytes of the text styles and their index (a dictionary: key, value and a word of table per capacity).
    var textStylesFootprint: Int {
        textStyles.capacity * MemoryLayout<TextStyle>.stride
            + textStyleIndex.capacity * (MemoryLayout<TextStyle>.stride + MemoryLayout<Int32>.stride + 8)
    }

    /// Bytes of the cells' slots recorded for their transparent rows (a dictionary: key, value
    /// and a word of table per capacity).
    var assignedSlotsFootprint: Int {
        assignedSlots.capacity * (MemoryLayout<Int32>.stride + MemoryLayout<StackSlot>.stride + 8)
    }
}
