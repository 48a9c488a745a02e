import Foundation
import SeededRandom
import Testing
@testable import Shell
@testable import ViewEngine
@testable import ViewLayout

/// A foreach's elements made from the first one's template (ElementTemplate) are what building
/// each element gives: the same entries, node ids, layout results, problems and notes, on fixed
/// trees and on random templates; and the template is used where it should be, not elsewhere.
@Suite struct ElementTemplateTests {
    struct Outcome: Equatable {
        var nodes: [LayoutNodeID]
        var entries: [ResolvedEntry]
        var results: [LayoutResult]
        var problems: [String]
        var notes: [String]
        var size: Size
        var bodies: Int
    }

    func outcome(_ document: Document, templates: Bool) -> (Outcome, templated: Int) {
        var (resolution, cache) = Resolver.fresh(document, elementTemplates: templates)
        let laidOut = resolution.layout.laidOutNodes()
        let outcome = Outcome(nodes: laidOut.map(\.id), entries: laidOut.map { resolution.entry($0.id) }, results: laidOut.map(\.result),
                              problems: resolution.problems, notes: resolution.notes, size: resolution.size, bodies: cache.bodies.count)
        return (outcome, cache.templatedElements)
    }

    func document(_ lines: [String]) -> Document {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in lines {
            let output = session.execute(line)
            #expect(output.succeeded, "\(line): \(output.text)")
        }
        return session.document
    }

    /// Builds both ways; returns how many elements the template made.
    @discardableResult
    func agree(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let document = document(lines)
        let (with, templated) = outcome(document, templates: true)
        let (without, none) = outcome(document, templates: false)
        #expect(none == 0, sourceLocation: sourceLocation)
        #expect(with == without, "\(lines.last!)", sourceLocation: sourceLocation)
        return templated
    }

    static let rows = "state rows = [\"Row 0\", \"Row 1\", \"a longer row two\", \"3\", \"Row four is the longest of them all by far\"]"

    @Test func theBenchRowsAreMadeFromTheTemplate() {
        let templated = agree([Self.rows, "vstack < foreach(rows, id: \\.self) { r in hstack < text r spacer text \"x\" > } >"])
        #expect(templated == 4)
    }

