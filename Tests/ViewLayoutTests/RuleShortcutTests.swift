import Testing
@testable import ViewLayout
import SeededRandom

/// The rule path's shortcuts against its full steps, on random trees with random edits:
/// - a Grid skips the probes whose answers cannot matter (every row or column offered exactly 0
///   or ∞, `GridSolver.offersOnlyZero`) and hands each aligned cell's size from its placement to
///   its row's in the cell's record (`GridPlaced.recorded`); `gridShortcutsEnabled` off takes
///   the full steps;
/// - a custom layout's placement puts its leaves with one size straight into their records
///   (`LayoutTree.placeRuleLeaves`), and an image answers from its op, its first answer's
///   evaluation counted at the ask and its flag written when the rule returns
///   (`Subviews.answeredImageSize`, RuleAnswers.swift) or before another path reaches it
///   (`Subviews.settle`); `ruleShortcutsEnabled` off takes `compute` and `placeChild`, a
///   traced run takes none of them.
/// Every node's proposal, size and frame must agree with the full steps and with a traced run;
/// for custom layouts the statistics too (calls, evaluations, placements) and the nodes evaluated.
@Suite struct RuleShortcutTests {
    typealias Generator = SplitMix64
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    /// Grids taller or wider than their proposal, unbounded ones, and ones with room to share.
    static let gridProposals = [ProposedSize(width: 60, height: 20), ProposedSize(width: .infinity, height: .infinity),
                                ProposedSize(width: 300, height: 400), ProposedSize(width: 0, height: 0),
                                ProposedSize(width: .infinity, height: 30), ProposedSize(width: 25, height: .infinity),
                                ProposedSize(width: nil, height: 50)]

