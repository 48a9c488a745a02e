import Foundation
import Testing

/// The built `viewsh` executable, run as a user would: arguments, standard input, exit codes and
/// the two output streams. `scripts/test` builds it (`swift build --build-tests`) before the tests run.
enum CLI {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let executable = packageRoot + "/.build/debug/viewsh"

    struct Result {
        var status: Int32
        /// False when a signal ended it (a crash).
        var exited: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs viewsh with `arguments` in `directory`, `stdin` piped in, a small fixed environment plus
    /// `environment`.
    static func run(
        _ arguments: [String], stdin: [UInt8] = [], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        try runTool(executable, arguments, stdin: stdin, in: directory, environment: environment)
    }

    /// Runs another program the same way (`python3` to check what viewsh wrote).
    static func runTool(
        _ program: String, _ arguments: [String], stdin: [UInt8] = [], in directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("viewsh-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // Output goes to files, which never fill up and block the child.
        let files = ["out", "err"].map { scratch + "/" + $0 }
        for file in files { _ = FileManager.default.createFile(atPath: file, contents: nil) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? scratch)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8", "TERM": "xterm-256color"]
            .merging(environment) { $1 }
        // A child that exits without reading all its input must not kill the tests with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: files[0])
        process.standardError = FileHandle(forWritingAtPath: files[1])
        try process.run()
        // Feed standard input through a real pipe (as `cat FILE | viewsh` does), from another thread
        // so that the test never blocks on a pipe the child has not read yet.
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: stdin)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        process.waitUntilExit()
        let out = try Data(contentsOf: URL(fileURLWithPath: files[0]))
        let err = try Data(contentsOf: URL(fileURLWithPath: files[1]))
        return Result(status: process.terminationStatus, exited: process.terminationReason == .exit,
                      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}

@Suite struct CLITests {
    @Test func theExecutableWasBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: CLI.executable),
                "run `swift build` before `swift test` (scripts/test does): \(CLI.executable) is missing")
    }

