import Foundation
import Testing
@testable import Shell

/// Issue 10: bad input never hangs the shell or blows up its memory. Each case is a reproducer
/// from the issue; each ends in a located error (or an answer) in well under a second in a release
/// build (the limits here leave room for the debug build the suite runs).
@Suite struct BoundsTests {
    /// Runs `lines`, returning the last output; fails when the whole takes longer than `limit`.
    static func timed(_ lines: [String], limit: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let session = makeSession()
        var last = ""
        func cpu() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = cpu()
        for line in lines { last = session.execute(line).text }
        let seconds = cpu() - start  // CPU time: a busy machine does not fail the test
        #expect(seconds < limit, "took \(seconds) s of CPU", sourceLocation: sourceLocation)
        return last
    }

    @Test func viewsNestedTooDeeplyGiveAShortAddress() {
        let lines = ["view W0 = rect"] + (1...201).map { "view W\($0) = W\($0 - 1) .padding(1)" } + ["W201", "layout"]
        let output = Self.timed(lines)
        #expect(output == "error: cannot evaluate the view at 0.0.0…0.0.0 (201 levels deep): views nest more than 200 deep (in view 'W201')\n")
    }

    @Test func modifiersNestedTooDeeplyNameTheOutermost() {
        let lines = ["modifier k0 = .padding(1)"] + (1...300).map { "modifier k\($0) = .k\($0 - 1)" } + ["rect .k300", "layout"]
        #expect(Self.timed(lines)
            == "error: cannot evaluate the view at 0: modifier 'k300' nests user views and modifiers more than 200 deep\n")
    }

    @Test func aModifierChainTooLongForLayoutIsRefusedBeforeLayout() {
        let chain = String(repeating: " .padding(1)", count: 1_001)
        #expect(Self.timed(["rect" + chain, "layout"])
            == "error: cannot evaluate the view at 0: the tree would build views and modifiers nested about 1002 deep (the limit is 1000)\n")
    }
}
