import Testing
@testable import ViewLayout

/// Docs/Semantics.md §8.11 #9 / §3.3 "value column", with every frame pinned: each
/// row's explicit `.valueColumn` is its value's origin in the row (label width +
/// spacing 8, + 0 from `d[.leading]`); the VStack puts those on one line.
@Suite struct ValueColumnTests {
    /// A value wrapped in `.alignmentGuide(column) { $0[.leading] }`.
    func marked(_ b: Builder, _ column: AlignmentGuide, _ view: LayoutNodeID) -> LayoutNodeID {
        b.add(.alignmentGuide(column, compute: { $0[.leading] }), [view])
    }

    /// A node's explicit value for `column` as laid out (nil when it has none).
    func columnValue(_ b: Builder, _ column: AlignmentGuide, _ id: LayoutNodeID) -> Double? {
        b.tree.explicitGuides(of: id).first { $0.guide == column }?.value
    }

    func registerColumn(_ b: Builder) -> AlignmentGuide {
        b.tree.registerGuide(named: "valueColumn", axis: .horizontal) { $0[.leading] }
    }

    /// The seed article's two rows at 390×844 (charWidth 8, lineHeight 20, spacing 8).
    @Test func twoRows() {
        let b = Builder()
        let column = registerColumn(b)
        let name = b.text("Name"), ada = b.text("Ada")
        let adaGuide = marked(b, column, ada)
        let row1 = b.hstack([name, adaGuide])
        let occupation = b.text("Occupation"), analyst = b.text("Analyst")
        let analystGuide = marked(b, column, analyst)
        let row2 = b.hstack([occupation, analystGuide])
        let root = b.vstack([row1, row2], alignment: column)
        b.layout(root, 390, 844)

        let nodes = [root, row1, name, adaGuide, ada, row2, occupation, analystGuide, analyst]
        #expect(nodes.map { b.frameOf($0) } == [
            rect(0, 0, 144, 48),
            rect(48, 0, 64, 20), rect(48, 0, 32, 20), rect(88, 0, 24, 20), rect(88, 0, 24, 20),
            rect(0, 28, 144, 20), rect(0, 28, 80, 20), rect(88, 28, 56, 20), rect(88, 28, 56, 20),
        ])
        // §1.2: least flexible first (value 8…24 before label 8…32), equal shares of
        // what is left: the value is offered (390 − 8) / 2 = 191, the label 382 − 24.
        #expect(nodes.map { b.proposalOf($0) } == [
            ProposedSize(width: 390, height: 844),
            ProposedSize(width: 390, height: 418), ProposedSize(width: 358, height: 418),
            ProposedSize(width: 191, height: 418), ProposedSize(width: 191, height: 418),
            ProposedSize(width: 390, height: 816), ProposedSize(width: 326, height: 816),
            ProposedSize(width: 191, height: 816), ProposedSize(width: 191, height: 816),
        ])
        #expect([row1, row2, root].map { columnValue(b, column, $0) } == [40, 88, 88])
    }

    @Test func threeRowsOfDifferentLabelWidths() {
        let b = Builder()
        let column = registerColumn(b)
        var rows: [LayoutNodeID] = [], labels: [LayoutNodeID] = [], values: [LayoutNodeID] = []
        for (label, value) in [("ID", "7"), ("Name", "Ada Lovelace"), ("Occupation", "Analyst")] {
            let l = b.text(label), v = b.text(value)
            labels.append(l)
            values.append(v)
            rows.append(b.hstack([l, marked(b, column, v)]))
        }
        let root = b.vstack(rows, alignment: column)
        b.layout(root, 390, 844)
        // Guides 24, 40, 88: the line is at 88; rows at 64, 48, 0.
        #expect(b.frameOf(root) == rect(0, 0, 184, 76))
        #expect(rows.map { b.frameOf($0) } == [rect(64, 0, 32, 20), rect(48, 28, 136, 20), rect(0, 56, 144, 20)])
        #expect(labels.map { b.frameOf($0) } == [rect(64, 0, 16, 20), rect(48, 28, 32, 20), rect(0, 56, 80, 20)])
        #expect(values.map { b.frameOf($0) } == [rect(88, 0, 8, 20), rect(88, 28, 96, 20), rect(88, 56, 56, 20)])
        // Row 2: the label (8…32) is less flexible than "Ada Lovelace" (8…96) and goes first.
        #expect(labels.map { b.proposalOf($0).width } == [374, 191, 326])
        #expect(values.map { b.proposalOf($0).width } == [191, 350, 191])
        #expect(rows.map { b.proposalOf($0).height } == [276, 404, 788])
    }

    /// The same two rows built in other orders give the same frames: leaves of the
    /// second row first, values before labels, rows attached later with
    /// `setChildren`, and the rows declared long-first.
    @Test func rowsBuiltInDifferentOrders() {
        let expected = [
            rect(0, 0, 144, 48), rect(48, 0, 64, 20), rect(48, 0, 32, 20), rect(88, 0, 24, 20),
            rect(0, 28, 144, 20), rect(0, 28, 80, 20), rect(88, 28, 56, 20),
        ]
        do {  // second row's nodes first, each value before its label
            let b = Builder()
            let column = registerColumn(b)
            let analyst = b.text("Analyst"), occupation = b.text("Occupation")
            let row2 = b.hstack([occupation, marked(b, column, analyst)])
            let ada = b.text("Ada"), name = b.text("Name")
            let row1 = b.hstack([name, marked(b, column, ada)])
            let root = b.vstack([row1, row2], alignment: column)
            b.layout(root, 390, 844)
            #expect([root, row1, name, ada, row2, occupation, analyst].map { b.frameOf($0) } == expected)
        }
        do {  // containers first, children attached afterwards
            let b = Builder()
            let column = registerColumn(b)
            let root = b.vstack([], alignment: column)
            let row1 = b.hstack([]), row2 = b.hstack([])
            b.tree.setChildren([row1, row2], for: root)
            let adaGuide = b.add(.alignmentGuide(column, compute: { $0[.leading] }))
            let analystGuide = b.add(.alignmentGuide(column, compute: { $0[.leading] }))
            let name = b.text("Name"), occupation = b.text("Occupation")
            b.tree.setChildren([name], for: row1)
            b.tree.setChildren([occupation, analystGuide], for: row2)
            b.layout(root, 390, 844)  // a first layout with incomplete rows
            let ada = b.text("Ada"), analyst = b.text("Analyst")
            b.tree.setChildren([ada], for: adaGuide)
            b.tree.setChildren([analyst], for: analystGuide)
            b.tree.setChildren([name, adaGuide], for: row1)
            b.layout(root, 390, 844)
            #expect([root, row1, name, ada, row2, occupation, analyst].map { b.frameOf($0) } == expected)
        }
        do {  // long row declared first: the rows swap places, the column stays at 88
            let b = Builder()
            let column = registerColumn(b)
            let name = b.text("Name"), ada = b.text("Ada")
            let row1 = b.hstack([name, marked(b, column, ada)])
            let occupation = b.text("Occupation"), analyst = b.text("Analyst")
            let row2 = b.hstack([occupation, marked(b, column, analyst)])
            let root = b.vstack([row2, row1], alignment: column)
            b.layout(root, 390, 844)
            #expect([root, row2, occupation, analyst, row1, name, ada].map { b.frameOf($0) } == [
                rect(0, 0, 144, 48), rect(0, 0, 144, 20), rect(0, 0, 80, 20), rect(88, 0, 56, 20),
                rect(48, 28, 64, 20), rect(48, 28, 32, 20), rect(88, 28, 24, 20),
            ])
        }
    }

    /// `.padding().alignmentGuide(…)`: the padded view's leading edge is the value
    /// column; `.alignmentGuide(…).padding()`: the guide passes through the padding
    /// as origin 16 + 0, so the text inside lands on the column (§3.3).
    @Test func guideOnAPaddedView() {
        let b = Builder()
        let column = registerColumn(b)
        let name = b.text("Name"), ada = b.text("Ada")
        let paddedAda = b.padding(ada)
        let adaGuide = marked(b, column, paddedAda)
        let row1 = b.hstack([name, adaGuide])
        let occupation = b.text("Occupation"), analyst = b.text("Analyst")
        let analystGuide = marked(b, column, analyst)
        let row2 = b.hstack([occupation, analystGuide])
        let age = b.text("Age"), fortyTwo = b.text("42")
        let fortyTwoGuide = marked(b, column, fortyTwo)
        let paddedFortyTwo = b.padding(fortyTwoGuide)
        let row3 = b.hstack([age, paddedFortyTwo])
        let root = b.vstack([row1, row2, row3], alignment: column)
        b.layout(root, 390, 844)

        let nodes = [root, row1, name, adaGuide, paddedAda, ada, row2, occupation, analystGuide, analyst,
                     row3, age, paddedFortyTwo, fortyTwoGuide, fortyTwo]
        #expect(nodes.map { b.frameOf($0) } == [
            rect(0, 0, 144, 140),
            rect(48, 0, 96, 52), rect(48, 16, 32, 20), rect(88, 0, 56, 52), rect(88, 0, 56, 52), rect(104, 16, 24, 20),
            rect(0, 60, 144, 20), rect(0, 60, 80, 20), rect(88, 60, 56, 20), rect(88, 60, 56, 20),
            rect(40, 88, 80, 52), rect(40, 104, 24, 20), rect(72, 88, 48, 52), rect(88, 104, 16, 20),
            rect(88, 104, 16, 20),
        ])
        #expect([adaGuide, ada, paddedFortyTwo, fortyTwo, age].map { b.proposalOf($0) } == [
            ProposedSize(width: 191, height: 276), ProposedSize(width: 159, height: 244),
            ProposedSize(width: 191, height: 756), ProposedSize(width: 159, height: 724),
            ProposedSize(width: 334, height: 756),
        ])
        #expect([row1, row2, row3].map { columnValue(b, column, $0) } == [40, 88, 48])
    }

    /// A traced run turns off every cache and shortcut: it must agree with the plain one.
    @Test func tracedRunAgrees() {
        func build(_ b: Builder) -> LayoutNodeID {
            let column = registerColumn(b)
            let row1 = b.hstack([b.text("Name"), marked(b, column, b.text("Ada"))])
            let row2 = b.hstack([b.text("Occupation"), marked(b, column, b.text("Analyst"))])
            return b.vstack([row1, row2], alignment: column)
        }
        let plain = Builder()
        plain.layout(build(plain), 390, 844)
        let traced = Builder()
        traced.tree.root = build(traced)
        let all = Set((0..<traced.tree.count).map { LayoutNodeID(rawValue: Int32($0)) })
        traced.tree.layout(proposal: ProposedSize(width: 390, height: 844), trace: LayoutTraceRequest(nodes: all))
        #expect(plain.tree.laidOutNodes() == traced.tree.laidOutNodes())
        // Laying out again at another proposal and back changes nothing.
        plain.layout(plain.tree.root!, 200, nil)
        plain.layout(plain.tree.root!, 390, 844)
        #expect(plain.tree.laidOutNodes() == traced.tree.laidOutNodes())
    }
}
