import Foundation
import Testing
@testable import Shell

/// Sessions pasted with their `viewsh> ` prompts run as typed.
@Suite struct PastedPromptsTests {
    @Test(arguments: [
        ("viewsh> tree", "tree"),
        ("viewsh>", ""),
        ("...>   text \"a\"", "  text \"a\""),
        ("...>", ""),
        ("  viewsh> tree", "tree"),         // copied from an indented block
        ("viewsh> tree\r", "tree\r"),
        ("viewsh>\r", ""),
    ])
    func promptsAreStripped(line: String, text: String) {
        #expect(PastedPrompts.strip(line) == text)
    }

    @Test(arguments: ["tree", "viewsh>tree", "0    vstack", "# viewsh> x", "text \"viewsh> \""])
    func otherLinesHaveNoPrompt(line: String) {
        #expect(PastedPrompts.strip(line) == nil)
    }

    /// A script with a prompt anywhere is a pasted session: its prompt lines run, the rest (what
    /// the example printed) is left out, line numbers kept.
    @Test func aScriptWithPromptsKeepsOnlyItsInputs() {
        let pasted = "viewsh> vstack <\n...>   text \"a\"\n...> >\nviewsh> tree\n0    vstack\n0.0  └─ text \"a\"\n"
        #expect(PastedPrompts.script(Array(pasted.utf8)).map { String(decoding: $0, as: UTF8.self) }
                == "vstack <\n  text \"a\"\n>\ntree\n\n\n")
        #expect(PastedPrompts.script(Array("tree\n0    vstack\n".utf8)) == nil, "no prompt: the script runs as written")
    }

    @Test func aPastedScriptRunsInASession() {
        let session = makeSession()
        var printed = ""
        let result = session.runScript(Array("viewsh> text \"a\"\nviewsh> tree\n0  text \"b\"\nviewsh> nope\n".utf8),
                                       name: "p.vsh", bail: false) { printed += $0.text }
        #expect(result.failures == 1)
        #expect(printed == "0  text \"a\"\np.vsh:4:1: error: unknown view 'nope'\nnope\n^~~~\n")
    }

    /// At the prompt a paste is a burst of lines that arrive together.
    @Test func pasteFilterSkipsOutputInABurstWithPrompts() {
        var filter = PasteFilter()
        // Typed lines run as typed; a typed prompt line is stripped.
        #expect(filter.take("tree", morePending: false) == "tree")
        #expect(filter.take("viewsh> tree", morePending: false) == "tree")
        #expect(filter.take("0    vstack", morePending: false) == "0    vstack")
        // A paste: prompt lines run, output lines are skipped, including the last line of the
        // burst (finished by the user's Enter).
        #expect(filter.take("viewsh> tree", morePending: true) == "tree")
        #expect(filter.take("0    vstack", morePending: true) == nil)
        #expect(filter.take("viewsh> vstack <", morePending: true) == "vstack <")
        #expect(filter.take("...>   text \"a\"", morePending: true) == "  text \"a\"")
        #expect(filter.take("...> >", morePending: true) == ">")
        #expect(filter.take("0.0  └─ text \"a\"", morePending: false) == nil)
        // After the burst, typing is typing again.
        #expect(filter.take("0    vstack", morePending: false) == "0    vstack")
        // A paste without prompts runs every line.
        #expect(filter.take("vstack <", morePending: true) == "vstack <")
        #expect(filter.take("  text \"a\"", morePending: true) == "  text \"a\"")
        #expect(filter.take(">", morePending: false) == ">")
    }

    /// The README's first session, pasted into a pipe, runs as typed and prints what the README shows.
    @Test func theReadmeSessionRunsWhenPasted() throws {
        let readme = try readFile(CLI.packageRoot + "/README.md")
        let block = readme.components(separatedBy: "```\n")[1]
        #expect(block.hasPrefix("viewsh> vstack < text \"Brew\" .readHight >\n"))
        let result = try CLI.run([], stdin: Array(block.utf8))
        #expect(result.status == 1, "the README's first input is the misspelling it shows")
        let outputs = block.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { PastedPrompts.strip(String($0)) == nil && !$0.isEmpty }
        let errorLines = 4
        #expect(result.stdout == outputs.dropFirst(errorLines).map { $0 + "\n" }.joined())
        #expect(result.stderr == "<stdin>:1:22: error: unknown modifier 'readHight'\n"
                + outputs.prefix(errorLines).dropFirst().map { $0 + "\n" }.joined())
    }
}
