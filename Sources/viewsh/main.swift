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
case .version:
    Terminal.write("viewsh 0.1\n")
    exit(0)
case .test(let paths, let update, let filter):
    exit(TestMode.run(paths: paths, update: update, filter: filter))
case .commands(let commands):
    exit(BatchMode(arguments: arguments, environment: environment).run(sources: commands.map { ("<command-line>", Array($0.utf8)) }))
case .run(let files):
    if files.isEmpty, Terminal.stdinIsTerminal {
        exit(InteractiveMode(arguments: arguments, environment: environment).run())
    }
    let batch = BatchMode(arguments: arguments, environment: environment)
    if files.isEmpty {
        exit(batch.run(sources: [("<stdin>", Terminal.readAllStandardInput())]))
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
    exit(batch.run(sources: sources))
}
