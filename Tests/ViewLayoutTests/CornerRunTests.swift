import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.12, the unrecorded corners: a stack asked (∞, 0), (0, ∞) or (∞, ∞)
/// computes all three in one pass over its children (`cornerRun`) and keeps the two it was not
/// asked. On random trees (every alignment and direction, spacing nil, 0, negative or positive,
/// priorities, children whose minimum is not a length) every stack's answers, asked in every
/// order, and whole layouts must be bit for bit what the full steps give (`boundaryRunsEnabled`
/// off), and the path must have run.
@Suite struct CornerRunTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static let corners = (0..<UnrecordedCorner.count).map(UnrecordedCorner.proposal)
    /// The corners, then proposals next to them that are not one (−0 is asked as it is).
    static let probes = corners + [
        ProposedSize(width: 0, height: 0), ProposedSize(width: -0.0, height: .infinity),
        ProposedSize(width: .infinity, height: -0.0), ProposedSize(width: .infinity, height: 37),
        ProposedSize(width: nil, height: .infinity), ProposedSize(width: .infinity, height: nil),
    ]

    @Test func cornerIndicesNameTheirProposals() {
        for k in 0..<UnrecordedCorner.count { #expect(UnrecordedCorner.index(UnrecordedCorner.proposal(k)) == k) }
        for p in Self.probes.dropFirst(UnrecordedCorner.count) { #expect(UnrecordedCorner.index(p) == nil, "\(p)") }
    }

    @Test(arguments: 0..<60)
    func everyStackAnswersTheCornersAsTheFullStepsDo(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 5_147 &+ 23)
        let recipe = RecordedCornerTests.recipe(&g)
        var fast = recipe.build()
        var full = recipe.build()
        full.boundaryRunsEnabled = false
        for k in recipe.kinds.indices {
            guard case .stack = recipe.kinds[k] else { continue }
            // Each stack asked first a different corner (the one a corner run starts from).
            let first = k % UnrecordedCorner.count
            for p in [Self.corners[first]] + Self.probes {
                let a = fast.size(Int32(k), p), b = full.size(Int32(k), p)
                #expect(sameBits(a.width, b.width) && sameBits(a.height, b.height), "seed \(seed) node \(k) at \(p): \(a) ≠ \(b)")
            }
        }
    }

    @Test(arguments: 0..<40)
    func layoutsAgreeWithTheFullSteps(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 3_301 &+ 5)
        let recipe = RecordedCornerTests.recipe(&g)
        for proposal in [ProposedSize(width: 1024, height: 768), ProposedSize(width: .infinity, height: 0),
                         ProposedSize(width: 0, height: .infinity), ProposedSize(width: .infinity, height: .infinity)] {
            var fast = recipe.build()
            var full = recipe.build()
            full.boundaryRunsEnabled = false
            fast.layout(proposal: proposal)
            full.layout(proposal: proposal)
            #expect(IncrementalEquivalenceTests.agree(fast.laidOutNodes(), full.laidOutNodes()), "seed \(seed) at \(proposal)")
        }
    }

    /// The benchmark's nested flexible stacks: a stack asked one corner keeps all three, and a
    /// layout makes the same calls and evaluations, and places every node where one run per corner does.
    @Test func nestedFlexibleStacksKeepAllThreeCorners() {
        let r = Recipe.nestedFlexibleStacks(levels: 40)
        var fast = r.build()
        var single = r.build()
        single.cornerRunsEnabled = false
        let top = Int32(r.kinds.count - 2)  // the outermost stack, inside its padding
        guard case .stack = r.kinds[Int(top)] else {
            Issue.record("node \(top) is not the outermost stack")
            return
        }
        let asked = Self.corners[0]
        #expect(fast.size(top, asked) == single.size(top, asked))
        for k in 1..<UnrecordedCorner.count {
            let kw = proposalKey(Self.corners[k].width), kh = proposalKey(Self.corners[k].height)
            // One run per corner keeps only the one asked.
            #expect(single.cache.lookup(top, kw, kh) == nil)
            let kept = fast.cache.lookup(top, kw, kh)
            #expect(kept != nil && kept == single.size(top, Self.corners[k]), "corner \(k) kept: \(String(describing: kept))")
        }
        var a = r.build()
        var b = r.build()
        b.cornerRunsEnabled = false
        let ra = a.layout(proposal: ProposedSize(width: 1024, height: 768))
        let rb = b.layout(proposal: ProposedSize(width: 1024, height: 768))
        #expect(ra.statistics == rb.statistics)
        #expect(a.laidOutNodes() == b.laidOutNodes())
    }
}
