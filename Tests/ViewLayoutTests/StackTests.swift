import Testing
@testable import ViewLayout

/// §1.2 / §8.3 stacks: priority groups, flexibility order, reserved minimums,
/// spacing rules, cross-axis alignment, placement.
@Suite struct StackTests {
    @Test func layoutPriorityGetsFirstPick() {
        let b = Builder()
        let first = b.text("Hello World This Is Long")
        let second = b.text("Another long text here")
        let root = b.hstack([b.priority(first, 1), second])
        b.layout(root, 200, 844)
        // Priority 1 is offered 200 − 8 (gap) − 8 (the other text's reserved minimum) = 184.
        #expect(b.sizeOf(first) == size(152, 40))
        #expect(b.proposalOf(first).width == 184)
        // The lower group gets what is left: 184 − 152 + 8 = 40.
        #expect(b.proposalOf(second).width == 40)
        #expect(b.sizeOf(second) == size(40, 100))
    }

    @Test func equalPriorityTextsShare() {
        let b = Builder()
        let first = b.text("Hello World This Is Long")
        let second = b.text("Another long text here")
        let root = b.hstack([first, second])
        b.layout(root, 200, 844)
        // Less flexible first (176 − 8 < 192 − 8): the second text is offered 96, then the first 96.
        #expect(b.sizeOf(second) == size(96, 40))
        #expect(b.sizeOf(first) == size(96, 40))
        #expect(b.frameOf(second).minX == 104)
    }

    @Test func spacerIsSizedLastByDefault() {
        let b = Builder()
        let color = b.color()
        let spacer = b.spacer()
        b.layout(b.hstack([color, spacer], spacing: 0), 100, 50)
        #expect(b.sizeOf(color).width == 92)  // the spacer's minLength 8 is reserved
        #expect(b.sizeOf(spacer) == size(8, 0))
    }

    @Test func spacerPriorityZeroOption() {
        var options = LayoutOptions()
        options.spacerPriority = 0
        let b = Builder(options: options)
        let color = b.color()
        let spacer = b.spacer()
        b.layout(b.hstack([color, spacer], spacing: 0), 100, 50)
        // Both infinitely flexible: larger minimum first → the spacer takes half.
        #expect(b.sizeOf(spacer).width == 50)
        #expect(b.sizeOf(color).width == 50)
    }

    @Test func defaultSpacingRules() {
        let b = Builder()
        let squares = b.hstack([b.image(10, 10), b.image(10, 10)])
        #expect(b.layout(squares, nil, nil) == size(28, 10))
        let texts = b.vstack([b.text("Hello"), b.text("Hi")])
        #expect(b.layout(texts, nil, nil) == size(40, 48))
        let aroundSpacer = b.hstack([b.image(10, 10), b.spacer(0), b.image(10, 10)])
        #expect(b.layout(aroundSpacer, nil, nil) == size(20, 10))
    }

    @Test func spacingOptions() {
        var options = LayoutOptions()
        options.textSpacing = 4
        options.spacerNeighborSpacing = .default
        options.defaultSpacing = 6
        let b = Builder(options: options)
        #expect(b.layout(b.hstack([b.text("a"), b.text("b")]), nil, nil) == size(20, 20))
        // Padding resets the text category of the edges it pads (§1.3).
        #expect(b.layout(b.hstack([b.padding(b.text("a"), EdgeInsets(trailing: 1)), b.text("b")]), nil, nil).width == 23)
        // Spacer: minLength nil = defaultSpacing (6), neighbours get default spacing.
        #expect(b.layout(b.hstack([b.image(10, 10), b.spacer(), b.image(10, 10)]), nil, nil) == size(38, 10))
    }

    @Test func explicitAndNegativeSpacing() {
        let b = Builder()
        #expect(b.layout(b.hstack([b.image(20, 20), b.image(20, 20)], spacing: 10), nil, nil) == size(50, 20))
        // Measured on SwiftUI: negative spacing is not clamped, the stack can go negative.
        #expect(b.layout(b.hstack([b.image(20, 20), b.image(20, 20)], spacing: -100), 50, 20) == size(-60, 20))
    }

