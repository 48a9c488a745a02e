import Testing
@testable import ViewLayout

/// Docs/Semantics.md §8.11 sanity checks 1–6 and 9, with exact numbers.
@Suite struct SanityTests {
    @Test func threeColorsShareAFixedFrame() {  // §8.11 #1
        let b = Builder()
        let colors = [b.color(), b.color(), b.color()]
        let root = b.frame(b.hstack(colors, spacing: 0), width: 300, height: 100)
        b.layout(root, 390, 844)
        #expect(colors.map { b.frameOf($0) } == [rect(0, 0, 100, 100), rect(100, 0, 100, 100), rect(200, 0, 100, 100)])
    }

    @Test func objcIoOverflow() {  // §8.11 #2
        let b = Builder()
        let a = b.flex(b.color(), maxWidth: 100)
        let c = b.flex(b.color(), minWidth: 100)
        let stack = b.hstack([a, c], spacing: 0)
        let root = b.frame(stack, width: 150, height: 50)
        b.layout(root, 390, 844)
        #expect(b.sizeOf(a).width == 75)
        #expect(b.sizeOf(c).width == 100)
        #expect(b.sizeOf(stack) == size(175, 50))
        // The stack overflows its 150-wide frame on both sides (centred).
        #expect(b.frameOf(stack) == rect(-12.5, 0, 175, 50))
    }

    @Test func spacerBetweenFixedViews() {  // §8.11 #3
        let b = Builder()
        let red = b.frame(b.color(), width: 50, height: 50)
        let spacer = b.spacer()
        let blue = b.frame(b.color(), width: 50, height: 50)
        let root = b.frame(b.hstack([red, spacer, blue]), width: 200)
        b.layout(root, 390, 844)
        #expect(b.frameOf(red).minX == 0)
        #expect(b.frameOf(blue).minX == 150)
        #expect(b.sizeOf(spacer) == size(100, 0))
    }

    @Test func paddedText() {  // §8.11 #4
        let b = Builder()
        let text = b.text("Hello")
        let root = b.padding(text)
        #expect(b.layout(root, 390, 844) == size(72, 52))
        #expect(b.frameOf(text) == rect(16, 16, 40, 20))
    }

    @Test(arguments: [(300.0, 300.0), (nil, 8.0)] as [(Double?, Double)])
    func infiniteMaxWidth(proposal: Double?, width: Double) {  // §8.11 #5
        let b = Builder()
        let root = b.flex(b.text("x"), maxWidth: .infinity)
        #expect(b.layout(root, proposal, nil).width == width)
    }

    @Test func geometryReaderInIdealVStack() {  // §8.11 #6
        let b = Builder()
        let reader = b.add(.geometry)
        let root = b.vstack([reader])
        #expect(b.layout(root, 320, nil) == size(320, 0))
        #expect(b.sizeOf(reader) == size(320, 0))
    }

    @Test func valueColumnLinesUp() {  // §8.11 #9
        let b = Builder()
        let column = b.tree.registerGuide(named: "valueColumn", axis: .horizontal) { $0[.leading] }
        var values: [LayoutNodeID] = []
        var rows: [LayoutNodeID] = []
        for (label, value) in [("Name", "Joe"), ("Occupation", "Developer"), ("Age", "42")] {
            let v = b.add(.alignmentGuide(column, compute: { $0[.leading] }), [b.text(value)])
            values.append(v)
            rows.append(b.hstack([b.text(label), v]))
        }
        let root = b.vstack(rows, alignment: column)
        b.layout(root, 390, 844)
        // "Occupation" (80) + 8 is the longest label: every value starts at x 88.
        #expect(values.map { b.frameOf($0).minX } == [88, 88, 88])
        #expect(rows.map { b.frameOf($0).minX } == [48, 0, 56])
        #expect(b.sizeOf(root) == size(160, 76))
        // The rows carry the guide: each row's explicit value is its value's x.
        #expect(b.tree.explicitGuides(of: rows[0]).filter { $0.guide == column } == [ExplicitGuide(guide: column, value: 40)])
    }

    @Test func valueColumnSurvivesPadding() {  // §3.3: a padded row still carries its guide
        let b = Builder()
        let column = b.tree.registerGuide(named: "valueColumn", axis: .horizontal) { $0[.leading] }
        let v1 = b.add(.alignmentGuide(column, compute: { $0[.leading] }), [b.text("Joe")])
        let v2 = b.add(.alignmentGuide(column, compute: { $0[.leading] }), [b.text("Developer")])
        let row1 = b.padding(b.hstack([b.text("Name"), v1]), EdgeInsets(leading: 10))
        let row2 = b.hstack([b.text("Occupation"), v2])
        let root = b.vstack([row1, row2], alignment: column)
        b.layout(root, 390, 844)
        #expect(b.frameOf(v1).minX == b.frameOf(v2).minX)
        #expect(b.frameOf(v2).minX == 88)
    }
}
