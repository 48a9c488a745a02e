import ViewEngine

enum HelpCommand {
    static let help = Command(
        name: "help", aliases: ["?", ".help"], usage: "help [topic]",
        summary: "this table; help <command> for one command in full",
        // topics: a command, views, modifiers, language, swift, a view keyword, a .modifier
        details: """
        Shows the commands, or one command's usage, description and examples. Topics: any command,
        `views`, `modifiers`, `language`, `swift`, a view (`vstack`), a modifier (`.frame`), a definition
        keyword (`key`, `state`, `envkey`, `alignment`, `modifier`, `view`), a name you or the
        prelude defined (`HeightKey`, `.readHeight`), or a section of Docs/Semantics.md, the
        reference every § cites (`help §2.3`).
        """,
        examples: ["help", "help insert", "help modifiers", "help .frame", "help vstack", "help key", "help .readHeight",
                   "help swift", "help §2.3"],
        completions: [.helpTopic]
    ) { context, output throws(CommandError) in
        guard let topicWord = context.arguments.first else {
            output.write(overview())
            return
        }
        try context.expectNoMoreWords(after: 1)
        let topic = topicWord.text
        let definitions = context.session.document.definitions
        let definitionName = topic.hasPrefix(".") ? String(topic.dropFirst()) : topic
        if let command = CommandTable.command(topic) {
            output.write(describe(command))
            // `state` is a command and a definition keyword: both.
            if let kind = Definition.Kind(rawValue: topic) { output.write("\n" + DefinitionHelp.describe(kind)) }
        } else if let kind = Definition.Kind(rawValue: topic) {
            output.write(DefinitionHelp.describe(kind))
        } else if let definition = definitions[definitionName], !topic.hasPrefix(".") || definition.kind == .modifier {
            output.write(DefinitionHelp.describe(definition, in: context.session.document))
        } else if topic == "views" {
            output.write(table(ViewCatalog.all.map { ($0.keyword, $0.summary) }))
        } else if topic == "modifiers" {
            output.write(table(ModifierCatalog.all.map { ("." + $0.name, $0.summary) }))
        } else if topic == "language" {
            output.write(language)
        } else if topic == "swift" {
            output.write(swift)
        } else if let section = SemanticsSections.section(topic) {
            output.write(section)
        } else if let info = ModifierCatalog.info(topic.hasPrefix(".") ? String(topic.dropFirst()) : topic) {
            output.write(".\(info.name): \(info.summary)\nexample: \(info.example)\n")
        } else if let info = ViewCatalog.info(topic) {
            output.write("\(info.keyword): \(info.summary)\nexample: \(info.example)\n")
        } else {
            throw CommandError(.error("no help for '\(topic)'", at: topicWord.range)
                .suggesting(topic, from: topics(definitions)))
        }
    }

    /// Everything `help` has a page for: commands and their aliases, the lists, views, modifiers,
    /// definition keywords and the session's definitions (`.name` for modifiers).
    static func topics(_ definitions: Definitions) -> [String] {
        CommandTable.names + ["views", "modifiers", "language", "swift"] + ViewCatalog.keywords
            + ModifierCatalog.names.map { "." + $0 } + Definition.Kind.allCases.map(\.rawValue)
            + definitions.all.map { $0.kind == .modifier ? "." + $0.name : $0.name } + SemanticsSections.numbers
    }

    static let clear = Command(
        name: "clear", usage: "clear", summary: "clear the screen (on a terminal; elsewhere it prints nothing)",
        details: "Clears the terminal, as Ctrl-L does while typing. In a script or a transcript it does nothing.",
        examples: ["clear"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        output.clearsScreen = true
    }

    static let quit = Command(
        name: "quit", aliases: ["exit", "q", ".quit", ".exit"], usage: "quit", summary: "leave viewsh (Ctrl-D does too)",
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
            let also = command.aliases.isEmpty ? "" : "; also " + command.aliases.joined(separator: ", ")
            text += "  " + usage.padding(toLength: max(28, usage.count + 2), withPad: " ", startingAt: 0) + command.summary + also + "\n"
        }
        text += """
        language:
          vstack < text "Brew" .readHeight >      a view makes (or replaces) the root
          state tallest: CGFloat = 0              define a state (also: key, envkey, alignment, modifier, view)
        more: help <command>, help views, help modifiers, help language, help swift, help <definition word or name>

        """
        return text
    }