    /// A grid recipe (GridPassTests) of up to 6 rows, or a larger one of 20–40 rows of 3–6
    /// cells (texts, min/max frames, images), now and then inside an HStack aligned on the
    /// first baseline (its guides asked of the grid, which places it without placing it).
    static func gridRecipe(_ g: inout Generator) -> Recipe {
        guard Bool.random(using: &g) else { return GridPassTests.recipe(&g) }
        var r = Recipe()
        var rows: [Int] = []
        for _ in 0..<Int.random(in: 20...40, using: &g) {
            var cells: [Int] = []
            for _ in 0..<Int.random(in: 3...6, using: &g) {
                var cell = r.add(GridPassTests.cellKind(&g))
                r.leaves.append(cell)
                if Int.random(in: 0..<3, using: &g) == 0 {
                    cell = r.add(.flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30), [cell])
                }
                cells.append(cell)
            }
            let alignment: AlignmentGuide? = [nil, .top, .firstTextBaseline].randomElement(using: &g)!
            rows.append(r.add(.rule(GridRowRule(alignment: alignment)), cells))
        }
        // An infinite spacing: a cell in its row is proposed NaN wide (`cellWidth` adds 0 × ∞),
        // not the column's width it was asked at in the grid's placement. (Such a grid's traced
        // run disagrees with its untraced one on `main` already: compared with the full steps only.)
        let spacing: Double = Int.random(in: 0..<6, using: &g) == 0 ? .infinity : 8
        var top = r.add(.rule(GridRule(alignment: [.center, .leading, .trailing].randomElement(using: &g)!,
                                       horizontalSpacing: spacing, verticalSpacing: 8)), rows)
        if Bool.random(using: &g) {
            let label = r.add(.text("Label", TextStyle()))
            top = r.add(.stack(axis: .horizontal, alignment: .firstTextBaseline, spacing: 4), [label, top])
        }
        _ = r.add(.padding(EdgeInsets(all: 4)), [top])
        return r
    }

    /// Builds the recipe twice — with the shortcuts and with `shortcuts(false)` applied —,
    /// lays both out, then edits both at random (a new proposal or a leaf's new kind) six
    /// times: after each layout both trees and a traced run must agree.
    static func checkAgainstFullSteps(_ start: Recipe, seed: Int, proposals: [ProposedSize], traced: Bool = true,
                                      sameStatistics: Bool = false, full: (inout LayoutTree) -> Void,
                                      newKind: (inout Generator) -> LayoutNode.Kind, using g: inout Generator) {
        var recipe = start
        var proposal = proposals[seed % proposals.count]
        var fast = recipe.build()
        var slow = recipe.build()
        full(&slow)
        for step in 0..<7 {
            if step > 0 {
                if Int.random(in: 0..<3, using: &g) == 0 {
                    proposal = proposals.randomElement(using: &g)!
                } else {
                    var trees = [fast, slow]
                    recipe.editLeaf(&trees, &g, kind: newKind)
                    (fast, slow) = (trees[0], trees[1])
                }
            }
            let fastRun = fast.layout(proposal: proposal, recordEvaluations: true)
            let slowRun = slow.layout(proposal: proposal, recordEvaluations: true)
            if sameStatistics {
                #expect(fastRun.statistics == slowRun.statistics, "seed \(seed) step \(step): statistics")
                #expect(fastRun.evaluatedNodes == slowRun.evaluatedNodes, "seed \(seed) step \(step): evaluated nodes")
            }
            let laidOut = fast.laidOutNodes()
            #expect(IncrementalEquivalenceTests.agree(laidOut, slow.laidOutNodes()), "seed \(seed) step \(step): full steps")
            if traced {
                #expect(IncrementalEquivalenceTests.agree(laidOut, recipe.tracedLayout(proposal)), "seed \(seed) step \(step): traced")
            }
        }
    }

    @Test(arguments: 0..<60)
    func gridShortcutsAgreeWithTheFullSteps(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 8_191 &+ 29)
        let recipe = Self.gridRecipe(&g)
        let infiniteSpacing = recipe.kinds.contains { kind in
            if case let .rule(rule) = kind, let grid = rule as? GridRule { return grid.horizontalSpacing == .infinity }
            return false
        }
        Self.checkAgainstFullSteps(recipe, seed: seed, proposals: Self.gridProposals, traced: !infiniteSpacing,
                                   full: { $0.gridShortcutsEnabled = false }, newKind: GridPassTests.cellKind, using: &g)
    }

    /// The probes skipped: a grid far taller than its proposal asks no row at ∞, an unbounded
    /// one no row or column at 0; with the shortcuts off it asks them all.
    @Test func gridsSkipOnlyTheProbesThatCannotMatter() {
        func calls(_ proposal: ProposedSize, shortcuts: Bool) -> Int {
            var r = Recipe()
            var rows: [Int] = []
            for _ in 0..<10 {
                let cells = (0..<3).map { _ in r.add(.text("Label 42", TextStyle())) }
                rows.append(r.add(.rule(GridRowRule(alignment: nil)), cells))
            }
            _ = r.add(.rule(GridRule(alignment: .center, horizontalSpacing: 8, verticalSpacing: 8)), rows)
            var tree = r.build()
            tree.gridShortcutsEnabled = shortcuts
            return tree.layout(proposal: proposal).statistics.sizeThatFitsCalls
        }
        // 30 cells: columns at 0, ∞ and their share; rows at 0 (and ∞ without the shortcut);
        // placement: once (twice without the carried sizes).
        #expect(calls(ProposedSize(width: 1000, height: 10), shortcuts: true) + 60
                == calls(ProposedSize(width: 1000, height: 10), shortcuts: false))
        #expect(calls(ProposedSize(width: .infinity, height: .infinity), shortcuts: true) + 90
                == calls(ProposedSize(width: .infinity, height: .infinity), shortcuts: false))
    }

    /// `offersOnlyZero` is `distribute` offering every track 0, whatever its order.
    @Test(arguments: 0..<200)
    func offersOnlyZeroMeansEveryOfferIsZero(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 31 &+ 3)
        let values: [Double] = [0, -0.0, 1, 5, -1, .infinity, -.infinity, .nan, 1e300]
        let count = Int.random(in: 1...5, using: &g)
        let lo = (0..<count).map { _ in values.randomElement(using: &g)! }
        let hi = lo.map { $0 + [0, 2, .infinity].randomElement(using: &g)! }
        let available = [0, -3, 10, -.infinity, .nan, -0.0].randomElement(using: &g)!
        var asked: [Double] = []
        let result = GridSolver.distribute(available, lo: lo, hi: hi, reuse: true) { _, offer in
            asked.append(offer)
            return offer
        }
        if GridSolver.offersOnlyZero(available, lo) {
            #expect(asked.isEmpty && result.indices.allSatisfy { result[$0].bitPattern == lo[$0].bitPattern },
                    "seed \(seed): \(available) \(lo)")
        }
    }

    // MARK: custom layouts

    /// A flow layout (Benchmarks' FlowLayout) with the ways a `placeSubviews` can go wrong:
    /// a subview placed twice (the last wins), one left unplaced (centred), anchors; and, with
    /// `probes`, a subview asked twice while sizing and one's dimensions read right after its
    /// first answer.
    struct TestFlow: LayoutRule, Equatable {
        var spacing: Double
        var placeFirstTwice: Bool
        var skipLast: Bool
        var anchor: UnitPoint
        var probes = false

        var name: String { "TestFlow" }

        func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
            let maxWidth = proposal.width ?? .infinity
            var x = 0.0, y = 0.0, rowHeight = 0.0, width = 0.0
            for i in subviews.indices {
                let size = subviews.sizeThatFits(i, .unspecified)
                if x > 0 && x + size.width > maxWidth {
                    y += rowHeight + spacing
                    x = 0
                    rowHeight = 0
                }
                x += size.width
                width = max(width, x)
                x += spacing
                rowHeight = max(rowHeight, size.height)
                if probes && i == subviews.count - 1 { _ = subviews.dimensions(i, .unspecified) }
            }
            if probes { _ = subviews.sizeThatFits(0, .unspecified) }
            return Size(width: width, height: y + rowHeight)
        }

        func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
            var x = 0.0, y = 0.0, rowHeight = 0.0
            for i in subviews.indices {
                if skipLast && i == subviews.count - 1 { break }
                let size = subviews.sizeThatFits(i, .unspecified)
                if x > 0 && x + size.width > bounds.width {
                    y += rowHeight + spacing
                    x = 0
                    rowHeight = 0
                }
                if placeFirstTwice && i == 0 { subviews.place(0, at: Point(x: 99, y: 99), proposal: proposal) }
                subviews.place(i, at: Point(x: x + anchor.x * size.width, y: y + anchor.y * size.height), anchor: anchor,
                               proposal: .unspecified)
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
        }
    }

    static func flowSubview(_ r: inout Recipe, _ g: inout Generator) -> Int {
        switch Int.random(in: 0..<6, using: &g) {
        case 0, 1, 2:
            let k = r.add(.image(width: Double(Int.random(in: 0..<50, using: &g)), height: Double(Int.random(in: 0..<30, using: &g))))
            r.leaves.append(k)
            return k
        case 3:
            let k = r.add(IncrementalEquivalenceTests.leafKind(&g))
            r.leaves.append(k)
            return k
        case 4:
            let a = r.add(.image(width: 12, height: 7)), b = r.add(.text("ab cd", TextStyle()))
            r.leaves += [a, b]
            return r.add(.stack(axis: .horizontal, alignment: .firstTextBaseline, spacing: 2), [a, b])
        default:
            let k = r.add(.image(width: 20, height: 9))
            r.leaves.append(k)
            return r.add(.padding(EdgeInsets(all: 2)), [k])
        }
    }

    /// One or two flows (the second nested in the first), some right-to-left, now and then in
    /// an HStack aligned on the first baseline (its guide asked of the flow, which places the
    /// subviews without placing them).
    static func flowRecipe(_ g: inout Generator) -> Recipe {
        var r = Recipe()
        func flow(_ nested: Int?) -> Int {
            var kids = (0..<Int.random(in: 1...30, using: &g)).map { _ in flowSubview(&r, &g) }
            if let nested { kids.insert(nested, at: Int.random(in: 0...kids.count, using: &g)) }
            let rule = TestFlow(spacing: Double(Int.random(in: 0...4, using: &g)), placeFirstTwice: Int.random(in: 0..<4, using: &g) == 0,
                                skipLast: Int.random(in: 0..<4, using: &g) == 0,
                                anchor: [.topLeading, .center, .bottomTrailing].randomElement(using: &g)!,
                                probes: Int.random(in: 0..<3, using: &g) == 0)
            let k = r.add(.rule(rule), kids)
            if Int.random(in: 0..<3, using: &g) == 0 { r.directions[k] = .rightToLeft }
            return k
        }
        var top = flow(Bool.random(using: &g) ? flow(nil) : nil)
        if Bool.random(using: &g) {
            let label = r.add(.text("Label", TextStyle()))
            top = r.add(.stack(axis: .horizontal, alignment: .firstTextBaseline, spacing: 4), [label, top])
        }
        _ = r.add(.padding(EdgeInsets(all: 1)), [top])
        return r
    }

    /// The proposals the custom-layout tests lay a flow out for, and the leaf an edit puts in
    /// (an image half the time: the rule shortcuts' case).
    static let flowProposals = [ProposedSize(width: 120, height: 400), ProposedSize(width: nil, height: nil),
                                ProposedSize(width: 40, height: 40), ProposedSize(width: .infinity, height: 100)]
    static func flowLeafKind(_ g: inout Generator) -> LayoutNode.Kind {
        Bool.random(using: &g) ? .image(width: Double(Int.random(in: 0..<60, using: &g)), height: 8)
            : IncrementalEquivalenceTests.leafKind(&g)
    }

    @Test(arguments: 0..<60)
    func customLayoutShortcutsAgreeWithTracedRuns(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 6_007 &+ 13)
        let recipe = Self.flowRecipe(&g)
        IncrementalEquivalenceTests.layOutAndEdit(recipe, seed: seed, proposals: Self.flowProposals, proposalOdds: 3, checkFirst: true,
                                                  read: { $0.leaves.last }, newKind: Self.flowLeafKind, using: &g)
    }

    /// The custom-layout shortcuts against `compute` and `placeChild` (`ruleShortcutsEnabled`
    /// off): the same layout and the same statistics, step by step — an image's first answer
    /// counts the evaluation `compute` counts, and its placement the placements `placeChild` does.
    @Test(arguments: 0..<60)
    func customLayoutShortcutsAgreeWithTheFullSteps(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 4_099 &+ 7)
        let recipe = Self.flowRecipe(&g)
        Self.checkAgainstFullSteps(recipe, seed: seed, proposals: Self.flowProposals, sameStatistics: true,
                                   full: { $0.ruleShortcutsEnabled = false }, newKind: Self.flowLeafKind, using: &g)
    }
}
