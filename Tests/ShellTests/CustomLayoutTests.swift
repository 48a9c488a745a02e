import Foundation
import Synchronization
import Testing
@testable import ViewEngine
import ViewLayout
@testable import Shell

/// Custom layouts through the session: definitions, the grammar they add, errors that change
/// nothing, save and load, and the step budget's cost.
@Suite struct CustomLayoutTests {
    static let flow = """
        layout Flow(spacing: CGFloat = 8) {
          sizeThatFits { proposal, subviews in
            let maxWidth = proposal.width ?? .infinity
            var x: CGFloat = 0
            var y: CGFloat = 0
            var rowHeight: CGFloat = 0
            var width: CGFloat = 0
            for subview in subviews {
              let size = subview.sizeThatFits(.unspecified)
              if x > 0 && x + size.width > maxWidth {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
              }
              x += size.width
              width = max(width, x)
              x += spacing
              rowHeight = max(rowHeight, size.height)
            }
            return CGSize(width: width, height: y + rowHeight)
          }
          placeSubviews { bounds, proposal, subviews in
            var x = bounds.minX
            var y = bounds.minY
            var rowHeight: CGFloat = 0
            for subview in subviews {
              let size = subview.sizeThatFits(.unspecified)
              if x > bounds.minX && x + size.width > bounds.maxX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
              }
              subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
              x += size.width + spacing
              rowHeight = max(rowHeight, size.height)
            }
          }
        }
        """

    static let spin = """
        layout Spin {
          sizeThatFits { proposal, subviews in
            while true { }
            return .zero
          }
          placeSubviews { bounds, proposal, subviews in }
        }
        """

    @Test func aLayoutsNameTakesChildrenOnlyWhileItIsDefined() {
        let session = makeSession()
        #expect(session.grammar.shape(of: "Flow") == nil)
        run(session, [Self.flow])
        #expect(session.grammar.shape(of: "Flow")?.children == true)
        run(session, ["undo"])
        #expect(session.grammar.shape(of: "Flow") == nil)
        #expect(!session.execute("Flow < text \"a\" >").succeeded)
    }

    @Test func theFlowLayoutSizesAndPlacesTagsAsSemanticsSays() throws {
        // §14.3 example 3: 192×80; the second row at y 44.
        let session = makeSession()
        run(session, ["option rootPlacement origin", "propose 200x400", Self.flow,
                      "Flow < text \"Swift\" .padding(8) text \"SwiftUI\" .padding(8) text \"Layout\" .padding(8) "
                      + "text \"Grid\" .padding(8) text \"Anchor\" .padding(8) >"])
        var output = SessionOutput()
        var resolution = try session.resolved(output: &output)
        #expect(resolution.size == Size(width: 192, height: 80))
        let third = try #require(resolution.nodes(at: "0.2").first)
        #expect(resolution.layout.result(of: third)?.frame.origin == Point(x: 0, y: 44))
    }

    @Test func aLayoutThatNeverReturnsChangesNothingAndSaysSoEachTime() {
        let session = makeSession()
        run(session, [Self.spin, "Spin < text \"a\" >"])
        let before = session.document
        let undoDepth = session.undoStack.count
        for _ in 0..<2 {
            let output = session.execute("layout")
            #expect(!output.succeeded)
            #expect(output.text.contains("layout 'Spin', sizeThatFits: stopped after 1000000 steps in 'while true'"))
        }
        #expect(session.document == before)
        #expect(session.undoStack.count == undoDepth)
    }

