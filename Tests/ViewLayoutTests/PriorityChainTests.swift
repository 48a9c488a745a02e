import Testing
@testable import ViewLayout
import SeededRandom

/// A node's layout priority (§2.5) is not kept in its info (16 bytes without it): it is read
/// from the `layoutPriority` modifier on the node's chain of forwarding modifiers
/// (`resolvedPriority`). Random trees whose priorities are edited — under other modifiers, so
/// that the nodes above the edit keep their infos — must lay out as fresh ones do, and the
/// priority read must be the nearest modifier's.
@Suite struct PriorityChainTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe
    typealias Generator = SplitMix64

    @Test(arguments: 0..<40)
    func editedPrioritiesLayOutAsFreshTrees(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 6_007 &+ 29)
        var recipe = IncrementalEquivalenceTests.recipe(&g, depth: 4)
        let root = recipe.kinds.count - 1
        // Wrap some leaves in a priority under a padding, and find every priority node.
        for k in recipe.leaves where Int.random(in: 0..<2, using: &g) == 0 {
            let leaf = recipe.kinds.count
            recipe.kinds.append(recipe.kinds[k])
            recipe.children.append([])
            recipe.directions.append(.leftToRight)
            let priority = recipe.add(.layoutPriority(1), [leaf])
            recipe.kinds[k] = .padding(EdgeInsets(all: 1))
            recipe.children[k] = [priority]
        }
        // Children must be added before their parents: rebuild in an order where they are.
        recipe = Self.topologicallyOrdered(recipe, root: root)
        let priorities = recipe.kinds.indices.filter { if case .layoutPriority = recipe.kinds[$0] { true } else { false } }
        guard !priorities.isEmpty else { return }
        let proposal = [ProposedSize(width: 120, height: 300), ProposedSize(width: 40, height: 80),
                        ProposedSize(width: 300, height: nil)][seed % 3]
        var tree = recipe.build()
        tree.layout(proposal: proposal)
        for step in 0..<6 {
            let k = priorities.randomElement(using: &g)!
            let kind = LayoutNode.Kind.layoutPriority([1, -1, 0.5, 0, 3].randomElement(using: &g)!)
            recipe.kinds[k] = kind
            tree.setKind(kind, for: LayoutNodeID(rawValue: Int32(k)))
            tree.layout(proposal: proposal)
            var fresh = recipe.build()
            fresh.layout(proposal: proposal)
            #expect(IncrementalEquivalenceTests.agree(tree.laidOutNodes(), fresh.laidOutNodes()), "seed \(seed) step \(step)")
            for n in 0..<Int32(tree.count) {
                #expect(sameBits(tree.resolvedPriority(n), Self.modelPriority(tree, n)), "seed \(seed) step \(step) node \(n)")
            }
        }
    }

    /// The priority as infos kept it before: a `layoutPriority` sets it, every single-child
    /// modifier forwards its child's, a Spacer's is the option, anything else has 0.
    static func modelPriority(_ tree: LayoutTree, _ n: Int32) -> Double {
        switch tree.ops[Int(n)] {
        case .spacer: return tree.options.spacerPriority
        case let .priority(p): return p
        case .padding, .frame, .flexFrame, .fixedSize, .guide, .position, .offset, .passthrough, .trait, .aspect,
             .background, .overlay:
            let c = tree.firstChildren[Int(n)]
            return c >= 0 ? modelPriority(tree, c) : 0
        default: return 0
        }
    }

    /// The recipe's nodes renumbered so that every child comes before its parent (the root last).
    static func topologicallyOrdered(_ r: Recipe, root: Int) -> Recipe {
        var order: [Int] = []
        var seen = Set<Int>()
        func visit(_ k: Int) {
            guard seen.insert(k).inserted else { return }
            for c in r.children[k] { visit(c) }
            order.append(k)
        }
        visit(root)
        var index = [Int: Int]()
        for (i, k) in order.enumerated() { index[k] = i }
        var out = Recipe()
        for k in order {
            let n = out.add(r.kinds[k], r.children[k].map { index[$0]! })
            out.directions[n] = r.directions[k]
        }
        out.leaves = r.leaves.compactMap { index[$0] }
        return out
    }

    @Test func theNearestModifierGivesThePriority() {
        let b = Builder()
        let text = b.text("a b")
        let inner = b.add(.layoutPriority(2), [text])
        let padded = b.add(.padding(EdgeInsets(all: 1)), [inner])
        let outer = b.add(.layoutPriority(-4), [padded])
        let framed = b.add(.frame(width: 30, height: nil), [outer])
        #expect(b.tree.resolvedPriority(inner.rawValue) == 2)
        #expect(b.tree.resolvedPriority(padded.rawValue) == 2)
        #expect(b.tree.resolvedPriority(outer.rawValue) == -4)
        #expect(b.tree.resolvedPriority(framed.rawValue) == -4)
        #expect(b.tree.resolvedPriority(text.rawValue) == 0)
        let stack = b.hstack([framed, b.spacer()])
        #expect(b.tree.resolvedPriority(stack.rawValue) == 0)
    }
}
