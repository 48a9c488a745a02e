import Diagnostics
import Foundation
import Shell
import ViewSyntax

/// The terminal front end: libedit, history, completion, continuation prompts, Ctrl-C
/// and Ctrl-D.
struct InteractiveMode {
    let arguments: Arguments
    let environment: [String: String]

    func run() -> Int32 {
        guard let editor = LineEditor(historyPath: HistoryFile.defaultPath(environment: environment)) else {
            return BatchMode(arguments: arguments, environment: environment)
                .run(sources: [("<stdin>", Terminal.readAllStandardInput())])
        }
        let color = Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)
        var configuration = SessionConfiguration(
            diagnosticStyle: DiagnosticStyle(showsLocationHeader: false, usesColor: color),
            workingDirectory: FileManager.default.currentDirectoryPath, width: Terminal.width(),
            interruptRequested: { Interrupt.isRequested() })
        configuration.temporaryFile = SignalCleanup.setTemporaryPath
        let session = Session(configuration: configuration)
        // With stdout redirected the banner goes where the prompt goes (stderr): the file gets only results.
        Terminal.write("viewsh — SwiftUI layout and data flow, one line at a time. Type help, or a view:\n"
                       + "  vstack < text \"Brew\" .readHeight >\n", toError: !Terminal.stdoutIsTerminal)
        let prompt = color ? "\u{1B}[1mviewsh>\u{1B}[0m " : "viewsh> "
        let continuation = color ? "\u{1B}[2m...>\u{1B}[0m " : "...> "
        var pending: [String] = []
        // Tab on a continuation line completes it as part of the whole unfinished statement.
        editor.completer = { line in session.completions(for: (pending + [line]).joined(separator: "\n")) }
        while !session.hasQuit {
            switch editor.readLine(prompt: pending.isEmpty ? prompt : continuation) {
            case .endOfInput:
                if pending.isEmpty { return 0 }
                pending = []  // Ctrl-D inside a continuation drops the unfinished statement
            case .interrupted:
                pending = []
            case .line(let line):
                pending.append(line)
                let text = pending.joined(separator: "\n")
                guard InputCompleteness.isComplete(text, lineCommands: Session.lineCommands) else { continue }
                pending = []
                if text.allSatisfy(\.isWhitespace) { continue }
                editor.addToHistory(text)
                Interrupt.clear()
                let output = session.execute(text)
                for chunk in output.chunks {
                    Terminal.write(chunk.text, toError: chunk.stream == .error && !Terminal.stdoutIsTerminal)
                }
            }
        }
        return 0
    }
}
