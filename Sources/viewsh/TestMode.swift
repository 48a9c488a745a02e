import Foundation
import Shell
import TranscriptKit

/// `viewsh test`: runs transcripts through fresh sessions, in parallel, and prints the report,
/// coloured on a terminal. `--interactive` asks about each change on standard input.
struct TestMode {
    let options: Arguments.TestOptions
    let color: Bool

    func run() -> Int32 {
        let runner = TranscriptRunner(factory: Session.transcriptFactory, update: options.update, filter: options.filter)
        let paths = options.paths.isEmpty ? [Self.defaultPath()] : options.paths
        let report = options.interactive ? runner.review(paths: paths, decide: ask) : runner.run(paths: paths)
        Terminal.write(report.lines(verbose: options.verbose).map { paint($0) + "\n" }.joined())
        if let junit = options.junit {
            do throws(TranscriptError) {
                try JUnitReport.write(report, to: junit)
            } catch {
                Terminal.write("viewsh: \(error)\n", toError: true)
                return 2
            }
        }
        return report.exitCode
    }

    /// `Tests/Transcripts` when the current folder has one (a viewsh project), else the current folder.
    static func defaultPath() -> String {
        var isDirectory: ObjCBool = false
        let project = "Tests/Transcripts"
        return FileManager.default.fileExists(atPath: project, isDirectory: &isDirectory) && isDirectory.boolValue ? project : "."
    }

    /// Shows one change and reads the answer, a line from standard input (a terminal or a
    /// script): y, n, a or q; anything else shows the choices again. The end of input is q.
    func ask(_ change: TranscriptChange) -> ReviewAnswer {
        let diff = change.diff.map { paint(ReportLine(.diff($0.kind), $0.text)) + "\n" }.joined()
        Terminal.write(diff)
        while true {
            let question = "accept change \(change.number) of \(change.count) in \(change.path)? [y,n,a,q,?] "
            Terminal.write(color ? "\u{1B}[1;34m\(question)\u{1B}[0m" : question)
            guard let line = StandardInputLines.next() else {
                Terminal.write("\n")
                return .rejectAll
            }
            // A scripted answer is not echoed by a terminal: show it, so the log reads as a dialogue.
            if !Terminal.stdinIsTerminal { Terminal.write(line + "\n") }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .accept
            case "n", "no": return .reject
            case "a", "all": return .acceptAll
            case "q", "quit": return .rejectAll
            default:
                Terminal.write("""
                    y - accept this change (the transcript takes the new output)
                    n - reject it (the transcript keeps its expected output)
                    a - accept this change and every one after it
                    q - reject this change and every one after it, and stop asking

                    """)
            }
        }
    }

    /// A report line with its colour (on a terminal, unless NO_COLOR or --color=never).
    func paint(_ line: ReportLine) -> String {
        guard color else { return line.text }
        let code: String
        switch line.role {
        case .diff(.oldHeader), .diff(.newHeader): code = "1"
        case .diff(.hunk): code = "36"
        case .diff(.deleted): code = "31"
        case .diff(.inserted): code = "32"
        case .diff(.context): return line.text
        case .updated: code = "33"
        case .malformed: code = "1;31"
        case .verbose(let passed):
            // Only the word: `passed` green, anything else red.
            let word = line.text.prefix { $0 != " " }
            return "\u{1B}[\(passed ? "32" : "31")m\(word)\u{1B}[0m" + line.text.dropFirst(word.count)
        case .summary: code = "1"
        }
        return "\u{1B}[\(code)m\(line.text)\u{1B}[0m"
    }
}

/// Lines of standard input read one byte at a time, so that nothing past the current answer
/// is consumed.
enum StandardInputLines {
    static func next() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
