/// undo and redo step through every change to the document (edits, root views,
/// definitions, state writes, options); history lists what was typed.
enum HistoryCommands {
    static let history = Command(
        name: "history", usage: "history [n]",
        summary: "the inputs of this session, numbered (the last n)",
        details: """
        Lists what was typed (or run from a script) in this session, oldest first, `history` itself
        included; a multi-line input shows its further lines indented. Up and Down at the prompt
        also recall earlier sessions' inputs, from ~/.viewsh_history.
        """,
        examples: ["history", "history 5"], completions: []
    ) { context, output throws(CommandError) in
        let inputs = context.session.inputHistory
        var first = 0
        if let word = context.arguments.first {
            try context.expectNoMoreWords(after: 1)
            guard let count = Int(word.text), count >= 0 else {
                throw CommandError("'\(word.text)' is not a count; usage: history [n]", at: word.range)
            }
            first = max(0, inputs.count - count)
        }
        let width = String(inputs.count).count
        for (index, input) in inputs.enumerated().dropFirst(first) {
            let number = String(index + 1)
            let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
            let indent = String(repeating: " ", count: width + 4)
            output.write("  " + String(repeating: " ", count: width - number.count) + number + "  " + lines[0] + "\n"
                + lines.dropFirst().map { indent + $0 + "\n" }.joined())
        }
    }

    static let undo = Command(
        name: "undo", usage: "undo",
        summary: "take back the last change to the tree, definitions, state or options",
        details: "Each change can be undone, back to the start of the session (up to 1,000 steps, and as many as fit in about 256 MB). `redo` takes the undo back.",
        examples: ["undo"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        output.write(try context.session.stepHistory(from: \.undoStack, to: \.redoStack, verb: "undo"))
    }

    static let redo = Command(
        name: "redo", usage: "redo",
        summary: "redo what undo took back",
        details: "Re-applies the last undone change. Any new change clears what can be redone.",
        examples: ["redo"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        output.write(try context.session.stepHistory(from: \.redoStack, to: \.undoStack, verb: "redo"))
    }
}

extension Session {
    /// Moves one document between the undo and redo stacks: the heart of both commands.
    func stepHistory(
        from source: ReferenceWritableKeyPath<Session, [UndoEntry]>, to target: ReferenceWritableKeyPath<Session, [UndoEntry]>,
        verb: String
    ) throws(CommandError) -> String {
        guard let entry = self[keyPath: source].popLast() else { throw CommandError("nothing to \(verb)", at: nil) }
        self[keyPath: target].append(UndoEntry(document: document, description: entry.description,
                                               bytes: document.estimatedBytes(notSharedWith: entry.document)))
        document = entry.document
        return (verb == "undo" ? "undid" : "redid") + ": \(entry.description)\n"
    }
}