    @Test func alignmentMakesTheStackThicker() {
        let b = Builder()
        let a = b.image(20, 20)
        let shifted = b.add(.alignmentGuide(.verticalCenter, compute: { _ in 0 }), [b.image(20, 20)])
        let root = b.hstack([a, shifted], spacing: 0)
        #expect(b.layout(root, nil, nil) == size(40, 30))
        #expect(b.frameOf(a) == rect(0, 0, 20, 20))
        #expect(b.frameOf(shifted) == rect(20, 10, 20, 20))
    }

    @Test func crossAlignmentGuides() {
        let b = Builder()
        let narrow = b.image(10, 10)
        let wide = b.image(30, 10)
        let leading = b.vstack([narrow, wide], spacing: 0, alignment: .leading)
        b.layout(leading, nil, nil)
        #expect(b.frameOf(narrow).minX == 0)
        let n2 = b.image(10, 10)
        let trailing = b.vstack([n2, b.image(30, 10)], spacing: 0, alignment: .trailing)
        b.layout(trailing, nil, nil)
        #expect(b.frameOf(n2).minX == 20)
        let n3 = b.image(10, 10)
        let centered = b.vstack([n3, b.image(30, 10)], spacing: 0)
        b.layout(centered, nil, nil)
        #expect(b.frameOf(n3).minX == 10)
    }

    @Test func placementFillsTheActualThickness() {
        let b = Builder()
        let text = b.text("Hi")
        let color = b.color()
        let root = b.hstack([text, color])
        #expect(b.layout(root, 100, nil) == size(100, 20))
        // Sized at height nil (10), placed at the stack's height (20): §1.2 placement.
        #expect(b.frameOf(color) == rect(24, 0, 76, 20))
        #expect(b.proposalOf(color) == ProposedSize(width: 76, height: 20))
        #expect(b.frameOf(text) == rect(0, 0, 16, 20))
    }

    @Test func rightToLeftPlacesFromTheTrailingEdge() {
        let b = Builder()
        let a = b.image(10, 10)
        let c = b.image(20, 10)
        let row = b.hstack([a, c], spacing: 0, direction: .rightToLeft)
        b.layout(row, 100, 100)
        #expect(b.frameOf(a) == rect(20, 0, 10, 10))
        #expect(b.frameOf(c) == rect(0, 0, 20, 10))
        let small = b.image(10, 10, direction: .rightToLeft)
        let column = b.vstack([small, b.image(30, 10, direction: .rightToLeft)], spacing: 0, alignment: .leading,
                              direction: .rightToLeft)
        b.layout(column, nil, nil)
        #expect(b.frameOf(small).minX == 20)  // leading is the right edge
        // A left-to-right child inside: its leading (left) edge is mirrored into the
        // stack's coordinates, so it lines up its left edge with the others' right edge.
        let ltr = b.image(10, 10)
        let mixed = b.vstack([ltr, b.image(30, 10, direction: .rightToLeft)], spacing: 0, alignment: .leading,
                             direction: .rightToLeft)
        b.layout(mixed, nil, nil)
        #expect(b.frameOf(ltr).minX == 30)
    }

    @Test func largeStacksSortStably() {
        // > 32 children: the sort path, with flexibilities in descending order.
        let b = Builder()
        var children: [LayoutNodeID] = []
        for i in 0..<40 { children.append(b.flex(b.color(), maxWidth: Double(40 - i))) }
        let root = b.hstack(children, spacing: 0)
        b.layout(root, 2000, 10)
        // Everyone gets their maximum: 40 + 39 + … + 1 = 820.
        #expect(b.sizeOf(root).width == 820)
        #expect(b.sizeOf(children[0]).width == 40)
        #expect(b.sizeOf(children[39]).width == 1)
    }

    @Test func emptyStackIsZero() {
        let b = Builder()
        #expect(b.layout(b.hstack([]), 100, 100) == .zero)
    }
}
