import Testing
@testable import Shell

@Suite("PictureRenderer")
struct PictureRendererTests {
    typealias F = RenderingFixtures

    @Test func vstackOfTwoTexts() {
        // The texts share the edge between them with nobody; "Hi" is centred (12 pt = 3 cells in).
        #expect(PictureRenderer.render(F.vstackOfTwoTexts, columns: 80) == """
            ┌text "He…┐
            │Hello    │
            ├─────────┤
            │  ┌te…┐  │
            │  │Hi │  │
            └──┴───┴──┘
            1 cell = 4 pt wide, 10 pt high; root 40×48 pt
            not labelled (no room): 0 vstack

            """)
    }

    @Test func hstackWithZeroHeightSpacer() {
        #expect(PictureRenderer.render(F.hstackWithSpacer, columns: 80) == """
            ┌─┬─────────────────────────┬─┐
            │a│                         │b│
            └─┴─────────────────────────┴─┘
            1 cell = 4 pt wide, 10 pt high; root 120×20 pt
            not drawn (zero size): 0.1 spacer
            not labelled (no room): 0 hstack
            not labelled (no room): 0.0 text "a"
            not labelled (no room): 0.2 text "b"

            """)
    }

    @Test func backgroundContentIsABoxAndModifiersAreNot() {
        #expect(PictureRenderer.render(F.background, columns: 80) == """
            ┌color red──┐
            │ ┌text "…┐ │
            │ │Brew   │ │
            │ └───────┘ │
            └───────────┘
            1 cell = 4 pt wide, 10 pt high; root 48×36 pt

            """)
    }

    @Test func nestedStacksShareEdgesAndJunctions() {
        // The hstack's bottom is the last text's top; its label moves to its bottom edge
        // because its texts' labels took the top one.
        #expect(PictureRenderer.render(F.nestedStacks, columns: 80) == """
            ┌te…┬te…┐
            │ab │cd │
            ├hs…┴───┤
            │efgh   │
            └text "…┘
            1 cell = 4 pt wide, 10 pt high; root 32×40 pt
            not labelled (no room): 0 vstack(spacing: 0)

            """)
    }

    @Test func overflowingViewsAreClippedAndListed() {
        // 20 pt (5 cells) hang out on each side: no side edges, the text cut at the root.
        #expect(PictureRenderer.render(F.overflowing, columns: 80) == """
            zstack───────
            flowing     ┆
            ─────────────
            1 cell = 4 pt wide, 10 pt high; root 48×20 pt
            not drawn (outside the root): 0.1 text "away"
            drawn partly outside the root: 0 zstack
            drawn partly outside the root: 0.0 text "overflowing"
            same box as 0 zstack: 0.0 text "overflowing"

            """)
    }

    @Test func rootWiderThanTheColumnsIsScaledDown() {
        // 800 pt in 80 columns: 11 pt a column (73 cells and the right edge), 27.5 pt a row.
        #expect(PictureRenderer.render(F.wide, columns: 80) == """
            ┌color red──────────────────────────┬color green─────────────────────────┐
            │                                   │                                    │
            │                                   │                                    │
            │                                   │                                    │
            └hstack(spacing: 0)─────────────────┴────────────────────────────────────┘
            1 cell = 11 pt wide, 27.5 pt high; root 800×110 pt

            """)
    }

    @Test func longLabelsAreCutAndTheRootOutlineShowsAroundAFrame() {
        #expect(PictureRenderer.render(F.longLabel, columns: 80) == """
            ┌┄┄┄┄┄┄┄┄┄┄┄┐
            ┌text "a lo…┐
            │a lon…     │
            └───────────┘
            └┄┄┄┄┄┄┄┄┄┄┄┘
            1 cell = 4 pt wide, 10 pt high; root 48×40 pt

            """)
    }

    @Test func textLinesSitWhereTheTextModelPutsThem() {
        // Two 20 pt lines in 10 pt rows: each line in the row holding its middle.
        #expect(PictureRenderer.render(F.twoLineText, columns: 80) == """
            ┌text…┐
            │one  │
            │     │
            │two  │
            └─────┘
            1 cell = 4 pt wide, 10 pt high; root 24×40 pt

            """)
    }

    @Test func deeperBoxesArePaintedOverShallowerOnes() {
        // The overlay's edges cut through the text beneath it.
        #expect(PictureRenderer.render(F.overlay, columns: 80) == """
            ┌te…┬te…┬───┐
            │xxx│yy │   │
            └───┴───┴───┘
            1 cell = 4 pt wide, 10 pt high; root 48×20 pt

            """)
    }

    @Test func narrowTerminalsScaleFurther() {
        #expect(PictureRenderer.render(F.nestedStacks, columns: 5) == """
            ┌─┬─┐
            ├─┴─┤
            └te…┘
            1 cell = 8 pt wide, 20 pt high; root 32×40 pt
            not labelled (no room): 0 vstack(spacing: 0)
            not labelled (no room): 0.0 hstack(spacing: 0)
            not labelled (no room): 0.0.0 text "ab"
            not labelled (no room): 0.0.1 text "cd"

            """)
    }

    @Test(arguments: F.names, [1, 5, 13, 40, 80, 200])
    func picturesFitTheColumns(_ name: String, columns: Int) {
        let text = PictureRenderer.render(F.named(name), columns: columns)
        let picture = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("1 cell = ") }
        #expect(picture.allSatisfy { $0.count <= max(columns, 2) }, "\(name) at \(columns):\n\(text)")
        #expect(text == PictureRenderer.render(F.named(name), columns: columns))
    }

    @Test(arguments: [
        (40.0, 48.0, 80, 4.0), (390, 844, 80, 5), (316, 20, 80, 4), (317, 20, 80, 5), (800, 110, 80, 11),
        (32, 40, 5, 8), (10, 100_000, 80, 41),
    ])
    func scale(_ width: Double, _ height: Double, _ columns: Int, _ expected: Double) {
        let scale = PictureRenderer.Scale.fitting(width: width, height: height, columns: columns)
        #expect(scale.pointsPerColumn == expected)
        #expect(scale.pointsPerRow == expected * 2.5)
        #expect((width / scale.pointsPerColumn).rounded() <= Double(max(columns, 2) - 1))
        #expect((height / scale.pointsPerRow).rounded() <= Double(PictureRenderer.maximumRows - 1))
    }

    @Test(arguments: [
        ([], " "), ([.up, .down], "│"), ([.left, .right], "─"), ([.down, .right], "┌"), ([.down, .left], "┐"),
        ([.up, .right], "└"), ([.up, .left], "┘"), ([.up, .down, .right], "├"), ([.up, .down, .left], "┤"),
        ([.left, .right, .down], "┬"), ([.left, .right, .up], "┴"), ([.up, .down, .left, .right], "┼"),
        ([.left], "─"), ([.up], "│"),
    ] as [(PictureRenderer.Canvas.Lines, Character)])
    func junctions(_ lines: PictureRenderer.Canvas.Lines, _ expected: Character) {
        #expect(PictureRenderer.Canvas.character(for: lines) == expected)
    }

    @Test func emptyAndUnmeasurableRoots() {
        #expect(PictureRenderer.render(LayoutSnapshot(proposalWidth: nil, proposalHeight: nil, nodes: []), columns: 80)
            == "nothing to draw: the tree is empty\n")
        let infinite = LayoutSnapshot(proposalWidth: .infinity, proposalHeight: nil, nodes: [
            F.node("0", "color red", depth: 0, 0, 0, .infinity, 10),
        ])
        #expect(PictureRenderer.render(infinite, columns: 80) == "nothing to draw: the root is ∞×10 pt\n")
    }

    @Test func farOffAndUnmeasurableViewsDoNotCrash() {
        let snapshot = LayoutSnapshot(proposalWidth: 40, proposalHeight: 20, nodes: [
            F.node("0", "zstack", depth: 0, 0, 0, 40, 20),
            F.node("0.0", "color red", depth: 1, -1e300, -1e300, 2e300, 2e300),
            F.node("0.1", "color blue", depth: 1, 0, 0, .nan, 10),
            F.node("0.2", "divider", depth: 1, 0, 10, 40, 1),
        ])
        // The huge view's edges lie a million cells away; the 1 pt divider is a single line.
        #expect(PictureRenderer.render(snapshot, columns: 80) == """
            ┌zstack───┐
            ├divider──┤
            └─────────┘
            1 cell = 4 pt wide, 10 pt high; root 40×20 pt
            not drawn (not finite): 0.1 color blue
            drawn partly outside the root: 0.0 color red
            not labelled (no room): 0.0 color red

            """)
    }
}
