import Foundation
import Testing
@testable import Shell

/// After an edit, the shell's next layout reuses the previous one's caches: only the changed
/// nodes and their ancestors run their layout rule, and the result is what a fresh session
/// computes.
@Suite struct IncrementalLayoutTests {
    /// A vstack of 200 rows, one of which shows a state.
    func makeSession() -> Session {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        _ = session.execute("state label = \"short\"")
        _ = session.execute("vstack < foreach(0..<199) { i in hstack < text \"row \\(i)\" spacer text \"x\" > } text label >")
        return session
    }

    /// With no model notes shown before (they print when they change, `notesText`): an incremental
    /// session and a fresh one print the same notes.
    func layout(_ session: Session) -> String {
        session.forgetShownNotes()
        return session.execute("layout").text
    }

    func fresh(like session: Session) -> String {
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        return layout(other)
    }

    /// Dropping a foreach's modifiers leaves every element's view unmarked as the slot: the
    /// unchanged elements are still kept (and marked), not evaluated again one by one.
    @Test func droppingAForeachsModifiersKeepsItsElements() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        _ = session.execute("state rows = [" + (0..<300).map(String.init).joined(separator: ", ") + "]")
        _ = session.execute("vstack < foreach(rows, id: \\.self) { r in text \"\\(r)\" } .padding(1) >")
        _ = layout(session)
        _ = session.execute("modify 0.0 clear")
        let output = layout(session)
        let evaluated = try #require(session.layoutMemo).evaluatedBodies.count
        #expect(evaluated < 10, "\(evaluated) bodies evaluated after the foreach's modifiers were dropped")
        #expect(output == fresh(like: session))
        // The marks moved back onto the elements: a later edit keeps them as well.
        _ = session.execute("set rows[7] = 700")
        #expect(layout(session) == fresh(like: session))
        #expect(try #require(session.layoutMemo).evaluatedBodies.count <= 2)
    }

    /// Every row of the layout table (`layout` leaves the middle of a long one out).
    func all(_ session: Session) -> String { session.execute("layout --all").text }

    func all(fresh session: Session) -> String {
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        return all(other)
    }

    /// A session with `state rows` of 300 numbers and `root`, laid out once.
    func listSession(_ root: String, definitions: [String] = [], states: [String] = []) -> Session {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in states + definitions { _ = session.execute(line) }
        _ = session.execute("state rows = [" + (0..<300).map(String.init).joined(separator: ", ") + "]")
        _ = session.execute(root)
        _ = layout(session)
        return session
    }

    /// After one element changed, the others are handed over as they were (`keptRun`) whatever the
    /// template: one view, a user view (its definition's body nested in the element's), several
    /// views an element, a nested foreach. Each kept 299 of 300 — they had been refreshed one by
    /// one, 10,000 rows of `Row(title:)` then took half a first layout — and agrees with a fresh one.
    @Test(arguments: [
        ("vstack < foreach(rows, id: \\.self) { r in text \"\\(r)\" } >", [String]()),
        ("vstack < foreach(rows, id: \\.self) { r in Row(title: \"\\(r)\") } >",
         ["view Badge(n: Int) = text \"\\(n)\" .padding(2)", "view Row(title: String) = hstack < text title spacer Badge(n: 3) >"]),
        ("vstack < foreach(rows, id: \\.self) { r in text \"\\(r)\" text \"x\" } >", []),
        ("vstack < foreach(rows, id: \\.self) { r in hstack < foreach(0..<2, id: \\.self) { k in text \"\\(r).\\(k)\" } > } >", []),
    ])
    func unchangedElementsAreKeptWhateverTheTemplate(root: String, definitions: [String]) throws {
        let session = listSession(root, definitions: definitions)
        _ = session.execute("set rows[7] = 700")
        let output = all(session)
        let memo = try #require(session.layoutMemo)
        #expect(memo.keptElements == 299, "\(memo.keptElements) elements kept")
        #expect(output == all(fresh: session))
        #expect(output.contains("700"))
        // The kept elements are the ones the next change finds: kept again.
        _ = session.execute("set rows[8] = 800")
        #expect(all(session) == all(fresh: session))
        #expect(try #require(session.layoutMemo).keptElements == 299)
    }

    /// `keptRun` learns the parts of nested bodies one by one (a pass stops at each new one) and
    /// gives up after 64, and it looks at most 64 nested bodies deep: beyond either the elements are
    /// refreshed one by one instead — still the fresh layout's output. Under both limits every
    /// unchanged element is kept.
    @Test(arguments: [(distinct: 8, depth: 1, kept: 299), (distinct: 70, depth: 1, kept: 0),
                      (distinct: 1, depth: 10, kept: 299), (distinct: 1, depth: 70, kept: 0)])
    func keptRunsLimitsFallBackToRefreshing(distinct: Int, depth: Int, kept: Int) throws {
        // `distinct` user views side by side in each element, the first nesting `depth` user views
        // (defined innermost first: a definition names only views defined before it).
        var definitions = (0..<distinct).map { "view V\($0)(n: Int) = text \"\($0):\\(n)\"" }
        if depth > 1 {
            definitions += (1..<depth).reversed().map { "view D\($0)(n: Int) = \($0 == depth - 1 ? "V0(n: n)" : "D\($0 + 1)(n: n)")" }
        }
        let first = depth > 1 ? "D1(n: r)" : "V0(n: r)"
        let calls = ([first] + (1..<distinct).map { "V\($0)(n: r)" }).joined(separator: " ")
        let session = listSession("vstack < foreach(rows, id: \\.self) { r in hstack < \(calls) > } >", definitions: definitions)
        _ = session.execute("set rows[7] = 700")
        let output = all(session)
        #expect(try #require(session.layoutMemo).keptElements == kept)
        #expect(output == all(fresh: session))
        #expect(output.contains("text \"0:700\""))
    }

    /// A nested body whose own part names a changed state is not kept: every element's user view
    /// shows the new value (and one whose part does not, is).
    @Test func aNestedBodyReadingTheChangedStateIsNotKept() throws {
        let session = listSession("vstack < foreach(rows, id: \\.self) { r in Row(title: \"\\(r)\") } >",
                                  definitions: ["view Row(title: String) = hstack < text title text mark >"],
                                  states: ["state mark = \"-\""])
        _ = session.execute("set mark = \"+\"")
        _ = session.execute("set rows[7] = 700")
        let output = all(session)
        #expect(try #require(session.layoutMemo).keptElements == 0)
        #expect(output == all(fresh: session))
        #expect(!output.contains("text \"-\""))
        _ = session.execute("set rows[9] = 900")
        #expect(all(session) == all(fresh: session))
        #expect(try #require(session.layoutMemo).keptElements == 299)
    }

    /// A user view's parameter left out takes its default, evaluated at the call: a state the
    /// default reads is an input of the element (kept elements showed the old count: "1/3" after
    /// `rows` grew to four), and of a view outside any foreach.
    @Test func aDefaultArgumentReadingAStateIsAnInput() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in ["state rows = [1, 2, 3]", "state mark = \"-\"",
                     "view Row(title: Int, n: Int = rows.count, extra: String = mark) = text \"\\(title)/\\(n)\\(extra)\"",
                     "vstack < foreach(rows, id: \\.self) { r in Row(title: r) } Row(title: 0) >"] {
            _ = session.execute(line)
        }
        _ = all(session)
        _ = session.execute("set rows = [1, 2, 3, 4]")
        var output = all(session)
        #expect(output == all(fresh: session))
        #expect(output.contains("text \"1/4-\"") && !output.contains("/3"), "\(output)")
        _ = session.execute("set mark = \"+\"")
        output = all(session)
        #expect(output == all(fresh: session))
        #expect(output.contains("text \"0/4+\"") && !output.contains("-\""), "\(output)")
    }

    /// Where `keptRun` stops at an element that did not change (a nested body holding a binding),
    /// the element is refreshed, not evaluated again: after one row changed, that row's bodies run
    /// (its two views', its user view's, the foreach's), not every row's.
    @Test func anUnchangedElementKeptRunStopsAtIsRefreshed() throws {
        let session = listSession("vstack < foreach(rows, id: \\.self) { r in Row(title: \"\\(r)\", height: $h) text \"x\" } >",
                                  definitions: ["view Row(title: String, height: Binding<CGFloat>) = text title .frame(height: height)"],
                                  states: ["state h: CGFloat = 20"])
        _ = session.execute("set rows[7] = 700")
        let output = all(session)
        let memo = try #require(session.layoutMemo)
        #expect(memo.evaluatedBodies.count <= 4, "\(memo.evaluatedBodies.count) bodies evaluated")
        #expect(output == all(fresh: session))
        _ = session.execute("set h = 30")
        #expect(all(session) == all(fresh: session))
    }

    @Test func aStateChangeRelaysOutOnlyAPath() throws {
        let session = makeSession()
        _ = layout(session)
        let first = try #require(session.layoutMemo).evaluations
        // About one rule per node (200 rows of four): each row's stack is asked its minimum
        // alone, since its vstack has nothing left to share.
        #expect(first > 780)
        _ = session.execute("set label = \"a much longer label\"")
        let output = layout(session)
        let second = try #require(session.layoutMemo).evaluations
        // The text, its stack (a few proposals each): far fewer than the tree.
        #expect(second < 20, "re-layout ran \(second) rules after a one-text change (first layout: \(first))")
        #expect(output == fresh(like: session))
    }

    /// One element of a foreach written in place: its row is new, the stack holding it relays
    /// out, and the other rows keep their cached answers (replacing the stack's children used to
    /// make every row forget them: 2,000 rules for one changed row).
    @Test func oneNewRowAmongManyRelaysOutOnlyIt() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        let rows = (0..<1000).map { "\"Row \($0)\"" }.joined(separator: ", ")
        _ = session.execute("state rows: [String] = [\(rows)]")
        _ = session.execute("vstack < foreach(rows, id: \\.self) { r in hstack < text r spacer text \"x\" > } >")
        _ = layout(session)
        #expect(try #require(session.layoutMemo).evaluations > 3000)
        _ = session.execute("set rows[500] = \"Other\"")
        let output = layout(session)
        let second = try #require(session.layoutMemo).evaluations
        #expect(second < 40, "re-layout ran \(second) rules after one row changed")
        #expect(output == fresh(like: session))
    }

    /// One element of a foreach changed: its body is evaluated again in place, so its row keeps its
    /// layout nodes (no new entry, the stack's children the same), and the row, still as wide as
    /// the stack offers, leaves the stack's layout as it was: the label and its row run again, not
    /// the stack of 1,000 (the engine's cutoff, CutoffTests).
    @Test func aChangedElementKeepsItsRowAndTheStackItsLayout() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        let rows = (0..<1000).map { "\"Row \($0)\"" }.joined(separator: ", ")
        _ = session.execute("state rows: [String] = [\(rows)]")
        _ = session.execute("vstack < foreach(rows, id: \\.self) { r in hstack < text r spacer text \"x\" > } >")
        _ = layout(session)
        let entries = try #require(session.layoutMemo).entryCount
        _ = session.execute("set rows[500] = \"Other\"")
        let output = layout(session)
        let memo = try #require(session.layoutMemo)
        #expect(memo.entryCount == entries)
        #expect(memo.evaluatedBodies == ["0.0.0[500]", "0.0"])
        #expect(memo.evaluations <= 4, "re-layout ran \(memo.evaluations) rules after one row's text changed")
        #expect(output == fresh(like: session))
    }

    @Test func nothingChangedMeansNothingRecomputed() throws {
        let session = makeSession()
        _ = layout(session)
        _ = layout(session)
        #expect(try #require(session.layoutMemo).evaluations == 0)
    }

    @Test func aShapeChangeStartsAfreshAndStillAgrees() throws {
        let session = makeSession()
        _ = layout(session)
        _ = session.execute("insert 0.0 text \"new first row\"")
        let output = layout(session)
        #expect(try #require(session.layoutMemo).evaluations > 780)
        #expect(output == fresh(like: session))
    }

    @Test func aModifierEditAgreesWithAFreshLayout() throws {
        let session = makeSession()
        _ = layout(session)
        _ = session.execute("modify 0.1 .padding(8)")  // the last text: a new wrapper node, a new shape
        #expect(layout(session) == fresh(like: session))
        _ = session.execute("undo")
        #expect(layout(session) == fresh(like: session))
    }
}
