// How the arena's storage grows and what a pass leaves behind (Docs/Performance.md, memory).
// The per-node arrays grow by an eighth at a time rather than doubling, so a built tree holds
// at most an eighth of slack (a sixteenth on average; growing by a quarter left deep100-flex
// 17% slack, 36 B a view) and no pass has to copy it smaller; a caller that knows the count
// reserves it (`reserveCapacity(nodes:)`). The containers' working stack (SlotStack.swift)
// shrinks after a pass to the most any pass has used: it is allocated, not copied.

extension LayoutTree {
    /// Makes room for one more node in every per-node array (called by `add`). Each array is
    /// checked on its own: allocation rounding gives them different capacities.
    @inline(__always) mutating func reserveNode() {
        growByEighth(&ops)
        growByEighth(&parents)
        growByEighth(&firstChildren)
        growByEighth(&nextSiblings)
        growByEighth(&childCounts)
        growByEighth(&tags)
        growByEighth(&directions)
        growByEighth(&infos)
        growByEighth(&placements)
        growByEighth(&cache.flags)
        growByEighth(&cache.slots)
    }

    /// Room for `total` nodes in every per-node table at once, for a caller about to add many (a
    /// 100,000-row foreach adds 400,000: grown a quarter at a time, each table was copied some
    /// 45 times, a fifth of body evaluation's time).
    public mutating func reserveCapacity(nodes total: Int) {
        guard ops.capacity < total else { return }
        ops.reserveCapacity(total)
        parents.reserveCapacity(total)
        firstChildren.reserveCapacity(total)
        nextSiblings.reserveCapacity(total)
        childCounts.reserveCapacity(total)
        tags.reserveCapacity(total)
        directions.reserveCapacity(total)
        infos.reserveCapacity(total)
        placements.reserveCapacity(total)
        cache.flags.reserveCapacity(total)
        cache.slots.reserveCapacity(total)
    }

    /// Before the first pass: a working stack of two slots a level of the tree (a stack of
    /// nested stacks holds a frame per level; the first pass grew it by doubling, copying it
    /// each time). Later passes start with what the first one used; `shrinkScratch` trims it.
    mutating func presizeScratch() {
        guard scratchPeak == 0 && scratchTop == 0 else { return }
        let estimate = 2 * treeHeight
        if estimate > scratch.capacity { scratch = SlotStack(capacity: estimate) }
        presizeCacheSlots()
    }

    /// Before the first pass: room for one cache slot (the inline entry and the pool block's
    /// index) per memoised node — those not cheap (Docs/Layout.md step 1.4), exactly what the pass
    /// makes off the trace path. Appended one at a time they grew by doubling, copied each time
    /// and left up to half the capacity unused.
    mutating func presizeCacheSlots() {
        guard cache.entries.isEmpty else { return }
        var memoised = 0
        for f in cache.flags where f & NodeFlag.cheap == 0 { memoised += 1 }
        cache.entries.reserveCapacity(memoised)
        cache.overflow.reserveCapacity(memoised)
    }

    /// After a pass: the working stack shrinks to the most any pass has used.
    mutating func shrinkScratch() {
        if scratchTop == 0 && scratch.capacity > 16 && scratch.capacity > scratchPeak + scratchPeak / 8 {
            scratch = SlotStack(capacity: max(16, scratchPeak))
        }
    }
}

/// Room for an eighth more elements (and at least 16) when `a` has no room for `adding` more.
@inline(__always) func growByEighth<T>(_ a: inout [T], adding: Int = 1) {
    if a.count + adding > a.capacity { a.reserveCapacity(a.count + a.count / 8 + Swift.max(16, adding)) }
}

@inline(__always) func growByEighth<T>(_ a: inout EngineArray<T>, adding: Int = 1) { growByEighth(&a.storage, adding: adding) }

/// Keeps `value` in a side table of ops (texts, paddings, frames): at index `reused` when the
/// node's previous op of this kind had one, else appended (grown by an eighth); its index.
@inline(__always) func store<T>(_ value: T, in table: inout EngineArray<T>, at reused: Int32?) -> Int32 {
    store(value, in: &table.storage, at: reused)
}

@inline(__always) func store<T>(_ value: T, in table: inout [T], at reused: Int32?) -> Int32 {
    if let reused {
        table[Int(reused)] = value
        return reused
    }
    growByEighth(&table)
    table.append(value)
    return Int32(table.count - 1)
}
