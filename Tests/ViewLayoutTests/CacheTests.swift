import Testing
@testable import ViewLayout

/// Incremental layout: the cache answers repeated proposals, an edit recomputes
/// only the dirty path, results match a fresh layout, deep trees stay linear.
@Suite struct CacheTests {
    /// VStack of rows, each an HStack of three texts.
    func table(_ b: Builder, rows: Int) -> (root: LayoutNodeID, cells: [[LayoutNodeID]]) {
        var cells: [[LayoutNodeID]] = []
        var rowIDs: [LayoutNodeID] = []
        for r in 0..<rows {
            let row = [b.text("r\(r) a"), b.text("b"), b.text("cell \(r)")]
            cells.append(row)
            rowIDs.append(b.hstack(row))
        }
        return (b.vstack(rowIDs), cells)
    }

    /// A trace request naming nodes the tree does not have (negative, or past its end) traces
    /// the ones it has and ignores the others: the engine reads its arrays unchecked in release
    /// builds (EngineArray.swift), so no id reaches one unchecked.
    @Test func aTraceRequestIgnoresNodesTheTreeDoesNotHave() {
        let b = Builder()
        let (root, cells) = table(b, rows: 3)
        b.tree.root = root
        let plain = b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        let leaf = cells[1][0]
        let request = LayoutTraceRequest(nodes: [LayoutNodeID(rawValue: -1), LayoutNodeID(rawValue: Int32.min),
                                                 LayoutNodeID(rawValue: Int32(b.tree.count)), leaf])
        b.tree.invalidateAll()
        let traced = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), trace: request)
        #expect(traced.size == plain.size)
        #expect(traced.events.contains { if case .proposed(node: leaf, _) = $0 { true } else { false } })
    }

    @Test func anEditRecomputesOnlyItsAncestors() {
        let b = Builder()
        let (root, cells) = table(b, rows: 10)
        b.tree.root = root
        let first = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(first.statistics.evaluations > 40)
        let again = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(again.statistics.evaluations == 0)
        #expect(again.statistics.placements == 0)

        let leaf = cells[4][1]
        b.tree.setKind(.text("bbbbbb", TextStyle()), for: leaf)
        let edit = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        let row = b.tree.parent(of: leaf)!
        // The path recomputes; the row's other cells are re-asked only because their
        // shares changed (new proposals); no other row is touched.
        let rowCells = Set(cells[4])
        #expect(Set(edit.evaluatedNodes).isSubset(of: rowCells.union([row, root])))
        #expect(Set(edit.evaluatedNodes).isSuperset(of: [leaf, row, root]))
        #expect(b.sizeOf(leaf) == size(48, 20))
    }

    /// A copy of the tree (the shell keeps one for undo) shares its storage until one of them
    /// writes: layouts of the original at other proposals — new answers in every node's cache,
    /// its pool blocks, placements, flags, written through a pass's pointers (PassBuffers.swift)
    /// — leave the copy's answers and frames as they were.
    @Test func aCopyKeepsItsAnswersWhileTheOriginalIsLaidOutAgain() {
        let b = Builder()
        var rows: [LayoutNodeID] = []
        for r in 0..<12 {
            let inner = b.vstack([b.text("row \(r) title"), b.spacer(), b.flex(b.color(), minWidth: 10, maxWidth: 80, minHeight: 5, maxHeight: 40)])
            rows.append(b.padding(b.hstack([b.text("cell \(r)"), b.spacer(), inner])))
        }
        let root = b.vstack(rows)
        b.layout(root, 390, 844)
        let before = b.tree.laidOutNodes()
        var copy = b.tree
        for (w, h) in [(200.0, 300.0), (600.0, 100.0), (0.0, 0.0), (.infinity, .infinity), (391.0, 845.0)] {
            b.tree.layout(proposal: ProposedSize(width: w, height: h))
            _ = b.tree.laidOutNodes()
        }
        let again = copy.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(again.statistics.evaluations == 0)
        #expect(copy.laidOutNodes() == before)
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.laidOutNodes() == before)
    }

    @Test func fixedSiblingsAreNotReasked() {
        let b = Builder()
        var rows: [LayoutNodeID] = []
        var leaves: [[LayoutNodeID]] = []
        for _ in 0..<10 {
            let row = [b.image(40, 20), b.image(40, 20), b.image(40, 20)]
            leaves.append(row)
            rows.append(b.hstack(row))
        }
        let root = b.vstack(rows)
        b.layout(root, 390, 844)
        b.tree.setKind(.image(width: 41, height: 20), for: leaves[3][1])
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(run.evaluatedNodes.sorted() == [leaves[3][1], rows[3], root].sorted())
        #expect(b.frameOf(leaves[3][2]).minX == b.frameOf(rows[3]).minX + 97)
    }

    @Test func editedTreeMatchesAFreshLayout() {
        let edited = Builder()
        let (root, cells) = table(edited, rows: 6)
        edited.layout(root, 200, nil)
        edited.tree.setKind(.text("a much longer cell text", TextStyle()), for: cells[2][0])
        edited.tree.setKind(.frame(width: 30, height: nil), for: cells[3][1])
        edited.tree.setKind(.text("b", TextStyle()), for: cells[3][1])
        edited.layout(root, 200, nil)

        let fresh = Builder()
        let (root2, cells2) = table(fresh, rows: 6)
        fresh.tree.setKind(.text("a much longer cell text", TextStyle()), for: cells2[2][0])
        fresh.layout(root2, 200, nil)
        #expect(edited.tree.laidOutNodes().map(\.result) == fresh.tree.laidOutNodes().map(\.result))
    }

    /// Balanced tree of fixed leaves (rigid: one answer serves every proposal).
    func balanced(_ b: Builder, depth: Int, fanout: Int, axis: Axis = .horizontal) -> LayoutNodeID {
        if depth == 0 { return b.image(40, 20) }
        let children = (0..<fanout).map { _ in balanced(b, depth: depth - 1, fanout: fanout, axis: axis.other) }
        let stack = b.add(.stack(axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
                                 spacing: 8), children)
        return b.padding(stack, EdgeInsets(all: 4))
    }

    @Test func rigidSubtreesRefreshTheirProposalsWhenRead() {
        let edited = Builder()
        let root = balanced(edited, depth: 4, fanout: 3)
        edited.layout(root, 390, 844)
        let leaves = (0..<edited.tree.count).map { LayoutNodeID(rawValue: Int32($0)) }
            .filter { if case .image = edited.tree.kind(of: $0) { true } else { false } }
        edited.tree.setKind(.image(width: 90, height: 30), for: leaves[7])
        let run = edited.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(run.statistics.placements < 40)  // the path and its siblings, not the tree

        let fresh = Builder()
        let root2 = balanced(fresh, depth: 4, fanout: 3)
        fresh.tree.setKind(.image(width: 90, height: 30), for: leaves[7])
        fresh.layout(root2, 390, 844)
        #expect(edited.tree.laidOutNodes() == fresh.tree.laidOutNodes())
    }

    @Test func lazyRigidPlacementMatchesAnEagerPass() {
        // Tracing every node turns off every shortcut: that run is the eager reference.
        func build(_ b: Builder) -> LayoutNodeID {
            let rigid = balanced(b, depth: 3, fanout: 3)
            let framed = b.frame(b.vstack([b.text("in a frame"), b.color()]), width: 120, height: 60)
            let overlay = b.add(.overlay(alignment: .bottomTrailing), [b.image(30, 30), b.image(5, 5)])
            let rtl = b.hstack([b.image(10, 10, direction: .rightToLeft), b.image(20, 10, direction: .rightToLeft)],
                               direction: .rightToLeft)
            return b.vstack([rigid, framed, b.add(.offset(x: 3, y: 4), [overlay]), rtl], alignment: .leading)
        }
        let lazy = Builder()
        lazy.layout(build(lazy), 390, nil)
        let eager = Builder()
        eager.tree.root = build(eager)
        let all = Set((0..<eager.tree.count).map { LayoutNodeID(rawValue: Int32($0)) })
        eager.tree.layout(proposal: ProposedSize(width: 390, height: nil), trace: LayoutTraceRequest(nodes: all))
        #expect(lazy.tree.laidOutNodes() == eager.tree.laidOutNodes())
        #expect(lazy.tree.laidOutNodes().count == lazy.tree.count)
    }

    /// Docs/Layout.md step 3.4: the proposals filled in below a deep-rigid node on
    /// the first read equal an eager pass, for every kind with a shortcut and for
    /// those that fall back to their placement rule.
    @Test(arguments: [ProposedSize(width: 390, height: 844), ProposedSize(width: 100, height: nil),
                      ProposedSize(width: nil, height: nil), ProposedSize(width: 0, height: 0)])
    func rigidProposalsOnFirstReadMatchAnEagerPass(proposal: ProposedSize) {
        func build(_ b: Builder) -> LayoutNodeID {
            let column = b.tree.registerGuide(named: "column", axis: .horizontal) { $0[.trailing] }
            let fixed = b.add(.fixedSize(horizontal: true, vertical: false), [b.image(14, 9)])
            let row = b.hstack([b.image(30, 10), b.add(.alignmentGuide(column, compute: { $0.width / 3 }), [fixed]),
                                b.frame(b.image(3, 3), width: 12, height: 7)], spacing: 5)
            let prioritised = b.hstack([b.image(20, 10), b.priority(b.image(25, 12), 2), b.image(5, 5)])
            let rtl = b.hstack([b.image(10, 10, direction: .rightToLeft), b.image(20, 10, direction: .rightToLeft)],
                               direction: .rightToLeft)
            let layered = b.zstack([b.image(40, 40), b.padding(b.image(10, 10), EdgeInsets(top: 3, leading: 1)),
                                    b.add(.offset(x: 5, y: -5), [b.image(8, 8)])], alignment: .topTrailing)
            let overlay = b.add(.overlay(alignment: .bottomLeading), [b.image(30, 24), b.image(6, 6)])
            let background = b.add(.background(alignment: .center), [b.image(30, 20), b.image(6, 6), b.image(9, 3)])
            let aspect = b.add(.aspectRatio(ratio: 2, contentMode: .fit), [b.image(16, 16)])
            let passthrough = b.add(.passthrough, [b.vstack([rtl, layered], spacing: 2)])
            let inner = b.vstack([row, prioritised, passthrough, overlay, background, aspect], alignment: column)
            return b.padding(b.hstack([inner, b.add(.fixedSize(horizontal: false, vertical: true), [b.image(4, 50)])]),
                             EdgeInsets(all: 6))
        }
        let lazy = Builder()
        let root = build(lazy)
        #expect(lazy.tree.cache.flags[Int(root.rawValue)] & NodeFlag.deepRigid != 0)
        lazy.layout(root, proposal.width, proposal.height)
        let eager = Builder()
        eager.tree.root = build(eager)
        let all = Set((0..<eager.tree.count).map { LayoutNodeID(rawValue: Int32($0)) })
        eager.tree.layout(proposal: proposal, trace: LayoutTraceRequest(nodes: all))
        #expect(lazy.tree.laidOutNodes() == eager.tree.laidOutNodes())
        #expect(lazy.tree.laidOutNodes().count == lazy.tree.count)
        // A second layout at another proposal re-marks the proposals stale; reading again agrees.
        lazy.layout(root, 250, 300)
        eager.tree.layout(proposal: ProposedSize(width: 250, height: 300), trace: LayoutTraceRequest(nodes: all))
        #expect(lazy.tree.laidOutNodes() == eager.tree.laidOutNodes())
    }

    @Test func deepAlternatingStacksStayLinear() {
        let b = Builder()
        var inner = b.image(40, 20)
        for level in 0..<1000 {
            let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
            inner = b.add(.stack(axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
                                 spacing: 8), [b.image(40, 20), inner])
        }
        b.tree.root = inner
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(run.statistics.evaluations <= 2 * b.tree.count)
        #expect(run.size == size(40 * 501 + 8 * 500, 20 * 501 + 8 * 500))
    }

    @Test func deepFlexibleStacksStayBounded() {
        // Text leaves are not rigid: the per-proposal cache alone keeps this polynomial.
        let b = Builder()
        var inner = b.text("leaf")
        for level in 0..<200 {
            let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
            inner = b.add(.stack(axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
                                 spacing: nil), [b.text("x"), inner])
        }
        b.tree.root = inner
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(run.statistics.evaluations < 40 * b.tree.count)
    }

    @Test func geometryContentAttachedLater() {
        let b = Builder()
        let reader = b.add(.geometry)
        let label = b.text("top")
        let root = b.vstack([label, reader])
        b.layout(root, 200, 300)
        #expect(b.sizeOf(reader) == size(200, 272))
        let content = b.image(20, 20)
        b.tree.setChildren([content], for: reader)
        b.tree.layoutChildren(of: reader)
        #expect(b.frameOf(content) == rect(0, 28, 20, 20))
        let run = b.tree.layout(proposal: ProposedSize(width: 200, height: 300), recordEvaluations: true)
        #expect(run.evaluatedNodes.isEmpty)  // nothing above the reader was resized
        #expect(b.frameOf(content) == rect(0, 28, 20, 20))
    }

    @Test func changingOptionsInvalidatesEverything() {
        let b = Builder()
        let root = b.hstack([b.image(10, 10), b.image(10, 10)])
        #expect(b.layout(root, nil, nil).width == 28)
        b.tree.options.defaultSpacing = 2
        #expect(b.tree.layout(proposal: .unspecified).size.width == 22)
    }

    @Test func movingAChildInvalidatesBothParents() {
        let b = Builder()
        let spacer = b.spacer(5)
        let h = b.hstack([spacer], spacing: 0)
        let v = b.vstack([], spacing: 0)
        let root = b.vstack([h, v], spacing: 0)
        b.layout(root, nil, nil)
        #expect(b.sizeOf(spacer) == size(5, 0))
        b.tree.setChildren([spacer], for: v)  // now a vertical spacer
        b.tree.layout(proposal: .unspecified)
        #expect(b.sizeOf(spacer) == size(0, 5))
        #expect(b.tree.children(of: h).isEmpty)
    }
}