    static func describe(_ command: Command) -> String {
        var text = "usage: \(command.usage)\n"
        if !command.aliases.isEmpty { text += "also: " + command.aliases.joined(separator: ", ") + "\n" }
        text += "\n\(command.details)\n"
        if !command.examples.isEmpty {
            text += "\nexamples:\n" + command.examples.map { "  \($0)\n" }.joined()
        }
        return text
    }

    static let swift = """
    SwiftUI source is read as it is written: load File.swift, viewsh File.swift, translate File.swift,
    or Swift typed at the prompt (a statement starting with struct, extension, enum, typealias, import,
    @ or #Preview runs until its braces close). save --swift File.swift writes the session back.
    views      struct X: View (let/var parameters, @State, @Binding, computed properties, helper
               functions, a custom init); VStack HStack ZStack Text Color GeometryReader ForEach
               Group, and every view of `help views` by its SwiftUI name (Grid, LazyVGrid, ScrollView,
               ViewThatFits, List, Circle, Button, Toggle …); if/else, if let, switch (values,
               ranges); containers with @ViewBuilder content (expanded where used)
    layouts    struct L: Layout (its properties are the parameters; sizeThatFits, placeSubviews and
               helper funcs kept in Swift's form); L(…) { … }, AnyLayout(…) { … },
               let layout = c ? AnyLayout(A()) : AnyLayout(B()); layout { … }, HStackLayout() { … }
    code       actions, reduce bodies, closures and layout methods: let/var, if (several
               conditions), if let, guard, for … in (where), while, repeat … while, switch,
               return, break, continue; map/filter/reduce/contains…, \\.keyPath and + as functions,
               a?.b, ??, Int division as Swift's, x.toggle(); the view's methods (inlined)
    modifiers  SwiftUI's, as written (.padding() .frame(…) .background(…) …); struct M: ViewModifier
               with .modifier(M()); extension View { func f(…) -> some View }
    keys       struct K: PreferenceKey (defaultValue, reduce with statements); EnvironmentKey with an
               EnvironmentValues property, or @Entry; HorizontalAlignment/VerticalAlignment with an
               AlignmentID
    root       #Preview { … } (load File.swift --preview NAME picks one) or a PreviewProvider;
               @Previewable @State in a preview
    objects    an ObservableObject or @Observable class is one shared object whose stored properties
               are states (@StateObject, @ObservedObject, @EnvironmentObject, @Bindable, @State)
    ignored    what has no layout effect (.animation, .onLongPressGesture, .accessibility…, .shadow …) is
               listed once per file, as are bars, toolbars and presentations (.toolbar, .sheet …);
               what viewsh does not model (a layout cache, @Query, Gauge …) is an error that
               names it; @Environment(\\.key) reads any key env lists or the file declares, a key
               viewsh does not hold (\\.openURL …) is an error where it is read
    See Docs/Swift.md for the subset and the translation of each construct.

    """

    static let language = """
    views      vstack hstack zstack (alignment:, spacing:) < children >, text "…", color red, rect,
               spacer(minLength:), divider, image(width:height:), geometry { proxy in … }, empty,
               foreach list { item in … }, if cond < … > else < … >, and your own views;
               shapes circle, capsule, roundedrect(cornerRadius:) …; controls button "Save" { … },
               toggle("Wi-Fi", isOn: $on) …; all of them: help views
    modifiers  follow a view after a space: text "Hi" .padding(8) .background(color yellow)
    values     12, 0.5, "text", true, nil, [1, 2], [0: a, 1: b], (a, b), .infinity, proxy.size.height, a + b, max(a, b)
    closures   { proxy in … }, { $0[.leading] }, { tallest = $0 }
    defining   key K: CGFloat = 0 reduce max        state s: CGFloat = 0      envkey accent = "blue"
               alignment col: horizontal { d in d[.leading] }
               modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)
               view Row(title: String) = hstack < text title spacer >
    comments   // to the end of a line; a line starting with # in a script
    See Docs/Language.md for the grammar.

    """
}
