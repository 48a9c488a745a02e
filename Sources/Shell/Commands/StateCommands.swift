import Diagnostics
import ViewEngine
import ViewSyntax

/// `state` shows the @State values; `set` writes one, as an action would.
enum StateCommands {
    static let state = Command(
        name: "state", usage: "state",
        summary: "show every @State value (define one with: state name: Type = value)",
        details: "Lists each state with its current value and, when it changed, the value it started with.",
        examples: ["state"], completions: []
    ) { context, output throws(CommandError) in
        let document = context.session.document
        let names = document.definitions.names(of: .state)
        guard !names.isEmpty else {
            output.write("(no states; define one with: state tallestChild: CGFloat = 0)\n")
            return
        }
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let definition = document.definitions.state(name)!
            let now = document.stateValues[name] ?? definition.initialValue
            var line = name.padding(toLength: width, withPad: " ", startingAt: 0) + " = \(now)"
            if now != definition.initialValue { line += "  (initially \(definition.initialValue))" }
            output.write(line + "\n")
        }
    }

    static let set = Command(
        name: "set", usage: "set <state> = <value>",
        summary: "write a @State value",
        details: """
        Evaluates the value (it may read other states) and writes it. Writing the value a state already
        has changes nothing, as in SwiftUI. `set rows[5] = "x"`, `set point.x = 3` write a part of a
        state (an item of a list, a field of a record or tuple), as an action's assignment would.
        """,
        examples: ["set tallestChild = 120", "set title = \"Brews\"", "set rows = rows + [(\"Tea\", \"3 min\")]",
                   "set rows[0] = (\"Tea\", \"4 min\")"],
        completions: [.state],
        wordLimit: 3
    ) { context, output throws(CommandError) in
        let nameWord = try context.argument(1, "state name")
        if let part = StatePartAssignment(context, from: nameWord.range.start) {
            output.write(try part.run())
            return
        }
        var name = nameWord.text
        var valueStart: Int
        if let equals = name.firstIndex(of: "=") {
            valueStart = nameWord.range.start + name[..<equals].utf8.count + 1
            name = String(name[..<equals])
        } else {
            let equalsWord = try context.argument(2, "'='")
            guard equalsWord.text.hasPrefix("=") else {
                throw CommandError("expected '=' after the state name", at: equalsWord.range)
            }
            valueStart = equalsWord.range.start + 1
        }
        let document = context.session.document
        guard let definition = document.definitions.state(name) else {
            throw CommandError(.error("unknown state '\(name)'", at: nameWord.range)
                .suggesting(name, from: document.definitions.names(of: .state)))
        }
        let range = SourceRange(valueStart, context.file.utf8.count)
        guard !context.file.slice(range).allSatisfy(\.isWhitespace) else {
            throw CommandError("missing value; usage: set <state> = <value>", at: context.end)
        }
        let (lowered, valueRange) = try Self.loweredValue(context, in: range)
        guard let lowered else { return }
        let value: Value
        // A `UUID()` in the value is the session's next one, counted when the value is kept (§18.17).
        let work = document.uuidCountingWork()
        do throws(EvaluationError) {
            value = try Evaluator.evaluate(lowered, in: EvaluationScope(states: document.stateValues, work: work)).withoutNegativeZero
        } catch {
            throw CommandError(error.message, at: valueRange)
        }
        if let problem = definition.problem(accepting: value) {
            throw CommandError(problem, at: valueRange)
        }
        let old = document.stateValues[name] ?? definition.initialValue
        guard old != value else {
            output.write("\(name) is already \(value.abbreviated()) (unchanged)\n")
            return
        }
        var updated = document
        updated.stateValues[name] = value
        updated.keepUUIDs(of: work)
        context.session.commit(updated, description: Session.describe(context.file.text))
        output.write("\(name): \(old.abbreviated()) → \(value.abbreviated())\n")
    }
}

extension StateCommands {
    /// The value written after `set <state> =`, lowered, and the range errors point at. A list of
    /// plain strings or integers is read straight from the bytes (`LiteralListScanner`: the same
    /// value, without the tokens and syntax tree of 100,000 items); anything else is parsed and
    /// lowered as usual.
    static func loweredValue(_ context: CommandContext, in range: SourceRange) throws(CommandError) -> (Expression?, SourceRange) {
        if let (items, listRange) = LiteralListScanner.scan(context.file.utf8, in: range, limit: EvaluationLimits.maximumListCount) {
            switch items {
            case .strings(let strings): return (.literal(.list(strings.map { .string($0) })), listRange)
            case .integers(let integers): return (.literal(.list(integers.map { .number(Double($0)) })), listRange)
            }
        }
        let parsed = Parser.parseExpression(context.file, in: range, grammar: context.session.grammar)
        try context.throwFirst(parsed.diagnostics)
        var lowerer = Lowerer(document: context.session.document)
        let lowered = lowerer.lowerExpression(parsed.value)
        try context.throwFirst(lowerer.diagnostics)
        return (lowered, parsed.value.range)
    }
}
