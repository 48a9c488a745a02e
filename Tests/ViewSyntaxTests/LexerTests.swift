import Diagnostics
import Testing
import Shell
@testable import ViewSyntax

/// `kind text` per token (a `_` prefix marks a token with space before it), without the end.
private func lex(_ source: String) -> [String] {
    let file = SourceFile(name: "<test>", text: source)
    var sink = DiagnosticSink()
    let tokens = Lexer.tokenize(file.utf8, SourceRange(0, file.utf8.count), grammar: .catalogue, into: &sink)
    return tokens.dropLast().map { token in
        (token.leadingSpace ? "_" : "") + "\(token.kind) " + file.slice(token.range)
    }
}

private func lexerMessages(_ source: String) -> [String] {
    let file = SourceFile(name: "<test>", text: source)
    var sink = DiagnosticSink()
    _ = Lexer.tokenize(file.utf8, SourceRange(0, file.utf8.count), grammar: .catalogue, into: &sink)
    return sink.finished().map(\.message)
}

@Suite struct LexerTests {
    @Test func leadingSpaceIsRecordedPerToken() {
        #expect(lex("a .b c.d") == ["_identifier a", "_period .", "identifier b", "_identifier c", "period .", "identifier d"])
        #expect(lex("f(x)\n.y") == ["_identifier f", "leftParen (", "identifier x", "rightParen )", "_period .", "identifier y"])
    }

    @Test(arguments: [
        ("12", ["_number 12"]),
        ("0.5", ["_number 0.5"]),
        ("1e3", ["_number 1e3"]),
        ("2.5e-3", ["_number 2.5e-3"]),
        (".5", ["_period .", "number 5"]),
        ("row.0.1", ["_identifier row", "period .", "number 0", "period .", "number 1"]),
        ("1.x", ["_number 1", "period .", "identifier x"]),
        ("12px", ["_number 12", "identifier px"]),
    ])
    func numbers(source: String, expected: [String]) {
        #expect(lex(source) == expected)
    }

    @Test func wordsKeywordsAndSigils() {
        #expect(lex("vstack text in if else true nil état $x $0 _") == [
            "_stackKeyword vstack", "_viewKeyword text", "_inKeyword in", "_ifKeyword if", "_elseKeyword else",
            "_trueKeyword true", "_nilKeyword nil", "_identifier état", "_dollarIdentifier $x", "_dollarNumber $0",
            "_identifier _",
        ])
        // Definition words are plain identifiers to the lexer.
        #expect(lex("key state view") == ["_identifier key", "_identifier state", "_identifier view"])
        #expect(lex(#"\.a.0"#) == ["_backslash \\", "period .", "identifier a", "period .", "number 0"])
    }

    @Test func operatorsTakeTheLongestMatch() {
        #expect(lex("a<=b>=c==d!=e&&f||g??h...i..<j+=k-=l*=m/=n").filter { !$0.contains("identifier") } == [
            "lessEqual <=", "greaterEqual >=", "equalEqual ==", "bangEqual !=", "ampAmp &&", "pipePipe ||",
            "questionQuestion ??", "dotDotDot ...", "dotDotLess ..<", "plusEqual +=", "minusEqual -=", "starEqual *=",
            "slashEqual /=",
        ])
        #expect(lex(">>") == ["_greater >", "greater >"])
    }

    @Test func commentsAreTrivia() {
        #expect(lex("a // b c\nd") == ["_identifier a", "_identifier d"])
        #expect(lex("#!/usr/bin/env viewsh\n# note\na") == ["_identifier a"])
        // `#` is a comment only as the first character of a line.
        #expect(lexerMessages("a # b") == ["unexpected character '#'"])
        #expect(lexerMessages(" # b") == ["unexpected character '#'"])
    }

    @Test func stringsAreSegmentsAndInterpolations() {
        #expect(lex(#""a\(x + 1)b""#) == [
            "_stringStart \"", "stringSegment a", "interpolationStart \\(", "identifier x", "_plus +", "_number 1",
            "interpolationEnd )", "stringSegment b", "stringEnd \"",
        ])
        #expect(lex(#""\(f(a))""#) == [
            "_stringStart \"", "interpolationStart \\(", "identifier f", "leftParen (", "identifier a", "rightParen )",
            "interpolationEnd )", "stringEnd \"",
        ])
        #expect(lex(#""a\"b\\""#) == ["_stringStart \"", "stringSegment a\\\"b\\\\", "stringEnd \""])
        #expect(lex(#""\("in")""#).count == 7)
    }

    @Test func stringsMaySpanLines() {
        #expect(lex("\"a\nb\" c") == ["_stringStart \"", "stringSegment a\nb", "stringEnd \"", "_identifier c"])
    }

    @Test func unterminatedStringIsReportedAtItsQuote() {
        let file = SourceFile(name: "<test>", text: "text \"abc")
        let result = Parser.parseItems(file, grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(result.diagnostics.first?.range == SourceRange(5, 6))
        #expect(lexerMessages(#""\(a"#) == ["unterminated string literal"])
    }

    @Test(arguments: [
        ("a @ b", "unexpected character '@'"),
        ("a \u{0} b", "unexpected character U+0000"),
        ("a \u{FFFD} b", "unexpected character U+FFFD"),
        ("a @@ b", "unexpected characters '@@'"),
        ("a ` b", "unexpected character '`'"),
        ("a $ b", "unexpected character '$'"),
        ("a 🙂 b", "unexpected character '🙂'"),
        ("a \u{7} b", "unexpected character U+0007"),
    ])
    func unexpectedCharacters(source: String, message: String) {
        #expect(lexerMessages(source) == [message])
    }

    @Test func aRunOfUnexpectedCharactersIsOneDiagnostic() {
        let source = "a " + String(repeating: "\u{0}", count: 1000) + " b"
        #expect(lexerMessages(source) == ["unexpected character U+0000 and 999 more"])
        #expect(lex(source) == ["_identifier a", "_identifier b"])
    }

    /// `&`, `|`, `^` and `~` are operators: a run of unexpected characters stops before them
    /// instead of swallowing them (`x @~1` kept `~1` out of the token stream).
    @Test(arguments: ["~", "^", "&", "|"])
    func operatorCharactersEndARunOfUnexpectedCharacters(op: String) {
        #expect(lexerMessages("x @\(op)1") == ["unexpected character '@'"])
        #expect(lex("x @\(op)1").suffix(2).map { $0.split(separator: " ").last.map(String.init) } == [op, "1"])
    }

    @Test func unicodeSpacesAreWhitespace() {
        #expect(lex("a\u{00A0}b") == ["_identifier a", "_identifier b"])
    }
}
