import Testing
@testable import TranscriptKit

@Suite struct LineMatcherTests {
    @Test(arguments: [
        // (written line, printed line, matches)
        ("0.1  text \"a\"", "0.1  text \"a\"", true),
        ("0.1  text \"a\"", "0.1  text \"b\"", false),
        ("took [0-9]+ ms (re)", "took 12 ms", true),
        ("took [0-9]+ ms (re)", "took 12 ms!", false),      // the whole line
        ("took [0-9]+ ms (re)", "it took 12 ms", false),
        ("a|b (re)", "b", true),
        ("saved * (glob)", "saved /tmp/x.vsh", true),
        ("saved * (glob)", "saved ", true),
        ("saved * (glob)", "save x", false),
        ("?.vsh (glob)", "a.vsh", true),
        ("?.vsh (glob)", "ab.vsh", false),
        ("a*b*c (glob)", "aXbYbZc", true),
        ("a*b*c (glob)", "aXbYcZ", false),
        ("a\\* star (glob)", "a* star", true),      // \* is a literal star
        ("a\\* star (glob)", "ax star", false),
        ("a\\\\b (glob)", "a\\b", true),           // \\ a backslash
        // A line starting with \ is an escaped (literal) line, never a pattern.
        ("\\* star (glob)", "* star (glob)", true),
        ("é* (glob)", "éléphant", true),
        // An escaped line is always literal, whatever it ends with.
        ("\\x (re)", "x (re)", true),
        ("\\x (re)", "x", false),
        ("\\a* (glob)", "a* (glob)", true),
    ])
    func matching(written: String, printed: String, matches: Bool) throws {
        let transcript = try parsed("viewsh> a\n\(written)\n")
        #expect(transcript.blocks[0].matches([printed]) == matches)
    }

    @Test func aPrintedLineThatLooksLikeAMatcherIsWrittenEscaped() throws {
        for line in ["x (re)", "*.vsh (glob)"] {
            let written = LineEscaping.encode(line)
            #expect(written == "\\" + line)
            #expect(try parsed("viewsh> a\n\(written)\n").blocks[0].matchers == [.literal(line)])
        }
        #expect(LineEscaping.encode("x(re)") == "x(re)")  // the suffix needs its space
    }

    @Test func anInvalidRegularExpressionIsMalformed() {
        #expect(throws: TranscriptError.self) { try parsed("viewsh> a\nok\n(unclosed (re)\n") }
        do {
            _ = try parsed("viewsh> a\nok\n(unclosed (re)\n")
        } catch let error as TranscriptError {
            #expect(error.line == 3)
            #expect(error.message.hasPrefix("invalid regular expression '(unclosed' before (re): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func updateKeepsMatcherLinesThatStillMatch() throws {
        let text = """
            viewsh> run
            start
            took [0-9]+ ms (re)
            saved * (glob)
            end
            viewsh> next
            N

            """
        let transcript = try parsed(text)
        let check = transcript.check { input in
            input == "run" ? "start\ntook 7 ms\nsaved /tmp/q\nNEW\nend\n" : "N\n"
        }
        #expect(check.mismatchedBlocks == [0])
        #expect(check.updatedText == """
            viewsh> run
            start
            took [0-9]+ ms (re)
            saved * (glob)
            NEW
            end
            viewsh> next
            N

            """)
        // A matcher that no longer matches is replaced by the printed line.
        let changed = transcript.check { $0 == "run" ? "start\ntook a while\nsaved /tmp/q\nend\n" : "N\n" }
        #expect(changed.updatedText.contains("start\ntook a while\nsaved * (glob)\nend\n"))
        #expect(changed.diff.contains("-took [0-9]+ ms (re)\n+took a while\n"))
    }
}
