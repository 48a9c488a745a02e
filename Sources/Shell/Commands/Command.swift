import Diagnostics
import ViewEngine

/// One shell command: everything `help`, completion, "did you mean" and dispatch need.
struct Command: Sendable {
    var name: String
    /// Other words that run the command (`exit`, `q` and `.quit` for `quit`): dispatch, help,
    /// completion and "did you mean" know them as they know the name.
    var aliases: [String] = []
    /// `insert <node> <view>`
    var usage: String
    /// One line for the `help` table.
    var summary: String
    /// A paragraph for `help <command>`.
    var details: String
    var examples: [String]
    /// What Tab completes for each argument position after the name.
    var completions: [CompletionKind]
    /// How many words (the name included) the command reads, when it reads only its first ones
    /// and takes the rest of the line as text (`set <state> = <value>`); nil: every word.
    var wordLimit: Int? = nil
    var run: @Sendable (CommandContext, inout SessionOutput) throws(CommandError) -> Void
}

/// The kinds of words completion can offer.
enum CompletionKind: Sendable {
    case node, file, option, optionValue, command, state, helpTopic, definitionKind, view, modifier, device
    /// `export`'s formats (`svg`).
    case exportFormat
    /// A preference key's name or a node address (`prefs`).
    case keyOrNode
}

/// A word of a command line and where it is.
struct Word: Sendable, Equatable {
    var text: String
    var range: SourceRange
}

/// What a running command can see.
struct CommandContext {
    let session: Session
    let file: SourceFile
    /// The command's words, the name first.
    let words: [Word]

    var arguments: ArraySlice<Word> { words.dropFirst() }

    /// The text after word `index` (for commands whose argument is a view or an expression).
    func range(after index: Int) -> SourceRange {
        SourceRange(words[index].range.end, file.utf8.count)
    }

    /// The whole line, for messages that point at the end.
    var end: SourceRange { .point(file.utf8.count) }

    func argument(_ index: Int, _ name: String) throws(CommandError) -> Word {
        guard index < words.count else {
            throw CommandError("missing \(name); usage: \(CommandTable.command(words[0].text)!.usage)", at: end)
        }
        return words[index]
    }

    func expectNoMoreWords(after index: Int) throws(CommandError) {
        if words.count > index + 1 {
            let extra = words[index + 1].range.union(words.last!.range)
            throw CommandError("unexpected '\(file.slice(extra))'; usage: \(CommandTable.command(words[0].text)!.usage)", at: extra)
        }
    }
}

/// A command's failure, as a diagnostic. A nil range means the command as a whole (no
/// caret: "nothing to undo").
struct CommandError: Error {
    var diagnostic: Diagnostic

    init(_ message: String, at range: SourceRange?, notes: [Diagnostic.Note] = []) {
        diagnostic = .error(message, at: range, notes: notes)
    }

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}
