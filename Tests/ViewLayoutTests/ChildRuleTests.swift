import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.13: a stack answers its cheap children (a Spacer, a padding, a min/max
/// frame, a short Text) by their formulas in its own loop. On random trees (every alignment and
/// direction, spacing nil, 0, negative or positive, priorities, frames bounded or not, children
/// whose minimum is not a length) and the benchmark's nested flexible stacks, layouts and edits
/// must be bit for bit what `size` gives (`childRulesEnabled` off), with the same calls and
/// evaluations, and the path must have run.
@Suite struct ChildRuleTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static let proposals = [ProposedSize(width: 1024, height: 768), ProposedSize(width: .infinity, height: 0),
                            ProposedSize(width: 0, height: .infinity), ProposedSize(width: .infinity, height: .infinity),
                            ProposedSize(width: 0, height: 0), ProposedSize(width: 120, height: nil)]

    /// Lays `a` and `b` out at `proposal` and checks they agree: statistics, evaluated nodes, results.
    static func check(_ a: inout LayoutTree, _ b: inout LayoutTree, _ proposal: ProposedSize, _ what: String) {
        let ra = a.layout(proposal: proposal, recordEvaluations: true)
        let rb = b.layout(proposal: proposal, recordEvaluations: true)
        #expect(ra.statistics == rb.statistics, "\(what): \(ra.statistics) ≠ \(rb.statistics)")
        #expect(ra.evaluatedNodes == rb.evaluatedNodes, "\(what): evaluated nodes differ")
        #expect(IncrementalEquivalenceTests.agree(a.laidOutNodes(), b.laidOutNodes()), "\(what)")
    }

    @Test(arguments: 0..<50)
    func layoutsAndEditsAgreeWithSize(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 6_763 &+ 11)
        var recipe = RecordedCornerTests.recipe(&g)
        var fast = recipe.build()
        var plain = recipe.build()
        plain.childRulesEnabled = false
        var proposal = Self.proposals[seed % Self.proposals.count]
        for step in 0..<5 {
            if step > 0 {
                if Bool.random(using: &g) {
                    proposal = Self.proposals.randomElement(using: &g)!
                } else {
                    var trees = [fast, plain]
                    recipe.editLeaf(&trees, &g)
                    (fast, plain) = (trees[0], trees[1])
                }
            }
            Self.check(&fast, &plain, proposal, "seed \(seed) step \(step) at \(proposal)")
        }
    }

    /// The benchmark's shape (deep100-flex's levels): the same calls, evaluations and frames.
    @Test func nestedFlexibleStacksAgree() {
        let r = Recipe.nestedFlexibleStacks(levels: 40)
        var fast = r.build()
        var plain = r.build()
        plain.childRulesEnabled = false
        Self.check(&fast, &plain, ProposedSize(width: 1024, height: 768), "nested flexible stacks")
    }

    /// The path the tests above compare runs on their trees: a stack's Spacer, padding, min/max
    /// frame and short Text each have their rule, and each answers as `size` does.
    @Test func eachCheapKindHasItsRule() {
        var tree = LayoutTree()
        let spacer = tree.add(.spacer(minLength: nil))
        let text = tree.add(.text("Label 3", TextStyle()))
        let frame = tree.add(.flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30), children: [tree.add(.shape)])
        let inner = tree.add(.stack(axis: .vertical, alignment: .horizontalCenter, spacing: 8), children: [tree.add(.text("x", TextStyle()))])
        let padding = tree.add(.padding(EdgeInsets(all: 4)), children: [inner])
        let open = tree.add(.flexibleFrame(minWidth: 20, maxWidth: nil, minHeight: nil, maxHeight: 30), children: [tree.add(.shape)])
        let children = [spacer, text, frame, padding, open]
        tree.root = tree.add(.stack(axis: .horizontal, alignment: .verticalCenter, spacing: 8), children: children)
        var plain = tree
        plain.childRulesEnabled = false
        let kinds: [ChildRule.Kind] = [.spacer, .text, .clampedFrame, .padding, .general]
        for (c, kind) in zip(children, kinds) {
            #expect(tree.childRule(c.rawValue).kind == kind, "\(c)")
            for p in Self.proposals + [ProposedSize(width: 37, height: 0), ProposedSize(width: nil, height: nil)] {
                let rule = tree.childRule(c.rawValue)
                let a = tree.inPass { $0.childAnswer(c.rawValue, rule, p, .horizontal) }
                let b = plain.inPass { $0.size(c.rawValue, p) }
                #expect(sameBits(a.width, b.width) && sameBits(a.height, b.height), "\(c) at \(p): \(a) ≠ \(b)")
            }
        }
        #expect(tree.stats.sizeThatFitsCalls == plain.stats.sizeThatFitsCalls)
        #expect(tree.stats.evaluations == plain.stats.evaluations)
    }
}
