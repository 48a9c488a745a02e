import Foundation
import FoundationXML
import Testing
@testable import Shell
import ViewEngine

/// §15: each shape drawn as itself, in its colour; strokes centred on the outline or inset
/// by half their width; `.border` on its own modifier frame.
@Suite("SVG shapes")
struct SVGShapeTests {
    func node(_ address: String, _ label: String, modifier: Bool = false, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
              _ drawing: Drawing?) -> LayoutSnapshot.Node {
        LayoutSnapshot.Node(address: address, label: label, depth: 0, isModifier: modifier, proposalWidth: w, proposalHeight: h,
                            x: x, y: y, width: w, height: h, drawing: drawing)
    }

    func elements(_ svg: String) throws -> [XMLElement] {
        let document = try XMLDocument(xmlString: svg, options: [])
        func all(_ element: XMLElement) -> [XMLElement] {
            (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { [$0] + all($0) }
        }
        return all(try #require(document.rootElement()))
    }

    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    func render(_ nodes: [LayoutSnapshot.Node]) throws -> [XMLElement] {
        try elements(SVGRenderer.render(LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: nodes)))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() throws {
        // §15 example 5: RoundedRectangle(cornerRadius: 12).strokeBorder(lineWidth: 4) in 100 × 50 → 96 × 46, radius 10.
        let drawing = Drawing(.roundedRectangle(cornerRadius: 12), stroke: .init(colour: "blue", lineWidth: 4, inside: true))
        let stroke = try #require(try render([node("0", "roundedrect", 0, 0, 100, 50, drawing)])
            .first { attribute($0, "class") == "stroke" })
        #expect(["x", "y", "width", "height", "rx", "stroke-width", "fill"].map { attribute(stroke, $0) }
            == ["2", "2", "96", "46", "10", "4", "none"])
    }

    @Test func strokeIsCentredOnTheOutline() throws {
        let drawing = Drawing(.circle, stroke: .init(colour: "red", lineWidth: 10, inside: false))
        let svg = try render([node("0", "circle", 0, 0, 80, 80, drawing)])
        let circle = try #require(svg.first { $0.name == "circle" && attribute($0, "class") == "stroke" })
        #expect(["cx", "cy", "r"].map { attribute(circle, $0) } == ["40", "40", "40"])
        #expect(!svg.contains { attribute($0, "class") == "shape" })  // stroked, not filled
    }

    @Test func fillAndStrokeAreBothDrawn() throws {
        let drawing = Drawing(.capsule, fill: "yellow", stroke: .init(colour: "black", lineWidth: 2, inside: false))
        let svg = try render([node("0", "capsule", 0, 0, 120, 44, drawing)])
        #expect(svg.filter { $0.name == "rect" && attribute($0, "rx") == "22" }.map { attribute($0, "class") } == ["shape", "stroke"])
    }

    @Test func borderIsDrawnOnTheModifiersFrame() throws {
        // `text "…" .padding(4) .border(.purple, width: 4)`: the padded frame, inset by 2.
        let border = Drawing(.rectangle, stroke: .init(colour: "purple", lineWidth: 4, inside: true))
        let svg = try render([
            node("0", ".border(.purple, width: 4)", modifier: true, 0, 0, 312, 28, border),
            node("0", ".padding(4)", modifier: true, 0, 0, 312, 28, nil),
            node("0", "text", 4, 4, 304, 20, Drawing(.text)),
        ])
        let stroke = try #require(svg.first { attribute($0, "class") == "stroke" })
        #expect(["x", "y", "width", "height", "stroke"].map { attribute(stroke, $0) } == ["2", "2", "308", "24", "#af52de"])
    }

    @Test func unevenCornersFollowTheirRadii() throws {
        let drawing = Drawing(.unevenRoundedRectangle(topLeading: 20, bottomLeading: 0, bottomTrailing: 10, topTrailing: 0),
                              fill: "green")
        let path = try #require(try render([node("0", "uneven", 0, 0, 80, 40, drawing)]).first { $0.name == "path" })
        #expect(attribute(path, "d") == "M20,0 H80 A0,0 0 0 1 80,0 V30 A10,10 0 0 1 70,40 H0 A0,0 0 0 1 0,40 V20 A20,20 0 0 1 20,0 Z")
    }

    @Test func clearAndTextViewsAreBoxesNotShapes() throws {
        let svg = try render([node("0", "color clear", 0, 0, 10, 10, Drawing(.rectangle, fill: "clear"))])
        #expect(!svg.contains { attribute($0, "class") == "shape" || attribute($0, "class") == "stroke" })
        #expect(svg.contains { attribute($0, "class") == "view" })
    }
}
