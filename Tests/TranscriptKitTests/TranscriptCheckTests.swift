import Testing
@testable import TranscriptKit

@Suite struct TranscriptCheckTests {
    let uppercase = FakeSessions.uppercase(sandbox())

    @Test func matchingTranscriptPasses() throws {
        let transcript = try parsed("# comments are ignored\nviewsh> a\nA\n# here too\nviewsh> b c\nB C\n")
        let check = transcript.check(with: uppercase)
        #expect(check.passed)
        #expect(check.diff == "")
        #expect(check.updatedText == transcript.text)
        #expect(check.actualOutputs == ["A\n", "B C\n"])
    }

    @Test func outputWithoutFinalNewlineIsReadAsIfItHadOne() throws {
        let transcript = try parsed("viewsh> a\nA\nviewsh> b\n")
        let check = transcript.check(with: { $0 == "a" ? "A" : "" })
        #expect(check.passed)
        #expect(check.actualOutputs == ["A\n", ""])
    }

    @Test func mismatchDiffPointsAtTheFilesLines() throws {
        let text = """
            # uppercase session
            viewsh> a
            A
            viewsh> b
            B
            viewsh> c
            wrong
            viewsh> d
            D
            viewsh> e
            E
            viewsh> f
            F

            """
        let check = try parsed(text, path: "dir/t.transcript").check(with: uppercase)
        #expect(check.mismatchedBlocks == [2])
        #expect(check.diff == """
            --- dir/t.transcript (expected)
            +++ dir/t.transcript (actual)
            @@ -4,7 +4,7 @@ line 6: viewsh> c
             viewsh> b
             B
             viewsh> c
            -wrong
            +C
             viewsh> d
             D
             viewsh> e

            """)
    }

    @Test func diffShowsEscapedLinesInFileFormAndMovedComments() throws {
        let text = """
            viewsh> #x\u{20}
            # the answer
            \\#y\\s
            extra
            viewsh> ok
            OK

            """
        let check = try parsed(text).check(with: uppercase)
        #expect(check.diff == """
            --- t.transcript (expected)
            +++ t.transcript (actual)
            @@ -1,6 +1,5 @@ line 1: viewsh> #x\u{20}
             viewsh> #x\u{20}
             # the answer
            -\\#y\\s
            -extra
            +\\#X\\s
             viewsh> ok
             OK

            """)
    }

    @Test func countsStateAcrossInputsOfOneTranscript() throws {
        let transcript = try parsed("viewsh> x\n1\nviewsh> y\n2\nviewsh> z\n2\n")
        let check = transcript.check(with: FakeSessions.counter(sandbox()))
        #expect(check.mismatchedBlocks == [2])
        #expect(check.updatedText == "viewsh> x\n1\nviewsh> y\n2\nviewsh> z\n3\n")
    }
}