    @Test func aNeverEndingLayoutCostsAtMostTheBudget() {
        // The step budget bounds the work whatever the build; the time is the build's speed
        // (a release build stops well within a second, Docs/Language.md).
        let session = makeSession()
        run(session, [Self.spin, "Spin < text \"a\" >"])
        let start = Date()
        _ = session.execute("layout")
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 10, "1,000,000 interpreter steps took \(seconds) s")
    }

    @Test func aLayoutThatUsedUpTheStepsFailsAtOnceForTheRestOfTheCommand() throws {
        // The label-column loop (§4.5) widens the frame around Wide each pass; past 30 points its
        // sizeThatFits never returns. `step-frame` lays out twice more after that: both fail with the
        // same error, and only the first pays the budget. The next command pays it once more.
        let session = makeSession()
        run(session, ["""
            layout Wide {
              sizeThatFits { proposal, subviews in if (proposal.width ?? 0) > 30 { while true { } }; return CGSize(width: 5, height: 5) }
              placeSubviews { bounds, proposal, subviews in }
            }
            """,
            "key MaxWidthKey: CGFloat = 0 reduce max",
            "state labelWidth: CGFloat = 0",
            "vstack < hstack < text \"Name\" .frame(width: labelWidth + 10) .background(geometry { proxy in color clear "
                + ".preference(key: MaxWidthKey, value: proxy.size.width) }) Wide < text \"x\" > .frame(width: labelWidth + 10) > > "
                + ".onPreferenceChange(MaxWidthKey) { labelWidth = $0 }"])
        let compiled = try #require(session.document.definitions.layout("Wide")).compiled
        for command in 1...2 {
            let output = session.execute("step-frame 3")
            #expect(output.text.components(separatedBy: "layout 'Wide', sizeThatFits: stopped after 1000000 steps").count == 3)
            #expect(compiled.exhaustions.load(ordering: .relaxed) == command)
        }
    }

    @Test func eachSessionRemembersItsOwnUsedUpLayouts() {
        // Every session starts from the prelude's one document; the memory of used-up layouts
        // came with it, so a command in one session cleared another's in the middle of its
        // `step-frame` (the test above failed only when the suite ran in parallel).
        let first = makeSession(), second = makeSession()
        #expect(first.document.definitions.layoutExhaustions !== second.document.definitions.layoutExhaustions)
        run(first, [Self.spin])
        #expect(first.document.definitions.layoutExhaustions !== second.document.definitions.layoutExhaustions)
    }

    @Test func saveThenLoadKeepsLayoutsAndTheirContainers() throws {
        try withTemporaryDirectory { directory in
            let original = makeSession(in: directory)
            run(original, [Self.flow, "state vertical = false",
                           "vstack < Flow(spacing: 4) < text \"a\" text \"b\" > anylayout(vertical ? VStackLayout() : Flow()) < text \"c\" > >",
                           "save session.vsh"])
            let fresh = makeSession(in: directory)
            let loaded = fresh.execute("load session.vsh")
            #expect(loaded.succeeded, "\(loaded.text)")
            for command in ["tree", "defs", "layout"] {
                #expect(fresh.execute(command).text == original.execute(command).text, "'\(command)' differs")
            }
            #expect(fresh.document.definitions == original.document.definitions)
        }
    }

    @Test func saveSwiftWritesALayoutAsALayoutStruct() {
        let session = makeSession()
        run(session, [Self.flow, "state vertical = false",
                      "vstack < Flow(spacing: 4) < text \"a\" > anylayout(vertical ? VStackLayout() : Flow()) < text \"c\" > >"])
        let swift = SwiftSessionWriter.source(for: session.document)
        #expect(swift.contains("struct Flow: Layout {\n    var spacing: CGFloat = 8\n"))
        #expect(swift.contains("    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {\n"))
        #expect(swift.contains("    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {\n"))
        #expect(swift.contains("        Flow(spacing: 4) {\n            Text(\"a\")\n        }\n"))
        #expect(swift.contains("        (vertical ? AnyLayout(VStackLayout()) : AnyLayout(Flow())) {\n"))
        #expect(!swift.contains("Hashable"), "a layout's value is not a record type")
    }

    @Test func aLayoutsNameCompletesWhereAViewGoes() {
        let session = makeSession()
        run(session, [Self.flow])
        #expect(session.completions(for: "Fl").candidates == ["Flow"])
        #expect(session.completions(for: "vstack < Fl").candidates == ["Flow"])
    }

    @Test func aWrongDefinitionKeepsThePreviousOne() {
        let session = makeSession()
        run(session, [Self.flow])
        let before = session.document
        let output = session.execute("layout Flow {\n  sizeThatFits { proposal, subviews in .zero }\n}")
        #expect(!output.succeeded)
        #expect(output.text.contains("layout 'Flow' needs placeSubviews"))
        #expect(session.document == before)
    }
}
