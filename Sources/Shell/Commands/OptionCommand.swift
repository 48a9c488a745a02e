import ViewEngine

/// `option`: the simulator's settings (Docs/Semantics.md §8.10 defaults).
enum OptionCommand {
    static let option = Command(
        name: "option", usage: "option [name [value]]",
        summary: "show or change a simulator setting (SwiftUI behaviour that is not settled)",
        details: """
        With no argument lists every setting with its value, the values it takes and what it controls
        (with the Docs/Semantics.md section behind it). `option NAME VALUE` changes one; `undo` takes it back.
        """,
        examples: ["option", "option zstackSize max", "option lag nextFrame", "option charWidth 7"],
        completions: [.option, .optionValue]
    ) { context, output throws(CommandError) in
        let session = context.session
        let options = session.document.options
        guard let nameWord = context.arguments.first else {
            output.write(OptionCommand.table(options, specs: OptionTable.all))
            return
        }
        guard let spec = OptionTable.spec(nameWord.text) else {
            throw CommandError(.error("unknown option '\(nameWord.text)'", at: nameWord.range)
                .suggesting(nameWord.text, from: OptionTable.all.map(\.name)))
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

    /// One line an option: name, value (`*` when changed), the values it takes, what it does.
    static func table(_ options: OptionValues, specs: [OptionSpec]) -> String {
        let nameWidth = specs.map(\.name.count).max() ?? 0
        let valueWidth = specs.map { options[$0.name].count }.max() ?? 0
        let allowedWidth = specs.map { allowed($0).count }.max() ?? 0
        return specs.map { spec in
            let value = options[spec.name]
            let mark = value == spec.defaultValue ? " " : "*"
            return spec.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + mark + " "
                + allowed(spec).padding(toLength: allowedWidth, withPad: " ", startingAt: 0) + "  "
                + "\(spec.summary) (\(spec.section))\n"
        }.joined() + (specs.count > 1 ? "* changed from the default\n" : "")
    }

    static func allowed(_ spec: OptionSpec) -> String {
        spec.isNumeric ? "number" : spec.values.joined(separator: "|")
    }
}
