import Diagnostics

/// The one table of commands: dispatch, `help`, completion and "did you mean" all read it.
enum CommandTable {
    static let all: [Command] = [
        TreeCommands.tree, TreeCommands.defs,
        EditCommands.insert, EditCommands.append, EditCommands.remove, EditCommands.replace, EditCommands.modify,
        HistoryCommands.undo, HistoryCommands.redo,
        StateCommands.state, StateCommands.set,
        LayoutCommands.propose, DeviceCommand.device, LayoutCommands.layout, LayoutCommands.why, PictureCommands.render, PictureCommands.export,
        DataFlowCommands.prefs, DataFlowCommands.env, DataFlowCommands.stepFrame, DataFlowCommands.settle, ControlCommands.tap,
        FileCommands.load, FileCommands.save, FileCommands.record, WatchCommand.watch, SwiftCommands.translate,
        OptionCommand.option, HistoryCommands.history, HelpCommand.clear, HelpCommand.help, HelpCommand.quit,
    ]

    /// Every word that runs a command: names, then aliases.
    static let names: [String] = all.map(\.name) + all.flatMap(\.aliases)

    /// Commands whose argument is a file name: their statement is the line (`save out-`, `load a.vsh`),
    /// whatever brackets or operators the name holds.
    static let lineCommands: Set<String> = Set(all.filter { $0.completions.contains(.file) }.flatMap { [$0.name] + $0.aliases })

    /// The command `word` names, or one of its aliases does.
    static func command(_ word: String) -> Command? { all.first { $0.name == word || $0.aliases.contains(word) } }

    /// The command a statement starts with, and its words; nil for language statements.
    /// `state` alone is the command; `state x = 0` is a definition.
    static func match(_ file: SourceFile) -> (Command, [Word])? {
        // The first two words name the command (and tell `state x = 0` from `state`); a command
        // that reads only its first words is not handed the rest (`set rows = [100,000 strings]`
        // split into 200,000 words of which it reads three).
        var words = split(file, limit: 2)
        guard let first = words.first, let command = command(first.text) else { return nil }
        if words.count == 2 { words = split(file, limit: command.wordLimit ?? .max) }
        if command.name == "state", words.count > 1 { return nil }
        // `layout FlowLayout { … }` defines a layout; the command takes an address (`0.1`, `#id`) or `--json`.
        if command.name == "layout", words.count > 1, let first = words[1].text.unicodeScalars.first,
           first == "_" || first.properties.isAlphabetic { return nil }
        return (command, words)
    }

    /// Splits a line into words like a shell: whitespace separates, double quotes group, and a
    /// word starting with `//` starts a comment that runs to the end of the line (`tree // why`).
    static func split(_ file: SourceFile, limit: Int = .max) -> [Word] {
        var words: [Word] = []
        let bytes = file.utf8
        var index = 0
        while index < bytes.count, words.count < limit {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            let start = index
            var text: [UInt8] = []
            var inQuotes = false
            while index < bytes.count, inQuotes || !isSpace(bytes[index]) {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    inQuotes.toggle()
                } else if byte == UInt8(ascii: "\\"), inQuotes, index + 1 < bytes.count {
                    index += 1
                    text.append(bytes[index])
                } else {
                    text.append(byte)
                }
                index += 1
            }
            words.append(Word(text: String(decoding: text, as: UTF8.self), range: SourceRange(start, index)))
        }
        return words
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
