// An image's first answer to a rule (Docs/Layout.md step 3, custom layouts). While a rule's
// `sizeThatFits` or `placeSubviews` runs, its node has a frame of scratch slots, one per
// subview (for `placeSubviews`, the frame `place` fills in). An image subview's first answer
// since it changed is all `compute` does for it — one evaluation and the flag that says so —
// and a custom layout of many images asks each one first in the same loop: the evaluation is
// counted at the ask (inlined into the rule, as the answers asked again are) and marked in the
// subview's slot, and the flags of the images so marked are written in one pass when the rule
// returns (in one loop through the pass's pointer, PassBuffers.swift, where each ask wrote it
// in a call through the engine's `subviewSize`). Any other path to a marked subview (its dimensions, an ask with a
// Ctrl-C poll due) writes its flag first (`Subviews.settle`).

/// The mark of a subview in its rule's frame, kept in the slot's `order` (which a rule's frame
/// has no other use for; a slot written whole keeps it).
@usableFromInline enum RuleAnswer {
    /// Nothing done here.
    @inlinable static var none: Int32 { 0 }
    /// An image first evaluated while the rule runs, its `NodeFlag.computed` not yet written.
    @inlinable static var evaluated: Int32 { 1 }
}

extension Subviews {
    /// Subview `index` (in range), node `c`, when it is an image off a traced path with no
    /// Ctrl-C poll due at this call (`countSizeCall`'s every 4,096th): its op's size, the call
    /// counted as `LayoutTree.subviewSize` counts it, and its first answer since it changed
    /// counted as an evaluation and marked in the frame. nil otherwise, and nothing counted.
    @inlinable @inline(__always) func answeredImageSize(_ index: Int, _ c: Int32) -> Size? {
        let t = tree
        let f = t.pointee.cache.flags[Int(c)]
        guard f & (NodeFlag.cheap | NodeFlag.image | NodeFlag.tracePath) == NodeFlag.cheap | NodeFlag.image,
              (t.pointee.stats.sizeThatFitsCalls + 1) & 4095 != 0, !t.pointee.wasInterrupted,
              t.pointee.ruleShortcutsEnabled, case let .image(w, h) = t.pointee.ops[Int(c)] else { return nil }
        if f & NodeFlag.computed == 0 {
            guard answers >= 0 else { return nil }
            let slot = t.pointee.scratch.base + (answers + index)
            if slot.pointee.order != RuleAnswer.evaluated {
                slot.pointee.order = RuleAnswer.evaluated
                t.pointee.stats.evaluations &+= 1
                if t.pointee.recordEvaluated { t.pointee.recordEvaluation(c) }
            }
        }
        t.pointee.stats.sizeThatFitsCalls &+= 1
        return Size(width: w, height: h)
    }

    /// Before subview `index` (in range) is reached any other way: its flag, when its first
    /// answer was marked in the frame.
    @usableFromInline func settle(_ index: Int) {
        guard answers >= 0 else { return }
        let slot = tree.pointee.scratch.base + (answers + index)
        guard slot.pointee.order == RuleAnswer.evaluated else { return }
        let c = ids[index]
        tree.pointee.setFlags(c, tree.pointee.cache.flags[Int(c)] | NodeFlag.computed)
        slot.pointee.order = RuleAnswer.none
    }
}

extension LayoutTree {
    /// Pushes a rule's frame for subviews `ids`: each slot's id -1 (a subview not placed yet,
    /// for `rulePlacements`; a slot no grid's row check takes for its own), no mark.
    mutating func pushFrame(_ ids: [Int32]) {
        let base = scratchTop
        reserveSlots(ids.count)
        let frame = scratch.base + base
        for k in 0..<ids.count {
            frame[k].id = -1
            frame[k].order = RuleAnswer.none
        }
        scratchTop = base + ids.count
    }

    /// After the rule returns, when it evaluated a subview: the flag of each image marked in
    /// its frame of `ids` at `base`, in one pass.
    mutating func flagEvaluatedAnswers(_ base: Int, _ ids: [Int32]) {
        let frame = scratch.base + base
        let flags = passPointers().flags
        for k in 0..<ids.count where frame[k].order == RuleAnswer.evaluated {
            let c = Int(ids[k])
            assert(c < cache.pass.nodeCount)
            flags[c] |= NodeFlag.computed
        }
    }

    /// `countEvaluation`'s record of the node, for `evaluatedNodes` (a call: the ask that
    /// counts is inlined into the rule).
    @usableFromInline @inline(never) mutating func recordEvaluation(_ n: Int32) {
        evaluatedNodes.append(LayoutNodeID(rawValue: n))
    }
}
