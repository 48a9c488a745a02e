import Testing
@testable import Diagnostics

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(name: "<stdin>", text: "vstack < text \"Brew\" .readHight >\n")

    @Test func batchShowsTheLocationCaretAndSuggestion() {
        let diagnostic = Diagnostic.error("unknown modifier 'readHight'", at: SourceRange(21, 31))
            .suggesting("readHight", from: ["padding", "readHeight", "reportWidth"])
        let text = DiagnosticRenderer(style: .batch).render(LocatedDiagnostic(diagnostic, in: file))
        #expect(text == """
            <stdin>:1:22: error: unknown modifier 'readHight'
            vstack < text "Brew" .readHight >
                                 ^~~~~~~~~~
            note: did you mean 'readHeight'?

            """)
    }

    @Test func interactiveLeavesOutTheHeader() {
        let diagnostic = Diagnostic.error("expected '>'", at: .point(33), notes: [.init("to match this '<'", at: SourceRange(7, 8))])
        let text = DiagnosticRenderer(style: .interactive).render(LocatedDiagnostic(diagnostic, in: file))
        #expect(text == """
            error: expected '>'
            vstack < text "Brew" .readHight >
                                             ^
            note: to match this '<'
            vstack < text "Brew" .readHight >
                   ^

            """)
    }

    @Test func linesInAScriptKeepTheirNumbers() {
        let statement = SourceFile(name: "card.vsh", text: "\n  text 5", firstLine: 10)
        #expect(statement.location(of: 3) == SourceLocation(line: 11, column: 3))
    }

    @Test func columnsCountCharactersNotBytes() {
        let unicode = SourceFile(name: "x", text: "text \"é中\" .bad")
        let offset = Array("text \"é中\" ".utf8).count
        #expect(unicode.location(of: offset).column == 11)
        let text = DiagnosticRenderer(style: .interactive).render(
            LocatedDiagnostic(.error("unknown modifier 'bad'", at: SourceRange(offset, offset + 4)), in: unicode))
        // é is one cell, 中 two: the caret sits under the dot.
        #expect(text.contains("\n           ^~~~\n"))
    }

    @Test func aHugeLineIsShownAsAWindow() {
        let long = String(repeating: "vstack < ", count: 2_000) + "@"
        let file = SourceFile(name: "x", text: long)
        let offset = long.utf8.count - 1
        let text = DiagnosticRenderer(style: .interactive).render(
            LocatedDiagnostic(.error("unexpected character '@'", at: SourceRange(offset, offset + 1)), in: file))
        let lines = text.split(separator: "\n")
        #expect(lines[1].count <= 162)
        #expect(lines[1].hasSuffix("@"))
        #expect(lines[2].hasSuffix("^"))
        #expect(lines[1].firstIndex(of: "@").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
                == lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) })
    }

    @Test(arguments: [
        ("readHight", ["readHeight", "reportWidth"], "readHeight"),
        ("padidng", ["padding", "frame"], "padding"),
        ("lyout", ["layout", "load"], "layout"),
        ("xyzzy", ["padding", "frame"], nil),
    ] as [(String, [String], String?)])
    func suggestionsFindCloseNames(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestions.closest(to: name, in: candidates) == expected)
    }
}
