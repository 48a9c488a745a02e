import Foundation
import Testing
import TranscriptKit
import ViewEngine
@testable import Shell

/// A fresh session as transcripts use it (typed-input diagnostics, no colour), working in `directory`.
func makeSession(in directory: String = FileManager.default.temporaryDirectory.path) -> Session {
    Session(configuration: .transcript(directory: directory))
}

/// Runs `lines` one by one, failing the test on any error (the setup of a test).
@discardableResult
func run(_ session: Session, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
    var text = ""
    for line in lines {
        let output = session.execute(line)
        #expect(output.succeeded, "'\(line)' failed: \(output.text)", sourceLocation: sourceLocation)
        text += output.text
    }
    return text
}

/// A fresh folder under the temporary directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewsh-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

func writeFile(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func readFile(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
}

@Suite struct SessionTests {
    // MARK: - A wrong line changes nothing

    /// A session with a bit of everything, for the error cases to leave alone.
    static func populated() -> Session {
        let session = makeSession()
        run(session, [
            "state tallest: CGFloat = 0",
            "view Row(title: String) = hstack < text title spacer >",
            "vstack < Row(title: \"Brew\") .readHeight text \"a\" .id(footer) >",
            "set tallest = 12",
            "option lag nextFrame",
        ])
        return session
    }

    static let failingStatements: [(input: String, output: String)] = [
        // a root view
        ("vstack < text \"a\" .readHight >", """
            error: unknown modifier 'readHight'
            vstack < text "a" .readHight >
                              ^~~~~~~~~~
            note: did you mean 'readHeight'?

            """),
        // an insert whose view has an error, and one at a bad address
        ("insert 0.1 text \"x\" .nope", """
            error: unknown modifier 'nope'
            insert 0.1 text "x" .nope
                                ^~~~~

            """),
        ("insert 0.9 text \"x\"", """
            error: node 0 has 2 children; insert at 0 to 2
            insert 0.9 text "x"
                   ^~~

            """),
        // definitions: a new one, and a replacement of an existing one
        ("view Broken = text undefinedName", """
            error: unknown name 'undefinedName'
            view Broken = text undefinedName
                               ^~~~~~~~~~~~~

            """),
        ("view Row(title: String) = text missing", """
            error: unknown name 'missing'
            view Row(title: String) = text missing
                                           ^~~~~~~

            """),
        ("key HeightKey = 0 reduce maximum", """
            error: unknown reducer 'maximum'
            key HeightKey = 0 reduce maximum
                                     ^~~~~~~

            """),
        // set: wrong type, out of range, unknown state
        ("set tallest = \"x\"", """
            error: state 'tallest' holds a number; this is a string
            set tallest = "x"
                          ^~~

            """),
        ("set tallest = 1e999", """
            error: number '1e999' is out of range
            set tallest = 1e999
                          ^~~~~

            """),
        ("set tallst = 3", """
            error: unknown state 'tallst'
            set tallst = 3
                ^~~~~~
            note: did you mean 'tallest'?

            """),
        // other commands
        ("remove 0.5", """
            error: node 0 has 2 children; there is no child 5
            remove 0.5
                   ^~~

            """),
        ("option lag sometimes", """
            error: option 'lag' takes 'sameFrame' or 'nextFrame'
            option lag sometimes
                       ^~~~~~~~~

            """),
    ]

    @Test(arguments: failingStatements)
    func anErrorLeavesTheDocumentAsItWas(_ statement: (input: String, output: String)) {
        let session = Self.populated()
        let before = session.document
        let undoDepth = session.undoStack.count
        let output = session.execute(statement.input)
        #expect(!output.succeeded)
        #expect(output.text == statement.output)
        #expect(output.chunks.allSatisfy { $0.stream == .error })
        #expect(session.document == before)
        #expect(session.undoStack.count == undoDepth, "a failed statement must not add an undo step")
    }

    @Test func aStatementWithSeveralErrorsKeepsNothingOfItsGoodParts() {
        let session = Self.populated()
        let before = session.document
        // The first modifier is fine, the second is not: the text must not get half its modifiers.
        let output = session.execute("replace 0.1 text \"b\" .padding .nope")
        #expect(!output.succeeded)
        #expect(session.document == before)
    }

    // MARK: - save, then load into a fresh session

    static let richSession: [String] = [
        "option lag nextFrame",
        "key HeightKey: CGFloat = 5 reduce max",  // a prelude definition, replaced
        "state name = \"x\"",
        "state tallest: CGFloat = 0",
        "envkey accent = \"blue\"",
        "alignment column: horizontal { d in d[.leading] }",
        "key Total = 0 { value in value = value + nextValue() }",
        "modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)",
        "view Row(title: String) = hstack < text title spacer >",
        """
        vstack(alignment: .column, spacing: 4) <
          Row(title: "tab\\there \\u{1F600} \\"quoted\\" \\\\ back") .readHeight .card(pad: 2)
          if (tallest > 1) < text "big" > else < empty >
          foreach [1, 2] { i in text "\\(i)" .padding(.horizontal, i) }
          text "Café 中文" .id(footer)
        >
        .environment(\\.accent, "red")
        .onPreferenceChange(Total) { v in tallest = v }
        """,
        "set name = \"a\\\"b\\nc\"",
        "set tallest = 40",
    ]

    @Test func saveThenLoadInAFreshSessionGivesTheSameTreeAndDefinitions() throws {
        try withTemporaryDirectory { directory in
            let original = makeSession(in: directory)
            run(original, Self.richSession)
            #expect(run(original, ["save session.vsh"]) == "saved session.vsh\n")

            let fresh = makeSession(in: directory)
            let loaded = fresh.execute("load session.vsh")
            #expect(loaded.succeeded, "load failed:\n\(loaded.text)\nscript:\n\((try? readFile(directory + "/session.vsh")) ?? "")")
            for command in ["tree", "defs", "state", "option lag"] {
                #expect(fresh.execute(command).text == original.execute(command).text, "'\(command)' differs")
            }
            #expect(fresh.document.tree.root != nil)
            #expect(fresh.document.stateValues == original.document.stateValues)
            #expect(fresh.document.options == original.document.options)
        }
    }

    @Test func saveWritesTheSessionAsAScript() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            run(session, [
                "option lag nextFrame",
                "state tallest: CGFloat = 0",
                "vstack < text \"a\" rect > .frame(minHeight: tallest)",
                "set tallest = 40",
                "save s.vsh",
            ])
            #expect(try readFile(directory + "/s.vsh") == """
                // viewsh session; rebuild it with: viewsh FILE, or load FILE inside viewsh
                option lag nextFrame
                state tallest: CGFloat = 0
                root = vstack <
                  text "a"
                  rect
                > .frame(minHeight: tallest)
                set tallest = 40

                """)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(names == ["s.vsh"], "no temporary file may be left behind")
        }
    }

    /// A definition replaced after a later one keeps its first place in `defs`; `save` must still
    /// write a script that loads (the replaced view refers to a state defined after its first version).
    @Test func saveOrdersDefinitionsSoThatTheScriptLoads() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            run(session, [
                "view V = text \"a\"",
                "state z = 3",
                "view V = text \"\\(z)\"",
                "vstack < V >",
                "save s.vsh",
            ])
            let fresh = makeSession(in: directory)
            do {
                let output = fresh.execute("load s.vsh")
                #expect(output.succeeded, "\(output.text)")
                #expect(fresh.execute("tree").text == session.execute("tree").text)
            }
        }
    }

    @Test func saveReportsWhyItCannotWrite() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            try FileManager.default.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: false)
            #expect(session.execute("save folder").text == """
                error: cannot write 'folder': it is a folder; only a regular file or a new name is written
                save folder
                     ^~~~~~

                """)
            #expect(session.execute("save missing/s.vsh").text == """
                error: cannot write 'missing/s.vsh': no such folder
                save missing/s.vsh
                     ^~~~~~~~~~~~~

                """)
        }
    }

    @Test func saveKeepsAnExistingFilesPermissions() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/s.vsh"
            try writeFile("old\n", to: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            let session = makeSession(in: directory)
            run(session, ["vstack < rect >", "save s.vsh"])
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
            #expect(permissions?.intValue == 0o600)
            #expect(try readFile(path).hasPrefix("// viewsh session"))
        }
    }

    // MARK: - load is all or nothing, and one undo step

    @Test func loadOfAFileWithAnErrorKeepsNothing() throws {
        try withTemporaryDirectory { directory in
            try writeFile("""
                state count = 1
                view Good = text "good"
                vstack < Good text "x" .paddin >
                set count = 2

                """, to: directory + "/broken.vsh")
            let session = Self.populatedIn(directory)
            let before = session.document
            let undoDepth = session.undoStack.count
            let output = session.execute("load broken.vsh")
            #expect(!output.succeeded)
            #expect(output.text == """
                broken.vsh:3:24: error: unknown modifier 'paddin'
                vstack < Good text "x" .paddin >
                                       ^~~~~~~
                note: did you mean 'padding'?
                error: nothing from 'broken.vsh' was kept (1 error)
                load broken.vsh
                     ^~~~~~~~~~

                """)
            #expect(session.document == before)
            #expect(session.undoStack.count == undoDepth)
        }
    }

    static func populatedIn(_ directory: String) -> Session {
        let session = makeSession(in: directory)
        run(session, ["state tallest: CGFloat = 0", "vstack < text \"before\" >"])
        return session
    }

    @Test func oneUndoTakesBackAWholeLoad() throws {
        try withTemporaryDirectory { directory in
            try writeFile("""
                state count = 1
                view Good = text "good"
                vstack < Good text "x" .padding >
                set count = 2
                set tallest = 5

                """, to: directory + "/good.vsh")
            let session = Self.populatedIn(directory)
            let before = session.document
            let output = session.execute("load good.vsh")
            #expect(output.succeeded, "\(output.text)")
            #expect(output.text == "count: 1 → 2\ntallest: 0 → 5\n")
            #expect(session.document != before)
            let afterLoad = session.document
            #expect(session.execute("undo").text == "undid: load good.vsh\n")
            #expect(session.document == before)
            #expect(session.execute("redo").succeeded)
            #expect(session.document == afterLoad)
        }
    }

    @Test func aScriptThatLoadsItselfStopsWithOneErrorAndOneSummary() throws {
        try withTemporaryDirectory { directory in
            try writeFile("vstack < rect >\nload self.vsh\n", to: directory + "/self.vsh")
            let session = makeSession(in: directory)
            let output = session.execute("load self.vsh")
            #expect(!output.succeeded)
            #expect(output.text == """
                self.vsh:2:6: error: load is nested too deeply (a script loading itself?)
                load self.vsh
                     ^~~~~~~~
                error: nothing from 'self.vsh' was kept (1 error)
                load self.vsh
                     ^~~~~~~~

                """)
            #expect(session.document.tree.root == nil)
        }
    }

    @Test func loadReportsMissingFilesAndFolders() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            #expect(session.execute("load nope.vsh").text == """
                error: cannot read 'nope.vsh': no such file
                load nope.vsh
                     ^~~~~~~~

                """)
            #expect(session.execute("load .").text == """
                error: '.' is a folder
                load .
                     ^

                """)
        }
    }

    // MARK: - record

    @Test func recordWritesATranscriptThatPasses() throws {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            #expect(run(session, ["record session.transcript"]) == "recording to session.transcript\n")
            _ = session.execute("vstack <\n  text \"Brew\" .readHeight\n\n  rect\n>")
            _ = session.execute("tree")
            _ = session.execute("text \"a\" .readHight")  // an error is recorded too
            _ = session.execute("set nope = 1")
            _ = session.execute("help quit")
            #expect(session.execute("record off").text == "stopped recording to session.transcript\n")
            _ = session.execute("tree")  // not recorded

            let text = try readFile(directory + "/session.transcript")
            #expect(text == """
                # recorded by viewsh; run with: viewsh test session.transcript
                viewsh> vstack <
                ...>   text "Brew" .readHeight
                ...>
                ...>   rect
                ...> >
                viewsh> tree
                0    vstack
                0.0  ├─ text "Brew" .readHeight
                     │     ↳ .readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })
                0.1  └─ rect
                viewsh> text "a" .readHight
                error: unknown modifier 'readHight'
                text "a" .readHight
                         ^~~~~~~~~~
                note: did you mean 'readHeight'?
                viewsh> set nope = 1
                error: unknown state 'nope'
                set nope = 1
                    ^~~~
                viewsh> help quit
                usage: quit
                also: exit, q, .quit, .exit

                Ends the session. In a script, the statements after `quit` are not run.

                examples:
                  quit

                """)
            let transcript = try TranscriptParser.parse(text, path: "session.transcript")
            #expect(transcript.blocks.map(\.input) == [
                "vstack <\n  text \"Brew\" .readHeight\n\n  rect\n>", "tree", "text \"a\" .readHight", "set nope = 1", "help quit",
            ])
            let result = TranscriptRunner(factory: Session.transcriptFactory, parallelism: 1)
                .run(file: directory + "/session.transcript")
            #expect(result.status == .passed)
        }
    }

    /// What `record` writes must not depend on how the session shows things: colour on a terminal,
    /// `file:line:col` while a script runs.
    @Test func recordWritesPlainDiagnosticsWhateverTheSessionStyle() throws {
        try withTemporaryDirectory { directory in
            let session = Session(configuration: SessionConfiguration(
                diagnosticStyle: .init(showsLocationHeader: false, usesColor: true), workingDirectory: directory))
            run(session, ["record colour.transcript"])
            _ = session.execute("nope")
            run(session, ["record off"])
            let result = TranscriptRunner(factory: Session.transcriptFactory, parallelism: 1).run(file: directory + "/colour.transcript")
            do {
                #expect(result.status == .passed)
            }

            let batch = makeSession(in: directory)
            batch.runScript(Array("record script.transcript\nnope\nrecord off\n".utf8), name: "s.vsh", bail: false) { _ in }
            let scripted = TranscriptRunner(factory: Session.transcriptFactory, parallelism: 1).run(file: directory + "/script.transcript")
            do {
                #expect(scripted.status == .passed)
            }
        }
    }

    @Test func recordOffWhenNotRecordingIsAnError() {
        let session = makeSession()
        #expect(session.execute("record").text == "not recording\n")
        let output = session.execute("record off")
        #expect(!output.succeeded)
        #expect(output.text == "error: not recording\n")
    }

    // MARK: - scripts

    @Test func quitStopsAScript() {
        let session = makeSession()
        var printed = ""
        let result = session.runScript(Array("vstack < rect >\nquit\ntext \"after\"\ntree\n".utf8), name: "q.vsh", bail: false) {
            printed += $0.text
        }
        #expect(result.quit)
        #expect(result.failures == 0)
        #expect(session.hasQuit)
        #expect(printed == "")
        #expect(session.execute("tree").text == "", "nothing runs after quit")
        #expect(TreePrinter(tree: session.document.tree).source(session.document.tree.root!) == "vstack <\n  rect\n>")
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndTheStatementDoesNotRun() {
        let session = makeSession()
        var bytes = Array("vstack < rect >\n// a comment\ntext \"a".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("b\"\ntree\n".utf8)
        var printed = ""
        let result = session.runScript(bytes, name: "bad.vsh", bail: false) { printed += $0.text }
        #expect(result.failures == 1)
        #expect(printed == """
            bad.vsh:3:8: error: invalid UTF-8 in the input (shown as �)
            text "a��b"
                   ^
            0    vstack
            0.0  └─ rect

            """)
    }

    @Test func bailStopsAtTheFirstFailingStatement() {
        let session = makeSession()
        var printed = ""
        let result = session.runScript(Array("nope\nvstack < rect >\ntree\n".utf8), name: "b.vsh", bail: true) { printed += $0.text }
        #expect(result.failures == 1)
        #expect(printed == "b.vsh:1:1: error: unknown view 'nope'\nnope\n^~~~\n")
        #expect(session.document.tree.root == nil)
    }

    @Test func echoWritesEachStatementAsATranscriptInput() {
        #expect(Session.echoed("tree") == "viewsh> tree\n")
        #expect(Session.echoed("vstack <\n  rect\n\n>\n\n") == "viewsh> vstack <\n...>   rect\n...>\n...> >\n")
        let session = makeSession()
        var printed = ""
        session.runScript(Array("vstack < rect >\n\n  // joined\n  .padding\nnope\n".utf8), name: "e.vsh", bail: false, echo: true) {
            printed += $0.text
        }
        #expect(printed == """
            viewsh> vstack < rect >
            ...>
            ...>   // joined
            ...>   .padding
            viewsh> nope
            error: unknown view 'nope'
            nope
            ^~~~

            """)
    }

    @Test func hugeAndHostileInputsGetErrorsNotCrashes() {
        let session = makeSession()
        let deep = String(repeating: "vstack < ", count: 100_000)
        let output = session.execute(deep)
        #expect(!output.succeeded)
        #expect(output.text.hasPrefix("error: nesting is too deep (limit 256)\n"))
        #expect(session.document.tree.root == nil)

        let nul = session.execute("text \"a\" \u{0}\u{0}")
        #expect(!nul.succeeded)
        #expect(nul.text.hasPrefix("error: unexpected character U+0000 and 1 more\n"))

        let range = session.execute("state many = 0..<1000000")
        #expect(range.text.hasPrefix("error: a range may hold at most 100000 numbers\n"))
    }
}
