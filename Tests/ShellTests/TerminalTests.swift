import Foundation
import Testing
@testable import Shell

/// The interactive shell on a real terminal (tmux), as a user meets it.
@Suite(.enabled(if: Tmux.available, "tmux is not installed (scripts/setup installs it)"), .serialized)
struct TerminalTests {
    static let banner = """
        viewsh — SwiftUI layout and data flow, one line at a time. Type help, or a view:
          vstack < text "Brew" .readHeight >
        """

    /// A README session pasted at the prompt runs its inputs and skips its outputs, and the
    /// screen then reads like the README.
    @Test func aPastedReadmeSessionRunsAsTyped() throws {
        try withTemporaryDirectory { directory in
            let readme = try readFile(CLI.packageRoot + "/README.md")
            let block = readme.components(separatedBy: "```\n")[1]
            let terminal = try Tmux([], in: directory)
            try terminal.waitForPrompt()
            try terminal.paste(block)
            let lastLine = block.split(separator: "\n").last.map(String.init)!
            let screen = try terminal.wait { $0.contains(lastLine) && $0.hasSuffix("viewsh>") }
            #expect(screen == Self.banner + "\n" + block + "viewsh>")
            // Typing goes on as usual afterwards.
            try terminal.type("tree", "Enter")
            let after = try terminal.waitForPrompt(after: 8)
            #expect(after.hasSuffix("viewsh> tree\n0    hstack\n0.0  ├─ text \"A long label that wraps\"\n0.1  └─ color red\nviewsh>"))
        }
    }

    @Test func shellWordsHistoryClearAndExit() throws {
        try withTemporaryDirectory { directory in
            let terminal = try Tmux([], in: directory)
            try terminal.waitForPrompt()
            try terminal.type("vstack < text \"a\" >", "Enter")
            try terminal.type("history", "Enter")
            let listed = try terminal.waitForPrompt(after: 3)
            #expect(listed.hasSuffix("viewsh> history\n  1  vstack < text \"a\" >\n  2  history\nviewsh>"))
            try terminal.type("clear", "Enter")
            let cleared = try terminal.wait { !$0.contains("history") }
            #expect(cleared == "viewsh>")
            try terminal.type("exit", "Enter")
            let ended = try terminal.wait { $0.contains("[exit") }
            #expect(ended.hasSuffix("viewsh> exit\n[exit 0]"))
        }
    }

    @Test(arguments: ["q", ".quit", ".exit"])
    func otherWaysToQuit(word: String) throws {
        try withTemporaryDirectory { directory in
            let terminal = try Tmux([], in: directory)
            try terminal.waitForPrompt()
            try terminal.type(word, "Enter")
            let ended = try terminal.wait { $0.contains("[exit") }
            #expect(ended.hasSuffix("viewsh> \(word)\n[exit 0]"))
        }
    }

    /// `viewsh -i FILE` runs the file, then stays at the prompt with what the file built.
    @Test func dashIStaysInteractiveAfterTheFile() throws {
        try withTemporaryDirectory { directory in
            try writeFile("// a card\nstate n = 2\nvstack < text \"card\" >\nstate\n", to: directory + "/card.vsh")
            let terminal = try Tmux(["-i", "card.vsh"], in: directory)
            let started = try terminal.waitForPrompt()
            #expect(started == "n = 2\n" + Self.banner + "\nviewsh>")
            try terminal.type("tree", "Enter")
            let tree = try terminal.waitForPrompt(after: 2)
            #expect(tree.hasSuffix("viewsh> tree\n0    vstack\n0.0  └─ text \"card\"\nviewsh>"))
            try terminal.type("", "C-d")
            #expect(try terminal.wait { $0.contains("[exit") }.hasSuffix("[exit 0]"))
        }
    }

    /// Tab after `export ` offers the format, then file names; a view's place offers no colours.
    @Test func tabCompletesExportFormatsThenFiles() throws {
        try withTemporaryDirectory { directory in
            try writeFile("", to: directory + "/card.svg")
            let terminal = try Tmux([], in: directory)
            try terminal.waitForPrompt()
            try terminal.type("export s", "Tab")
            try terminal.wait { $0.hasSuffix("viewsh> export svg") }
            try terminal.type("", "Tab")
            let line = try terminal.wait { $0.hasSuffix("viewsh> export svg card.svg") }
            #expect(line.hasSuffix("viewsh> export svg card.svg"))
            try terminal.type("", "C-u")
            try terminal.type("vstack < cl", "Tab")
            usleep(300_000)
            #expect(try terminal.screen().hasSuffix("viewsh> vstack < cl"), "no colour name where a view goes")
        }
    }

    /// `viewsh test` colours its diff on a terminal, and not when NO_COLOR is set.
    @Test func testReportsAreColouredOnATerminalUnlessNoColor() throws {
        try withTemporaryDirectory { directory in
            try writeFile("viewsh> tree\nwrong\n", to: directory + "/w.transcript")
            let coloured = try Tmux(["test"], in: directory)
            let withColour = try coloured.wait(escapes: true) { $0.contains("[exit") }
            #expect(withColour.contains("\u{1B}[31m-wrong"))
            #expect(withColour.contains("\u{1B}[32m+(no root view yet"))
            let plain = try Tmux(["test"], in: directory, environment: ["NO_COLOR": "1"])
            let withoutColour = try plain.wait(escapes: true) { $0.contains("[exit") }
            #expect(!withoutColour.contains("\u{1B}["))
            #expect(withoutColour.hasSuffix("0 passed, 1 failed\n[exit 1]"))
        }
    }
}
