import Testing
@testable import TranscriptKit

@Suite struct TranscriptWriterTests {
    @Test func writesPromptsContinuationsAndEscapedOutput() {
        let block = TranscriptWriter.block(input: "vstack <\ntext \"a\"\n\n>", output: "A\n#x\nend \n\n")
        #expect(block == "viewsh> vstack <\n...> text \"a\"\n...>\n...> >\nA\n\\#x\n\\end\\s\n\n")
    }

    @Test(arguments: [
        ("", "", "viewsh>\n"),
        ("a", "A", "viewsh> a\nA\n"),
        ("a", "A\n", "viewsh> a\nA\n"),
        ("a\n", "", "viewsh> a\n...>\n"),
        ("\n", "\n", "viewsh>\n...>\n\n"),
    ])
    func writesExactly(input: String, output: String, written: String) {
        #expect(TranscriptWriter.block(input: input, output: output) == written)
    }

    static let blocks: [(String, String)] = [
        ("", ""),
        ("layout", "root 390x844\n  text 40x20\n"),
        ("vstack <\n  text \"a\"\n>", "ok"),
        ("a\n", "\n\n"),
        ("\n\n", "x\n"),
        ("# not a comment", "# not a comment either\n"),
        ("viewsh> nested", "viewsh> looks like input\n...> and continuation\n"),
        ("trailing", "spaces   \ntabs\t\n\\ backslash\n\\\n"),
        ("...> x", "   \n\t\n"),
    ]

    @Test(arguments: blocks)
    func blockRoundTripsThroughTheParser(input: String, output: String) throws {
        let transcript = try parsed(TranscriptWriter.block(input: input, output: output))
        #expect(transcript.blocks.count == 1)
        #expect(transcript.blocks.first?.input == input)
        #expect(transcript.blocks.first?.expectedLines == TranscriptFormat.outputLines(output))
    }

    @Test func recordedSessionRoundTrips() throws {
        var recorder = TranscriptRecorder(comments: ["recorded", "#!kept\nsecond line"])
        for (input, output) in Self.blocks {
            recorder.record(input: input, output: output)
        }
        #expect(recorder.text.hasPrefix("# recorded\n#!kept\n# second line\nviewsh>\n"))
        let transcript = try parsed(recorder.text)
        #expect(transcript.blocks.map(\.input) == Self.blocks.map(\.0))
        #expect(transcript.blocks.map(\.expectedOutput)
                == Self.blocks.map { TranscriptFormat.text(ofOutputLines: TranscriptFormat.outputLines($0.1)) })
        #expect(transcript.check(with: { input in Self.blocks.first { $0.0 == input }!.1 }).passed)
    }
}
