import Testing
import Shell
import ViewSyntax

@Suite struct InputCompletenessTests {
    @Test(arguments: [
        ("", true),
        ("text \"a\"", true),
        ("vstack < text \"a\" >", true),
        ("vstack <", false),
        ("vstack < hstack < rect >", false),
        ("vstack(alignment: .leading) <", false),
        ("vstack(", false),
        ("[1, 2", false),
        ("geometry { proxy in", false),
        ("text \"abc", false),
        ("text \"a\\(b", false),
        ("text \"a\\\"", false),
        ("text \"a\\\\\"", true),
        ("if flag <", false),
        ("if flag < rect > else <", false),
        ("if (a < b)", true),
        ("set x = a < b", true),
        ("view Row(h: Binding<CGFloat>) = rect", true),
        ("vstack < // comment >", false),
        ("text \"a\" // (", true),
        ("# vstack <", true),
        ("vstack < text \"a\" )", true),
        ("vstack < ] ", true),
        (") vstack <", false),
        ("layout 0.1", true),
        ("view Row =", false),
        ("set x = 1 +", false),
        ("text \"a\" .frame(width: 1,", false),
        ("load lib/", true),
        ("vstack < rect >", true),
    ])
    func completeness(input: String, complete: Bool) {
        #expect(InputCompleteness.isComplete(input, grammar: .catalogue) == complete)
    }

    @Test func accumulatedLinesComplete() {
        var input = "vstack <"
        #expect(!InputCompleteness.isComplete(input, grammar: .catalogue))
        input += "\n  text \"a\" .padding"
        #expect(!InputCompleteness.isComplete(input, grammar: .catalogue))
        input += "\n>"
        #expect(InputCompleteness.isComplete(input, grammar: .catalogue))
    }
}
