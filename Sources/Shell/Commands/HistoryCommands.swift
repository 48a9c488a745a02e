/// undo and redo step through every change to the document (edits, root views,
/// definitions, state writes, options).
enum HistoryCommands {
    static let undo = Command(
        name: "undo", usage: "undo",
        summary: "take back the last change to the tree, definitions, state or options",
        details: "Each change can be undone, back to the start of the session (up to 1,000 steps). `redo` takes the undo back.",
        examples: ["undo"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        let session = context.session
        guard let entry = session.undoStack.popLast() else {
            throw CommandError("nothing to undo", at: nil)
        }
        session.redoStack.append(Session.UndoEntry(document: session.document, description: entry.description))
        session.document = entry.document
        output.write("undid: \(entry.description)\n")
    }

    static let redo = Command(
        name: "redo", usage: "redo",
        summary: "redo what undo took back",
        details: "Re-applies the last undone change. Any new change clears what can be redone.",
        examples: ["redo"], completions: []
    ) { context, output throws(CommandError) in
        try context.expectNoMoreWords(after: 0)
        let session = context.session
        guard let entry = session.redoStack.popLast() else {
            throw CommandError("nothing to redo", at: nil)
        }
        session.undoStack.append(Session.UndoEntry(document: session.document, description: entry.description))
        session.document = entry.document
        output.write("redid: \(entry.description)\n")
    }
}
