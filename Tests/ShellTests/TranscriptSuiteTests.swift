import Foundation
import Shell
import Testing
import TranscriptKit

/// Every transcript under Tests/Transcripts, through the same runner as `viewsh test`.
enum TranscriptFiles {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts").path

    /// Paths relative to `root`, sorted (so test names are stable).
    static let all: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".transcript") }.sorted()
    }()
}

@Suite("Transcripts")
struct TranscriptSuiteTests {
    @Test(arguments: TranscriptFiles.all)
    func transcript(_ relativePath: String) {
        expectTranscriptPasses(root: TranscriptFiles.root, relativePath)
    }

    @Test func theSuiteHasItsTranscripts() {
        #expect(TranscriptFiles.all.count >= 40, "found \(TranscriptFiles.all.count) transcripts in \(TranscriptFiles.root)")
    }
}

/// Runs one transcript through the same runner as `viewsh test` and records any mismatch.
func expectTranscriptPasses(root: String, _ relativePath: String) {
    let runner = TranscriptRunner(factory: Session.transcriptFactory, parallelism: 1)
    let result = runner.run(file: root + "/" + relativePath)
    switch result.status {
    case .passed, .updated:
        break
    case .mismatched(let diff):
        Issue.record("\(relativePath) does not match:\n\(diff.text)")
    case .reviewed:
        Issue.record("\(relativePath) was not run for review")
    case .malformed(let error):
        Issue.record("\(relativePath) is malformed: \(error)")
    }
}
