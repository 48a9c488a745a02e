import Foundation
import Testing
@testable import Shell

/// Issue 10, "files and streams": what viewsh reads, what it writes, and what it leaves behind.
@Suite struct FilesAndStreamsTests {
    /// Runs the built viewsh with standard output going to `output` (a path).
    static func runViewsh(_ arguments: [String], standardOutput output: String, in directory: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        let errors = directory + "/stderr"
        FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try readFile(errors))
    }

    @Test func aWriteErrorOnStandardOutputFails() throws {
        try withTemporaryDirectory { directory in
            let result = try Self.runViewsh(["-c", "text \"a\"", "-c", "layout"], standardOutput: "/dev/full", in: directory)
            #expect(result.status == 1)
            #expect(result.stderr == "viewsh: cannot write to standard output: No space left on device\n")
        }
    }

    @Test func anyReadableStreamIsAScript() throws {
        try withTemporaryDirectory { directory in
            // /dev/stdin on a pipe, and a FIFO (what `viewsh <(…)` reads).
            let piped = try CLI.run(["/dev/stdin"], stdin: Array("text \"a\"\ntree\n".utf8))
            #expect(piped.status == 0)
            #expect(piped.stdout == "0  text \"a\"\n")
            let fifo = directory + "/script.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let writer = Thread {
                let handle = FileHandle(forWritingAtPath: fifo)
                handle?.write(Data("text \"b\"\ntree\n".utf8))
                try? handle?.close()
            }
            writer.start()
            let fromFifo = try CLI.run([fifo], in: directory)
            #expect(fromFifo.stdout == "0  text \"b\"\n")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func anEndlessStreamIsRefusedByTheBound() throws {
        let result = try CLI.run(["/dev/zero"])
        #expect(result.status == 2)
        #expect(result.stderr == "viewsh: cannot read '/dev/zero': it is larger than 64 MB\n")
        let session = makeSession()
        #expect(session.execute("load /dev/zero").text.hasPrefix("error: cannot read '/dev/zero': it is larger than 64 MB"))
    }

    @Test func saveWritesOnlyRegularFilesAndNewNames() throws {
        try withTemporaryDirectory { directory in
            try writeFile("kept\n", to: directory + "/target.txt")
            #expect(symlink("target.txt", directory + "/link.vsh") == 0)
            #expect(mkfifo(directory + "/fifo.vsh", 0o600) == 0)
            let session = makeSession(in: directory)
            run(session, ["text \"a\""])
            for (name, kind) in [("link.vsh", "a symbolic link"), ("fifo.vsh", "a FIFO"), ("/dev/null", "a device"), (".", "a folder")] {
                let output = session.execute("save \(name)")
                #expect(!output.succeeded)
                #expect(output.text.hasPrefix("error: cannot write '\(name)': it is \(kind); only a regular file or a new name is written"))
            }
            #expect(try readFile(directory + "/target.txt") == "kept\n")
            #expect(session.execute("export svg link.vsh").text.contains("it is a symbolic link"))
            run(session, ["save new.vsh", "save new.vsh"])  // a new name, then a regular file
        }
    }

    @Test func aFileNameWithNULIsRefused() throws {
        try withTemporaryDirectory { directory in
            try writeFile("text \"q\"\nsave a\u{0}b.vsh\n", to: directory + "/nul.vsh")
            let result = try CLI.run(["nul.vsh"], in: directory)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("nul.vsh:2:6: error: a file name cannot contain NUL (\\0)"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/a"))
        }
    }

    @Test func aFileNameEndingInAHyphenEndsTheStatement() throws {
        try withTemporaryDirectory { directory in
            let result = try CLI.run([], stdin: Array("text \"q\"\nsave out-\ntree\n".utf8), in: directory)
            #expect(result.status == 0)
            #expect(result.stdout == "saved out-\n0  text \"q\"\n")
            #expect(FileManager.default.fileExists(atPath: directory + "/out-"))
        }
    }

    @Test func temporariesOfAKilledSaveAreRemovedByTheNextSave() throws {
        try withTemporaryDirectory { directory in
            // What a `save` killed with SIGKILL leaves: `.NAME.PID.N.tmp` of a process that is gone.
            let stale = directory + "/.s.vsh.2147483646.7.tmp"
            try writeFile("half", to: stale)
            let session = makeSession(in: directory)
            run(session, ["text \"a\"", "save s.vsh"])
            #expect(!FileManager.default.fileExists(atPath: stale))
            let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tmp") }
            #expect(left.isEmpty)
        }
    }

    @Test func aFailingLoadWritesNoneOfTheFilesItsScriptMade() throws {
        try withTemporaryDirectory { directory in
            try writeFile("text \"x\"\nsave from-load.vsh\nexport svg from-load.svg\nbogus\n", to: directory + "/failing.vsh")
            let session = makeSession(in: directory)
            let output = session.execute("load failing.vsh")
            #expect(!output.succeeded)
            #expect(output.text.hasSuffix("note: not written: 'from-load.vsh', 'from-load.svg'\n"), "\(output.text)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/from-load.vsh"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/from-load.svg"))
            // A load that is kept writes them, and can read back what it saved.
            try writeFile("text \"x\"\nsave kept.vsh\nload kept.vsh\n", to: directory + "/good.vsh")
            run(session, ["load good.vsh"])
            #expect(try readFile(directory + "/kept.vsh").hasSuffix("root = text \"x\"\n"))
        }
    }
}
