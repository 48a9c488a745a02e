// The containers' working memory (Docs/Layout.md step 2.11): a stack of frames of
// `StackSlot`s, one frame per container being sized or placed, nested layouts pushing above
// and popping before they return. It lives outside the arrays of the tree so that the hot
// loops read and write slots through a pointer, without a copy-on-write check or a bounds
// check per field. A pointer stays valid until the next push (which may move the storage):
// loops that recurse read `slots.base` again after each recursive call.

/// Slot storage shared by copies of a tree until one of them pushes (then it gets its own).
/// Immutable fields: a larger stack is a new object (no exclusivity check on each read).
@usableFromInline final class SlotStack: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<StackSlot>
    let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// A copy of the first `count` slots with room for `capacity`.
    init(copying other: SlotStack, count: Int, capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        base.initialize(from: other.base, count: count)
    }

    deinit { base.deallocate() }

    @inline(__always) subscript(i: Int) -> StackSlot {
        get { base[i] }
        set { base[i] = newValue }
    }
}

extension LayoutTree {
    /// Pushes one slot. The storage grows by doubling; it is not shared with a copy of the tree
    /// during a pass (`beginPass` replaces it by a private copy when it is: a tree is only copied
    /// between calls).
    @inline(__always) mutating func pushSlot(_ slot: StackSlot) {
        assert(cache.pass.depth > 0 && isKnownUniquelyReferenced(&scratch), "slots pushed outside a pass")
        if scratchTop == scratch.capacity {
            scratch = SlotStack(copying: scratch, count: scratchTop,
                                capacity: scratchTop == scratch.capacity ? 2 * scratch.capacity : scratch.capacity)
        }
        scratch.base[scratchTop] = slot
        scratchTop += 1
        if scratchTop > scratchPeak { scratchPeak = scratchTop }
    }

    /// Makes room for `count` more slots (pushed by writing `scratch.base[scratchTop + k]`,
    /// then moving `scratchTop`).
    @inline(__always) mutating func reserveSlots(_ count: Int) {
        assert(cache.pass.depth > 0 && isKnownUniquelyReferenced(&scratch), "slots reserved outside a pass")
        if scratchTop + count > scratchPeak { scratchPeak = scratchTop + count }
        if scratchTop + count > scratch.capacity {
            var capacity = scratch.capacity
            while scratchTop + count > capacity { capacity *= 2 }
            scratch = SlotStack(copying: scratch, count: scratchTop, capacity: capacity)
        }
    }

    @inline(__always) mutating func popSlots(_ count: Int) { scratchTop -= count }
}
