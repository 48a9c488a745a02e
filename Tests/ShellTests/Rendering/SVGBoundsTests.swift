import Testing
@testable import Shell

/// Issue 10: `export svg` wrote `viewBox="0 0 inf inf"` and `x="inf"` for far-off frames (an SVG
/// no browser shows). Frames beyond a billion points are listed, not drawn, and no number in the
/// picture is ever inf or nan.
@Suite struct SVGBoundsTests {
    typealias F = RenderingFixtures

    @Test(arguments: [1e308, -1e308, 1e10, .infinity, .nan] as [Double])
    func farFramesAreListedNotDrawn(_ far: Double) {
        let snapshot = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
            F.node("0", "zstack", depth: 0, 0, 0, 40, 20),
            F.node("0.0", "text \"a\"", depth: 1, far, 0, 8, 20),
            F.node("0.1", "text \"b\"", depth: 1, 0, 0, 1e308, 1e308),
        ])
        let svg = SVGRenderer.render(snapshot)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
        #expect(svg.contains("not drawn (not finite or too far): 0.1 text &quot;b&quot;"))
        #expect(svg.contains("viewBox=\"0 0 "))
    }

    @Test func aFarRootLeavesAnEmptyPicture() {
        let snapshot = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [F.node("0", "text", depth: 0, 1e308, 1e308, 8, 20)])
        let svg = SVGRenderer.render(snapshot)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
    }
}
