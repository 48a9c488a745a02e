import Diagnostics
import Foundation
import SwiftFrontEnd
import TranscriptKit
import ViewEngine
import ViewSyntax

/// A live viewsh session: the document (tree, definitions, state, options), the undo
/// history, and the statement loop every front end shares. One statement in, one
/// `SessionOutput` out; nothing here touches the terminal.
public final class Session {
    public let configuration: SessionConfiguration
    public internal(set) var document: Document
    var undoStack: [UndoEntry] = []
    var redoStack: [UndoEntry] = []
    /// Set by `record FILE`: every later statement is appended there as a transcript block.
    var recordingPath: String?
    /// The file name as the user wrote it, for messages (the resolved path depends on the folder).
    var recordingName: String?
    public internal(set) var hasQuit = false
    /// The shell's own settings (`option pager off`), outside the document.
    public internal(set) var settings = ShellSettings()
    /// The last layout, kept so the next one after an edit re-lays out only what changed.
    var layoutMemo: ResolverCache?
    /// Nesting of `load` (a script that loads itself stops at the limit).
    var loadDepth = 0
    /// What a running `load` saved or exported, written when it is kept (FileStaging).
    var stagedFiles: [(path: String, name: String, bytes: [UInt8])] = []
    /// Every input of the session (typed, or a statement of a script it ran), for `history`.
    var inputHistory: [String] = []
    /// The recent `step-frame`, `settle` and `tap` runs with each pass's layout, for the
    /// HTML page's timeline (bounded, FrameTimeline).
    var timeline = FrameTimeline()
    /// The model notes the last command that reports notes had (`notesText`).
    var lastModelNotes: Set<String>?

    struct UndoEntry {
        var document: Document
        var description: String
        /// What keeping `document` costs beyond the document after it (`UndoMemory`).
        var bytes = 0
    }

    public init(configuration: SessionConfiguration) {
        self.configuration = configuration
        document = Prelude.document
        document.definitions.layoutExhaustions = LayoutExhaustions()  // this session's own (Definitions)
    }

    /// Runs one complete statement (which may span lines). `firstLine` is its line in the
    /// named file so that diagnostics point into the script. With a `sink`, what the statement
    /// prints is handed to it as it is written (the returned output then holds no chunks) —
    /// except inside `load`, whose statements are kept until the file is known to be good.
    public func execute(
        _ text: String, sourceName: String = "<input>", firstLine: Int = 1, streamingTo sink: SessionOutput.Sink? = nil
    ) -> SessionOutput {
        let file = SourceFile(name: sourceName, text: text, firstLine: firstLine)
        var output = SessionOutput()
        if let sink, loadDepth == 0 {
            output.sink = sink
            output.keepsTranscriptText = recordingPath != nil
        }
        guard !hasQuit else { return output }  // after `quit`, nothing runs
        document.definitions.layoutExhaustions.clear()  // a layout that used up its steps fails at once for this command only
        let documentBefore = document
        if !text.allSatisfy(\.isWhitespace) {
            if loadDepth == 0, inputHistory.count < 100_000 { inputHistory.append(text) }
            if let (command, words) = CommandTable.match(file) {
                run(command, words: words, file: file, into: &output)
            } else {
                runLanguage(file, into: &output)
            }
        }
        if let recordingPath, loadDepth == 0 {
            if justStartedRecording {
                justStartedRecording = false  // the `record` line itself is not part of the transcript
            } else if let problem = appendToRecording(recordingPath, input: text, output: output, documentBefore: documentBefore) {
                output.write("error: cannot append to the recording '\(recordingName ?? recordingPath)': \(problem)\n", to: .error)
                output.succeeded = false
            }
        }
        return output
    }

    /// Words that make a statement one line (commands taking a file name), for the prompt's
    /// completeness check (`InputCompleteness`).
    public static var lineCommands: Set<String> { CommandTable.lineCommands }

    /// Every command's name and usage line (`insert <node> <view>`), for tools that generate
    /// commands from the table (the fuzz harness, `ViewshFuzz`).
    public static var commandUsages: [(name: String, usage: String)] { CommandTable.all.map { ($0.name, $0.usage) } }

    /// While a script runs, diagnostics carry `file:line:col` whatever the front end.
    var scriptStyle: DiagnosticStyle?

    /// Set by `record` so that its own line is not recorded.
    var justStartedRecording = false

    func run(_ command: Command, words: [Word], file: SourceFile, into output: inout SessionOutput) {
        let context = CommandContext(session: self, file: file, words: words)
        do {
            try command.run(context, &output)
        } catch {
            report(error.diagnostic, in: file, into: &output)
        }
    }

