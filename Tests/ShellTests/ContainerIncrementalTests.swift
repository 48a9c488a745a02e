import Foundation
import Testing
@testable import Shell

/// Containers whose rules place more than their own children (a Grid places its rows' cells)
/// or hide some (ViewThatFits) must agree with a fresh layout after an edit re-lays out a
/// path: a row whose own proposal and size did not change still moves its cells when the
/// columns moved.
@Suite struct ContainerIncrementalTests {
    func session(_ lines: [String]) -> Session {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in lines { _ = session.execute(line) }
        return session
    }

    /// With no model notes shown before (they print when they change, `notesText`): an incremental
    /// session and a fresh one print the same notes.
    func layout(_ session: Session) -> String {
        session.forgetShownNotes()
        return session.execute("layout").text
    }

    func line(_ text: String, _ containing: String) -> String {
        text.split(separator: "\n").first { $0.contains(containing) }.map(String.init) ?? ""
    }

    func fresh(like session: Session) -> String {
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        return layout(other)
    }

    @Test func aWiderColumnMovesTheCellsOfAnUnchangedRow() {
        // The grid is 200 wide either way: the text column grows, the colour column shrinks, so
        // the second row keeps its proposal and size while its colour cell moves.
        let s = session(["state label = \"ab\"", "propose 200x100",
                         "grid < gridrow < text label color red > gridrow < text \"x\" color blue > >"])
        let before = layout(s)
        _ = s.execute("set label = \"abcdef\"")
        let after = layout(s)
        #expect(after != before)
        #expect(after == fresh(like: s))
        #expect(line(after, "color blue").hasSuffix("144×46    144×46   (56, 54)"), "\(after)")
    }

    @Test func aViewThatFitsShowsItsNewChoiceOnly() {
        let s = session(["state w: CGFloat = 200",
                         "viewthatfits(in: .horizontal) < text \"a long label\" text \"short\" > .frame(width: w)"])
        let before = layout(s)
        #expect(line(before, "text \"short\"").hasSuffix("not laid out"))
        _ = s.execute("set w = 50")
        let after = layout(s)
        #expect(after == fresh(like: s))
        #expect(line(after, "text \"a long label\"").hasSuffix("not laid out"), "\(after)")
        _ = s.execute("set w = 200")
        #expect(layout(s) == before)
    }

    @Test func aLazyGridAgreesAfterAnEdit() {
        let s = session(["state n: CGFloat = 40",
                         "lazyvgrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: n))]) < foreach(1...5) { i in text \"\\(i)\" > .frame(width: 200)"])
        _ = layout(s)
        _ = s.execute("set n = 20")
        #expect(layout(s) == fresh(like: s))
    }

    @Test func aTabViewShowsTheTabItsSelectionNames() {
        let s = session(["state t = 0", "tabview(selection: $t) < text \"A\" .tag(0) text \"B\" .padding() .tag(1) >"])
        let before = layout(s)
        #expect(line(before, "text \"B\"").hasSuffix("not laid out"))
        _ = s.execute("set t = 1")
        let after = layout(s)
        #expect(after == fresh(like: s))
        #expect(line(after, "text \"A\"").hasSuffix("not laid out"), "\(after)")
        _ = s.execute("set t = 0")
        #expect(layout(s) == before)
    }

    @Test func aTagThatChangesMovesThePickersChoice() {
        // The selection stays 1; the first option's tag becomes 1, so it is chosen instead. Its
        // size did not change, so only the trait tells the picker.
        let s = session(["state k = 0", "state sel = 1",
                         "picker(\"P\", selection: $sel) < text \"A\" .tag(k) text \"B\" .tag(1) > .pickerStyle(.wheel)"])
        let before = layout(s)
        #expect(line(before, "text \"A\"").hasSuffix("not laid out"))
        _ = s.execute("set k = 1")
        let after = layout(s)
        #expect(after == fresh(like: s))
        #expect(line(after, "text \"B\"").hasSuffix("not laid out"), "\(after)")
    }

    @Test func barsAgreeAfterAnEditOnADevice() {
        let s = session(["device iPhone 15 Pro", "state h: CGFloat = 100",
                         "vstack(spacing: 0) < tabview < navigationstack < color blue .ignoresSafeArea() > > color red .frame(height: h) >"])
        _ = layout(s)
        _ = s.execute("set h = 200")
        let after = layout(s)
        #expect(after == fresh(like: s))
        #expect(line(after, "color blue").hasSuffix("393×618    393×618  (0, 0)"), "\(after)")
    }

    @Test(arguments: [
        "text \"a\" .overlay { if on < text \"none\" > }",
        "text \"a\" .overlay { text \"\\(on)\" }",
        "text \"a\" .background { if on < text \"none\" > else < color red > }",
        "color red .safeAreaInset(edge: .bottom) { if on < text \"bar\" > }",
    ])
    func aStateReadInAnOverlaysClosureIsFollowed(_ view: String) {
        // The closure is built in place, as part of the view's body: its reads are the body's
        // (a layout before the write kept the overlay as it was).
        let s = session(["state on = false", view])
        let before = layout(s)
        _ = s.execute("set on = true")
        let after = layout(s)
        #expect(after != before, "\(after)")
        #expect(after == fresh(like: s))
    }
}
