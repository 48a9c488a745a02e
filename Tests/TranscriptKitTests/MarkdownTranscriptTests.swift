import Foundation
import Testing
@testable import TranscriptKit

/// Sessions in Markdown: which blocks run, in which sessions, with what setup; elisions; update.
@Suite struct MarkdownTranscriptTests {
    static let page = """
        # A page

        Prose with `viewsh> ` in it, and a code block that is not a session:

        ```swift
        let x = 1
        ```

        ```
        viewsh> a
        A
        viewsh> b
        B
        ```

        <!-- viewsh setup
        viewsh> hidden
        HIDDEN
        -->
        ```
        viewsh> c
        C
        ```

        <!-- viewsh continue -->
        ~~~
        # a comment in a block
        viewsh> d
        D
        ~~~

        <!-- viewsh skip -->
        ```
        viewsh> not run    viewsh> not run
        ```

        <!-- viewsh folder ../examples -->
        ```
        viewsh> e
        …
        last
        ```
        The end.
        """

    @Test func sessionBlocksSetupsAndDirectives() throws {
        let transcript = try MarkdownTranscriptParser.parse(Self.page, path: "Docs/page.md")
        #expect(transcript.blocks.map(\.input) == ["a", "b", "hidden", "c", "d", "e"])
        #expect(transcript.blocks.map(\.expectedLines) == [["A"], ["B"], ["HIDDEN"], ["C"], ["D"], ["…", "last"]])
        #expect(transcript.blocks[5].matchers == [.anyLines, .literal("last")])
        // a and b share a session; the setup starts one that c and (continuing) d run in; e its own.
        #expect(transcript.sessionStarts == [
            TranscriptSessionStart(block: 0), TranscriptSessionStart(block: 2),
            TranscriptSessionStart(block: 5, folder: "../examples"),
        ])
        #expect(transcript.text == Self.page)
        #expect(transcript.lines.filter { $0.kind == .input }.map(\.number) == [10, 12, 17, 21, 28, 39])
    }

    /// Each session is made afresh where a session starts, with its start (and so its folder).
    @Test func eachSessionStartsAfresh() throws {
        let transcript = try MarkdownTranscriptParser.parse(Self.page, path: "page.md")
        var made: [TranscriptSessionStart] = []
        var printed: [String] = []
        let check = transcript.check { start in
            made.append(start)
            var count = 0
            return { input in
                count += 1
                printed.append("\(input)\(count)")
                return ["a": "A", "b": "B", "hidden": "HIDDEN", "c": "C", "d": "D", "e": "x\ny\nlast"][input]! + "\n"
            }
        }
        #expect(check.passed, "\(check.diff)")
        #expect(made == transcript.sessionStarts)
        #expect(printed == ["a1", "b2", "hidden1", "c2", "d3", "e1"])
    }

    @Test(arguments: [
        (["…"], [String](), true), (["…"], ["x", "y"], true), (["a", "…", "z"], ["a", "z"], true),
        (["a", "…", "z"], ["a", "b", "c", "z"], true), (["a", "…", "z"], ["a", "b"], false),
        (["…", "b", "…"], ["a", "b", "c"], true), (["…", "b", "…"], ["a", "c"], false), (["a", "…"], ["b"], false),
    ])
    func elisionsMatchAnyRun(_ example: ([String], [String], Bool)) {
        let matchers = example.0.map { LineMatcher.isElision($0) ? LineMatcher.anyLines : .literal($0) }
        let block = TranscriptBlock(input: "x", inputLines: 0..<1, bodyLines: 1..<1, expectedLines: example.0, matchers: matchers)
        #expect(block.matches(example.1) == example.2)
    }

    /// `--update` keeps the elisions and the lines that still match; only what changed is new.
    @Test func updateKeepsElisions() throws {
        let page = "Text\n```\nviewsh> e\nfirst\n…\nold last\n```\nMore\n"
        let transcript = try MarkdownTranscriptParser.parse(page, path: "p.md")
        let check = transcript.check { _ in { _ in "first\nx\ny\nnew last\n" } }
        #expect(!check.passed)
        #expect(check.updatedText == "Text\n```\nviewsh> e\nfirst\n…\nnew last\n```\nMore\n")
        #expect(check.diff.contains("-old last\n+new last\n"))
    }

    @Test(arguments: [
        ("```\ntext\nviewsh> a\n```\n", 2, "expected output before the first input of a session block"),
        ("<!-- viewsh setup\nviewsh> a\n", 1, "'<!-- viewsh setup' is not closed by a '-->' line"),
        ("<!-- viewsh repeat -->\n", 1, "unknown directive 'repeat' (expected setup, continue, skip or folder)"),
        ("Indented:\n\n    viewsh> tree\n", 3, "a session outside a fenced code block is not checked: put it between ``` lines"),
        ("<!-- viewsh folder -->\n", 1, "'<!-- viewsh folder PATH -->' needs a path"),
    ])
    func malformedPages(_ example: (String, Int, String)) {
        #expect(throws: TranscriptError.self) { try MarkdownTranscriptParser.parse(example.0, path: "p.md") }
        do {
            _ = try MarkdownTranscriptParser.parse(example.0, path: "p.md")
        } catch {
            #expect(error.line == example.1)
            #expect(error.message.hasPrefix(example.2), "\(error.message)")
        }
    }

    /// The runner reads a `.md` file as Markdown (a directory is still searched for transcripts
    /// only), runs each session in its own scratch folder, and resolves reads in the folder the
    /// page names.
    @Test func theRunnerChecksAPageAndUpdatesIt() throws {
        try withScratchDirectory { directory in
            try write([
                "docs/page.md": "<!-- viewsh folder .. -->\n```\nviewsh> where\nnowhere\n```\n",
                "docs/other.transcript": "viewsh> where\n",
            ], in: directory)
            let factory: TranscriptSessionFactory = { sandbox in { _ in sandbox.directory + "\n" } }
            let report = TranscriptRunner(factory: factory, parallelism: 1).run(paths: [directory + "/docs/page.md"])
            #expect(report.failed == 1)
            #expect(report.text.contains("+" + directory + "/docs/..\n"))
            let found = TranscriptRunner(factory: factory, parallelism: 1).run(paths: [directory + "/docs"])
            #expect(found.results.map(\.path) == [directory + "/docs/other.transcript"])
            let updated = TranscriptRunner(factory: factory, update: true, parallelism: 1).run(paths: [directory + "/docs/page.md"])
            #expect(updated.exitCode == 0)
            let text = try String(contentsOfFile: directory + "/docs/page.md", encoding: .utf8)
            #expect(text == "<!-- viewsh folder .. -->\n```\nviewsh> where\n\(directory)/docs/..\n```\n")
        }
    }
}
