import Diagnostics
import Foundation
import TranscriptKit
import ViewEngine

/// load, save and record: scripts in, scripts out, transcripts out.
enum FileCommands {
    static let load = Command(
        name: "load", usage: "load <file>",
        summary: "run a script into the session (all of it, or nothing if it has an error)",
        details: """
        Runs every statement of the file as if typed, with errors reported as file:line:col. If any
        statement fails, the session is left exactly as it was before `load`. One `undo` takes back
        the whole load.
        """,
        examples: ["load examples/cardstack.vsh"], completions: [.file]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "file name")
        try context.expectNoMoreWords(after: 1)
        try context.session.load(path: word.text, at: word.range, into: &output)
    }

    static let save = Command(
        name: "save", usage: "save <file>",
        summary: "write a script that rebuilds this session (definitions, tree, state, options)",
        details: """
        Writes options, your definitions (the prelude's only if you replaced them), the root view and the
        states that differ from their initial values. `load` in a fresh shell gives the same `tree` and
        `defs`. The file is written to a temporary name and renamed, so a failure never leaves half a file.
        """,
        examples: ["save session.vsh"], completions: [.file]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "file name")
        try context.expectNoMoreWords(after: 1)
        let path = context.session.resolvePath(word.text)
        let script = ScriptWriter.script(for: context.session.document)
        do {
            try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError("cannot write '\(word.text)': \(Self.reason(error))", at: word.range)
        }
        output.write("saved \(word.text)\n")
    }

    static let record = Command(
        name: "record", usage: "record <file> | record off",
        summary: "write the rest of the session as a transcript (a test `viewsh test` can re-run)",
        details: """
        Every later command and its output is appended to the file in transcript form. `record off`
        stops. Run the file with `viewsh test FILE` to check the session still behaves the same.
        """,
        examples: ["record cardstack.transcript", "record off"], completions: [.file]
    ) { context, output throws(CommandError) in
        let session = context.session
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
        let path = session.resolvePath(word.text)
        let header = "# recorded by viewsh; run with: viewsh test \(word.text)\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(header.utf8)) else {
            throw CommandError("cannot write '\(word.text)'", at: word.range)
        }
        session.recordingPath = path
        session.recordingName = word.text
        session.justStartedRecording = true
        output.write("recording to \(word.text)\n")
    }

    static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}

extension Session {
    /// Runs a script file as one transaction: every statement, or nothing.
    func load(path: String, at range: SourceRange?, into output: inout SessionOutput) throws(CommandError) {
        guard loadDepth < 16 else { throw CommandError("load is nested too deeply (a script loading itself?)", at: range) }
        let fullPath = resolvePath(path)
        guard let data = FileManager.default.contents(atPath: fullPath) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: fullPath, isDirectory: &isDirectory)
            throw CommandError(exists && isDirectory.boolValue ? "'\(path)' is a folder" : "cannot read '\(path)': no such file",
                               at: range)
        }
        let before = (document, undoStack, redoStack)
        loadDepth += 1
        let result = runScript([UInt8](data), name: path, bail: false) { output.append($0) }
        loadDepth -= 1
        if result.failures > 0 {
            (document, undoStack, redoStack) = before
            let errors = result.failures == 1 ? "1 error" : "\(result.failures) errors"
            throw CommandError("nothing from '\(path)' was kept (\(errors))", at: range)
        }
        undoStack = before.1
        redoStack = before.2
        let loaded = document
        document = before.0
        commit(loaded, description: "load \(path)")
    }

    /// Runs each statement of a script, in order, reporting outputs as they come.
    /// Diagnostics carry `file:line:col` since the reader cannot see the line.
    @discardableResult
    public func runScript(
        _ bytes: [UInt8], name: String, bail: Bool, echo: Bool = false, report: (SessionOutput) -> Void
    ) -> (failures: Int, quit: Bool) {
        let script = Script(bytes: bytes, name: name)
        var failures = 0
        for statement in script.statements {
            if configuration.interruptRequested() { break }
            var output = SessionOutput()
            if echo { output.write(Self.echoed(statement.text)) }
            if let invalid = statement.invalidUTF8 {
                self.report(invalid, in: statement.file, into: &output)
            } else {
                let previous = scriptStyle
                scriptStyle = echo ? nil : .init(showsLocationHeader: true, usesColor: configuration.diagnosticStyle.usesColor)
                output.append(execute(statement.text, sourceName: name, firstLine: statement.line))
                scriptStyle = previous
            }
            report(output)
            if !output.succeeded {
                failures += 1
                if bail { break }
            }
            if hasQuit { break }
        }
        return (failures, hasQuit)
    }

    /// A statement as a transcript shows it: after the prompt, continuation lines after `...> `.
    static func echoed(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.count > 1, lines.last!.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.enumerated().map { ($0.offset == 0 ? "viewsh> " : "...> ") + $0.element }
            .joined(separator: "\n") + "\n"
    }
}
