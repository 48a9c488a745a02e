import Testing
@testable import ViewLayout

/// The engine mechanisms containers build on: traits read through wrappers, transparent rows
/// whose cells the grid places, hidden subviews, misplaced transparent nodes.
@Suite struct ContainerRuleTests {
    let span = LayoutTraitKey.gridCellColumns

    @Test func traitsAreReadThroughWrappersOutermostFirst() {
        let b = Builder()
        let text = b.text("a")
        let inner = b.add(.trait(LayoutTrait(span, .number(2))), [text])
        let padded = b.padding(inner, EdgeInsets(all: 4))
        let outer = b.add(.trait(LayoutTrait(span, .number(3))), [padded])
        let framed = b.frame(outer, width: 50)
        #expect(b.tree.trait(framed.rawValue, span) == .number(3))
        #expect(b.tree.trait(padded.rawValue, span) == .number(2))
        #expect(b.tree.trait(text.rawValue, span) == nil)
        // A multi-child container ends the search: its child's trait is not its own.
        let stack = b.vstack([b.add(.trait(LayoutTrait(span, .number(2))), [b.text("b")])])
        #expect(b.tree.trait(stack.rawValue, span) == nil)
        // Another key is not confused with this one.
        #expect(b.tree.trait(framed.rawValue, .gridCellAnchor) == nil)
    }

    @Test func aTraitHasNoLayoutEffect() {
        let b = Builder()
        let plain = b.text("hello")
        let withTrait = b.add(.trait(LayoutTrait(span, .number(2))), [b.text("hello")])
        #expect(b.layout(plain, 30, nil) == b.layout(withTrait, 30, nil))
    }

    @Test func theGridPlacesItsRowsCells() {
        let b = Builder()
        let a = b.image(10, 10), c = b.image(30, 10)
        let row0 = b.add(.rule(GridRowRule(alignment: nil)), [a, b.image(20, 10)])
        let row1 = b.add(.rule(GridRowRule(alignment: nil)), [c])
        let grid = b.add(.rule(GridRule(alignment: .leading, horizontalSpacing: 5, verticalSpacing: 2)), [row0, row1])
        #expect(b.layout(grid, nil, nil) == size(55, 22))  // columns 30 and 20, rows 10 and 10
        #expect(b.frameOf(row1) == rect(0, 12, 55, 10))
        #expect(b.frameOf(a) == rect(0, 0, 10, 10))  // .leading in a 30-wide column
        #expect(b.tree.ruleProblems().isEmpty)
    }

    @Test func aRowOutsideAGridIsReported() {
        let b = Builder()
        let row = b.add(.rule(GridRowRule(alignment: nil)), [b.text("a")])
        b.layout(b.vstack([row]), nil, nil)
        #expect(b.tree.ruleProblems().map(\.node) == [row])
    }

    @Test func unchosenCandidatesAreHidden() {
        let b = Builder()
        let wide = b.image(100, 10), narrow = b.image(20, 10)
        let fits = b.add(.rule(ViewThatFitsRule(horizontal: true, vertical: false)), [wide, narrow])
        #expect(b.layout(fits, 50, 50) == size(20, 10))
        #expect(b.tree.isHidden(wide) && !b.tree.isHidden(narrow))
        #expect(b.tree.result(of: wide) == nil)
        #expect(b.layout(fits, 200, 50) == size(100, 10))
        #expect(!b.tree.isHidden(wide) && b.tree.isHidden(narrow))
    }
}
