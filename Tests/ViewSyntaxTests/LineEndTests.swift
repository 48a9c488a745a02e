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
