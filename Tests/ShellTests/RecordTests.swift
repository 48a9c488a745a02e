import Foundation
import Testing
import TranscriptKit
@testable import Shell

/// `record` started partway through a session, into another folder, over an existing file.
@Suite struct RecordTests {
    func replay(_ path: String) -> TranscriptResult.Status {
        TranscriptRunner(factory: Session.transcriptFactory, parallelism: 1).run(file: path).status
    }

    /// The state built before `record` is written first, so the transcript replays on its own
    /// (it failed with "unknown state 'n'" and "no root view yet" before).
    @Test func recordingPartwayWritesAPreambleThatRebuildsTheSession() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            run(session, [
                "option lag nextFrame",
                "state n: CGFloat = 0",
                "view Row(title: String) = hstack < text title spacer >",
                "vstack < Row(title: \"a\") text \"b\" .frame(height: n) >",
                "set n = 4",
            ])
            #expect(run(session, ["record t.transcript"]) == "recording to t.transcript\n")
            run(session, ["set n = 5", "tree", "record off"])
            let written = try readFile(directory + "/t.transcript")
            #expect(written == """
                # recorded by viewsh; run with: viewsh test t.transcript
                # the session so far (what `save` would write):
                viewsh> option lag nextFrame
                lag: sameFrame → nextFrame
                viewsh> state n: CGFloat = 0
                viewsh> view Row(title: String) = hstack < text title spacer >
                viewsh> root = vstack <
                ...>   Row(title: "a")
                ...>   text "b" .frame(height: n)
                ...> >
                viewsh> set n = 4
                n: 0 → 4
                # recorded from here:
                viewsh> set n = 5
                n: 4 → 5
                viewsh> tree
                0    vstack
                0.0  ├─ Row(title: "a")
                     │     ↳ Row = hstack < text title spacer >
                0.1  └─ text "b" .frame(height: n)

                """)
            #expect(replay(directory + "/t.transcript") == .passed)
        }
    }

    @Test func aFreshSessionHasNoPreamble() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            run(session, ["record t.transcript", "tree", "record off"])
            let written = try readFile(directory + "/t.transcript")
            #expect(written.hasPrefix("# recorded by viewsh; run with: viewsh test t.transcript\nviewsh> tree\n"))
        }
    }

    /// Recorded into another folder, a relative `load` is written relative to the transcript,
    /// with the output the replay prints (errors name the file as the transcript writes it).
    @Test func recordingIntoAnotherFolderKeepsLoadPathsWorking() throws {
        try withTemporaryDirectory { directory in
            let fm = FileManager.default
            try fm.createDirectory(atPath: directory + "/examples", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: directory + "/out/deep", withIntermediateDirectories: true)
            try writeFile("state k = 1\nvstack < text \"loaded\" >\n", to: directory + "/examples/a.vsh")
            try writeFile("nope\n", to: directory + "/examples/bad.vsh")
            let session = makeSession(in: directory)
            run(session, ["record out/deep/t.transcript", "load examples/a.vsh"])
            _ = session.execute("load examples/bad.vsh")
            _ = session.execute("load \"examples/missing one.vsh\"")
            run(session, ["tree", "record off"])
            let written = try readFile(directory + "/out/deep/t.transcript")
            #expect(written == """
                # recorded by viewsh; run with: viewsh test out/deep/t.transcript
                viewsh> load ../../examples/a.vsh
                viewsh> load ../../examples/bad.vsh
                ../../examples/bad.vsh:1:1: error: unknown view 'nope'
                nope
                ^~~~
                error: nothing from '../../examples/bad.vsh' was kept (1 error)
                load ../../examples/bad.vsh
                     ^~~~~~~~~~~~~~~~~~~~~~
                viewsh> load "../../examples/missing one.vsh"
                error: cannot read '../../examples/missing one.vsh': no such file
                load "../../examples/missing one.vsh"
                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
                viewsh> tree
                0    vstack
                0.0  └─ text "loaded"

                """)
            #expect(replay(directory + "/out/deep/t.transcript") == .passed)
            // Nothing the replays wrote was left behind.
            let left = try fm.contentsOfDirectory(atPath: directory + "/out/deep")
            #expect(left == ["t.transcript"])
        }
    }

    /// `record FILE` starts a new transcript: an existing file is replaced, and the message says so.
    @Test func anExistingFileIsReplacedAndTheMessageSaysSo() throws {
        try withTemporaryDirectory { directory in
            try writeFile("viewsh> old\n", to: directory + "/t.transcript")
            let session = makeSession(in: directory)
            #expect(run(session, ["record t.transcript"]) == "recording to t.transcript (replaced the file that was there)\n")
            run(session, ["record off"])
            let written = try readFile(directory + "/t.transcript")
            #expect(written == "# recorded by viewsh; run with: viewsh test t.transcript\n")
        }
    }

    @Test(arguments: [
        ("/a/b/c.vsh", "/a/b", "c.vsh"),
        ("/a/b/c.vsh", "/a/x", "../b/c.vsh"),
        ("/a/b/c.vsh", "/a/x/y", "../../b/c.vsh"),
        ("/a/c.vsh", "/a/b", "../c.vsh"),
        ("/a/b/./c.vsh", "/a/b/", "c.vsh"),
        ("/a/b/c.vsh", "/", "a/b/c.vsh"),
    ])
    func relativePaths(target: String, folder: String, relative: String) {
        #expect(Session.relativePath(to: target, from: folder) == relative)
    }
}
