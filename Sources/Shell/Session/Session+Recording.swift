import Diagnostics
import Foundation
import TranscriptKit
import ViewEngine

/// What `record` writes besides the blocks themselves: the preamble that rebuilds the session
/// so far, and `load` paths that still work from the transcript's folder.
extension Session {
    /// The start of a recording: a header and, when the session already holds something, the
    /// statements of the `save` script as transcript blocks, each with what a fresh session
    /// prints for it, so that the transcript replays from a fresh start.
    func recordingPreamble(name: String) -> String {
        var recorder = TranscriptRecorder(comments: ["recorded by viewsh; run with: viewsh test \(name)"])
        let script = Script(bytes: Array(ScriptWriter.script(for: document).utf8), name: "<record>", grammar: grammar)
        guard !script.statements.isEmpty else { return recorder.text }
        recorder.comment("the session so far (what `save` would write):")
        let fresh = Session(configuration: configuration)
        for statement in script.statements {
            recorder.record(input: statement.text, output: fresh.execute(statement.text).transcriptText)
        }
        recorder.comment("recorded from here:")
        return recorder.text
    }

    /// A block as it goes into the recording at `recordingPath`. A `load` of a relative path is
    /// rewritten to be relative to the transcript's folder (where `viewsh test` resolves it), and
    /// its output is what the replay will print: the rewritten `load`, run in a copy of the
    /// session as it was before (`documentBefore`) in a sandbox like `viewsh test`'s (reads from
    /// the transcript's folder, writes in a scratch folder that is then deleted).
    func recordedBlock(input: String, output: String, recordingPath: String, documentBefore: Document) -> (input: String, output: String) {
        let file = SourceFile(name: "<record>", text: input)
        guard let (command, words) = CommandTable.match(file), command.name == "load", words.count == 2 else {
            return (input, output)
        }
        let written = words[1].text
        guard !written.hasPrefix("/"), !written.hasPrefix("~/") else { return (input, output) }
        let folder = (recordingPath as NSString).deletingLastPathComponent
        let relative = Self.relativePath(to: resolveReadPath(written), from: folder)
        guard relative != written else { return (input, output) }
        let quoted = relative.contains(where: { $0 == " " || $0 == "\"" || $0 == "\t" })
            ? "\"" + relative.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            : relative
        let newInput = file.slice(SourceRange(0, words[1].range.start)) + quoted
            + file.slice(SourceRange(words[1].range.end, file.utf8.count))
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("viewsh-record-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else {
            return (newInput, output)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var replay = configuration
        replay.workingDirectory = scratch
        replay.fixtureDirectory = folder
        let probe = Session(configuration: replay)
        probe.document = documentBefore
        return (newInput, probe.execute(newInput).transcriptText)
    }

    /// `target` (a file) written relative to `folder`: `../examples/a.vsh`.
    static func relativePath(to target: String, from folder: String) -> String {
        let to = (target as NSString).standardizingPath.split(separator: "/")
        let from = (folder as NSString).standardizingPath.split(separator: "/")
        var common = 0
        while common < to.count - 1, common < from.count, to[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(String.init)).joined(separator: "/")
    }
}
