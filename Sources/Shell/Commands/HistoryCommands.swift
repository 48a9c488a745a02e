/// undo and redo step through every change to the document (edits, root views,
/// definitions, state writes, options).
enum HistoryCommands {
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
