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

switch arguments.mode {
case .help:
    Terminal.write(Arguments.usage)
    exit(0)
case .version:
    Terminal.write("viewsh 0.1\n")
    exit(0)
case .test(let options):
    exit(TestMode(options: options, color: Terminal.wantsColor(arguments.color, environment: environment, stream: Terminal.stdoutIsTerminal)).run())
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
        } else if let data = FileManager.default.contents(atPath: file) {
            sources.append((file, [UInt8](data)))
        } else {
            Terminal.write("viewsh: cannot read '\(file)'\n", toError: true)
            exit(2)
        }
    }
    exit(batch.run(sources: sources))
}
