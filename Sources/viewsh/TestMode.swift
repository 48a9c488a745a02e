import Shell
import TranscriptKit

/// `viewsh test`: runs transcripts through fresh sessions, in parallel.
enum TestMode {
    static func run(paths: [String], update: Bool, filter: String?) -> Int32 {
        let runner = TranscriptRunner(factory: Session.transcriptFactory, update: update, filter: filter)
        let report = runner.run(paths: paths)
        Terminal.write(report.text)
        return report.exitCode
    }
}
