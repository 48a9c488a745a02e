import Diagnostics
import Testing
import ViewSyntax

/// Issue 10: `state maybe: String?` swallowed the next line (the `?` read as a ternary waiting
/// for more), and `save out-` did too (a trailing operator); at the prompt both showed `...>`.
@Suite struct LineEndTests {
    static func statements(_ script: String, lineCommands: Set<String> = []) -> [String] {
        let file = SourceFile(name: "s.vsh", text: script)
        return StatementSplitter.split(file, grammar: .catalogue, lineCommands: lineCommands).map(file.slice)
    }

    @Test func aTypeEndsItsLine() {
        #expect(Self.statements("state maybe: String?\ntext \"a\"") == ["state maybe: String?", "text \"a\""])
        #expect(Self.statements("state b: Binding<CGFloat>\ntext \"a\"") == ["state b: Binding<CGFloat>", "text \"a\""])
        #expect(InputCompleteness.isComplete("state maybe: String?", grammar: .catalogue))
        #expect(InputCompleteness.isComplete("view V(h: Binding<CGFloat>) = text \"x\"", grammar: .catalogue))
        // An operator written apart still goes on.
        #expect(!InputCompleteness.isComplete("state x = flag ?", grammar: .catalogue))
        #expect(Self.statements("set x = a >\n  b") == ["set x = a >\n  b"])
    }

    /// Found by the save/load property test: the children of a view written with a title were read
    /// as `<` and `>` comparisons, so the statement ran on into the next line.
    @Test func childrenAfterATitleClose() {
        #expect(Self.statements("view V = hstack < button \"Save\" < > { } rect >\nstate s: CGFloat = 1")
            == ["view V = hstack < button \"Save\" < > { } rect >", "state s: CGFloat = 1"])
        #expect(Self.statements("button \"a \\(x) b\" < text \"x\" > { }\ntree") == ["button \"a \\(x) b\" < text \"x\" > { }", "tree"])
        #expect(Self.statements("view V(t: String) = zstack < button t < > { } >\nkey K: CGFloat = 4 reduce last")
            == ["view V(t: String) = zstack < button t < > { } >", "key K: CGFloat = 4 reduce last"])
    }

    @Test func aFileCommandIsItsLine() {
        let commands: Set<String> = ["save", "load"]
        #expect(Self.statements("save out-\ntree", lineCommands: commands) == ["save out-", "tree"])
        #expect(Self.statements("save a.\n  .padding", lineCommands: commands) == ["save a.", "  .padding"])
        #expect(Self.statements("save out-\ntree") == ["save out-\ntree"])  // without the table, as before
        #expect(InputCompleteness.isComplete("save out-", grammar: .catalogue, lineCommands: commands))
        #expect(InputCompleteness.isComplete("load \"unterminated", grammar: .catalogue, lineCommands: commands))
        #expect(!InputCompleteness.isComplete("vstack <", grammar: .catalogue, lineCommands: commands))
    }
}
