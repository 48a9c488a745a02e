import Diagnostics
import Foundation
import Shell

/// Scripts from files, `-c` or a pipe: no prompt, no banner, no escape codes unless asked;
/// exit 0 when every statement succeeded, 1 otherwise.
struct BatchMode {
    let arguments: Arguments
    let environment: [String: String]

    /// Runs `sources` in order in `session` (a new batch session by default).
    func run(sources: consuming [(name: String, bytes: [UInt8])], in given: Session? = nil) -> Int32 {
        let color = Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)
        // With --echo the run is a transcript: diagnostics as typed input shows them, in one stream.
        let style = DiagnosticStyle(showsLocationHeader: !arguments.echo, usesColor: color && !arguments.echo)
        let fixedWidth = arguments.echo
        let columns: @Sendable () -> Int = { fixedWidth ? 80 : Terminal.width() }
        var configuration = SessionConfiguration(
            diagnosticStyle: style, workingDirectory: FileManager.default.currentDirectoryPath,
            columns: columns, interruptRequested: { Interrupt.isRequested() })
        configuration.temporaryFile = SignalCleanup.setTemporaryPath
        let session = given ?? Session(configuration: configuration)
        var failed = false
        // Output is written as it is produced (a long table streams to a file or a pipe).
        let echo = arguments.echo
        let sink: SessionOutput.Sink = { stream, text in Terminal.write(text, toError: stream == .error && !echo) }
        // Each script is handed over to the session (which lets its bytes go once it has cut them into statements).
        var pending = sources
        pending.reverse()
        while let source = pending.popLast() {
            let (name, bytes) = source
            let result = session.runScript(bytes, name: name, bail: arguments.bail, echo: echo, streamingTo: sink) { output in
                for chunk in output.chunks {
                    Terminal.write(chunk.text, toError: chunk.stream == .error && !arguments.echo)
                }
                if output.clearsScreen && !arguments.echo { Terminal.clearScreen() }
                if let request = output.watch, !arguments.echo { _ = WatchMode(request: request, color: color).run() }
            }
            if result.failures > 0 { failed = true }
            if result.quit || (failed && arguments.bail) || Interrupt.isRequested() { break }
        }
        if Interrupt.isRequested() { return 130 }
        return failed ? 1 : 0
    }
}
