/// The command line, parsed. Usage errors exit 2.
struct Arguments {
    enum Mode {
        /// `viewsh [FILE…]` (no files: the terminal, or standard input when piped).
        case run(files: [String])
        /// `viewsh -c CMD` (may be given several times).
        case commands([String])
        /// `viewsh test [--update | --interactive] [--verbose] [--junit FILE] [--filter P] [PATH…]`
        case test(TestOptions)
        /// `viewsh --watch FILE [--html OUT]`: re-run FILE on every save.
        case watch(file: String, html: String?)
        case help
        case version
    }

    enum ColorChoice: String { case auto, always, never }

    var mode: Mode = .run(files: [])
    var bail = false
    var echo = false
    /// `-i`: after the files (or -c commands), stay interactive.
    var interactive = false
    var color = ColorChoice.auto

    static let usage = """
    usage: viewsh [--bail] [--echo] [--color=auto|always|never] [-i] [FILE…]
           viewsh [-i] -c COMMAND [-c COMMAND…]
           viewsh --watch FILE [--html OUT]
           viewsh test [--update | --interactive] [--verbose] [--junit FILE] [--filter PATTERN] [PATH…]

    With no FILE, viewsh is interactive on a terminal and reads a script from standard input
    otherwise. Scripts exit 0 when every command succeeded, 1 otherwise.
      --bail          stop at the first error
      --echo          print each command after the prompt, and comments as # lines (a script run
                      becomes a transcript)
      --color=WHEN    colour output: auto (on a terminal, unless NO_COLOR is set), always, never
      -i              run the FILEs, then stay interactive (as python -i)
      -c COMMAND      run COMMAND (a statement or a command) and exit
      --watch FILE    run FILE (viewsh or Swift) again each time it is saved: clear the screen, show its
                      output, errors and render, until Ctrl-C; --html OUT rewrites the inspector page too
      test            run transcripts (files, or folders searched for *.transcript; default
                      Tests/Transcripts, or the current folder if there is none), each in a fresh
                      scratch folder; prints a diff for each that differs
        --update, -u        rewrite the blocks that differ, and show what changed
        --interactive, -i   show each change and ask: y accept, n reject, a accept the rest, q reject the rest
        --verbose, -v       list every transcript with its result and time
        --junit FILE        also write the results as JUnit XML
        --filter PATTERN    run only paths containing PATTERN (* matches anything)

    """

    /// What `viewsh test` was asked to do.
    struct TestOptions: Equatable {
        /// Empty: `Tests/Transcripts` if there is one, else the current folder.
        var paths: [String] = []
        var update = false
        var interactive = false
        var verbose = false
        var junit: String?
        var filter: String?
    }

    struct UsageError: Error { var message: String }

    static func parse(_ argv: [String]) throws(UsageError) -> Arguments {
        var arguments = Arguments()
        var files: [String] = []
        var commands: [String] = []
        var watch: String?
        var html: String?
        var index = 0
        if argv.first == "test" {
            return try parseTest(Array(argv.dropFirst()))
        }
        while index < argv.count {
            let word = argv[index]
            switch word {
            case "--bail": arguments.bail = true
            case "--echo": arguments.echo = true
            case "-i", "--interactive": arguments.interactive = true
            case "-h", "--help": return Arguments(mode: .help)
            case "--version": return Arguments(mode: .version)
            case "-c":
                index += 1
                guard index < argv.count else { throw UsageError(message: "-c needs a command") }
                commands.append(argv[index])
            case "--watch", "--html":
                index += 1
                guard index < argv.count else { throw UsageError(message: "\(word) needs a file") }
                if word == "--watch" { watch = argv[index] } else { html = argv[index] }
            case "--":
                files += argv[(index + 1)...]
                index = argv.count
                continue
            default:
                if word.hasPrefix("--color") {
                    arguments.color = try parseColor(word)
                } else if word.hasPrefix("-"), word != "-" {
                    throw UsageError(message: "unknown option '\(word)'")
                } else {
                    files.append(word)
                }
            }
            index += 1
        }
        if let watch {
            guard files.isEmpty, commands.isEmpty else { throw UsageError(message: "--watch takes one file and no other files or commands") }
            arguments.mode = .watch(file: watch, html: html)
            return arguments
        }
        if html != nil { throw UsageError(message: "--html goes with --watch FILE (in the shell: export html FILE)") }
        if !commands.isEmpty {
            guard files.isEmpty else { throw UsageError(message: "give either -c commands or files, not both") }
            arguments.mode = .commands(commands)
        } else {
            arguments.mode = .run(files: files)
        }
        return arguments
    }

    static func parseTest(_ argv: [String]) throws(UsageError) -> Arguments {
        var arguments = Arguments()
        var options = TestOptions()
        var index = 0
        func value(_ option: String, _ what: String) throws(UsageError) -> String {
            let word = argv[index]
            if word.hasPrefix(option + "=") { return String(word.dropFirst(option.count + 1)) }
            index += 1
            guard index < argv.count else { throw UsageError(message: "\(option) needs \(what)") }
            return argv[index]
        }
        while index < argv.count {
            let word = argv[index]
            switch word {
            case "--update", "-u": options.update = true
            case "--interactive", "-i": options.interactive = true
            case "--verbose", "-v": options.verbose = true
            case "--filter", _ where word.hasPrefix("--filter="): options.filter = try value("--filter", "a pattern")
            case "--junit", _ where word.hasPrefix("--junit="): options.junit = try value("--junit", "a file name")
            case _ where word.hasPrefix("--color"): arguments.color = try parseColor(word)
            case _ where word.hasPrefix("-") && word != "-":
                throw UsageError(message: "unknown option '\(word)' for viewsh test")
            default: options.paths.append(word)
            }
            index += 1
        }
        if options.update && options.interactive {
            throw UsageError(message: "give either --update or --interactive, not both")
        }
        arguments.mode = .test(options)
        return arguments
    }

    static func parseColor(_ word: String) throws(UsageError) -> ColorChoice {
        let value = word.hasPrefix("--color=") ? String(word.dropFirst("--color=".count)) : ""
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError(message: "--color takes auto, always or never")
        }
        return choice
    }
}
