import Diagnostics
import Foundation
import TranscriptKit
import ViewEngine

/// load, save and record: scripts in, scripts out, transcripts out.
enum FileCommands {
    static let load = Command(
        name: "load", usage: "load <file> | load <file.swift> --preview NAME",
        summary: "run a script or a SwiftUI file into the session (all of it, or nothing if it has an error)",
        details: """
        Runs every statement of the file as if typed, with errors reported as file:line:col. If any
        statement fails, the session is left exactly as it was before `load`. One `undo` takes back
        the whole load. A `.swift` file is read as SwiftUI source (see `help swift`): its views,
        modifiers, keys and states become definitions and its `#Preview` the root; `--preview NAME`
        (or a number) picks another preview.
        """,
        examples: ["load examples/cardstack.vsh", "load Tests/Swift/seeds/CardStack.swift", "load Cards.swift --preview 2"],
        completions: [.file]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "file name")
        var preview: String?
        if context.words.count > 2 {
            guard context.words[2].text == "--preview", !word.text.hasPrefix("-") else { try context.expectNoMoreWords(after: 1); return }
            guard word.text.hasSuffix(".swift") else {
                throw CommandError("--preview is for a .swift file", at: context.words[2].range)
            }
            preview = try context.argument(3, "preview name").text
            try context.expectNoMoreWords(after: 3)
        }
        try context.session.load(path: word.text, preview: preview, at: word.range, into: &output)
    }

    static let save = Command(
        name: "save", usage: "save [--swift] <file>",
        summary: "write a script (or SwiftUI source) that rebuilds this session",
        details: """
        Writes options, your definitions (the prelude's only if you replaced them), the root view and the
        states that differ from their initial values. `load` in a fresh shell gives the same `tree` and
        `defs`. The file is written to a temporary name and renamed, so a failure never leaves half a file.
        With --swift the session is written as SwiftUI source: keys, environment values, alignments,
        modifiers and views as Swift declarations, the root in a #Preview, states where SwiftUI keeps them
        (see `help swift`); `load` of that file gives the same layout and data flow.
        """,
        examples: ["save session.vsh", "save --swift Session.swift"], completions: [.file]
    ) { context, output throws(CommandError) in
        var index = 1
        let swift = context.words.count > 1 && context.words[1].text == "--swift"
        if swift { index = 2 }
        let word = try context.argument(index, "file name")
        try context.expectNoMoreWords(after: index)
        let script = swift ? SwiftSessionWriter.source(for: context.session.document) : ScriptWriter.script(for: context.session.document)
        try context.session.writeFile(Array(script.utf8), named: word)
        output.write("saved \(word.text)\n")
    }

    static let record = Command(
        name: "record", usage: "record <file> | record off",
        summary: "write the rest of the session as a transcript (a test `viewsh test` can re-run)",
        details: """
        Starts a new transcript in the file (an existing file is replaced, and the message says so).
        If the session already holds definitions, a root or changed states, the transcript begins
        with the statements that rebuild them (what `save` writes), so it replays on its own. Every
        later command and its output is then appended in transcript form; a `load` of a relative
        path is written relative to the transcript's folder. `record off` stops. Run the file with
        `viewsh test FILE` to check the session still behaves the same.
        """,
        examples: ["record cardstack.transcript", "record off"], completions: [.file]
    ) { context, output throws(CommandError) in
        let session = context.session
        guard session.loadDepth == 0 else {
            throw CommandError("record cannot run inside a loaded file (a failed load could not take it back)", at: context.words[0].range)
        }
        guard let word = context.arguments.first else {
            output.write(session.recordingName.map { "recording to \($0)\n" } ?? "not recording\n")
            return
        }
        try context.expectNoMoreWords(after: 1)
        if word.text == "off" {
            guard let name = session.recordingName else { throw CommandError("not recording", at: nil) }
            session.recordingPath = nil
            session.recordingName = nil
            output.write("stopped recording to \(name)\n")
            return
        }
        if let problem = FileIO.nameProblem(word.text) { throw CommandError(problem, at: word.range) }
        let path = session.resolvePath(word.text)
        let replacing = FileManager.default.fileExists(atPath: path)
        let header = session.recordingPreamble(name: word.text)
        if let problem = FileIO.write(Array(header.utf8), to: path) {
            throw CommandError("cannot write '\(word.text)': \(problem)", at: word.range)
        }
        session.recordingPath = path
        session.recordingName = word.text
        session.justStartedRecording = true
        output.write("recording to \(word.text)\(replacing ? " (replaced the file that was there)" : "")\n")
    }
}

