import Diagnostics
import Testing
import Shell
@testable import ViewSyntax

/// Statements and `layout` definitions as parsed (SyntaxParser+Statements.swift,
/// SyntaxParser+Layouts.swift), and how the splitter treats a layout's body.
@Suite struct StatementParsingTests {
    @Test func declarationsLoopsAndJumpsInAClosure() {
        #expect(cleanDump("text \"a\" .onAppear { let x = 1; var (a, b) = pair; var w: CGFloat }")
                == "(root (modified (text \"a\") .onAppear{(let x = 1) (var (a, b) = pair) (var w: CGFloat)}))")
        #expect(cleanDump("text \"a\" .onAppear { for (i, x) in xs.enumerated() { total += i; continue } }")
                == "(root (modified (text \"a\") .onAppear{(for (i, x) in (call (member xs enumerated)) {(+= total i) (continue)})}))")
        #expect(cleanDump("text \"a\" .onAppear { while n < 3 { n += 1; break } }")
                == "(root (modified (text \"a\") .onAppear{(while (< n 3) {(+= n 1) (break)})}))")
        #expect(cleanDump("text \"a\" .onAppear { guard let v = maybe else { return }; x = v }")
                == "(root (modified (text \"a\") .onAppear{(guard let v = maybe else {(return)}) (= x v)}))")
        #expect(cleanDump("text \"a\" .onAppear { if let v = maybe { x = v } else { x = 0 } }")
                == "(root (modified (text \"a\") .onAppear{(if let v = maybe {(= x v)} else {(= x 0)})}))")
    }

    @Test func statementWordsAreNamesElsewhere() {
        // `return value` is a statement everywhere (a closure of one is that value); `let` alone is a name.
        #expect(cleanDump("alignment a: horizontal { d in return d[.leading] }") == "(alignment a: horizontal {d in (return (subscript d .leading))})")
        #expect(cleanDump("text \"a\" .onAppear { total = index }") == "(root (modified (text \"a\") .onAppear{(= total index)}))")
    }

    @Test func aLayoutDefinitionIsCode() {
        let source = """
            layout Flow(spacing: CGFloat = 8) {
              func rows(_ width: CGFloat, in subviews: Subviews) -> [CGFloat] {
                return []
              }
              sizeThatFits { proposal, subviews in
                if x < limit { return .zero }
                return CGSize(width: 1, height: 2)
              }
              placeSubviews { bounds, proposal, subviews in
                for s in subviews { s.place(at: .zero, proposal: .unspecified) }
              }
            }
            """
        #expect(cleanDump(source) == "(layout Flow(spacing: CGFloat = 8) (func rows(_ width: CGFloat, in subviews: Subviews) -> [CGFloat] {(return (list))}) "
                + "sizeThatFits{proposal subviews in (if (< x limit) {(return .zero)}) (return (call CGSize width:1 height:2))} "
                + "placeSubviews{bounds proposal subviews in (for s in subviews {(call (member s place) at:.zero proposal:.unspecified)})})")
    }

    @Test func theSwiftFormOfTheMethodsParses() {
        let source = """
            layout L {
              func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
              func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { }
            }
            """
        #expect(cleanDump(source) == "(layout L (func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {.zero}) "
                + "(func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}))")
    }

    @Test func mistakesInALayoutAreLocated() {
        #expect(messages("layout L { spacing = 3 }") == [
            "expected a method of the layout: sizeThatFits { proposal, subviews in … }, placeSubviews { bounds, proposal, subviews in … } or a func, found 'spacing'",
        ])
        #expect(messages("layout L {\n  sizeThatFits { p, s in for x subviews { } }\n}") == ["expected 'in' after the names of 'for', found 'subviews'"])
        #expect(messages("layout L {\n  sizeThatFits { p, s in let x }\n}") == ["expected '=' and a value: a 'let' needs one, found '}'"])
    }

    @Test func anOperatorIsAnArgument() {
        #expect(dumpExpression("xs.reduce(0, +)") == "(call (member xs reduce) 0 +)")
    }

    @Test func theSplitterReadsALayoutAsCodeAndLearnsItsName() {
        let script = """
            layout Flow {
              sizeThatFits { proposal, subviews in
                if proposal.width ?? 0 < 10 {
                  return .zero
                }
                return CGSize(width: 1, height: 1)
              }
              placeSubviews { bounds, proposal, subviews in }
            }
            Flow <
              text "a"
              text "b"
            >
            text "c"
            """
        let file = SourceFile(name: "script.vsh", text: script)
        let statements = StatementSplitter.split(file, grammar: .catalogue).map(file.slice)
        #expect(statements.count == 3)
        #expect(statements[1] == "Flow <\n  text \"a\"\n  text \"b\"\n>")
        #expect(InputCompleteness.isComplete("layout Flow {\n  sizeThatFits { p, s in\n    if x < 3 {", grammar: .catalogue) == false)
        #expect(InputCompleteness.isComplete("layout Flow {\n  sizeThatFits { p, s in if x < 3 { } }\n}", grammar: .catalogue))
    }
}
