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
        // Fewer than 4,096 views (body evaluation polls that often) but thousands of layout calls and rows.
        let rects = (0..<1_500).map { _ in "rect" }.joined(separator: " ")
        run(session, ["vstack < \(rects) >"])
        let full = session.execute("layout").text
        flag.raised.store(true, ordering: .relaxed)
        let before = session.document
        let interrupted = session.execute("layout")
        #expect(!interrupted.succeeded)
        #expect(interrupted.text.contains("interrupted"), "\(interrupted.text.suffix(200))")
        #expect(interrupted.text.count < full.count)
        #expect(session.document == before)
        flag.raised.store(false, ordering: .relaxed)
        #expect(session.execute("layout").text == full)
    }
}
