import Foundation
import FoundationXML
import Testing
@testable import Shell

@Suite("SVGRenderer")
struct SVGRendererTests {
    typealias F = RenderingFixtures

    /// Parses the SVG (failing the test when it is not well-formed XML).
    func parse(_ snapshot: LayoutSnapshot) throws -> XMLElement {
        let document = try XMLDocument(xmlString: SVGRenderer.render(snapshot), options: [])
        return try #require(document.rootElement())
    }

    /// Every element under `element`, in document order.
    func elements(_ element: XMLElement) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { [$0] + elements($0) }
    }

    /// An attribute's value. (FoundationXML's `attribute(forName:)` finds nothing on Linux
    /// once the document has a default namespace, so this reads the attribute list.)
    func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    func classed(_ root: XMLElement, _ name: String) -> [XMLElement] {
        elements(root).filter { attribute($0, "class") == name }
    }

    func rects(_ root: XMLElement, class name: String = "view") -> [XMLElement] {
        classed(root, name).filter { $0.name == "rect" }
    }

    func geometry(_ element: XMLElement) -> [String] {
        ["x", "y", "width", "height"].map { attribute(element, $0) ?? "-" }
    }

    @Test(arguments: F.names)
    func isWellFormedWithARectPerView(_ name: String) throws {
        let snapshot = F.named(name)
        let root = try parse(snapshot)
        #expect(root.name == "svg")
        #expect(root.uri == "http://www.w3.org/2000/svg")
        let views = snapshot.nodes.filter { !$0.isModifier }
        let drawn = rects(root)
        #expect(drawn.count == views.count)
        // Painted shallower first: compare as sets of (geometry, tooltip's first line).
        let expected = Set(views.map { node in
            [SVGRenderer.n(node.x), SVGRenderer.n(node.y), SVGRenderer.n(node.width), SVGRenderer.n(node.height),
             "\(node.address) \(node.label)"]
        })
        let found = Set(drawn.map { rect in
            geometry(rect) + [rect.elements(forName: "title").first?.stringValue?.components(separatedBy: "\n")[0] ?? ""]
        })
        #expect(found == expected)
    }

    @Test func backgroundInFull() throws {
        let root = try parse(F.background)
        #expect(attribute(root, "viewBox") == "0 0 220.5 90")
        let drawn = rects(root)
        #expect(drawn.map(geometry) == [["8", "8", "32", "20"], ["0", "0", "48", "36"]])
        #expect(drawn.map { attribute($0, "stroke") } == ["#1f77b4", "#d62728"])
        #expect(drawn[0].elements(forName: "title").first?.stringValue
            == "0 text \"Brew\"\nproposal 374×828\nsize 32×20\nframe x 8, y 8, 32×20")
        #expect(rects(root, class: "root").map(geometry) == [["0", "0", "48", "36"]])

        // The text's line: 8 pt a character, baseline 16 pt down, in a monospace font.
        let lines = classed(root, "line")
        try #require(lines.map(\.stringValue) == ["Brew"])
        #expect(["x", "y", "textLength", "font-size"].map { attribute(lines[0], $0) }
            == ["8", "24", "32", "13.33"])

        let labels = classed(root, "label")
        #expect(labels.map(\.stringValue) == ["text \"Brew\" 32×20", "color red 48×36"])
        let captions = classed(root, "caption")
        #expect(captions.map(\.stringValue) == ["proposal 390×844 → root 48×36"])
    }

    @Test func twoLineTextUsesTheTextModelPositions() throws {
        let root = try parse(F.twoLineText)
        let lines = classed(root, "line")
        #expect(lines.map { [$0.stringValue, attribute($0, "y")] } == [["one", "16"], ["two", "36"]])
    }

    @Test func labelsAndTitlesAreEscaped() throws {
        let label = "text \"<b> & 'c'\""
        let snapshot = LayoutSnapshot(proposalWidth: 100, proposalHeight: nil, nodes: [
            F.node("0", label, depth: 0, 0, 0, 80, 20, lines: ["<b> & 'c'"]),
        ])
        let svg = SVGRenderer.render(snapshot)
        #expect(svg.contains("text &quot;&lt;b&gt; &amp; &apos;c&apos;&quot; 80×20"))
        #expect(!svg.contains("<b>"))
        let root = try parse(snapshot)
        #expect(rects(root)[0].elements(forName: "title").first?.stringValue?.hasPrefix("0 " + label + "\n") == true)
    }

    @Test func controlCharactersCannotBreakTheXML() throws {
        let snapshot = LayoutSnapshot(proposalWidth: 100, proposalHeight: nil, nodes: [
            F.node("0", "text \"a\u{01}b\"", depth: 0, 0, 0, 24, 20, lines: ["a\u{01}b"]),
        ])
        let root = try parse(snapshot)
        #expect(rects(root).count == 1)
    }

    @Test func overflowWidensTheDrawingAndZeroSizeViewsAreMarked() throws {
        let root = try parse(F.overflowing)
        // From x -20 (the text) to 232 (the offset text), plus the margins.
        let group = try #require(elements(root).first { $0.name == "g" })
        #expect(attribute(group, "transform") == "translate(36 16)")
        #expect(attribute(root, "viewBox") == "0 0 284 74")

        let spacer = try parse(F.hstackWithSpacer)
        let zero = elements(spacer).filter { $0.name == "line" }
        #expect(zero.map { line in ["x1", "y1", "x2", "y2"].map { attribute(line, $0) } }
            == [["8", "10", "112", "10"]])
    }

    @Test func unmeasurableViewsAreListedInTheCaption() throws {
        let snapshot = LayoutSnapshot(proposalWidth: nil, proposalHeight: nil, nodes: [
            F.node("0", "zstack", depth: 0, 0, 0, 40, 20),
            F.node("0.0", "color red", depth: 1, 0, 0, .infinity, 20),
        ])
        let root = try parse(snapshot)
        #expect(rects(root).count == 1)
        let captions = classed(root, "caption")
        #expect(captions.map(\.stringValue) == ["proposal nil×nil → root 40×20", "not drawn (not finite or too far): 0.0 color red"])
        #expect(try parse(LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [])).name == "svg")
    }
}
