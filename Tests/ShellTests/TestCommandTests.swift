import Foundation
import Testing

/// `viewsh test` as a user runs it: colour, --update, --interactive, --verbose, --junit, the
/// scratch folder and the default path.
@Suite struct TestCommandTests {
    static let wrong = """
        viewsh> vstack < rect text "a" >
        viewsh> tree
        0    vstack
        0.0  ├─ rect
        0.1  └─ text "b"
        viewsh> state x = 1
        viewsh> state
        x = 2

        """

    static let diff = """
        --- w.transcript (expected)
        +++ w.transcript (actual)
        @@ -2,7 +2,7 @@ line 2: viewsh> tree
         viewsh> tree
         0    vstack
         0.0  ├─ rect
        -0.1  └─ text "b"
        +0.1  └─ text "a"
         viewsh> state x = 1
         viewsh> state
        -x = 2
        +x = 1

        """

    @Test func diffsAreColouredOnlyWhenAsked() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            let plain = try CLI.run(["test", "w.transcript"], in: directory)
            #expect(plain.stdout == Self.diff + "0 passed, 1 failed\n", "a pipe gets plain text")
            let coloured = try CLI.run(["test", "--color=always", "w.transcript"], in: directory)
            #expect(coloured.stdout.hasPrefix("\u{1B}[1m--- w.transcript (expected)\u{1B}[0m\n"))
            #expect(coloured.stdout.contains("\u{1B}[36m@@ -2,7 +2,7 @@ line 2: viewsh> tree\u{1B}[0m\n"))
            #expect(coloured.stdout.contains("\n 0.0  ├─ rect\n\u{1B}[31m-0.1  └─ text \"b\"\u{1B}[0m\n\u{1B}[32m+0.1  └─ text \"a\"\u{1B}[0m\n"))
            let never = try CLI.run(["test", "--color=never", "w.transcript"], in: directory)
            #expect(never.stdout == plain.stdout)
        }
    }

    @Test func updateShowsWhatItChanged() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            let update = try CLI.run(["test", "--update", "w.transcript"], in: directory)
            #expect(update.status == 0)
            #expect(update.stdout == Self.diff + "updated w.transcript\n1 passed, 0 failed\n")
            let again = try CLI.run(["test", "-u", "w.transcript"], in: directory)
            #expect(again.stdout == "1 passed, 0 failed\n")
        }
    }

    @Test func interactiveAsksAboutEachChange() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            let result = try CLI.run(["test", "--interactive", "w.transcript"], stdin: Array("n\nwhat?\ny\n".utf8), in: directory)
            #expect(result.status == 1)
            #expect(result.stdout == """
                --- w.transcript (expected)
                +++ w.transcript (actual)
                @@ -2,7 +2,7 @@ line 2: viewsh> tree
                 viewsh> tree
                 0    vstack
                 0.0  ├─ rect
                -0.1  └─ text "b"
                +0.1  └─ text "a"
                 viewsh> state x = 1
                 viewsh> state
                 x = 2
                accept change 1 of 2 in w.transcript? [y,n,a,q,?] n
                --- w.transcript (expected)
                +++ w.transcript (actual)
                @@ -5,4 +5,4 @@ line 7: viewsh> state
                 0.1  └─ text "b"
                 viewsh> state x = 1
                 viewsh> state
                -x = 2
                +x = 1
                accept change 2 of 2 in w.transcript? [y,n,a,q,?] what?
                y - accept this change (the transcript takes the new output)
                n - reject it (the transcript keeps its expected output)
                a - accept this change and every one after it
                q - reject this change and every one after it, and stop asking
                accept change 2 of 2 in w.transcript? [y,n,a,q,?] y
                updated w.transcript (1 of 2 changes accepted)
                0 passed, 1 failed

                """)
            #expect(try readFile(directory + "/w.transcript") == Self.wrong.replacingOccurrences(of: "x = 2", with: "x = 1"))
            // The end of input rejects what is left.
            let ended = try CLI.run(["test", "-i", "w.transcript"], stdin: [], in: directory)
            #expect(ended.stdout.hasSuffix("[y,n,a,q,?] \nkept w.transcript (1 change rejected)\n0 passed, 1 failed\n"))
        }
    }

    @Test func verboseListsTranscriptsWithTimes() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            try writeFile("viewsh> tree\n(no root view yet: type a view, such as vstack < text \"Brew\" >)\n", to: directory + "/ok.transcript")
            let result = try CLI.run(["test", "--verbose"], in: directory)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.wholeMatch(of: /passed    ok.transcript \(\d+ ms\)/) != nil, "\(lines)")
            #expect(lines.dropFirst().first?.wholeMatch(of: /failed    w.transcript \(\d+ ms\)/) != nil)
            #expect(result.stdout.hasSuffix(Self.diff + "1 passed, 1 failed\n"))
            // Without --verbose, no times: the output is the same from run to run.
            let quiet = try CLI.run(["test"], in: directory)
            #expect(quiet.stdout == Self.diff + "1 passed, 1 failed\n")
        }
    }

    @Test func junitOutputIsValidXML() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            try writeFile("viewsh> tree\n(no root view yet: type a view, such as vstack < text \"Brew\" >)\n", to: directory + "/ok.transcript")
            try writeFile("output first\n", to: directory + "/bad.transcript")
            let result = try CLI.run(["test", "--junit", "out/report.xml", "."], in: directory)
            #expect(result.status == 2)
            #expect(result.stderr == "viewsh: out/report.xml: cannot write JUnit report: no such file or directory\n")
            try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
            let written = try CLI.run(["test", "--junit=out/report.xml"], in: directory)
            #expect(written.status == 2)
            let check = """
                import sys, xml.etree.ElementTree as E
                root = E.parse(sys.argv[1]).getroot()
                suite = root.find('testsuite')
                cases = suite.findall('testcase')
                print(root.tag, suite.get('tests'), suite.get('failures'), suite.get('errors'))
                for case in cases:
                    kind = 'failure' if case.find('failure') is not None else 'error' if case.find('error') is not None else 'ok'
                    print(case.get('name'), kind)
                print(suite.find("testcase[@name='w.transcript']/failure").text.splitlines()[2])
                """
            try writeFile(check, to: directory + "/check.py")
            let python = try CLI.runTool("/usr/bin/env", ["python3", "check.py", "out/report.xml"], in: directory)
            #expect(python.stderr == "")
            #expect(python.stdout == """
                testsuites 3 1 1
                bad.transcript error
                ok.transcript ok
                w.transcript failure
                @@ -2,7 +2,7 @@ line 2: viewsh> tree

                """)
        }
    }

    @Test func withoutAPathTestsTranscriptsOrElseTheCurrentFolder() throws {
        try withTemporaryDirectory { directory in
            try writeFile(Self.wrong, to: directory + "/w.transcript")
            let here = try CLI.run(["test"], in: directory)
            #expect(here.stdout == Self.diff + "0 passed, 1 failed\n")
            try FileManager.default.createDirectory(atPath: directory + "/Tests/Transcripts", withIntermediateDirectories: true)
            try writeFile("viewsh> tree\n(no root view yet: type a view, such as vstack < text \"Brew\" >)\n",
                          to: directory + "/Tests/Transcripts/ok.transcript")
            let project = try CLI.run(["test"], in: directory)
            #expect(project.stdout == "1 passed, 0 failed\n")
        }
    }

    /// The story: `record` started partway through a session, into another folder, over
    /// an existing file; the recording replays with `viewsh test`.
    @Test func aRecordingStartedPartwayReplays() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/out", withIntermediateDirectories: true)
            try writeFile("old\n", to: directory + "/out/t.transcript")
            try writeFile("set n = 7\n", to: directory + "/seven.vsh")
            let script = """
                state n: CGFloat = 0
                vstack < text "a" .frame(height: n) >
                set n = 3
                record out/t.transcript
                load seven.vsh
                tree
                state

                """
            let session = try CLI.run([], stdin: Array(script.utf8), in: directory)
            #expect(session.stdout.contains("recording to out/t.transcript (replaced the file that was there)\n"))
            let replay = try CLI.run(["test", "out"], in: directory)
            #expect(replay.stdout == "1 passed, 0 failed\n")
            #expect(try readFile(directory + "/out/t.transcript").contains("viewsh> load ../seven.vsh\nn: 3 → 7\n"))
        }
    }

    /// A transcript that saves and records leaves no file next to it; it still loads its
    /// fixtures by relative paths, its own files from the scratch folder, and `../` paths.
    @Test func transcriptsRunInAScratchFolder() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/t/fixtures", withIntermediateDirectories: true)
            try writeFile("vstack < text \"fixture\" >\n", to: directory + "/t/fixtures/f.vsh")
            try writeFile("text \"above\"\n", to: directory + "/above.vsh")
            try writeFile("""
                viewsh> load fixtures/f.vsh
                viewsh> save out.vsh
                saved out.vsh
                viewsh> record r.transcript
                recording to r.transcript
                viewsh> load ../above.vsh
                viewsh> tree
                0  text "above"
                viewsh> load out.vsh
                viewsh> tree
                0    vstack
                0.0  └─ text "fixture"

                """, to: directory + "/t/s.transcript")
            let before = try FileManager.default.contentsOfDirectory(atPath: directory + "/t").sorted()
            let result = try CLI.run(["test", "t"], in: directory)
            #expect(result.stdout == "1 passed, 0 failed\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/t").sorted() == before)
        }
    }
}
