/// The command line, parsed. Usage errors exit 2.
struct Arguments {
    enum Mode {
        /// `viewsh [FILE…]` (no files: the terminal, or standard input when piped).
        case run(files: [String])
        /// `viewsh -c CMD` (may be given several times).
        case commands([String])
        /// `viewsh test [--update] [--filter P] [PATH…]`
        case test(paths: [String], update: Bool, filter: String?)
        case help
        case version
    }

    enum ColorChoice: String { case auto, always, never }

    var mode: Mode = .run(files: [])
    var bail = false
    var echo = false
    var color = ColorChoice.auto

    static let usage = """
    usage: viewsh [--bail] [--echo] [--color=auto|always|never] [FILE…]
           viewsh -c COMMAND [-c COMMAND…]
           viewsh test [--update] [--filter PATTERN] [PATH…]

    With no FILE, viewsh is interactive on a terminal and reads a script from standard input
    otherwise. Scripts exit 0 when every command succeeded, 1 otherwise.
      --bail          stop at the first error
      --echo          print each command after the prompt (a script run becomes a transcript)
      --color=WHEN    colour output: auto (on a terminal, unless NO_COLOR is set), always, never
      -c COMMAND      run COMMAND (a statement or a command) and exit
      test            run transcripts (files, or folders searched for *.transcript; default
                      Tests/Transcripts); --update rewrites the blocks that differ

    """

    struct UsageError: Error { var message: String }

    static func parse(_ argv: [String]) throws(UsageError) -> Arguments {
        var arguments = Arguments()
        var files: [String] = []
        var commands: [String] = []
        var index = 0
        if argv.first == "test" {
            return try parseTest(Array(argv.dropFirst()))
        }
        while index < argv.count {
            let word = argv[index]
            switch word {
            case "--bail": arguments.bail = true
            case "--echo": arguments.echo = true
            case "-h", "--help": return Arguments(mode: .help)
            case "--version": return Arguments(mode: .version)
            case "-c":
                index += 1
                guard index < argv.count else { throw UsageError(message: "-c needs a command") }
                commands.append(argv[index])
            case "--":
                files += argv[(index + 1)...]
                index = argv.count
                continue
            default:
                if word.hasPrefix("--color") {
                    let value = word.hasPrefix("--color=") ? String(word.dropFirst("--color=".count)) : ""
                    guard let choice = ColorChoice(rawValue: value) else {
                        throw UsageError(message: "--color takes auto, always or never")
                    }
                    arguments.color = choice
                } else if word.hasPrefix("-"), word != "-" {
                    throw UsageError(message: "unknown option '\(word)'")
                } else {
                    files.append(word)
                }
            }
            index += 1
        }
        if !commands.isEmpty {
            guard files.isEmpty else { throw UsageError(message: "give either -c commands or files, not both") }
            arguments.mode = .commands(commands)
        } else {
            arguments.mode = .run(files: files)
        }
        return arguments
    }

    static func parseTest(_ argv: [String]) throws(UsageError) -> Arguments {
        var paths: [String] = []
        var update = false
        var filter: String?
        var index = 0
        while index < argv.count {
            let word = argv[index]
            if word == "--update" {
                update = true
            } else if word == "--filter" {
                index += 1
                guard index < argv.count else { throw UsageError(message: "--filter needs a pattern") }
                filter = argv[index]
            } else if word.hasPrefix("--filter=") {
                filter = String(word.dropFirst("--filter=".count))
            } else if word.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(word)' for viewsh test")
            } else {
                paths.append(word)
            }
            index += 1
        }
        return Arguments(mode: .test(paths: paths.isEmpty ? ["Tests/Transcripts"] : paths, update: update, filter: filter))
    }
}
