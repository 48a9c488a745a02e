import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.12, the recorded corner: a stack asked a proposal with nothing left to
/// share along its axis (nested stacks ask 0) and no infinite dimension is sized and recorded
/// straight from its children (`recordedBoundaryRun`), without working slots. On random trees
/// (every alignment and direction, spacing nil, 0, negative or positive, children whose minimum
/// is not a length), laid out and edited at random, every node's proposal, size and frame must be
/// what the full steps give (`boundaryRunsEnabled` off), and the path must have run.
@Suite struct RecordedCornerTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe
    typealias Generator = SplitMix64

    /// A leaf whose width at a 0 width is `minimum` (negative, ∞ or NaN: not a length), so that a
    /// recorded corner gives up after recording some of its children.
    struct OddLeaf: LayoutRule, Equatable {
        var minimum: Double
        var name: String { "OddLeaf" }
        var isLeaf: Bool { true }
        func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
            Size(width: proposal.width == 0 ? minimum : proposal.width ?? 7, height: proposal.height ?? 5)
        }
    }

    static func recipe(_ g: inout Generator) -> Recipe {
        // Deep enough that stacks over more than `slotFreeHeight` levels are common.
        var r = IncrementalEquivalenceTests.recipe(&g, depth: 7)
        for k in r.kinds.indices {
            if case let .stack(axis, alignment, _) = r.kinds[k] {
                r.kinds[k] = .stack(axis: axis, alignment: alignment, spacing: [nil, 3, 0, -4, 12].randomElement(using: &g)!)
            }
        }
        for k in r.leaves where Int.random(in: 0..<12, using: &g) == 0 {
            r.kinds[k] = .rule(OddLeaf(minimum: [-3, .infinity, .nan].randomElement(using: &g)!))
        }
        return r
    }

    static let proposals = [ProposedSize(width: 300, height: 400), ProposedSize(width: 0, height: 0),
                            ProposedSize(width: 0, height: 500), ProposedSize(width: 120, height: nil),
                            ProposedSize(width: nil, height: 0), ProposedSize(width: 1000, height: 50)]

    /// Six steps each — a new proposal or a new kind for a random leaf, then a layout of both trees
    /// (reading a leaf first on some steps) — and the runs the path made.
    static func layOutAndEdit(seed: Int) -> Int {
        var g = Generator(seed: UInt64(seed) &* 9_973 &+ 17)
        var recipe = Self.recipe(&g)
        var fast = recipe.build()
        var full = recipe.build()
        full.boundaryRunsEnabled = false
        var proposal = proposals[seed % proposals.count]
        var recorded = 0
        for step in 0..<6 {
            if step > 0 {
                if Int.random(in: 0..<3, using: &g) == 0 {
                    proposal = proposals.randomElement(using: &g)!
                } else {
                    var trees = [fast, full]
                    recipe.editLeaf(&trees, &g)
                    (fast, full) = (trees[0], trees[1])
                }
            }
            recorded += fast.layout(proposal: proposal).statistics.recordedBoundaryRuns
            full.layout(proposal: proposal)
            if step % 2 == 1, let leaf = recipe.leaves.first {
                let id = LayoutNodeID(rawValue: Int32(leaf))
                // Described, so that NaN agrees with NaN.
                #expect("\(String(describing: fast.result(of: id)))" == "\(String(describing: full.result(of: id)))",
                        "seed \(seed) step \(step) leaf")
            }
            #expect(IncrementalEquivalenceTests.agree(fast.laidOutNodes(), full.laidOutNodes()), "seed \(seed) step \(step)")
        }
        #expect(full.stats.recordedBoundaryRuns == 0)
        return recorded
    }

    @Test func randomLayoutsAndEditsAgreeWithTheFullSteps() {
        var recorded = 0
        for seed in 0..<80 { recorded += Self.layOutAndEdit(seed: seed) }
        #expect(recorded > 200, "the recorded corner ran \(recorded) times")
    }

    /// The benchmark's nested flexible stacks: below the top levels every stack is asked (0, 0) and
    /// records it without slots, so the working stack holds a frame only for the top levels.
    @Test func nestedFlexibleStacksRecordTheirCornerWithoutSlots() {
        let r = Recipe.nestedFlexibleStacks(levels: 60)
        var fast = r.build()
        var full = r.build()
        full.boundaryRunsEnabled = false
        let a = fast.layout(proposal: ProposedSize(width: 1024, height: 768))
        let b = full.layout(proposal: ProposedSize(width: 1024, height: 768))
        #expect(a.statistics.recordedBoundaryRuns > 40)
        #expect(a.statistics.sizeThatFitsCalls == b.statistics.sizeThatFitsCalls)
        #expect(a.statistics.reusedSizingRuns == b.statistics.reusedSizingRuns)
        #expect(fast.scratchPeak < full.scratchPeak / 2, "slots held: \(fast.scratchPeak) against \(full.scratchPeak)")
        #expect(fast.laidOutNodes() == full.laidOutNodes())
    }

    /// The fixed nested stacks (images): every stack is deep-rigid and records its children's sizes
    /// and origins when it is sized (step 3.3), without slots too.
    @Test func deepRigidStacksRecordTheirChildrenWithoutSlots() {
        var r = Recipe()
        var inner = r.add(.image(width: 40, height: 20))
        for level in 0..<60 {
            let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
            let alignment: AlignmentGuide = [.top, .verticalCenter, .bottom, .leading, .horizontalCenter, .trailing][level % 6]
            let stack = r.add(.stack(axis: axis, alignment: alignment.axis == axis.other ? alignment
                                         : (axis == .horizontal ? .verticalCenter : .horizontalCenter),
                                     spacing: [nil, 8, -3][level % 3]),
                              [r.add(.image(width: Double(level % 7) * 5, height: 20)), inner])
            r.directions[stack] = level % 5 == 0 ? .rightToLeft : .leftToRight
            inner = r.add(.padding(EdgeInsets(all: 4)), [stack])
        }
        var fast = r.build()
        var full = r.build()
        full.boundaryRunsEnabled = false
        let a = fast.layout(proposal: ProposedSize(width: 1024, height: 768))
        full.layout(proposal: ProposedSize(width: 1024, height: 768))
        // The stacks over fewer levels than `slotFreeHeight` keep the full steps.
        #expect(a.statistics.recordedBoundaryRuns == 60 - Int(LayoutTree.slotFreeHeight) / 2)
        #expect(fast.scratchPeak <= Int(LayoutTree.slotFreeHeight), "slots held: \(fast.scratchPeak) against \(full.scratchPeak)")
        #expect(fast.laidOutNodes() == full.laidOutNodes())
    }
}
