import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.12: a stack asked ∞ along its axis, or 0 along it and ∞ across it, is
/// sized straight from its children (`boundaryRun`) rather than by the full steps. On random
/// trees (stacks of every alignment and direction, spacers, priorities, frames, texts) every
/// stack's answers to such proposals, and whole layouts at proposals that lead to them, must be
/// bit for bit what the full steps give (`boundaryRunsEnabled` off).
@Suite struct BoundaryRunTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static let probes: [ProposedSize] = [
        ProposedSize(width: .infinity, height: .infinity), ProposedSize(width: .infinity, height: 0),
        ProposedSize(width: 0, height: .infinity), ProposedSize(width: .infinity, height: 37),
        ProposedSize(width: 52, height: .infinity), ProposedSize(width: .infinity, height: nil),
        ProposedSize(width: nil, height: .infinity), ProposedSize(width: -0.0, height: .infinity),
    ]

    func tree(_ recipe: Recipe, boundaryRuns: Bool) -> LayoutTree {
        var tree = recipe.build()
        tree.boundaryRunsEnabled = boundaryRuns
        return tree
    }

    @Test(arguments: 0..<60)
    func everyStackAnswersBoundaryProbesAsTheFullStepsDo(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 6_151 &+ 11)
        let recipe = IncrementalEquivalenceTests.recipe(&g, depth: 4)
        var fast = tree(recipe, boundaryRuns: true)
        var full = tree(recipe, boundaryRuns: false)
        var asked = 0
        for k in recipe.kinds.indices {
            guard case .stack = recipe.kinds[k] else { continue }
            // A deep-rigid stack records its children whenever it runs: never a boundary run.
            if fast.cache.flags[k] & NodeFlag.deepRigid == 0 && !recipe.children[k].isEmpty { asked += 1 }
            for p in Self.probes {
                let a = fast.inPass { $0.size(Int32(k), p) }, b = full.inPass { $0.size(Int32(k), p) }
                #expect(sameBits(a.width, b.width) && sameBits(a.height, b.height), "seed \(seed) node \(k) at \(p): \(a) ≠ \(b)")
            }
        }
        #expect(full.stats.boundaryRuns == 0)
        if asked > 0 { #expect(fast.stats.boundaryRuns > 0, "seed \(seed): the fast path ran") }
    }

    @Test(arguments: 0..<40)
    func layoutsAgreeWithTheFullSteps(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 7_877 &+ 3)
        let recipe = IncrementalEquivalenceTests.recipe(&g, depth: 5)
        for proposal in [ProposedSize(width: 1024, height: 768), ProposedSize(width: .infinity, height: 300),
                         ProposedSize(width: 0, height: .infinity), ProposedSize(width: nil, height: nil)] {
            var fast = tree(recipe, boundaryRuns: true)
            var full = tree(recipe, boundaryRuns: false)
            fast.layout(proposal: proposal)
            full.layout(proposal: proposal)
            #expect(IncrementalEquivalenceTests.agree(fast.laidOutNodes(), full.laidOutNodes()), "seed \(seed) at \(proposal)")
            #expect(IncrementalEquivalenceTests.agree(fast.laidOutNodes(), recipe.tracedLayout(proposal)), "seed \(seed) at \(proposal)")
        }
    }

    /// The benchmark's nested flexible stacks: every stack is asked all four corners, three of
    /// them boundary runs.
    @Test func nestedFlexibleStacksUseBoundaryRuns() {
        let r = Recipe.nestedFlexibleStacks(levels: 40)
        var fast = tree(r, boundaryRuns: true)
        var full = tree(r, boundaryRuns: false)
        let a = fast.layout(proposal: ProposedSize(width: 1024, height: 768))
        let b = full.layout(proposal: ProposedSize(width: 1024, height: 768))
        #expect(a.statistics.boundaryRuns > 60)
        #expect(a.statistics.sizeThatFitsCalls == b.statistics.sizeThatFitsCalls)
        #expect(a.statistics.evaluations == b.statistics.evaluations)
        #expect(fast.laidOutNodes() == full.laidOutNodes())
    }
}

extension BoundaryRunTests {
    /// Stacks that align by a text baseline or a custom guide read their children's explicit
    /// values (`guideValue`) in the boundary run too.
    @Test func baselineAndCustomAlignmentAgreeWithTheFullSteps() {
        func build(_ b: Builder) -> LayoutNodeID {
            let column = b.tree.registerGuide(named: "column", axis: .horizontal) { $0[.leading] }
            let row = b.hstack([b.text("Name"), b.spacer(), b.text("two words\nand more"), b.image(10, 30)],
                               alignment: .firstTextBaseline)
            let marked = b.add(.alignmentGuide(column, compute: { $0[.trailing] / 2 }), [b.text("value")])
            let last = b.hstack([b.text("a b c"), b.flex(b.color(), minWidth: 5, maxWidth: 90)], alignment: .lastTextBaseline)
            return b.vstack([row, marked, b.spacer(), last], alignment: column)
        }
        for p in Self.probes {
            let fast = Builder(), full = Builder()
            let rootA = build(fast), rootB = build(full)
            full.tree.boundaryRunsEnabled = false
            var nodes = [rootA.rawValue]
            nodes += (0..<Int32(fast.tree.count)).filter { if case .stack = fast.tree.ops[Int($0)] { return true }; return false }
            for n in nodes {
                let a = fast.tree.inPass { $0.size(n, p) }, b = full.tree.inPass { $0.size(n, p) }
                #expect(sameBits(a.width, b.width) && sameBits(a.height, b.height), "node \(n) at \(p): \(a) ≠ \(b)")
            }
            _ = rootB
        }
    }
}
