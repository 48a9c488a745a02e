import Foundation
import Testing
@testable import TranscriptKit

/// `--interactive`: each mismatched block is put to a decision function, in path and file order.
@Suite struct TranscriptReviewTests {
    static let text = "viewsh> a\nwrong\nviewsh> b\nB\nviewsh> c\nwrong\n"

    struct Outcome {
        var text: String
        var exitCode: Int32
        var asked: [TranscriptChange]
        var files: [String: String]
    }

    /// Reviews `files` in a scratch folder, answering `answers` in turn; paths in the outcome are
    /// relative to the folder.
    func review(_ answers: [ReviewAnswer], files: [String: String]) throws -> Outcome {
        try withScratchDirectory { dir in
            try write(files, in: dir)
            var remaining = answers
            var asked: [TranscriptChange] = []
            let report = TranscriptRunner(factory: FakeSessions.uppercase).review(paths: [dir]) { change in
                asked.append(change)
                return remaining.removeFirst()
            }
            var after: [String: String] = [:]
            for name in files.keys { after[name] = try contents(of: dir + "/" + name) }
            return Outcome(text: report.text.replacingOccurrences(of: dir + "/", with: ""), exitCode: report.exitCode,
                           asked: asked, files: after)
        }
    }

    @Test func eachChangeIsAskedAboutAndOnlyAcceptedOnesAreWritten() throws {
        let outcome = try review([.accept, .reject], files: ["t.transcript": Self.text])
        #expect(outcome.asked.map { [$0.inputLine, $0.number, $0.count] } == [[1, 1, 2], [5, 2, 2]])
        // Each change is shown alone, against the file's own line numbers.
        #expect(outcome.asked[1].diff.dropFirst(2).map(\.text) == [
            "@@ -3,4 +3,4 @@ line 5: viewsh> c", " viewsh> b", " B", " viewsh> c", "-wrong", "+C",
        ])
        #expect(outcome.files["t.transcript"] == "viewsh> a\nA\nviewsh> b\nB\nviewsh> c\nwrong\n")
        #expect(outcome.text == "updated t.transcript (1 of 2 changes accepted)\n0 passed, 1 failed\n")
        #expect(outcome.exitCode == 1)
    }

    @Test func acceptAllAcceptsTheRestOfEveryFile() throws {
        let outcome = try review([.reject, .acceptAll], files: ["t.transcript": Self.text, "u.transcript": Self.text])
        #expect(outcome.asked.count == 2, "a stops the questions")
        #expect(outcome.files["t.transcript"] == "viewsh> a\nwrong\nviewsh> b\nB\nviewsh> c\nC\n")
        #expect(outcome.files["u.transcript"] == "viewsh> a\nA\nviewsh> b\nB\nviewsh> c\nC\n")
        #expect(outcome.text == """
            updated t.transcript (1 of 2 changes accepted)
            updated u.transcript
            1 passed, 1 failed

            """)
    }

    @Test func rejectAllLeavesEveryFileAsItWas() throws {
        let files = ["t.transcript": Self.text, "u.transcript": Self.text, "ok.transcript": "viewsh> a\nA\n"]
        let outcome = try review([.rejectAll], files: files)
        #expect(outcome.asked.count == 1)
        #expect(outcome.files == files)
        #expect(outcome.text == """
            kept t.transcript (2 changes rejected)
            kept u.transcript (2 changes rejected)
            1 passed, 2 failed

            """)
    }
}
