import Testing
@testable import TranscriptKit

@Suite struct TranscriptParserTests {
    @Test func readsInputsContinuationsCommentsAndOutput() throws {
        let text = """
            # header
            viewsh> a
            A
            viewsh> vstack <
            ...> text "x"
            ...>
            ...> >
            out1

            # among the output
            out3
            viewsh>

            """
        let transcript = try parsed(text)
        #expect(transcript.lines.map(\.kind) == [
            .comment, .input, .output, .input, .continuation, .continuation, .continuation,
            .output, .output, .comment, .output, .input,
        ])
        #expect(transcript.lines.map(\.number) == Array(1...12))
        #expect(transcript.blocks == [
            TranscriptBlock(input: "a", inputLines: 1..<2, bodyLines: 2..<3, expectedLines: ["A"]),
            TranscriptBlock(input: "vstack <\ntext \"x\"\n\n>", inputLines: 3..<7, bodyLines: 7..<11,
                            expectedLines: ["out1", "", "out3"]),
            TranscriptBlock(input: "", inputLines: 11..<12, bodyLines: 12..<12, expectedLines: []),
        ])
        #expect(transcript.preamble == 0..<1)
        #expect(transcript.blocks[1].lineNumber == 4)
        #expect(transcript.blocks[1].expectedOutput == "out1\n\nout3\n")
        #expect(transcript.text == text)
    }

    @Test(arguments: [
        ("viewsh> a\nA\n", ["A"], true),
        ("viewsh> a\nA", ["A"], false),
        ("viewsh> a\nA\n\n", ["A", ""], true),
        ("viewsh> a\n\n\n", ["", ""], true),
        ("viewsh> a\n", [], true),
        ("viewsh> a", [], false),
    ])
    func finalNewlineIsNotABlankLine(text: String, expected: [String], endsWithNewline: Bool) throws {
        let transcript = try parsed(text)
        #expect(transcript.blocks.map(\.expectedLines) == [expected])
        #expect(transcript.endsWithNewline == endsWithNewline)
        #expect(transcript.text == text)
    }

    @Test(arguments: [
        ("\\viewsh> x", "viewsh> x"),
        ("\\...> x", "...> x"),
        ("\\#x", "#x"),
        ("\\\\\\", "\\"),
        ("\\a\\s", "a "),
        ("\\a b\\t\\s", "a b\t "),
        ("\\a\\\\b", "a\\b"),
        ("\\", ""),
        ("\\literal trailing ", "literal trailing "),
        ("\\q", "q"),
        ("viewsh>x", "viewsh>x"),
        ("a\\b", "a\\b"),
        ("not escaped ", "not escaped "),
    ])
    func decodesOutputLines(written: String, value: String) throws {
        let transcript = try parsed("viewsh> i\n\(written)\n")
        #expect(transcript.blocks[0].expectedLines == [value])
        #expect(transcript.lines[1].text == written)
    }

    @Test func continuationWithoutSpaceIsOutputAfterAnInput() throws {
        let transcript = try parsed("viewsh> a\n...>b\n")
        #expect(transcript.blocks[0].input == "a")
        #expect(transcript.blocks[0].expectedLines == ["...>b"])
    }

    @Test(arguments: [
        ("A\nviewsh> a\n", 1, "expected output before the first input"),
        ("# c\n\nviewsh> a\n", 2, "expected output before the first input"),
        ("viewsh> a\nA\n\\\\x\n", 3, "malformed escape '\\x' (expected '\\\\', '\\s' or '\\t')"),
        ("viewsh> a\n\\a\\é\n", 2, "malformed escape '\\é'"),
        ("viewsh> a\nA\n\\abc\\", 3, "unfinished escape '\\' at end of line"),
        ("viewsh> a\nA\n...> b\n", 3, "'...>' continuation does not directly follow an input line"),
        ("...> b\n", 1, "'...>' continuation does not directly follow an input line"),
        ("viewsh> a\n# c\n...> b\n", 3, "'...>' continuation does not directly follow an input line"),
        ("viewsh> a\n\n...>\n", 3, "'...>' continuation does not directly follow an input line"),
    ])
    func malformedTranscriptsNameTheLine(text: String, line: Int, message: String) {
        #expect {
            try TranscriptParser.parse(text, path: "bad.transcript")
        } throws: { error in
            guard let error = error as? TranscriptError else { return false }
            return error.path == "bad.transcript" && error.line == line && error.message.hasPrefix(message)
                && error.description.hasPrefix("bad.transcript:\(line): \(message)")
        }
    }

    @Test(arguments: ["", "# only a comment\n", "#!/usr/bin/env viewsh\n# two\n"])
    func transcriptsWithoutInputsAreEmpty(text: String) throws {
        let transcript = try parsed(text)
        #expect(transcript.blocks.isEmpty)
        #expect(transcript.text == text)
    }

    @Test func keepsCarriageReturnsAsPartOfLines() throws {
        let transcript = try parsed("viewsh> a\r\nA\r\n")
        #expect(transcript.blocks[0].input == "a\r")
        #expect(transcript.blocks[0].expectedLines == ["A\r"])
        #expect(transcript.text == "viewsh> a\r\nA\r\n")
    }

    @Test func errorDescriptionOmitsLineZero() {
        #expect(TranscriptError(path: "p", line: 0, message: "cannot read").description == "p: cannot read")
        #expect(TranscriptError(path: "p", line: 4, message: "m").description == "p:4: m")
    }
}
