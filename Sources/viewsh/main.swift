import Foundation
import Shell

// The thin executable: argv, the terminal and exit codes. Everything else is in Shell.
let environment = ProcessInfo.processInfo.environment
let arguments: Arguments
do {
    arguments = try Arguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Terminal.write("viewsh: \(error.message)\n\n" + Arguments.usage, toError: true)
    exit(2)
}
Interrupt.install()
SignalCleanup.install()

switch arguments.mode {
case .help:
    Terminal.write(Arguments.usage)
    exit(0)
case .watch(let file, let html):
    let directory = FileManager.default.currentDirectoryPath
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path) }
    let color = Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)
    exit(WatchMode(request: WatchRequest(name: file, path: absolute(file), htmlPath: html.map(absolute)), color: color).run())
case .version:
    Terminal.write("viewsh 0.1\n")
    exit(0)
case .test(let options):
    exit(TestMode(options: options, color: Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)).run())
case .commands(let commands):
    exit(runThenMaybeStay(commands.map { ("<command-line>", Array($0.utf8)) }))
case .run(let files):
    if files.isEmpty, !arguments.interactive {
        if Terminal.stdinIsTerminal {
            exit(InteractiveMode(arguments: arguments, environment: environment).run())
        }
        exit(BatchMode(arguments: arguments, environment: environment).run(sources: [("<stdin>", Terminal.readAllStandardInput())]))
    }
    var sources: [(String, [UInt8])] = []
    for file in files {
        if file == "-" {
            sources.append(("<stdin>", Terminal.readAllStandardInput()))
        } else {
            // Any readable file or stream (`/dev/stdin`, a FIFO, `<(…)`), up to 64 MB.
            switch Session.readScript(path: file) {
            case .success(let bytes): sources.append((file, bytes))
            case .failure(let problem):
                Terminal.write("viewsh: cannot read '\(file)': \(problem.reason)\n", toError: true)
                exit(2)
            }
        }
    }
    exit(runThenMaybeStay(sources))
}

/// Runs scripts (files or -c commands); with `-i`, then stays interactive in the same session
/// (on a terminal; otherwise standard input is run as one more script), unless a script quit.
func runThenMaybeStay(_ sources: [(String, [UInt8])]) -> Int32 {
    let batch = BatchMode(arguments: arguments, environment: environment)
    guard arguments.interactive else { return batch.run(sources: sources) }
    let interactive = InteractiveMode(arguments: arguments, environment: environment)
    let session = interactive.makeSession()
    let status = batch.run(sources: sources, in: session)
    if session.hasQuit { return status }
    Interrupt.clear()  // Ctrl-C stopped the script: the prompt is still wanted
    if Terminal.stdinIsTerminal { return interactive.run(in: session) }
    return max(status, batch.run(sources: [("<stdin>", Terminal.readAllStandardInput())], in: session))
}
