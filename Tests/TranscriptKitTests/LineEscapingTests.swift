import Testing
@testable import TranscriptKit

@Suite struct LineEscapingTests {
    static let trickyLines = [
        "", " ", "  ", "\t", "a ", "a\t", "a \t ", "\\", "\\\\", "x\\", "\\s", "\\t", "#", "#x", "# comment ",
        "viewsh>", "viewsh> x", "viewsh>x", "viewsh> ", "...>", "...> x", "...>x", "plain", "a b", "a\\b",
        "tab\tinside", "  leading", "ünïcødé ", "a \u{301}", "é\t", "\\viewsh> x", "s\\s",
    ]

    @Test(arguments: trickyLines)
    func encodingRoundTrips(line: String) throws {
        let written = LineEscaping.encode(line)
        #expect(try LineEscaping.decode(written) == line)
        #expect(written.utf8.last != UInt8(ascii: " ") && written.utf8.last != UInt8(ascii: "\t"))
        #expect(!written.contains("\n"))
    }

    @Test(arguments: trickyLines)
    func encodedLinesReadBackAsOutput(line: String) throws {
        let transcript = try parsed("viewsh> input\n\(LineEscaping.encode(line))\nviewsh> next\n")
        #expect(transcript.blocks.map(\.input) == ["input", "next"])
        #expect(transcript.blocks[0].expectedLines == [line])
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("", ""),
        ("a b", "a b"),
        ("a\\b", "a\\b"),
        ("a ", "\\a\\s"),
        ("a b\t", "\\a b\\t"),
        ("a \t ", "\\a\\s\\t\\s"),
        ("\\", "\\\\\\"),
        ("x\\ ", "\\x\\\\\\s"),
        ("#x", "\\#x"),
        ("viewsh> x", "\\viewsh> x"),
        ("viewsh>", "\\viewsh>"),
        ("...> x", "\\...> x"),
        (" ", "\\\\s"),
    ])
    func encodesExactly(line: String, written: String) {
        #expect(LineEscaping.encode(line) == written)
        #expect(LineEscaping.needsEscape(line) == (line != written))
    }

    @Test(arguments: ["\\a\\x", "\\a\\", "\\a\\n", "\\\\S"])
    func rejectsMalformedEscapes(written: String) {
        #expect(throws: LineEscaping.DecodingError.self) { try LineEscaping.decode(written) }
    }
}
