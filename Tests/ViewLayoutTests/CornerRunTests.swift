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
                let a = fast.inPass { $0.size(Int32(k), p) }, b = full.inPass { $0.size(Int32(k), p) }
                #expect(sameBits(a.width, b.width) && sameBits(a.height, b.height), "seed \(seed) node \(k) at \(p): \(a) ≠ \(b)")
            }
        }
    }

    /// The path the two tests above compare runs on their trees: on most seeds some stack asked
    /// one corner has an answer at another before it is asked (kept by a corner run).
    @Test func cornerRunsRunOnTheRandomTrees() {
        var seedsThatRan = 0
        for seed in 0..<60 {
            var g = SplitMix64(seed: UInt64(seed) &* 5_147 &+ 23)
            let recipe = RecordedCornerTests.recipe(&g)
            var tree = recipe.build()
            for k in recipe.kinds.indices {
                guard case .stack = recipe.kinds[k] else { continue }
                let first = k % UnrecordedCorner.count
                _ = tree.inPass { $0.size(Int32(k), Self.corners[first]) }
                let other = Self.corners[(first + 1) % UnrecordedCorner.count]
                if tree.cache.lookup(Int32(k), proposalKey(other.width), proposalKey(other.height)) != nil {
                    seedsThatRan += 1
                    break
                }
            }
        }
        #expect(seedsThatRan >= 40, "\(seedsThatRan) of 60 seeds ran a corner run")
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

    /// The benchmark's nested flexible stacks: a stack asked one corner keeps all three (and the
    /// recorded corner, `recordedCorner`), and a layout makes the same calls and evaluations,
    /// and places every node where one run per corner does.
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
        #expect(fast.inPass { $0.size(top, asked) } == single.inPass { $0.size(top, asked) })
        for k in 1..<UnrecordedCorner.count {
            let kw = proposalKey(Self.corners[k].width), kh = proposalKey(Self.corners[k].height)
            // One run per corner keeps only the one asked.
            #expect(single.cache.lookup(top, kw, kh) == nil)
            let kept = fast.cache.lookup(top, kw, kh)
            #expect(kept != nil && kept == single.inPass { $0.size(top, Self.corners[k]) }, "corner \(k) kept: \(String(describing: kept))")
        }
        // With no answer before, the recorded corner (0, 0) too: inline, as the run placement reuses.
        #expect(single.cache.lookup(top, 0, 0) == nil)
        let recorded = fast.cache.lookup(top, 0, 0)
        #expect(recorded != nil && recorded == single.inPass { $0.size(top, ProposedSize(width: 0, height: 0)) })
        #expect(recorded.map { fast.cache.inlineAnswers(top, 0, 0, $0) } == true)
        #expect(fast.cache.flags[Int(top)] & NodeFlag.runPlaced != 0)
        var a = r.build()
        var b = r.build()
        b.cornerRunsEnabled = false
        let ra = a.layout(proposal: ProposedSize(width: 1024, height: 768))
        let rb = b.layout(proposal: ProposedSize(width: 1024, height: 768))
        #expect(ra.statistics == rb.statistics)
        #expect(a.laidOutNodes() == b.laidOutNodes())
    }

    /// The proposals a code-running leaf was asked, in order.
    final class Asked: @unchecked Sendable {
        var proposals: [ProposedSize] = []
    }

    /// A leaf that runs "the user's code" (`runsCode`): it records what it is asked.
    struct CodeLeaf: LayoutRule {
        let asked: Asked
        var name: String { "CodeLeaf" }
        var isLeaf: Bool { true }
        var runsCode: Bool { true }
        func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
            asked.proposals.append(proposal)
            return Size(width: 10, height: 10)
        }
        func isSame(as other: any LayoutRule) -> Bool { (other as? CodeLeaf)?.asked === asked }
    }

    /// A custom layout is asked only what the full steps ask (review of engine9: a root stack
    /// asked (∞, 0) ran a corner run and asked its custom layout (0, ∞) and (∞, ∞), which the full
    /// steps never ask there; a layout that fails at an infinite height failed the whole layout).
    /// Under a stack and under a stack above it, at each corner and at a size.
    @Test(arguments: [ProposedSize(width: .infinity, height: 0), ProposedSize(width: 0, height: .infinity),
                      ProposedSize(width: .infinity, height: .infinity), ProposedSize(width: 300, height: 200)])
    func aCustomLayoutIsAskedOnlyWhatTheFullStepsAsk(proposal: ProposedSize) {
        func asked(_ configure: (inout LayoutTree) -> Void) -> [ProposedSize] {
            let record = Asked()
            var tree = LayoutTree()
            let code = tree.add(.rule(CodeLeaf(asked: record)))
            let text = tree.add(.text("b", TextStyle()))
            let inner = tree.add(.stack(axis: .vertical, alignment: .horizontalCenter, spacing: 1), children: [code, text])
            let other = tree.add(.text("c", TextStyle()))
            tree.root = tree.add(.stack(axis: .horizontal, alignment: .verticalCenter, spacing: 1), children: [inner, other])
            configure(&tree)
            tree.layout(proposal: proposal)
            return record.proposals
        }
        let fast = asked { _ in }
        let full = asked { $0.boundaryRunsEnabled = false }
        #expect(Set(fast.map { "\($0)" }) == Set(full.map { "\($0)" }), "fast asked \(fast), full \(full)")
    }
}
