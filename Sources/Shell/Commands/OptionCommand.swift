import ViewEngine

/// `option`: the simulator's settings (Docs/Semantics.md §8.10 defaults).
enum OptionCommand {
    static let option = Command(
        name: "option", usage: "option [name [value]]",
        summary: "show or change a simulator setting (SwiftUI behaviour that is not settled)",
        details: """
        With no argument lists every setting with its value, the values it takes and what it controls
        (with the Docs/Semantics.md section behind it). `option NAME VALUE` changes one; `undo` takes it back.
        The last rows are the shell's own settings (`option pager off`: no pager for long output at the
        prompt), which are not part of the session: `undo` and `save` leave them alone.
        """,
        examples: ["option", "option zstackSize max", "option lag nextFrame", "option charWidth 7"],
        completions: [.option, .optionValue]
    ) { context, output throws(CommandError) in
        let session = context.session
        let options = session.document.options
        guard let nameWord = context.arguments.first else {
            output.write(OptionCommand.table(options, specs: OptionTable.all, settings: session.settings, shellSpecs: ShellSettings.specs))
            return
        }
        if let shellSpec = ShellSettings.spec(nameWord.text) {
            try setShellSetting(shellSpec, context, &output)
            return
        }
        guard let spec = OptionTable.spec(nameWord.text) else {
            throw CommandError(.error("unknown option '\(nameWord.text)'", at: nameWord.range)
                .suggesting(nameWord.text, from: OptionTable.all.map(\.name) + ShellSettings.specs.map(\.name)))
        }
        guard let valueWord = context.words.dropFirst(2).first else {
            output.write(OptionCommand.table(options, specs: [spec]))
            return
        }
        try context.expectNoMoreWords(after: 2)
        var document = session.document
        let old = options[spec.name]
        if let problem = document.options.set(spec.name, to: valueWord.text) {
            throw CommandError(problem, at: valueWord.range)
        }
        let new = document.options[spec.name]
        guard old != new else {
            output.write("\(spec.name) is already \(old) (unchanged)\n")
            return
        }
        session.commit(document, description: Session.describe(context.file.text))
        output.write("\(spec.name): \(old) → \(new)\n")
    }

    /// `option pager off`: a shell setting, changed at once (not an undo step, not saved).
    static func setShellSetting(_ spec: ShellSettings.Spec, _ context: CommandContext, _ output: inout SessionOutput) throws(CommandError) {
        let session = context.session
        guard let valueWord = context.words.dropFirst(2).first else {
            output.write(table(session.document.options, specs: [], settings: session.settings, shellSpecs: [spec]))
            return
        }
        try context.expectNoMoreWords(after: 2)
        let old = session.settings[spec.name]
        if let problem = session.settings.set(spec.name, to: valueWord.text) {
            throw CommandError(problem, at: valueWord.range)
        }
        output.write(old == valueWord.text ? "\(spec.name) is already \(old) (unchanged)\n" : "\(spec.name): \(old) → \(valueWord.text)\n")
    }

    /// One line an option: name, value (`*` when changed), the values it takes, what it does;
    /// the simulator's settings, then the shell's.
    static func table(_ options: OptionValues, specs: [OptionSpec], settings: ShellSettings = ShellSettings(),
                      shellSpecs: [ShellSettings.Spec] = []) -> String {
        let rows = specs.map { spec in
            (spec.name, options[spec.name], spec.defaultValue, allowed(spec), "\(spec.summary) (\(spec.section))")
        } + shellSpecs.map { spec in
            (spec.name, settings[spec.name], spec.defaultValue, spec.values.joined(separator: "|"), spec.summary)
        }
        let nameWidth = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        let allowedWidth = rows.map(\.3.count).max() ?? 0
        return rows.map { name, value, defaultValue, allowed, summary in
            let mark = value == defaultValue ? " " : "*"
            return name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + mark + " "
                + allowed.padding(toLength: allowedWidth, withPad: " ", startingAt: 0) + "  "
                + summary + "\n"
        }.joined() + (rows.count > 1 ? "* changed from the default\n" : "")
    }

    static func allowed(_ spec: OptionSpec) -> String {
        spec.isNumeric ? "number" : spec.values.joined(separator: "|")
    }
}
