import Synchronization
import Testing
@testable import Shell

/// Issue 10: Ctrl-C during `layout` of a big tree is honoured in body evaluation, in the layout
/// pass and while the table is printed, and leaves the session as it was.
@Suite struct InterruptTests {
    final class Flag: Sendable {
        let raised = Atomic<Bool>(false)
    }

    @Test func aLayoutInterruptedPartWayFailsAndChangesNothing() {
        let flag = Flag()
        var configuration = SessionConfiguration.transcript(directory: "/tmp")
        configuration.interruptRequested = { flag.raised.load(ordering: .relaxed) }
        let session = Session(configuration: configuration)
        // Fewer than 4,096 views (body evaluation polls that often) but thousands of layout calls and rows:
        // with spacing 0 the stack has room to share, so each rect is asked its minimum, its maximum and
        // its share (4,500 calls; with the default spacing nothing is left to share and each is asked once).
        let rects = (0..<1_500).map { _ in "rect" }.joined(separator: " ")
        run(session, ["vstack(spacing: 0) < \(rects) >"])
        // Ctrl-C in the layout pass: the command fails and keeps nothing of it.
        flag.raised.store(true, ordering: .relaxed)
        let before = session.document
        let stopped = session.execute("layout --all")
        #expect(!stopped.succeeded)
        #expect(stopped.text.contains("interrupted during layout"), "\(stopped.text.suffix(200))")
        #expect(session.document == before)
        flag.raised.store(false, ordering: .relaxed)
        let full = session.execute("layout --all").text
        #expect(full.split(separator: "\n").count == 1_502)
        // Ctrl-C while the (laid-out) table prints: it stops between batches and says how far it got.
        flag.raised.store(true, ordering: .relaxed)
        let cut = session.execute("layout --all")
        #expect(cut.text.contains("interrupted: "), "\(cut.text.suffix(200))")
        #expect(cut.text.count < full.count)
        #expect(session.document == before)
        flag.raised.store(false, ordering: .relaxed)
        #expect(session.execute("layout --all").text == full)
    }
}
