import Testing
@testable import ViewLayout

/// Issue 10: Ctrl-C was honoured only during body evaluation; the layout pass polls too.
@Suite struct LayoutInterruptTests {
    @Test func theLayoutPassStopsWhenAsked() {
        let b = Builder()
        let texts = (0..<20_000).map { b.text("row \($0)") }
        b.tree.root = b.vstack(texts)
        var tree = b.tree
        tree.interruption = { true }
        let run = tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(tree.wasInterrupted)
        #expect(run.statistics.evaluations < 5_000)  // the rest answer .zero at once

        var untouched = b.tree
        untouched.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(!untouched.wasInterrupted)
    }
}
