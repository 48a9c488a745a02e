import Testing
@testable import ViewLayout
import SeededRandom

/// The engine's native Grid pass (GridStructure, GridSolver, GridPlacement): a proposal is
/// solved once and its placement reuses that solution; GridRows place their cells from the
/// grid's column placement. On random grids with random edits it must give exactly what a
/// fresh tree gives, and what a fully traced run gives — which asks every cell as the rule
/// always has, keeping no solution.
@Suite struct GridPassTests {
    typealias Generator = SplitMix64
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static func cellKind(_ g: inout Generator) -> LayoutNode.Kind {
        switch Int.random(in: 0..<6, using: &g) {
        case 0, 1: return .image(width: Double(Int.random(in: 0..<50, using: &g)), height: Double(Int.random(in: 0..<30, using: &g)))
        case 2: return .text(["a", "ab cd", "Label 42", "one two three"].randomElement(using: &g)!, TextStyle())
        case 3: return .shape
        case 4: return .text("wrap me please", TextStyle(lineLimit: 2))
        default: return .divider
        }
    }

    static func traitKind(_ g: inout Generator) -> LayoutNode.Kind {
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return .trait(LayoutTrait(.gridCellColumns, .number(Double(Int.random(in: 2...3, using: &g)))))
        case 1: return .trait(LayoutTrait(.gridCellAnchor, .point([.topLeading, .bottomTrailing, .center].randomElement(using: &g)!)))
        case 2: return .trait(LayoutTrait(.gridCellUnsizedAxes, .axes(horizontal: Bool.random(using: &g), vertical: Bool.random(using: &g))))
        case 3: return .trait(LayoutTrait(.gridColumnAlignment, .guide([.leading, .trailing, .horizontalCenter].randomElement(using: &g)!)))
        default: return .flexibleFrame(minWidth: 10, maxWidth: 60, minHeight: 5, maxHeight: 30)
        }
    }

    /// A grid of 1–6 rows: GridRows of 1–4 cells (some wrapped in a trait or a frame), now and
    /// then a full-width view; the grid in a padding.
    static func recipe(_ g: inout Generator) -> Recipe {
        var r = Recipe()
        func add(_ kind: LayoutNode.Kind, _ children: [Int] = []) -> Int { r.add(kind, children) }
        var rows: [Int] = []
        for _ in 0..<Int.random(in: 1...6, using: &g) {
            if Int.random(in: 0..<6, using: &g) == 0 {
                let leaf = add(cellKind(&g))
                r.leaves.append(leaf)
                rows.append(Bool.random(using: &g) ? add(traitKind(&g), [leaf]) : leaf)
                continue
            }
            var cells: [Int] = []
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                var cell = add(cellKind(&g))
                r.leaves.append(cell)
                if Int.random(in: 0..<3, using: &g) == 0 { cell = add(traitKind(&g), [cell]) }
                if Int.random(in: 0..<8, using: &g) == 0 {
                    cell = add(.alignmentGuide(.verticalCenter, compute: { $0.height / 4 }), [cell])
                }
                cells.append(cell)
            }
            let alignment: AlignmentGuide? = [nil, .top, .bottom, .firstTextBaseline].randomElement(using: &g)!
            rows.append(add(.rule(GridRowRule(alignment: alignment)), cells))
        }
        let alignment = [Alignment.center, .topLeading, .bottomTrailing, .leading].randomElement(using: &g)!
        let spacing: Double? = Bool.random(using: &g) ? nil : Double(Int.random(in: 0..<6, using: &g))
        let grid = add(.rule(GridRule(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: 3)), rows)
        _ = add(.padding(EdgeInsets(all: 2)), [grid])
        return r
    }

    @Test(arguments: 0..<60)
    func nativeGridsAgreeWithFreshAndTracedOnes(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 6151 &+ 3)
        let recipe = Self.recipe(&g)
        let proposals = [ProposedSize(width: 300, height: 400), ProposedSize(width: 120, height: nil),
                         ProposedSize(width: nil, height: nil), ProposedSize(width: 1000, height: 50),
                         ProposedSize(width: 40, height: 30)]
        IncrementalEquivalenceTests.layOutAndEdit(recipe, seed: seed, proposals: proposals, proposalOdds: 3, checkFirst: true,
                                                  read: { $0.leaves.last }, newKind: Self.cellKind, using: &g)
    }

    /// Rows and columns offered exactly 0 or ∞ take their answer at that probe without asking
    /// again (`GridSolver.distribute`): grids taller and wider than their proposal, and
    /// unbounded ones, agree with fresh and traced runs.
    @Test(arguments: 0..<40)
    func gridsOfferedZeroOrInfinityAgreeWithFreshAndTracedOnes(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 7_727 &+ 11)
        let recipe = Self.recipe(&g)
        let proposals = [ProposedSize(width: 10, height: 5), ProposedSize(width: .infinity, height: .infinity),
                         ProposedSize(width: 0, height: 0), ProposedSize(width: .infinity, height: 20)]
        IncrementalEquivalenceTests.layOutAndEdit(recipe, seed: seed, proposals: proposals, proposalOdds: 3, checkFirst: true,
                                                  read: { $0.leaves.last }, newKind: Self.cellKind, using: &g)
    }

    /// Placement reuses the solution its proposal was sized with; the kept solution is the one
    /// a fresh solve gives; laying out again with nothing changed solves nothing.
    @Test func placementReusesTheSizingSolution() {
        let b = Builder()
        var rows: [LayoutNodeID] = []
        for r in 0..<3 {
            let cells = (0..<3).map { c in b.add(.flexibleFrame(minWidth: 10, maxWidth: 40 + Double(10 * c), minHeight: 5, maxHeight: 20 + Double(r)),
                                                 [b.color()]) }
            rows.append(b.add(.rule(GridRowRule(alignment: nil)), cells))
        }
        let grid = b.add(.rule(GridRule(alignment: .center, horizontalSpacing: 4, verticalSpacing: 4)), rows)
        b.tree.root = grid
        let run = b.tree.layout(proposal: ProposedSize(width: 200, height: 100))
        #expect(run.statistics.reusedGridSolutions == 1)  // placement: the sizing run's solution
        let n = grid.rawValue
        let kept = b.tree.grids[n]!.g.solution(proposalKey(200), proposalKey(100))!
        let fresh = withUnsafeMutablePointer(to: &b.tree) { t in
            var solver = GridSolver(tree: t, node: n, box: t.pointee.grids[n]!)
            return solver.solve(ProposedSize(width: 200, height: 100), notes: false)
        }
        #expect(kept.widths == fresh.widths && kept.heights == fresh.heights && kept.size == fresh.size)
        #expect(kept.widths == [40, 50, 60] && kept.heights == [20, 21, 22])
        let again = b.tree.layout(proposal: ProposedSize(width: 200, height: 100))
        #expect(again.statistics.evaluations == 0 && again.statistics.reusedGridSolutions == 0)
        // A changed cell drops the kept solutions and places its row's cells anew.
        b.tree.setKind(.flexibleFrame(minWidth: 10, maxWidth: 70, minHeight: 5, maxHeight: 20), for: b.tree.children(of: rows[0])[0])
        b.tree.layout(proposal: ProposedSize(width: 200, height: 100))
        #expect(b.tree.grids[n]!.g.solution(proposalKey(200), proposalKey(100))!.widths == [70, 50, 60])
        // Column 0 is 70 wide now: a 40-wide cell of another row is centred in it.
        #expect(b.frameOf(b.tree.children(of: rows[2])[0]) == rect(15, 49, 40, 22))
    }
}