extension Session {
    /// Runs a script file as one transaction: every statement, or nothing.
    func load(path: String, preview: String? = nil, at range: SourceRange?, into output: inout SessionOutput) throws(CommandError) {
        guard loadDepth < 16 else { throw CommandError("load is nested too deeply (a script loading itself?)", at: range) }
        let data = try readFile(path, at: range)
        if path.hasSuffix(".swift") {
            try loadSwift(path: path, bytes: data, preview: preview, at: range, into: &output)
            return
        }
        let before = (document, undoStack, redoStack)
        loadDepth += 1
        var loaded = SessionOutput()
        let result = runScript(data, name: path, bail: false) { loaded.append($0) }
        loadDepth -= 1
        hasQuit = false  // `quit` in a loaded file ends that file, not the session
        if configuration.interruptRequested() {
            // Ctrl-C stopped the file part way: keep none of it.
            (document, undoStack, redoStack) = before
            throw CommandError("load of '\(path)' interrupted; nothing was kept", at: range, notes: discardStagedFiles())
        }
        // Files the script saved or exported are written only now that it is kept (FileStaging).
        var failures = result.failures
        if failures == 0, loadDepth == 0 {
            for problem in writeStagedFiles() {
                loaded.write(problem + "\n", to: .error)
                failures += 1
            }
        }
        if failures > 0 {
            (document, undoStack, redoStack) = before
            // Nothing was kept, so what the good statements printed (`count: 1 → 2`) no longer
            // holds: only the problems are shown.
            for chunk in loaded.chunks where chunk.stream == .error {
                output.write(chunk.text, to: .error, transcriptText: ANSI.strip(chunk.text))
            }
            // A nested load fails quietly: its errors are shown, and the outermost load says that
            // nothing was kept (a script loading itself would otherwise say so 16 times).
            if loadDepth > 0 {
                output.succeeded = false
                return
            }
            let errors = failures == 1 ? "1 error" : "\(failures) errors"
            throw CommandError("nothing from '\(path)' was kept (\(errors))", at: range, notes: discardStagedFiles())
        }
        output.append(loaded)
        undoStack = before.1
        redoStack = before.2
        let loadedDocument = document
        document = before.0
        commit(loadedDocument, description: "load \(path)")
    }

    /// Runs each statement of a script, in order, reporting outputs as they come.
    /// Diagnostics carry `file:line:col` since the reader cannot see the line.
    @discardableResult
    public func runScript(
        _ bytes: consuming [UInt8], name: String, bail: Bool, echo: Bool = false, streamingTo sink: SessionOutput.Sink? = nil,
        report: (SessionOutput) -> Void
    ) -> (failures: Int, quit: Bool) {
        if name.hasSuffix(".swift") {
            // `viewsh File.swift`: the whole file is one Swift statement.
            var output = SessionOutput()
            do throws(CommandError) {
                try loadSwift(path: name, bytes: bytes, preview: nil, at: nil, into: &output)
            } catch {
                self.report(error.diagnostic, in: nil, into: &output)
            }
            report(output)
            return (output.succeeded ? 0 : 1, false)
        }
        // The bytes are handed to the script (a consuming parameter's last use), which lets them go once
        // it has cut them into statements: with a caller that hands them over too, a 2.6 MB script is
        // not held twice while its statements run.
        let script = Script(bytes: consume bytes, name: name, grammar: grammar)
        var failures = 0
        for statement in script.statements {
            if configuration.interruptRequested() { break }
            var output = SessionOutput()
            // Streaming is for the outermost script only: a loaded file's output waits for its verdict.
            if loadDepth == 0 { output.sink = sink }
            if echo { output.write(statement.comments.map { $0 + "\n" }.joined() + Self.echoed(statement.text)) }
            let previous = scriptStyle
            scriptStyle = echo ? nil : .init(showsLocationHeader: true, usesColor: configuration.diagnosticStyle.usesColor)
            if let invalid = statement.invalidUTF8 {
                self.report(invalid, in: statement.file, into: &output)
            } else {
                output.append(execute(statement.text, sourceName: name, firstLine: statement.line, streamingTo: output.sink))
            }
            scriptStyle = previous
            report(output)
            if !output.succeeded {
                failures += 1
                if bail { break }
            }
            if hasQuit { break }
        }
        if echo, !hasQuit, !configuration.interruptRequested() {
            var comments = SessionOutput()
            comments.write(script.trailingComments.map { $0 + "\n" }.joined())
            report(comments)
        }
        return (failures, hasQuit)
    }

    /// A statement as a transcript shows it: after the prompt, continuation lines after `...> `.
    static func echoed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.count > 1, lines.last!.allSatisfy(\.isWhitespace) { lines.removeLast() }
        // As `record` and `--update` write inputs: an empty line is a bare `...>`.
        return TranscriptWriter.inputLines(lines.joined(separator: "\n")).map { $0 + "\n" }.joined()
    }
}