    @Test func nodesThatReadTheElementOrAStateAreRight() {
        #expect(agree([Self.rows, "state n = 3", "state title = \"T\"",
                       "vstack < foreach(rows, id: \\.self) { r in vstack(spacing: n) < text \"\\(r) / \\(title)\" hstack(spacing: CGFloat(r.count)) < text title rect .frame(width: 3) text r > > } >"]) == 0)
        #expect(agree([Self.rows, "state n = 3", "state title = \"T\"",
                       "vstack < foreach(rows, id: \\.self) { r in hstack(spacing: CGFloat(r.count)) < text title spacer(minLength: n) text r > } >"]) == 4)
        #expect(agree(["state items = [1, 2, 30, 400]",
                       "hstack < foreach(items, id: \\.self) { i in zstack < rect text \"\\(i * 2)\" > } >"]) == 3)
        #expect(agree(["state pairs = [(\"a\", \"1\"), (\"bb\", \"22\"), (\"ccc\", \"333\")]",
                       "vstack < foreach(pairs, id: \\.0) { label, value in hstack < text label spacer text value > } >"]) == 2)
        #expect(agree(["vstack < foreach(0..<50, id: \\.self) { i in hstack < text \"\\(i)\" divider circle > } >"]) == 49)
    }

    @Test func nestedForeachesAndUserViewsAroundThem() {
        // The inner foreach's template is made once per outer element; the outer one has a foreach inside (no template).
        let templated = agree([Self.rows, "state cols = [\"x\", \"y\", \"z\"]",
                               "view Cell(t: String) = text t .padding(2)",
                               "vstack < foreach(rows, id: \\.self) { r in hstack < foreach(cols, id: \\.self) { c in text \"\\(r)\\(c)\" } Cell(t: r) > } >"])
        #expect(templated == 5 * 2)
    }

    @Test func templatesAreNotUsedWhereTheyCannotStand() {
        for root in [
            "vstack < foreach(rows, id: \\.self) { r in text r .bold } >",  // a modifier
            "vstack < foreach(rows, id: \\.self) { r in text r } .padding >",  // a modifier on the foreach
            "vstack < foreach(rows, id: \\.self) { r in text r text \"x\" } >",  // two template views
            "vstack < foreach(rows, id: \\.self) { r in if r.count > 3 < text r > } >",
            "vstack < foreach(rows, id: \\.self) { r in button(r) { } } >",  // a closure
            "vstack < foreach(rows, id: \\.self) { r in hstack < empty text r > } >",
            "vstack < foreach(rows, id: \\.self) { r in scrollview < text r text r > } >",
            "vstack < foreach(rows, id: \\.self) { r in geometry { p in text r } } >",
        ] {
            #expect(agree([Self.rows, root]) == 0, "\(root)")
        }
    }

    @Test func problemsAreTheSame() {
        // Element 1 reads past the end of a list: the node evaluated per element reports it, as built alone.
        let failing = document(["state items = [\"a\"]", "state rows = [0, 1, 2]",
                                "vstack < foreach(rows, id: \\.self) { i in hstack < text \"x\" text items[i] > } >"])
        let (with, templated) = outcome(failing, templates: true)
        #expect(templated == 2)
        #expect(!with.problems.isEmpty)
        #expect(with == outcome(failing, templates: false).0)
        // The first element fails: no template, each element reports its own.
        #expect(agree(["state items = [\"a\"]", "state rows = [5, 0, 7]",
                       "vstack < foreach(rows, id: \\.self) { i in hstack < text \"x\" text items[i] > } >"]) == 0)
    }

    /// The evaluation meter (one per command) is charged for every element as if each were
    /// evaluated: an argument that reads only a state costs each element again, and where the
    /// meter runs out the same element fails with the same problem (errors/growth.transcript).
    @Test func theEvaluationMeterRunsOutAtTheSameElement() {
        let lines = ["state l: [CGFloat] = [1, 2, 3, 4, 5, 6, 7, 8]"] + Array(repeating: "set l = l + l", count: 12)
            + ["vstack < foreach(0..<700, id: \\.self) { i in hstack < text \"\\((l + []).count)\" text \"\\(i)\" > } >"]
        let document = document(lines)
        let (with, templated) = outcome(document, templates: true)
        #expect(templated > 0)
        #expect(with.problems.first?.contains("evaluation stopped after") == true, "\(with.problems.prefix(1))")
        #expect(with == outcome(document, templates: false).0)
    }

    /// A text added sharing another node's prepared text is that text; either node's kind changed
    /// afterwards leaves the other as it was.
    @Test func aSharedTextIsCopiedBeforeItChanges() {
        var tree = LayoutTree()
        let first = tree.add(.text("x"))
        let second = tree.add(.text("x"), sharingTextOf: first)
        let other = tree.add(.text("y"), sharingTextOf: first)  // not the same text: prepared on its own
        #expect(tree.texts.count == 2)
        tree.setKind(.text("changed"), for: first)
        #expect(tree.hasKind(.text("x"), second))
        #expect(tree.hasKind(.text("changed"), first))
        tree.setKind(.text("again"), for: second)
        #expect(tree.hasKind(.text("changed"), first))
        #expect(tree.hasKind(.text("again"), second))
        #expect(tree.hasKind(.text("y"), other))
    }

    /// Random templates of catalogue views reading the element, a state, both or neither.
    @Test(arguments: 0..<60)
    func randomTemplatesAgree(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 2654435761 &+ 7)
        func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func leaf() -> String {
            [
                "text r", "text \"x\"", "text \"\\(r)!\"", "text title", "spacer", "spacer(minLength: n)", "rect",
                "circle", "divider", "color red", "text \"\\(r.count * n)\"", "image(systemName: \"star\")",
                "spacer(minLength: CGFloat(r.count))",
            ][below(13)]
        }
        func view(_ depth: Int) -> String {
            guard depth < 3, below(3) > 0 else { return leaf() }
            let container = ["hstack", "vstack", "zstack", "hstack(spacing: n)", "vstack(alignment: .leading, spacing: CGFloat(r.count))",
                             "hstack(alignment: .firstTextBaseline)"][below(6)]
            return container + " < " + (0..<(1 + below(3))).map { _ in view(depth + 1) }.joined(separator: " ") + " >"
        }
        let rows = (0..<(1 + below(6))).map { "\"\(String(repeating: "w", count: below(12))) \($0)\"" }
        let root = "vstack < foreach(rows, id: \\.self) { r in \(view(0)) } >"
        agree(["state rows = [\(rows.joined(separator: ", "))]", "state n = \(below(5))", "state title = \"T\"", root])
    }

    /// After a fresh build made from templates, incremental runs agree with fresh ones.
    @Test(arguments: 0..<20)
    func incrementalAfterTemplatesAgrees(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 99)
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in [Self.rows, "state n = 2", "vstack < foreach(rows, id: \\.self) { r in hstack(spacing: n) < text r spacer text \"\\(n)\" > } >"] {
            _ = session.execute(line)
        }
        let edits = ["set n = 5", "set rows[1] = \"changed\"", "set rows = [\"a\", \"b\"]", "set rows = rows + [\"c\", \"d\", \"e\"]",
                     "modify 0.0.0 .padding", "undo", "set n = 0", "set rows[0] = \"Row 0\""]
        for _ in 0..<6 {
            _ = session.execute(edits[Int(random.next() % UInt64(edits.count))])
            let incremental = session.execute("layout --json").text
            let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
            other.document = session.document
            #expect(incremental == other.execute("layout --json").text)
        }
    }
}
