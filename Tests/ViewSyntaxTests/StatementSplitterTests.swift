import Diagnostics
import Testing
import Shell
import ViewSyntax

/// The statements of `script`, as text.
private func statements(_ script: String) -> [String] {
    let file = SourceFile(name: "script.vsh", text: script)
    return StatementSplitter.split(file, grammar: .catalogue).map(file.slice)
}

@Suite struct StatementSplitterTests {
    @Test func oneStatementALine() {
        #expect(statements("state x = 1\ntext \"a\"\nlayout 0.1\n") == ["state x = 1", "text \"a\"", "layout 0.1"])
    }

    @Test func openBracketsContinueTheStatement() {
        let script = """
            vstack(
              spacing: 8) <
              text "a"
              geometry { proxy in
                color [red,
                  blue]
              }
            >
            text "b"
            """
        #expect(statements(script) == [
            "vstack(\n  spacing: 8) <\n  text \"a\"\n  geometry { proxy in\n    color [red,\n      blue]\n  }\n>",
            "text \"b\"",
        ])
    }

    @Test func aLineStartingWithADotOrElseJoins() {
        let script = """
            vstack < text "a" >
              .padding
              .frame(width: 10)
            if flag < rect >
            else < divider >
            text "b"
            """
        #expect(statements(script) == [
            "vstack < text \"a\" >\n  .padding\n  .frame(width: 10)",
            "if flag < rect >\nelse < divider >",
            "text \"b\"",
        ])
    }

    @Test func aLineEndingWithAnOperatorContinues() {
        let script = """
            view BrewSummaryRow(height: Binding<CGFloat>) =
              hstack < text "Brew" >
                .padding
            set total = 1 +
              2
            text "a" .frame(width:
              10)
            load lib/
            rect
            """
        #expect(statements(script) == [
            "view BrewSummaryRow(height: Binding<CGFloat>) =\n  hstack < text \"Brew\" >\n    .padding",
            "set total = 1 +\n  2",
            "text \"a\" .frame(width:\n  10)",
            "load lib/",
            "rect",
        ])
        #expect(statements("vstack < rect >\nrect") == ["vstack < rect >", "rect"])
    }

    @Test func commentsAndBlankLinesAreSkipped() {
        let script = """
            #!/usr/bin/env viewsh
            # a comment line

            // another
            text "a" // trailing comment
              // between a view and its modifier
              .padding
            # done
            """
        #expect(statements(script) == ["text \"a\" // trailing comment\n  // between a view and its modifier\n  .padding"])
        #expect(statements("// nothing\n\n# at all\n").isEmpty)
        #expect(statements("").isEmpty)
    }

    @Test func aHashInsideALineIsNotAComment() {
        #expect(statements("text \"a\" # not a comment\ntext \"b\"") == ["text \"a\" # not a comment", "text \"b\""])
    }

    @Test func stringsHideBracketsAndCommentsAndMaySpanLines() {
        #expect(statements("text \"< ( // \"\ntext \"b\"") == ["text \"< ( // \"", "text \"b\""])
        #expect(statements("text \"two\nlines\"\nrect") == ["text \"two\nlines\"", "rect"])
        #expect(statements("text \"\\(f(\n1))\"\nrect") == ["text \"\\(f(\n1))\"", "rect"])
    }

    @Test func lessThanIsNotAChildrenList() {
        #expect(statements("set x = a < b\ntext \"a\"") == ["set x = a < b", "text \"a\""])
        #expect(statements("view Row(h: Binding<CGFloat>) = text h\nrect") == ["view Row(h: Binding<CGFloat>) = text h", "rect"])
        #expect(statements("key K: Array<Int> = []\nrect") == ["key K: Array<Int> = []", "rect"])
        #expect(statements("if a < b\n> text\nrect") == ["if a < b\n> text", "rect"])
        #expect(statements("if (a < b) < rect\n>\nrect") == ["if (a < b) < rect\n>", "rect"])
        #expect(statements("rect .task { if a < 3 { x = 1 } }\nrect") == ["rect .task { if a < 3 { x = 1 } }", "rect"])
    }

    @Test func aStrayClosingBracketLetsTheStatementEnd() {
        #expect(statements("vstack < text \"a\" )\ntext \"b\"") == ["vstack < text \"a\" )", "text \"b\""])
        #expect(statements(") ] }\nrect") == [") ] }", "rect"])
    }

    @Test func rangesKeepIndentationAndLineNumbers() {
        let file = SourceFile(name: "script.vsh", text: "rect\n\n  text \"a\"\r\n  .padding\r\ndivider")
        let ranges = StatementSplitter.split(file, grammar: .catalogue)
        #expect(ranges == [SourceRange(0, 4), SourceRange(6, 28), SourceRange(30, 37)])
        #expect(file.slice(ranges[1]) == "  text \"a\"\r\n  .padding")
        #expect(file.location(of: ranges[1].start) == SourceLocation(line: 3, column: 1))
    }

    @Test func anUnclosedListRunsToTheEnd() {
        #expect(statements("vstack <\ntext \"a\"\nrect") == ["vstack <\ntext \"a\"\nrect"])
    }

    @Test func statementsParseWithTheScriptsLineNumbers() throws {
        let script = SourceFile(name: "script.vsh", text: "rect\n\nvstack <\n  text \"a\"\n")
        let range = try #require(StatementSplitter.split(script, grammar: .catalogue).last)
        let statement = SourceFile(name: "script.vsh", text: script.slice(range), firstLine: script.location(of: range.start).line)
        let result = Parser.parseItems(statement, grammar: .catalogue)
        let rendered = DiagnosticRenderer(style: .batch).render(result.diagnostics.map { LocatedDiagnostic($0, in: statement) })
        #expect(rendered == """
            script.vsh:4:11: error: expected '>' to close the children of 'vstack'
              text "a"
                      ^
            script.vsh:3:8: note: to match this '<'
            vstack <
                   ^

            """)
    }
}
