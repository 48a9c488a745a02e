import ViewEngine

enum HelpCommand {
    static let help = Command(
        name: "help", usage: "help [topic]",
        summary: "this table; help <command> for one command in full",
        // topics: a command, views, modifiers, language, a view keyword, a .modifier
        details: """
        Shows the commands, or one command's usage, description and examples. Topics: any command,
        `views`, `modifiers`, `language`, a view (`vstack`), a modifier (`.frame`), or a section of
        Docs/Semantics.md, the reference every § cites (`help §2.3`).
        """,
        examples: ["help", "help insert", "help modifiers", "help .frame", "help vstack", "help §2.3"],
        completions: [.helpTopic]
    ) { context, output throws(CommandError) in
        guard let topicWord = context.arguments.first else {
            output.write(overview())
            return
        }
        try context.expectNoMoreWords(after: 1)
        let topic = topicWord.text
        if let command = CommandTable.command(topic) {
            output.write(describe(command))
        } else if topic == "views" {
            output.write(table(ViewCatalog.all.map { ($0.keyword, $0.summary) }))
        } else if topic == "modifiers" {
            output.write(table(ModifierCatalog.all.map { ("." + $0.name, $0.summary) }))
        } else if topic == "language" {
            output.write(language)
        } else if let section = SemanticsSections.section(topic) {
            output.write(section)
        } else if let info = ModifierCatalog.info(topic.hasPrefix(".") ? String(topic.dropFirst()) : topic) {
            output.write(".\(info.name): \(info.summary)\nexample: \(info.example)\n")
        } else if let info = ViewCatalog.info(topic) {
            output.write("\(info.keyword): \(info.summary)\nexample: \(info.example)\n")
        } else {
            let topics = CommandTable.names + ["views", "modifiers", "language"] + ViewCatalog.keywords
                + ModifierCatalog.names.map { "." + $0 } + SemanticsSections.numbers
            throw CommandError(.error("no help for '\(topic)'", at: topicWord.range).suggesting(topic, from: topics))
        }
    }

    static let quit = Command(
        name: "quit", usage: "quit", summary: "leave viewsh (Ctrl-D does too)",
        details: "Ends the session. In a script, the statements after `quit` are not run.",
        examples: ["quit"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        context.session.hasQuit = true
    }

    /// Names and summaries in two columns, the first as wide as its longest name.
    static func table(_ rows: [(String, String)]) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        return rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }

    static func overview() -> String {
        var text = "commands:\n"
        for command in CommandTable.all {
            let usage = command.usage.components(separatedBy: " | ")[0]
            text += "  " + usage.padding(toLength: 28, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """
        language:
          vstack < text "Brew" .readHeight >      a view makes (or replaces) the root
          state tallest: CGFloat = 0              define a state (also: key, envkey, alignment, modifier, view)
        more: help <command>, help views, help modifiers, help language

        """
        return text
    }

    static func describe(_ command: Command) -> String {
        var text = "usage: \(command.usage)\n\n\(command.details)\n"
        if !command.examples.isEmpty {
            text += "\nexamples:\n" + command.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    static let language = """
    views      vstack hstack zstack (alignment:, spacing:) < children >, text "…", color red, rect,
               spacer(minLength:), divider, image(width:height:), geometry { proxy in … }, empty,
               foreach list { item in … }, if cond < … > else < … >, and your own views;
               shapes circle, capsule, roundedrect(cornerRadius:) …; controls button "Save" { … },
               toggle("Wi-Fi", isOn: $on) …; all of them: help views
    modifiers  follow a view after a space: text "Hi" .padding(8) .background(color yellow)
    values     12, 0.5, "text", true, nil, [1, 2], (a, b), .infinity, proxy.size.height, a + b, max(a, b)
    closures   { proxy in … }, { $0[.leading] }, { tallest = $0 }
    defining   key K: CGFloat = 0 reduce max        state s: CGFloat = 0      envkey accent = "blue"
               alignment col: horizontal { d in d[.leading] }
               modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)
               view Row(title: String) = hstack < text title spacer >
    comments   // to the end of a line; a line starting with # in a script
    See Docs/Language.md for the grammar.

    """
}
