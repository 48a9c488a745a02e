import Diagnostics
import Foundation
import Shell
import ViewSyntax

/// The terminal front end: libedit, history, completion, continuation prompts, Ctrl-C
/// and Ctrl-D.
struct InteractiveMode {
    let arguments: Arguments
    let environment: [String: String]

    var color: Bool {
        Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)
    }

    /// A session as the prompt runs it: typed-input diagnostics, the terminal's width.
    func makeSession() -> Session {
        var configuration = SessionConfiguration(
            diagnosticStyle: DiagnosticStyle(showsLocationHeader: false, usesColor: color),
            workingDirectory: FileManager.default.currentDirectoryPath, columns: { Terminal.width() },
            interruptRequested: { Interrupt.isRequested() })
        configuration.temporaryFile = SignalCleanup.setTemporaryPath
        return Session(configuration: configuration)
    }

    /// Reads statements at the prompt until `quit` or Ctrl-D, in `session` (a new one by
    /// default; `viewsh -i FILE` passes the one its files ran in).
    func run(in given: Session? = nil) -> Int32 {
        let session = given ?? makeSession()
        guard let editor = LineEditor(historyPath: HistoryFile.defaultPath(environment: environment)) else {
            return BatchMode(arguments: arguments, environment: environment)
                .run(sources: [("<stdin>", Terminal.readAllStandardInput())], in: session)
        }
        // With stdout redirected the banner goes where the prompt goes (stderr): the file gets only results.
        Terminal.write("viewsh — SwiftUI layout and data flow, one line at a time. Type help, or a view:\n"
                       + "  vstack < text \"Brew\" .readHeight >\n", toError: !Terminal.stdoutIsTerminal)
        let prompt = color ? "\u{1B}[1mviewsh>\u{1B}[0m " : "viewsh> "
        let continuation = color ? "\u{1B}[2m...>\u{1B}[0m " : "...> "
        var pending: [String] = []
        var paste = PasteFilter()
        // Tab on a continuation line completes it as part of the whole unfinished statement.
        editor.completer = { line in session.completions(for: (pending + [line]).joined(separator: "\n")) }
        while !session.hasQuit {
            let shownPrompt = pending.isEmpty ? prompt : continuation
            switch editor.readLine(prompt: shownPrompt) {
            case .endOfInput:
                if pending.isEmpty { return 0 }
                pending = []  // Ctrl-D inside a continuation drops the unfinished statement
            case .interrupted:
                pending = []
            case .line(let typed):
                // A line pasted with its prompt runs without it; output pasted with it is skipped.
                let line = paste.take(typed, morePending: Terminal.hasPendingInput())
                if line != typed {
                    // Show the input as if typed (`viewsh> tree`, not `viewsh> viewsh> tree`), and
                    // take skipped output off the screen, so the paste reads like the example.
                    editor.replaceEchoedLine(prompt: shownPrompt, shown: typed, with: line)
                }
                guard let line else { continue }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                guard StatementCompleteness.isComplete(text, grammar: session.grammar) else { continue }
                pending = []
                if text.allSatisfy(\.isWhitespace) { continue }
                editor.addToHistory(text)
                Interrupt.clear()
                let output = run(text, in: session)
                if output.clearsScreen { Terminal.clearScreen() }
                if let request = output.watch { _ = WatchMode(request: request, color: color).run() }
            }
        }
        return 0
    }

    /// Runs one statement, its output written as it is produced: on a terminal through
    /// `PagedOutput` (a pager once it is longer than the screen, unless `option pager off`),
    /// otherwise straight out, problems to standard error.
    func run(_ text: String, in session: Session) -> SessionOutput {
        guard Terminal.stdoutIsTerminal else {
            return session.execute(text) { stream, text in
                // After Ctrl-C the answer stops; what the command says about stopping is still shown.
                if stream == .standard, Interrupt.isRequested() { return }
                Terminal.write(text, toError: stream == .error, stopOnInterrupt: stream == .standard)
            }
        }
        let pager = session.settings.pager ? PagedOutput.pagerCommand(environment: environment) : nil
        let paged = PagedOutput(command: pager, environment: environment, rows: Terminal.height(), columns: Terminal.width())
        let output = session.execute(text) { stream, text in paged.write(text, isError: stream == .error) }
        paged.finish()
        return output
    }
}