    /// The check from the issue, exactly.
    @Test func aMisspeltModifierOnStandardInput() throws {
        let result = try CLI.run([], stdin: Array("vstack < text \"Brew\" .readHight >\n".utf8))
        #expect(result.exited)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            <stdin>:1:22: error: unknown modifier 'readHight'
            vstack < text "Brew" .readHight >
                                 ^~~~~~~~~~
            note: did you mean 'readHeight'?

            """)
    }

    @Test func aScriptFileSuccessfulAndNot() throws {
        try withTemporaryDirectory { directory in
            try writeFile("""
                #!/usr/bin/env viewsh
                vstack <
                  text "Brew" .readHeight
                >
                tree

                """, to: directory + "/good.vsh")
            let good = try CLI.run(["good.vsh"], in: directory)
            #expect(good.status == 0)
            #expect(good.stderr == "")
            #expect(good.stdout == """
                0    vstack
                0.0  └─ text "Brew" .readHeight
                           ↳ .readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })

                """)

            try writeFile("vstack < rect >\n\n  text nope\ntree\n", to: directory + "/bad.vsh")
            let bad = try CLI.run(["bad.vsh"], in: directory)
            #expect(bad.status == 1)
            #expect(bad.stdout == "0    vstack\n0.0  └─ rect\n")
            #expect(bad.stderr == "bad.vsh:3:8: error: unknown name 'nope'\n  text nope\n       ^~~~\n")

            // The same script piped in is `<stdin>`; several files run in one session, in order.
            let piped = try CLI.run([], stdin: Array("vstack < rect >\n\n  text nope\ntree\n".utf8))
            #expect(piped.status == 1)
            #expect(piped.stderr == "<stdin>:3:8: error: unknown name 'nope'\n  text nope\n       ^~~~\n")
            let both = try CLI.run(["good.vsh", "bad.vsh"], in: directory)
            #expect(both.status == 1)
            #expect(both.stdout == good.stdout + bad.stdout)
        }
    }

    @Test func bailStopsAtTheFirstError() throws {
        try withTemporaryDirectory { directory in
            try writeFile("tree\nnope\nvstack < rect >\ntree\n", to: directory + "/s.vsh")
            let bail = try CLI.run(["--bail", "s.vsh"], in: directory)
            #expect(bail.status == 1)
            #expect(bail.stdout == "(no root view yet: type a view, such as vstack < text \"Brew\" >)\n")
            #expect(bail.stderr == "s.vsh:2:1: error: unknown view 'nope'\nnope\n^~~~\n")

            let all = try CLI.run(["s.vsh"], in: directory)
            #expect(all.status == 1)
            #expect(all.stdout == bail.stdout + "0    vstack\n0.0  └─ rect\n")

            // --bail also stops before the next file
            try writeFile("tree\n", to: directory + "/t.vsh")
            let twoFiles = try CLI.run(["--bail", "s.vsh", "t.vsh"], in: directory)
            #expect(twoFiles.stdout == bail.stdout)
        }
    }

    @Test func commandsGivenWithDashC() throws {
        let ok = try CLI.run(["-c", "vstack < text \"a\" rect >", "-c", "tree"])
        #expect(ok.status == 0)
        #expect(ok.stdout == "0    vstack\n0.0  ├─ text \"a\"\n0.1  └─ rect\n")
        #expect(ok.stderr == "")

        let failing = try CLI.run(["-c", "tree", "-c", "lyout"])
        #expect(failing.status == 1)
        #expect(failing.stderr == """
            <command-line>:1:1: error: unknown command 'lyout'
            lyout
            ^~~~~
            note: did you mean 'layout'?

            """)
    }

    @Test func quitEndsAScriptSuccessfully() throws {
        let result = try CLI.run([], stdin: Array("vstack < rect >\nquit\nnope\n".utf8))
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    /// `-i FILE`: the file runs, then the session goes on with what is typed (standard input
    /// here, a pipe); a file that quits ends it.
    @Test func dashIRunsTheFileThenStaysInTheSameSession() throws {
        try withTemporaryDirectory { directory in
            try writeFile("state n = 1\nvstack < text \"a\" >\nnope\n", to: directory + "/s.vsh")
            let result = try CLI.run(["-i", "s.vsh"], stdin: Array("set n = 2\ntree\n".utf8), in: directory)
            #expect(result.stdout == "n: 1 → 2\n0    vstack\n0.0  └─ text \"a\"\n")
            #expect(result.stderr == "s.vsh:3:1: error: unknown view 'nope'\nnope\n^~~~\n")
            #expect(result.status == 1)

            let commands = try CLI.run(["-i", "-c", "state m = 3"], stdin: Array("state\n".utf8), in: directory)
            #expect(commands.stdout == "m = 3\n")
            #expect(commands.status == 0)

            try writeFile("quit\n", to: directory + "/q.vsh")
            let quits = try CLI.run(["-i", "q.vsh"], stdin: Array("tree\n".utf8), in: directory)
            #expect(quits.stdout == "")
            #expect(quits.status == 0)
        }
    }

    /// In a script a line starting with `.` continues a modifier chain, but `.quit`, `.exit` and
    /// `.help` are commands there too.
    @Test func dotCommandsInAScript() throws {
        let result = try CLI.run([], stdin: Array("vstack < text \"a\" >\n  .padding(3)\n.help quit\ntree\n.quit\ntree\n".utf8))
        #expect(result.stderr == "")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("usage: quit\n"))
        #expect(result.stdout.hasSuffix("  quit\n0    vstack .padding(3)\n0.0  └─ text \"a\"\n"), "one tree: .quit ended the script")
    }

    static let usageErrors: [([String], String)] = [
        (["--nope"], "viewsh: unknown option '--nope'\n"),
        (["-c"], "viewsh: -c needs a command\n"),
        (["--color=sometimes"], "viewsh: --color takes auto, always or never\n"),
        (["-c", "tree", "file.vsh"], "viewsh: give either -c commands or files, not both\n"),
        (["test", "--bogus"], "viewsh: unknown option '--bogus' for viewsh test\n"),
        (["test", "--filter"], "viewsh: --filter needs a pattern\n"),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsExitTwo(_ example: ([String], String)) throws {
        let result = try CLI.run(example.0)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(example.1 + "\nusage: viewsh "))
    }

    @Test func aFileThatCannotBeReadExitsTwo() throws {
        let result = try CLI.run(["no-such-file.vsh"])
        #expect(result.status == 2)
        #expect(result.stderr == "viewsh: cannot read 'no-such-file.vsh': no such file\n")
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("usage: viewsh [--bail] [--echo]"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("viewsh "))
    }

    /// `--echo` turns a script run into a transcript that `viewsh test` passes; the script's
    /// comments become `#` lines.
    @Test func echoOutputIsATranscript() throws {
        try withTemporaryDirectory { directory in
            try writeFile("""
                // a comment line is not an input
                state tallest: CGFloat = 0
                vstack <
                  text "Brew" .readHeight

                  rect
                >
                .frame(minHeight: tallest)
                set tallest = 20
                text "a" .readHight
                tree

                """, to: directory + "/s.vsh")
            let result = try CLI.run(["--echo", "s.vsh"], in: directory)
            #expect(result.status == 1)
            #expect(result.stderr == "", "with --echo, errors are part of the transcript")
            #expect(result.stdout == """
                # a comment line is not an input
                viewsh> state tallest: CGFloat = 0
                viewsh> vstack <
                ...>   text "Brew" .readHeight
                ...>
                ...>   rect
                ...> >
                ...> .frame(minHeight: tallest)
                viewsh> set tallest = 20
                tallest: 0 → 20
                viewsh> text "a" .readHight
                error: unknown modifier 'readHight'
                text "a" .readHight
                         ^~~~~~~~~~
                note: did you mean 'readHeight'?
                viewsh> tree
                0    vstack .frame(minHeight: tallest)
                0.0  ├─ text "Brew" .readHeight
                     │     ↳ .readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })
                0.1  └─ rect

                """)
            try writeFile(result.stdout, to: directory + "/s.transcript")
            let test = try CLI.run(["test", "s.transcript"], in: directory)
            #expect(test.stdout == "1 passed, 0 failed\n")
            #expect(test.status == 0)
        }
    }

    @Test func echoOfTheExamplesGivesPassingTranscripts() throws {
        try withTemporaryDirectory { directory in
            let examples = CLI.packageRoot + "/examples"
            let names = try FileManager.default.contentsOfDirectory(atPath: examples).filter { $0.hasSuffix(".vsh") }.sorted()
            #expect(names.contains("cardstack.vsh"))
            for name in names {
                let result = try CLI.run(["--echo", examples + "/" + name], in: directory)
                #expect(result.exited)
                try writeFile(result.stdout, to: directory + "/" + name + ".transcript")
            }
            let test = try CLI.run(["test", "."], in: directory)
            #expect(test.stdout == "\(names.count) passed, 0 failed\n")
            #expect(test.status == 0)
        }
    }

    @Test func noEscapeCodesUnlessAsked() throws {
        let input = Array("nope\nvstack < rect >\ntree\n".utf8)
        let plain = try CLI.run([], stdin: input)
        #expect(!plain.stdout.contains("\u{1B}") && !plain.stderr.contains("\u{1B}"))
        let always = try CLI.run(["--color=always"], stdin: input)
        #expect(always.stderr.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let never = try CLI.run(["--color=never"], stdin: input, environment: ["CLICOLOR_FORCE": "1"])
        #expect(!never.stderr.contains("\u{1B}"))
    }

    // MARK: - viewsh test

    static let transcript = """
        # header comment
        viewsh> vstack < rect text "a" >
        viewsh> tree
        0    vstack
        0.0  ├─ rect
        0.1  └─ text "b"
        # between blocks
        viewsh> state x = 1
        viewsh> state
        x = 1

        """

    @Test func aWrongLineFailsWithADiffInTheFilesLineNumbers() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.transcript, to: directory + "/a.transcript")
            try writeFile("viewsh> tree\n(no root view yet: type a view, such as vstack < text \"Brew\" >)\n", to: directory + "/ok.transcript")
            let result = try CLI.run(["test", "a.transcript", "ok.transcript"], in: directory)
            #expect(result.status == 1)
            #expect(result.stdout == """
                --- a.transcript (expected)
                +++ a.transcript (actual)
                @@ -3,7 +3,7 @@ line 3: viewsh> tree
                 viewsh> tree
                 0    vstack
                 0.0  ├─ rect
                -0.1  └─ text "b"
                +0.1  └─ text "a"
                 # between blocks
                 viewsh> state x = 1
                 viewsh> state
                1 passed, 1 failed

                """)

            let filtered = try CLI.run(["test", "--filter", "o*k", "."], in: directory)
            #expect(filtered.stdout == "1 passed, 0 failed\n")
            #expect(filtered.status == 0)
        }
    }

    @Test func updateRewritesOnlyTheWrongBlock() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/a.transcript"
            try writeFile(Self.transcript, to: path)
            let result = try CLI.run(["test", "--update", "a.transcript"], in: directory)
            #expect(result.status == 0)
            #expect(result.stdout.hasSuffix("+0.1  └─ text \"a\"\n # between blocks\n viewsh> state x = 1\n viewsh> state\nupdated a.transcript\n1 passed, 0 failed\n"))
            #expect(try readFile(path) == Self.transcript.replacingOccurrences(of: "text \"b\"", with: "text \"a\""))
            let again = try CLI.run(["test", "a.transcript"], in: directory)
            #expect(again.stdout == "1 passed, 0 failed\n")
        }
    }

    @Test func aMalformedTranscriptExitsTwo() throws {
        try withTemporaryDirectory { directory in
            try writeFile("output before any input\nviewsh> tree\n", to: directory + "/m.transcript")
            let result = try CLI.run(["test", "m.transcript"], in: directory)
            #expect(result.status == 2)
            #expect(result.stdout.hasPrefix("m.transcript:1: "))
            #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
        }
    }

    // MARK: - hostile input

    @Test(.timeLimit(.minutes(1)))
    func hostileInputGetsErrorsNotCrashes() throws {
        let deep = try CLI.run([], stdin: Array((String(repeating: "vstack < ", count: 100_000) + "\ntree\n").utf8))
        #expect(deep.exited)
        #expect(deep.status == 1)
        #expect(deep.stderr.hasPrefix("<stdin>:1:2312: error: nesting is too deep (limit 256)\n"))
        #expect(deep.stdout == "", "the open brackets hold the statement open to the end, 'tree' included")

        var bytes = Array("vstack < rect >\ntext \"a".utf8) + [0xC3, 0x28, 0xFF] + Array("\"\ntext \"b\" \u{0}\u{0}\ntree\n".utf8)
        bytes += Array("state n: CGFloat = 0\nset n = 1e400\nset n = 99999999999999999999999999\nforeach(0..<1000000) { i in text \"\\(i)\" }\n".utf8)
        let odd = try CLI.run([], stdin: bytes)
        #expect(odd.exited)
        #expect(odd.status == 1)
        #expect(odd.stderr.contains("<stdin>:2:8: error: invalid UTF-8 in the input (shown as �)\n"))
        #expect(odd.stderr.contains("<stdin>:3:10: error: unexpected character U+0000 and 1 more\n"))
        #expect(odd.stderr.contains("<stdin>:6:9: error: number '1e400' is out of range\n"))
        #expect(odd.stdout.hasPrefix("0    vstack\n0.0  └─ rect\n"))

        let long = try CLI.run([], stdin: Array(("text \"" + String(repeating: "a", count: 1_000_000) + "\" .nope\n").utf8))
        #expect(long.exited)
        #expect(long.status == 1)
        #expect(long.stderr.hasPrefix("<stdin>:1:1000009: error: unknown modifier 'nope'\n"))
    }

    @Test func aScriptThatLoadsItselfStops() throws {
        try withTemporaryDirectory { directory in
            try writeFile("load self.vsh\n", to: directory + "/self.vsh")
            let result = try CLI.run(["self.vsh"], in: directory)
            #expect(result.status == 1)
            #expect(result.stderr == """
                self.vsh:1:6: error: load is nested too deeply (a script loading itself?)
                load self.vsh
                     ^~~~~~~~
                self.vsh:1:6: error: nothing from 'self.vsh' was kept (1 error)
                load self.vsh
                     ^~~~~~~~

                """)
        }
    }
}
