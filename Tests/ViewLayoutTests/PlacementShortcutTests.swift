import Testing
@testable import ViewLayout
import SeededRandom

/// The rules9 shortcuts against the full steps they stand for:
/// - a guide value read inline (`guideValue`: a built-in guide the child's mask says it never
///   sets is its default) and a frame's child aligned inline (`align`: built-in guides, a child
///   setting none, the frame's direction) against the steps through `explicitValue`,
///   `ViewDimensions` and mirroring;
/// - a flexible frame's placement proposal and its size for a proposal bounded on both axes,
///   answered inline, against `flexPlacementReproposal` and `sizeFlexFrameAskingChild`;
/// - a grid's structure, read in one pass with its cells written in place, each row's
///   alignment read from its rule (`transparentRowAlignment`) and each cell's membership of its
///   column's alignment group kept in a bit (`GridCell.inColumnGroup`), against a plain reading
///   of the tree.
@Suite struct PlacementShortcutTests {
    typealias Generator = SplitMix64
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static let lengths: [Double] = [0, -0.0, 3, 17.5, 40, 1e9, .infinity]
    static let optionalLengths: [Double?] = [nil, 0, 5, 20, 60, .infinity]

    static func randomSize(_ g: inout Generator) -> Size {
        Size(width: lengths.randomElement(using: &g)!, height: lengths.randomElement(using: &g)!)
    }

    static func randomProposal(_ g: inout Generator) -> ProposedSize {
        ProposedSize(width: optionalLengths.randomElement(using: &g)!, height: optionalLengths.randomElement(using: &g)!)
    }

    /// Children a frame aligns: some set guides explicitly (an alignment guide, a text's
    /// baselines), some lay out right to left.
    static func child(_ tree: inout LayoutTree, _ g: inout Generator) -> Int32 {
        let direction: LayoutDirection = Bool.random(using: &g) ? .leftToRight : .rightToLeft
        let id: LayoutNodeID
        switch Int.random(in: 0..<5, using: &g) {
        case 0: id = tree.add(.shape, direction: direction)
        case 1: id = tree.add(.image(width: 12, height: 7), direction: direction)
        case 2: id = tree.add(.text("one two", TextStyle()), direction: direction)
        case 3:
            let inner = tree.add(.shape, direction: direction)
            id = tree.add(.alignmentGuide(.leading, compute: { $0.width / 3 }), children: [inner], direction: direction)
        default:
            let inner = tree.add(.image(width: 9, height: 4), direction: direction)
            id = tree.add(.alignmentGuide(.verticalCenter, compute: { _ in 2.5 }), children: [inner], direction: direction)
        }
        return id.rawValue
    }

    /// `guideValue` as the steps give it: the explicit value, else the default (a custom guide's
    /// from the child's dimensions), mirrored when the directions differ.
    static func fullGuideValue(_ tree: inout LayoutTree, _ c: Int32, _ guide: AlignmentGuide, _ cp: ProposedSize,
                               _ cs: Size, parentDirection: LayoutDirection) -> Double {
        var v: Double
        if let e = tree.inPass({ $0.explicitValue(c, guide, cp, cs) }) {
            v = e
        } else if guide.isCustom {
            let dimensions = tree.inPass { $0.dimensions(c, cp, cs) }
            v = tree.guides.defaultValue(guide, in: dimensions)
        } else {
            v = tree.builtInDefault(guide, cs)
        }
        if guide.axis == .horizontal && tree.directions[Int(c)] != parentDirection { v = cs.width - v }
        return v
    }

