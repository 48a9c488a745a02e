import Diagnostics
import Testing
import Shell
import ViewSyntax

/// Error messages, the exact ranges they underline, their notes, and what is still built.
@Suite struct DiagnosticTests {
    @Test func missingCloseOfChildrenAtTheEnd() {
        #expect(renderedDiagnostics(#"vstack < text "Brew""#) == """
            error: expected '>' to close the children of 'vstack'
            vstack < text "Brew"
                                ^
            note: to match this '<'
            vstack < text "Brew"
                   ^

            """)
        #expect(dumpItems(#"vstack < text "Brew""#) == #"(root (vstack < (text "Brew") >))"#)
    }

    @Test func missingCloseOfChildrenOnALaterLine() {
        let source = """
            vstack <
              hstack < text "a" >
              text "b"
            """
        #expect(renderedDiagnostics(source) == """
            error: expected '>' to close the children of 'vstack'
              text "b"
                      ^
            note: to match this '<'
            vstack <
                   ^

            """)
        #expect(dumpItems(source) == #"(root (vstack < (hstack < (text "a") >) (text "b") >))"#)
    }

    @Test func missingCloseOfArguments() {
        #expect(renderedDiagnostics("vstack < text \"a\" > .frame(width: 10") == """
            error: expected ')' to close the arguments of '.frame'
            vstack < text "a" > .frame(width: 10
                                                ^
            note: to match this '('
            vstack < text "a" > .frame(width: 10
                                      ^

            """)
    }

    @Test func insideArgumentsGreaterThanIsAComparison() {
        // Only a children list's own level treats `>` as its close; in brackets it compares.
        let source = #"vstack < text "a" .frame(width: 10 > .padding"#
        #expect(renderedDiagnostics(source) == """
            error: expected ')' to close the arguments of '.frame'
            vstack < text "a" .frame(width: 10 > .padding
                                                         ^
            note: to match this '('
            vstack < text "a" .frame(width: 10 > .padding
                                    ^

            """)
        #expect(dumpItems(source) == #"(root (vstack < (modified (text "a") .frame(width:(> 10 .padding))) >))"#)
        #expect(cleanDump(#"vstack < text "a" .opacity(x > 3 ? 1 : 0) >"#)
            == #"(root (vstack < (modified (text "a") .opacity((? (> x 3) 1 0))) >))"#)
    }

    @Test func somethingThatIsNotAView() {
        #expect(renderedDiagnostics(#"vstack < "Brew" >"#) == """
            error: expected a view after '<', found a string
            vstack < "Brew" >
                     ^
            note: to show a string, write 'text' before it

            """)
        #expect(renderedDiagnostics("hstack < rect 5 >") == """
            error: expected a view or '>', found '5'
            hstack < rect 5 >
                          ^

            """)
    }

    @Test func recoveryKeepsTheGoodChildren() {
        let source = #"vstack < 1 text "a" = text "b" .frame(width: ) text "c" >"#
        #expect(messages(source) == [
            "expected a view after '<', found '1'",
            "expected a view or '>', found '='",
            "expected a value after 'width:', found ')'",
        ])
        #expect(dumpItems(source) == #"(root (vstack < (text "a") (modified (text "b") .frame(width:missing)) (text "c") >))"#)
    }

    @Test func recoveryStopsAtTheEndOfALine() {
        let source = """
            vstack <
              text "a" = = = ]
              text "b"
            >
            """
        #expect(messages(source) == ["expected a view or '>', found '='"])
        #expect(dumpItems(source) == #"(root (vstack < (text "a") (text "b") >))"#)
    }

    @Test func unexpectedCharactersAreSkipped() {
        #expect(renderedDiagnostics("vstack < text \"a\" @ rect >") == """
            error: unexpected character '@'
            vstack < text "a" @ rect >
                              ^

            """)
        #expect(dumpItems("vstack < text \"a\" @ rect >") == #"(root (vstack < (text "a") (rect) >))"#)
    }

    @Test func strayClosingBrackets() {
        #expect(renderedDiagnostics("vstack < rect ) >") == """
            error: unexpected ')' with no matching '('
            vstack < rect ) >
                          ^

            """)
        #expect(renderedDiagnostics("vstack < rect > >") == """
            error: unexpected '>' with no matching '<'
            vstack < rect > >
                            ^

            """)
    }

    @Test func oneItemPerStatement() {
        #expect(renderedDiagnostics(#"text "a" text "b""#) == """
            error: unexpected 'text' after the view; to show several views, put them in a stack: 'vstack < … >'
            text "a" text "b"
                     ^~~~

            """)
        #expect(messages(#"text "a" = 3"#) == ["unexpected '=' after the view; expected a modifier such as '.padding' or the end of the line"])
        #expect(messages("state x = 1 state y = 2") == ["unexpected 'state' after the definition of 'x'; expected the end of the line"])
        #expect(messages("5") == ["expected a view or a definition, found '5'"])
        // A dictionary's elements are all `key: value`; the first element decides which it is.
        #expect(messages("state d = [1: 2, 3]") == ["expected ':' and a value (every element of a dictionary is key: value), found ']'"])
        #expect(messages("state d = [1, 2: 3]") == ["expected ',' or ']', found ':'"])
        #expect(messages("state d = [1: ]") == ["expected a value after ':', found ']'"])
        #expect(messages("state d = [1: 2") == ["expected ']' to close the dictionary"])
        #expect(messages("else < rect >") == ["'else' must follow its 'if … < … >' in the same statement"])
        #expect(renderedDiagnostics(".padding(8)") == """
            error: the modifier '.padding' must follow a view in the same statement
            .padding(8)
            ^~~~~~~~

            """)
    }

    @Test func missingOperandsAndClosures() {
        #expect(renderedDiagnostics("vstack < text >") == """
            error: expected a string or expression after 'text', found '>'
            vstack < text >
                          ^

            """)
        #expect(messages("hstack < color text \"a\" >") == ["expected a color after 'color', found 'text'"])
        #expect(messages("foreach { x in rect }") == ["expected a list after 'foreach', found '{'"])
        #expect(messages("foreach rows") == ["expected '{ item in … }' after the list of 'foreach'"])
        #expect(messages("geometry") == ["expected '{ proxy in … }' after 'geometry'"])
    }

    @Test func conditionalsExplainTheirAngleBracket() {
        #expect(renderedDiagnostics(#"if count < 3 < text "few" >"#) == """
            error: expected a view after '<', found '3'
            if count < 3 < text "few" >
                       ^
            note: in an 'if' condition '<' opens the views; to compare, write 'if (a < b) < … >'

            """)
        #expect(messages("if < rect >") == ["expected a condition after 'if', found '<'"])
        #expect(messages("if flag") == ["expected '<' after the condition of 'if'"])
        #expect(messages("if flag < rect > else") == ["expected '<' or 'if' after 'else'"])
    }

    @Test func closures() {
        #expect(renderedDiagnostics("geometry { proxy in color clear") == """
            error: expected '}' to close the closure
            geometry { proxy in color clear
                                           ^
            note: to match this '{'
            geometry { proxy in color clear
                     ^

            """)
        #expect(messages("geometry { proxy in = }") == ["expected an expression or '}', found '='"])
        #expect(renderedDiagnostics("rect .task { x = 1 y = 2 }") == """
            error: consecutive statements on a line must be separated by ';'
            rect .task { x = 1 y = 2 }
                              ^

            """)
        #expect(messages("rect .task { x = }") == ["expected a value after '=', found '}'"])
    }

    @Test func strings() {
        #expect(renderedDiagnostics(#"text "\()""#) == #"""
            error: expected an expression in the interpolation
            text "\()"
                  ^~~

            """#)
        #expect(messages(#"text "\(a b)""#) == ["expected ')' to close the interpolation, found 'b'"])
        #expect(renderedDiagnostics(#"text "a\qb""#) == #"""
            error: invalid escape sequence '\q' in string
            text "a\qb"
                   ^~

            """#)
        #expect(messages(#"text "\u{D800}""#) == [#"invalid unicode escape '\u{D800}'; write '\u{1F600}'"#])
        #expect(messages("text \"abc\nrect") == ["unterminated string literal"])
    }

    @Test func numbersAndMembers() {
        #expect(renderedDiagnostics("rect .padding(.5)") == """
            error: '.5' is not a number; write '0.5'
            rect .padding(.5)
                          ^~

            """)
        #expect(messages("rect .padding(1e999)") == ["number '1e999' is out of range"])
        #expect(messages("text $99999999999999999999") == ["shorthand argument '$99999999999999999999' is out of range"])
        #expect(renderedDiagnostics("text a. b") == """
            error: expected a member name after '.'
            text a. b
                  ^

            """)
        #expect(messages("rect . padding") == ["expected a modifier name after '.'"])
        #expect(messages(#"text \"#) == [#"expected a key path such as '\.font' after '\'"#])
    }

    @Test func theNumberOfDiagnosticsIsBounded() {
        let source = "vstack < " + String(repeating: "@ ", count: 500) + ">"
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.count == 101)
        #expect(result.diagnostics.last?.message == "too many errors; 400 more not shown")
    }

    @Test func diagnosticsComeInSourceOrder() {
        let result = Parser.parseItems(SourceFile(name: "<test>", text: "vstack < 1 @ >"), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["expected a view after '<', found '1'", "unexpected character '@'"])
    }
}
