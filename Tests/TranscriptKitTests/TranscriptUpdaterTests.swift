import Testing
@testable import TranscriptKit

@Suite struct TranscriptUpdaterTests {
    @Test(arguments: [
        // Comments before the expected lines stay right after the input.
        ("viewsh> a\n# about a\nold\n", "A\n", "viewsh> a\n# about a\nA\n"),
        // Comments among the expected lines move up, in order; those after the last stay below.
        ("viewsh> a\n# one\nx\n# two\ny\n# after\nviewsh> b\nB\n", "A\nZ\n",
         "viewsh> a\n# one\n# two\nA\nZ\n# after\nviewsh> b\nB\n"),
        // A block without expected output keeps its comments below the new output.
        ("viewsh> a\n# about b\nviewsh> b\nB\n", "A\n", "viewsh> a\nA\n# about b\nviewsh> b\nB\n"),
        // Empty new output.
        ("viewsh> a\nold\n# c\nviewsh> b\n", "", "viewsh> a\n# c\nviewsh> b\n"),
        // A file without a final newline keeps that…
        ("viewsh> a\nold", "A\n", "viewsh> a\nA"),
        // …unless the new last line is empty.
        ("viewsh> a\nold", "A\n\n", "viewsh> a\nA\n\n"),
        // New output is escaped where needed.
        ("viewsh> a\nold\n", "#x \nviewsh> y\n\\\n", "viewsh> a\n\\#x\\s\n\\viewsh> y\n\\\\\\\n"),
        // Multi-line inputs stay byte for byte.
        ("viewsh> a\n...> b\n...>\nold\n", "AB\n", "viewsh> a\n...> b\n...>\nAB\n"),
    ])
    func rewritesOneBlock(text: String, output: String, updated: String) throws {
        let transcript = try parsed(text)
        #expect(TranscriptUpdater.updatedText(of: transcript, newOutputs: [0: output]) == updated)
        let reread = try parsed(updated)
        #expect(reread.blocks[0].expectedOutput == output)
    }

    @Test func leavesOtherBlocksAndThePreambleByteForByte() throws {
        // Block b is written in a non-canonical but valid form (unescaped trailing space);
        // it is not rewritten, so it stays that way.
        let text = "#!viewsh\n# preamble\nviewsh> a\nold\nviewsh> b\nB \n# tail\n"
        let updated = TranscriptUpdater.updatedText(of: try parsed(text), newOutputs: [0: "A\n"])
        #expect(updated == "#!viewsh\n# preamble\nviewsh> a\nA\nviewsh> b\nB \n# tail\n")
    }

    @Test func noNewOutputsIsTheOriginalText() throws {
        let text = "# c\nviewsh> a\nA \n\\#x\nviewsh> b"
        #expect(TranscriptUpdater.updatedText(of: try parsed(text), newOutputs: [:]) == text)
    }
}