    /// Definitions and root views: parse, lower against a copy of the document, commit
    /// only if everything succeeded.
    func runLanguage(_ file: SourceFile, into output: inout SessionOutput) {
        if SwiftChunks.startsSwift(file.text) {
            runSwift(file, into: &output)
            return
        }
        let parsed = Parser.parseItems(file, grammar: grammar)
        if !parsed.diagnostics.isEmpty {
            for diagnostic in parsed.diagnostics { report(diagnostic, in: file, into: &output) }
            if parsed.diagnostics.contains(where: { $0.severity == .error }) { return }
        }
        if let unknown = unknownCommand(in: file, items: parsed.value) {
            report(unknown, in: file, into: &output)
            return
        }
        var lowerer = Lowerer(document: document)
        for item in parsed.value { lowerer.lower(item) }
        for diagnostic in lowerer.diagnostics { report(diagnostic, in: file, into: &output) }
        guard !lowerer.hasErrors else { return }
        commit(lowerer.document, description: Self.describe(file.text))
    }

    /// A lone word that is neither a view nor a definition but is close to a command is
    /// a mistyped command (`lyout`), not an unknown view.
    func unknownCommand(in file: SourceFile, items: [Item]) -> Diagnostic? {
        guard items.count == 1, case .root(let expr, false) = items[0].kind, case .identifier(let name) = expr.kind,
              document.definitions[name] == nil,
              let command = Suggestions.closest(to: name, in: CommandTable.names)
        else { return nil }
        // A view at least as close makes it an unknown view (`vstak`); a closer command an unknown command (`qit`).
        if let view = Suggestions.closest(to: name, in: ViewCatalog.keywords + document.definitions.names(of: .view)) {
            func distance(_ word: String) -> Int { Suggestions.editDistance(Array(name.lowercased()), Array(word.lowercased())) }
            if distance(view) <= distance(command) { return nil }
        }
        return Diagnostic.error("unknown command '\(name)'", at: expr.range, notes: [.init("did you mean '\(command)'?")])
    }

    /// Replaces the document, remembering the old one for `undo`.
    func commit(_ newDocument: Document, description: String) {
        guard newDocument != document else { return }
        undoStack.append(UndoEntry(document: document, description: description, bytes: document.estimatedBytes(notSharedWith: newDocument)))
        redoStack.removeAll()
        document = newDocument
        trimHistory()
    }

    func report(_ diagnostic: Diagnostic, in file: SourceFile?, into output: inout SessionOutput) {
        let located = LocatedDiagnostic(diagnostic, in: file)
        let renderer = DiagnosticRenderer(style: scriptStyle ?? configuration.diagnosticStyle)
        // A replay shows typed statements without headers, and a loaded file's with them (plain).
        let replayStyle = loadDepth > 0 ? DiagnosticStyle.batch : DiagnosticStyle.interactive
        output.write(renderer.render(located), to: .error, transcriptText: DiagnosticRenderer(style: replayStyle).render(located))
        if diagnostic.severity == .error { output.succeeded = false }
    }

    /// The first line of a statement, for undo messages.
    /// Reads only the start of the text: a 10 MB statement took seconds to describe.
    static func describe(_ text: String) -> String {
        let body = text.drop(while: { $0 == "\n" })
        let end = body.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? body.endIndex  // bytes: no grapheme walk
        let line = body[..<end].drop(while: { $0 == " " || $0 == "\t" })
        let trimmed = String(line.prefix(61)).trimmingCharacters(in: .whitespaces)
        let moreLines = body[end...].contains { $0 != "\n" }
        let longer = line.dropFirst(61).contains { !$0.isWhitespace }
        return trimmed.count > 60 || moreLines || longer ? String(trimmed.prefix(57)) + "…" : trimmed
    }

    func resolvePath(_ path: String) -> String {
        if let sandbox = configuration.sandbox {
            let name = path.split(separator: "/").last.map(String.init) ?? "file"
            return sandbox + "/" + (name == ".." || name == "." ? "file" : name)
        }
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            return home + path.dropFirst(1)
        }
        return (configuration.workingDirectory as NSString).appendingPathComponent(path)
    }

    /// Appends a statement and its output to the recording; the reason when that fails (a full
    /// disk is reported, not ignored — and never a crash, as FileHandle's write was).
    func appendToRecording(_ path: String, input: String, output: SessionOutput, documentBefore: Document) -> String? {
        let recorded = recordedBlock(input: input, output: output.transcriptText, recordingPath: path, documentBefore: documentBefore)
        let block = TranscriptWriter.block(input: recorded.input, output: recorded.output)
        return FileIO.append(Array(block.utf8), to: path)
    }
}
