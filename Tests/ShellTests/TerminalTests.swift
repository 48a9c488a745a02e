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

/// Output on a terminal: colour, the pager, Ctrl-C while printing, the width of pictures.
@Suite(.enabled(if: Tmux.available, "tmux is not installed (scripts/setup installs it)"), .serialized)
struct TerminalOutputTests {
    static let loop = CLI.packageRoot + "/examples/label-column-loop.vsh"

    /// The loop warning of a frame trace is coloured like other warnings on a terminal, and not
    /// when NO_COLOR is set.
    @Test func theLoopWarningIsColouredOnATerminal() throws {
        try withTemporaryDirectory { directory in
            for (environment, coloured) in [([String: String](), true), (["NO_COLOR": "1"], false)] {
                let terminal = try Tmux([], in: directory, environment: environment)
                try terminal.waitForPrompt()
                try terminal.type("option pager off", "Enter")
                try terminal.waitForPrompt(after: 2)
                try terminal.type("load \(Self.loop)", "Enter")
                try terminal.wait { $0.contains("times per frame.") && $0.hasSuffix("viewsh>") }
                let screen = try terminal.screen(escapes: true)
                let line = screen.split(separator: "\n").first { $0.contains("tried to update multiple times") }.map(String.init) ?? ""
                if coloured {
                    #expect(line.contains("\u{1B}[35mwarning:"), "\(line.debugDescription)")
                } else {
                    #expect(line == "    warning: Bound preference MaxWidthKey tried to update multiple times per frame.")
                }
            }
        }
    }

    static let thirtyRows = "vstack < foreach(1...30) { n in text \"Row \\(n)\" } >"

    /// Output longer than the terminal goes through the pager (less, by default); a short answer
    /// does not; `option pager off` prints straight out.
    @Test func longOutputGoesThroughThePager() throws {
        try withTemporaryDirectory { directory in
            let terminal = try Tmux([], in: directory, width: 100, height: 12)
            try terminal.waitForPrompt()
            try terminal.type(Self.thirtyRows, "Enter")
            try terminal.type("layout 0.0.0[3]", "Enter")
            let short = try terminal.wait { $0.hasSuffix("(175, 90)\nviewsh>") }
            #expect(short.hasSuffix("0.0.0[3]  text \"Row 4\"  390×20.44  40×20  (175, 90)\nviewsh>"))
            try terminal.type("layout", "Enter")
            let paged = try terminal.wait { $0.hasSuffix("\n:") }
            #expect(paged.hasSuffix("0.0.0[8]   ├─ text \"Row 9\"   390×20.55  40×20   (175, 230)\n:"), "\(paged)")
            try terminal.type("q")
            let after = try terminal.wait { $0.hasSuffix("viewsh>") }
            #expect(after.hasSuffix("0.0.0[8]   ├─ text \"Row 9\"   390×20.55  40×20   (175, 230)\nviewsh>"), "\(after)")
            try terminal.type("option pager off", "Enter")
            try terminal.wait { $0.hasSuffix("pager: on → off\nviewsh>") }
            try terminal.type("layout", "Enter")
            let direct = try terminal.wait { $0.hasSuffix("(171, 818)\nviewsh>") }
            #expect(direct.hasSuffix("0.0.0[29]  └─ text \"Row 30\"  390×32     48×20   (171, 818)\nviewsh>"), "\(direct)")
        }
    }

    /// Ctrl-C while a long table waits in the pager stops the printing; once the pager is quit the
    /// shell says how far it got, and the session is as it was.
    @Test func ctrlCStopsATableInThePager() throws {
        try withTemporaryDirectory { directory in
            let terminal = try Tmux([], in: directory, width: 100, height: 12)
            try terminal.waitForPrompt()
            try terminal.type("vstack < foreach(1...3000) { n in hstack < text \"Row \\(n)\" spacer text \"\\(n)\" > } >", "Enter")
            try terminal.waitForPrompt(after: 2)
            try terminal.type("layout --all", "Enter")
            try terminal.wait(seconds: 30) { $0.hasSuffix("\n:") }
            try terminal.type("", "C-c")
            usleep(300_000)
            try terminal.type("q")
            let stopped = try terminal.wait { $0.contains("rows printed") && $0.hasSuffix("viewsh>") }
            let line = stopped.split(separator: "\n").first { $0.hasPrefix("interrupted: ") }.map(String.init) ?? ""
            #expect(line.hasSuffix(" of 12,001 rows printed"), "\(stopped)")
            try terminal.type("layout 0.0.0[2999].2", "Enter")
            let after = try terminal.wait { $0.hasSuffix("42398)\nviewsh>") }
            #expect(after.hasSuffix("0.0.0[2999].2  text \"3000\"  191×0     32×20  (358, 42398)\nviewsh>"), "\(after)")
        }
    }

    /// `render` follows the terminal's width when the window is resized.
    @Test func renderFollowsAResizedTerminal() throws {
        try withTemporaryDirectory { directory in
            let terminal = try Tmux([], in: directory, width: 120, height: 50)
            try terminal.waitForPrompt()
            try terminal.type("color red .frame(width: 390, height: 60)", "Enter")
            try terminal.type("render", "Enter")
            let wide = try terminal.waitForPrompt(after: 3)
            try terminal.resize(width: 60, height: 50)
            try terminal.type("clear", "Enter")
            try terminal.wait { $0 == "viewsh>" }
            try terminal.type("render", "Enter")
            let narrow = try terminal.waitForPrompt(after: 2)
            func widest(_ screen: String) -> Int { screen.split(separator: "\n").map(\.count).max() ?? 0 }
            #expect(wide.contains("1 cell = 4 pt wide"))
            #expect(widest(wide) == 99)
            #expect(narrow.contains("1 cell = 7 pt wide"))
            #expect(widest(narrow) <= 60)
        }
    }
}
