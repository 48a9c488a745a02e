import Foundation
import Synchronization
import Testing
@testable import TranscriptKit

@Suite struct TranscriptRunnerTests {
    @Test func passingTranscriptsExitZero() throws {
        try withScratchDirectory { dir in
            try write([
                "a.transcript": "# echo\nviewsh> hello\nhello\n",
                "sub/b.transcript": "viewsh> x\nx\nviewsh>\n\n",
                "notes.txt": "not a transcript\n",
            ], in: dir)
            let report = TranscriptRunner(factory: FakeSessions.echo).run(paths: [dir])
            #expect(report.results.map(\.path) == [dir + "/a.transcript", dir + "/sub/b.transcript"])
            #expect(report.results.map(\.status) == [.passed, .passed])
            #expect(report.text == "2 passed, 0 failed\n")
            #expect((report.passed, report.failed, report.malformed, report.exitCode) == (2, 0, 0, 0))
        }
    }

    @Test func mismatchPrintsTheDiffAndExitsOne() throws {
        try withScratchDirectory { dir in
            try write([
                "good.transcript": "viewsh> a\nA\n",
                "bad.transcript": "# first\nviewsh> a\nA\nviewsh> b\nb\nviewsh> c\nC\n",
            ], in: dir)
            let report = TranscriptRunner(factory: FakeSessions.uppercase).run(paths: [dir])
            let path = dir + "/bad.transcript"
            #expect(report.text == """
                --- \(path) (expected)
                +++ \(path) (actual)
                @@ -2,6 +2,6 @@ line 4: viewsh> b
                 viewsh> a
                 A
                 viewsh> b
                -b
                +B
                 viewsh> c
                 C
                1 passed, 1 failed

                """)
            #expect(report.results[0].mismatchedInputLines == [4])
            #expect(report.exitCode == 1)
            #expect(try contents(of: path) == "# first\nviewsh> a\nA\nviewsh> b\nb\nviewsh> c\nC\n")
        }
    }

    @Test func malformedTranscriptsExitTwo() throws {
        try withScratchDirectory { dir in
            try write([
                "a.transcript": "viewsh> a\nwrong\n",
                "b.transcript": "viewsh> a\nA\n\\\\q\n",
                "c.transcript": "viewsh> a\nA\n",
            ], in: dir)
            try Data([0x76, 0x69, 0x65, 0x77, 0x73, 0x68, 0x3E, 0x0A, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: dir + "/d.transcript"))
            let report = TranscriptRunner(factory: FakeSessions.uppercase).run(paths: [dir, dir + "/missing.transcript"])
            #expect(report.exitCode == 2)
            #expect((report.passed, report.failed, report.malformed) == (1, 4, 3))
            #expect(report.text.hasSuffix("""
                \(dir)/b.transcript:3: malformed escape '\\q' (expected '\\\\', '\\s' or '\\t')
                \(dir)/d.transcript:2: line is not valid UTF-8
                \(dir)/missing.transcript: cannot read: no such file or directory
                1 passed, 4 failed

                """))
            #expect(report.text.hasPrefix("--- \(dir)/a.transcript (expected)\n"))
        }
    }

    @Test(arguments: [
        (nil, ["layout/padding.transcript", "layout/stack.transcript", "prefs/height.transcript"]),
        ("layout", ["layout/padding.transcript", "layout/stack.transcript"]),
        ("height", ["prefs/height.transcript"]),
        ("lay*pad", ["layout/padding.transcript"]),
        ("*.transcript", ["layout/padding.transcript", "layout/stack.transcript", "prefs/height.transcript"]),
        ("ta*k.t", ["layout/stack.transcript"]),
        ("nothing", []),
    ] as [(String?, [String])])
    func filterKeepsMatchingPaths(filter: String?, kept: [String]) throws {
        try withScratchDirectory { dir in
            for name in ["layout/padding.transcript", "layout/stack.transcript", "prefs/height.transcript"] {
                try write([name: "viewsh> \(name)\n\(name)\n"], in: dir)
            }
            let report = TranscriptRunner(factory: FakeSessions.echo, filter: filter).run(paths: [dir])
            #expect(report.results.map(\.path) == kept.map { dir + "/" + $0 })
            #expect(report.text == "\(kept.count) passed, 0 failed\n")
        }
    }

    @Test(arguments: [
        ("layout", "Tests/layout/a.transcript", true),
        ("lay*a.t", "Tests/layout/a.transcript", true),
        ("*", "x", true),
        ("", "x", true),
        ("a*b*c", "xaybzc", true),
        ("a*b*c", "xcybza", false),
        ("Layout", "layout", false),
        ("aa*aa", "aaa", false),
    ])
    func filterPatterns(pattern: String, path: String, matches: Bool) {
        #expect(TranscriptFilter(pattern).matches(path) == matches)
    }

    @Test func resultsAreInSortedOrderWhateverOrderTheyRanIn() throws {
        try withScratchDirectory { dir in
            let names = (0..<24).map { String(format: "t%02d.transcript", $0) }
            for (index, name) in names.enumerated() {
                let expected = index % 5 == 0 ? "wrong" : "1"
                try write([name: "viewsh> sleep \(index * 7 % 11)\n\(expected)\nviewsh> again\n2\n"], in: dir)
            }
            let running = Mutex((now: 0, most: 0))
            let directories = Mutex(Set<String>())
            let scratches = Mutex(Set<String>())
            let factory: TranscriptSessionFactory = { sandbox in
                directories.withLock { _ = $0.insert(sandbox.directory) }
                scratches.withLock { _ = $0.insert(sandbox.scratch) }
                var count = 0
                return { input in
                    running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
                    if input.hasPrefix("sleep ") { usleep(UInt32(Int(input.dropFirst(6))! * 2_000)) }
                    running.withLock { $0.now -= 1 }
                    count += 1
                    return "\(count)\n"
                }
            }
            let parallel = TranscriptRunner(factory: factory, parallelism: 6).run(paths: [dir])
            let serial = TranscriptRunner(factory: factory, parallelism: 1).run(paths: [dir])
            #expect(parallel.results.map(\.path) == names.map { dir + "/" + $0 })
            #expect(parallel.text == serial.text)
            #expect(parallel.results.map(\.status) == serial.results.map(\.status))
            #expect(parallel.text.hasSuffix("19 passed, 5 failed\n"))
            #expect(running.withLock { $0.most } > 1)
            #expect(directories.withLock { $0 } == [dir])
            // Every run had its own scratch folder, and none is left behind.
            #expect(scratches.withLock { $0.count } == 48)
            #expect(scratches.withLock { $0 }.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        }
    }

    @Test func explicitFilesRunWhateverTheirNameAndOnlyOnce() throws {
        try withScratchDirectory { dir in
            try write(["session.txt": "viewsh> a\na\n", "b.transcript": "viewsh> b\nb\n"], in: dir)
            let report = TranscriptRunner(factory: FakeSessions.echo)
                .run(paths: [dir + "/session.txt", dir, dir + "/b.transcript"])
            #expect(report.results.map(\.path) == [dir + "/b.transcript", dir + "/session.txt"])
        }
    }

    @Test func sessionsGetTheTranscriptsDirectory() throws {
        try withScratchDirectory { dir in
            try write(["x/y/t.transcript": "viewsh> where\n\(dir)/x/y\n"], in: dir)
            let factory: TranscriptSessionFactory = { sandbox in { _ in sandbox.directory } }
            #expect(TranscriptRunner(factory: factory).run(paths: [dir]).exitCode == 0)
        }
        #expect(TranscriptFiles.directory(of: "t.transcript") == ".")
        #expect(TranscriptFiles.directory(of: "/t.transcript") == "/")
        #expect(TranscriptFiles.directory(of: "a/b/t.transcript") == "a/b")
    }

    @Test func eachTranscriptRunsInAFreshScratchFolderThatIsRemoved() throws {
        try withScratchDirectory { dir in
            try write(["a.transcript": "viewsh> write\nnew\nviewsh> write\nold\n", "b.transcript": "viewsh> write\nnew\n"], in: dir)
            let seen = Mutex<[String]>([])
            // Writes a file in its scratch folder: "new" the first time, "old" once it is there.
            let factory: TranscriptSessionFactory = { sandbox in
                seen.withLock { $0.append(sandbox.scratch) }
                return { _ in
                    let file = sandbox.scratch + "/f"
                    defer { FileManager.default.createFile(atPath: file, contents: Data()) }
                    return FileManager.default.fileExists(atPath: file) ? "old\n" : "new\n"
                }
            }
            let report = TranscriptRunner(factory: factory).run(paths: [dir])
            #expect(report.text == "2 passed, 0 failed\n")
            let scratches = seen.withLock { $0 }
            #expect(Set(scratches).count == 2)
            #expect(scratches.allSatisfy { !$0.hasPrefix(dir) && !FileManager.default.fileExists(atPath: $0) })
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["a.transcript", "b.transcript"])
        }
    }

    @Test func hiddenFoldersAreNotSearched() throws {
        try withScratchDirectory { dir in
            try write(["a.transcript": "viewsh> a\na\n", ".build/x.transcript": "viewsh> b\nwrong\n"], in: dir)
            #expect(TranscriptRunner(factory: FakeSessions.echo).run(paths: [dir]).text == "1 passed, 0 failed\n")
            // Given by name, a hidden folder is searched.
            #expect(TranscriptRunner(factory: FakeSessions.echo).run(paths: [dir + "/.build"]).failed == 1)
        }
    }

    @Test func verboseListsEveryTranscriptWithItsTime() {
        let results = [
            TranscriptResult(path: "a.transcript", status: .passed, duration: .milliseconds(12)),
            TranscriptResult(path: "b.transcript", status: .mismatched(diff: [DiffLine(.oldHeader, "--- b")]), duration: .seconds(2)),
            TranscriptResult(path: "c.transcript", status: .malformed(TranscriptError(path: "c.transcript", line: 1, message: "bad"))),
            TranscriptResult(path: "d.transcript", status: .updated(diff: [])),
        ]
        let report = TranscriptReport(results: results)
        #expect(report.text(verbose: true) == """
            passed    a.transcript (12 ms)
            failed    b.transcript (2000 ms)
            --- b
            malformed c.transcript (0 ms)
            c.transcript:1: bad
            updated   d.transcript (0 ms)
            updated d.transcript
            2 passed, 2 failed

            """)
        #expect(report.text == "--- b\nc.transcript:1: bad\nupdated d.transcript\n2 passed, 2 failed\n", "no times unless asked")
        #expect(report.lines(verbose: true).map(\.role) == [
            .verbose(passed: true), .verbose(passed: false), .diff(.oldHeader), .verbose(passed: false), .malformed,
            .verbose(passed: true), .updated, .summary,
        ])
    }

    @Test(arguments: [
        ([.passed, .updated(diff: [])], 0),
        ([.passed, .mismatched(diff: [])], 1),
        ([.passed, .reviewed(accepted: 2, rejected: 0)], 0),
        ([.passed, .reviewed(accepted: 1, rejected: 1)], 1),
        ([.mismatched(diff: []), .malformed(TranscriptError(path: "p", line: 1, message: "m"))], 2),
        ([.malformed(TranscriptError(path: "p", line: 1, message: "m")), .passed], 2),
        ([], 0),
    ] as [([TranscriptResult.Status], Int32)])
    func exitCodes(statuses: [TranscriptResult.Status], exitCode: Int32) {
        let report = TranscriptReport(results: statuses.map { TranscriptResult(path: "p", status: $0) })
        #expect(report.exitCode == exitCode)
    }
}