    @Test(arguments: 0..<40)
    func inlineGuideValuesAndAlignmentAgreeWithTheGuidesSteps(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 7_919 &+ 11)
        var tree = LayoutTree()
        let customX = tree.registerGuide(named: "x", axis: .horizontal, defaultValue: { $0.width / 4 })
        let customY = tree.registerGuide(named: "y", axis: .vertical, defaultValue: { _ in 1 })
        let horizontal: [AlignmentGuide] = [.leading, .horizontalCenter, .trailing, customX]
        let vertical: [AlignmentGuide] = [.top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline, customY]
        for _ in 0..<25 {
            let c = Self.child(&tree, &g)
            let alignment = Alignment(horizontal: horizontal.randomElement(using: &g)!,
                                      vertical: vertical.randomElement(using: &g)!)
            let frameDirection: LayoutDirection = Bool.random(using: &g) ? .leftToRight : .rightToLeft
            let n = tree.add(.frame(width: 50, height: 30, alignment: alignment),
                             children: [LayoutNodeID(rawValue: c)], direction: frameDirection).rawValue
            for _ in 0..<4 {
                let cp = Self.randomProposal(&g), cs = Self.randomSize(&g), s = Self.randomSize(&g)
                for guide in [alignment.horizontal, alignment.vertical] {
                    let fast = tree.inPass { $0.guideValue(c, guide, cp, cs, parentDirection: frameDirection) }
                    let full = Self.fullGuideValue(&tree, c, guide, cp, cs, parentDirection: frameDirection)
                    #expect(fast.bitPattern == full.bitPattern, "seed \(seed): \(guide) of \(tree.ops[Int(c)]): \(fast) ≠ \(full)")
                }
                let fast = tree.inPass { $0.align(c, cp, cs, in: s, alignment, n) }
                let full = tree.inPass { $0.alignByGuides(c, cp, cs, in: s, alignment, n) }
                #expect(fast.x.bitPattern == full.x.bitPattern && fast.y.bitPattern == full.y.bitPattern,
                        "seed \(seed): \(alignment) of \(tree.ops[Int(c)]) in a \(frameDirection) frame: \(fast) ≠ \(full)")
            }
        }
    }

    @Test(arguments: 0..<40)
    func inlineFlexibleFramesAgreeWithTheirFullSteps(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 104_729 &+ 5)
        var tree = LayoutTree()
        for _ in 0..<25 {
            let color = tree.add(.shape)
            let bounds = (0..<6).map { _ in Self.optionalLengths.randomElement(using: &g)! }
            let frame = tree.add(.flexibleFrame(minWidth: bounds[0], idealWidth: bounds[1], maxWidth: bounds[2],
                                                minHeight: bounds[3], idealHeight: bounds[4], maxHeight: bounds[5]),
                                 children: [color])
            tree.root = frame
            let n = frame.rawValue
            guard case let .flexFrame(i) = tree.ops[Int(n)] else {
                Issue.record("not a flexible frame")
                return
            }
            for _ in 0..<6 {
                let p = Self.randomProposal(&g), s = Self.randomSize(&g)
                let fast = tree.inPass { $0.sizeFlexFrame(n, i, p) }
                let full = tree.inPass { $0.sizeFlexFrameAskingChild(n, i, p) }
                #expect(fast.width.bitPattern == full.width.bitPattern && fast.height.bitPattern == full.height.bitPattern,
                        "seed \(seed): \(bounds) offered \(p): \(fast) ≠ \(full)")
                let proposal = tree.inPass { $0.flexPlacementProposal(n, i, p, s) }
                let reproposal = tree.inPass { $0.flexPlacementReproposal(n, i, p, s) }
                #expect(proposal == reproposal, "seed \(seed): \(bounds) placed with \(p) at \(s): \(proposal) ≠ \(reproposal)")
            }
        }
    }

    /// A grid's structure as read by walking the tree plainly (§11.1 rules 2–8).
    @Test(arguments: 0..<60)
    func gridStructureAgreesWithAPlainReading(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 3_571 &+ 17)
        let recipe = seed % 2 == 0 ? GridPassTests.recipe(&g) : RuleShortcutTests.gridRecipe(&g)
        let tree = recipe.build()
        guard let k = recipe.kinds.indices.first(where: { k in
            if case let .rule(rule) = recipe.kinds[k] { return rule is GridRule }
            return false
        }), case let .rule(rule) = recipe.kinds[k], let grid = rule as? GridRule else {
            Issue.record("seed \(seed): no grid")
            return
        }
        let n = Int32(k)
        let s = tree.gridStructure(n, grid)
        // Rows and cells in order, with each row's alignment from its GridRow.
        var cells: [(id: Int32, row: Int32, fullWidth: Bool)] = []
        var sub = tree.firstChildren[Int(n)]
        var r: Int32 = 0
        while sub >= 0 {
            let row = s.rows[Int(r)]
            #expect(row.subview == sub, "seed \(seed): row \(r)")
            if let container = tree.transparentContainer(sub), case let .rule(i, _) = tree.ops[Int(container)] {
                let alignment = (tree.rules[Int(i)] as? GridRowRule)?.alignment ?? grid.alignment.vertical
                #expect(row.container == container && row.alignment == alignment, "seed \(seed): row \(r)")
                var c = tree.firstChildren[Int(container)]
                while c >= 0 {
                    cells.append((c, r, false))
                    c = tree.nextSiblings[Int(c)]
                }
            } else {
                #expect(row.container == -1, "seed \(seed): row \(r)")
                cells.append((sub, r, true))
            }
            sub = tree.nextSiblings[Int(sub)]
            r += 1
        }
        #expect(s.rows.count == Int(r) && s.cells.count == cells.count,
                "seed \(seed): \(s.rows.count) rows, \(s.cells.count) cells")
        guard s.cells.count == cells.count else { return }
        for (k, cell) in s.cells.enumerated() {
            #expect(cell.id == cells[k].id && cell.row == cells[k].row && cell.isFullWidth == cells[k].fullWidth,
                    "seed \(seed): cell \(k)")
            // The bit the grid's passes test for a cell of its column's alignment group.
            #expect(cell.inColumnGroup == (cell.isAligned && !cell.unsizedHorizontally), "seed \(seed): cell \(k)")
        }
        // Each column's one-column sizing cells, in order, and whether its guide is plain.
        for j in 0..<s.columnCount {
            let sizing = s.cells.indices.filter { k in
                let cell = s.cells[k]
                return !cell.isFullWidth && cell.span == 1 && !cell.unsizedHorizontally && Int(cell.column) == j
            }
            let listed = s.columnList[Int(s.columnStarts[j])..<Int(s.columnStarts[j + 1])].map { Int($0) }
            #expect(listed == sizing, "seed \(seed): column \(j)")
            let masks = sizing.reduce(UInt64(0)) { $0 | tree.infos[Int(s.cells[$1].id)].guideMask }
            let guide = s.columnGuides[j]
            #expect(s.plainColumns[j] == (!guide.isCustom && masks & guide.maskBit == 0), "seed \(seed): column \(j)")
        }
        let spanning = s.cells.indices.filter { k in
            let cell = s.cells[k]
            return !cell.unsizedHorizontally && (cell.isFullWidth || cell.span != 1)
        }
        #expect(s.spanning.map { Int($0) } == spanning, "seed \(seed): spanning cells")
    }
}
