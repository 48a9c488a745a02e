/// Reads the sessions shown in a Markdown document (README.md, Docs/*.md) as a transcript, so
/// `viewsh test README.md` checks that every example still prints what the page says.
///
/// - A fenced code block (a line starting with ``` or ~~~ at column 0, closed by a fence of the
///   same character at least as long) that holds a line starting `viewsh> ` (or a bare
///   `viewsh>`) is a **session block**: its lines follow the transcript format (inputs,
///   `...> ` continuations, `#` comments, expected output, escapes, `(re)`/`(glob)` lines),
///   and a line that is only `…` stands for any number of output lines.
/// - Each session block runs in a **fresh session**, so any example can be pasted on its own.
/// - Directives, HTML comments alone on a line (invisible on the rendered page):
///   - `<!-- viewsh setup` … `-->`: hidden session lines that start a fresh session; the next
///     session block runs in it, after them (a setup the page does not show);
///   - `<!-- viewsh continue -->`: the next session (block or setup) runs in the previous one's
///     session, so a page can build one session over several examples with prose between;
///   - `<!-- viewsh skip -->`: the next code block is shown, not run (an illustration that
///     has prompts in it);
///   - `<!-- viewsh folder PATH -->`: relative paths that later sessions read (`load`) resolve
///     in PATH, relative to the document's folder (a page in `Docs/` whose examples are typed at
///     the top of the repository says `..`).
/// - Everything else is prose, kept as comments. A `viewsh> ` line outside a fenced block (an
///   indented code block) would go unchecked, so it makes the document malformed.
public enum MarkdownTranscriptParser {
    /// File names read as Markdown by the runner.
    public static let fileExtensions = [".md", ".markdown"]

    public static func isMarkdown(_ path: String) -> Bool {
        fileExtensions.contains { path.utf8.reversed().starts(with: $0.utf8.reversed()) }
    }

    static let directivePrefix = "<!-- viewsh"
    static let commentEnd = "-->"

    public static func parse(_ text: String, path: String) throws(TranscriptError) -> Transcript {
        let (rawLines, endsWithNewline) = TranscriptFormat.split(text)
        var reader = TranscriptLineReader(path: path, capacity: rawLines.count)
        reader.allowsElision = true
        var starts: [TranscriptSessionStart] = []
        var folder = ""
        var skipNext = false
        var continueNext = false
        /// A setup block was read and no session block has taken it yet.
        var setupWaiting = false

        /// The session this block's first input runs in: a new one, unless it continues.
        func beginSession(continues: Bool) {
            if !continues || starts.isEmpty { starts.append(TranscriptSessionStart(block: reader.inputCount, folder: folder)) }
        }

        var index = 0
        while index < rawLines.count {
            let raw = rawLines[index]
            let number = index + 1
            if let fence = fence(raw) {
                // A code block: up to its closing fence (or the end of the file).
                var end = index + 1
                while end < rawLines.count, !closes(rawLines[end], fence) { end += 1 }
                let body = rawLines[(index + 1)..<min(end, rawLines.count)]
                let isSession = !skipNext && body.contains { isInput($0) }
                skipNext = false
                reader.comment(raw)
                if isSession {
                    let continues = continueNext || setupWaiting
                    continueNext = false
                    setupWaiting = false
                    var hasInput = false
                    for line in body {
                        if !hasInput, isInput(line) {
                            beginSession(continues: continues)
                            hasInput = true
                        }
                        try reader.session(line, outputBeforeInput: outputFirst, sessionHasInput: hasInput)
                    }
                } else {
                    for line in body { reader.comment(line) }
                }
                if end < rawLines.count { reader.comment(rawLines[end]) }
                index = end + 1
                continue
            }
            if let directive = directive(raw) {
                reader.comment(raw)
                switch directive.word {
                case "skip": skipNext = true
                case "continue": continueNext = true
                case "folder":
                    guard !directive.argument.isEmpty else { throw reader.fail(number, "'<!-- viewsh folder PATH -->' needs a path") }
                    folder = directive.argument
                case "setup":
                    // Hidden session lines up to the closing `-->`.
                    var end = index + 1
                    while end < rawLines.count, rawLines[end] != commentEnd { end += 1 }
                    guard end < rawLines.count else { throw reader.fail(number, "'<!-- viewsh setup' is not closed by a '-->' line") }
                    let continues = continueNext
                    continueNext = false
                    var hasInput = false
                    for line in rawLines[(index + 1)..<end] {
                        if !hasInput, isInput(line) {
                            beginSession(continues: continues)
                            hasInput = true
                        }
                        try reader.session(line, outputBeforeInput: outputFirst, sessionHasInput: hasInput)
                    }
                    setupWaiting = hasInput
                    reader.comment(rawLines[end])
                    index = end + 1
                    continue
                default:
                    throw reader.fail(number, "unknown directive '\(directive.word)' (expected setup, continue, skip or folder)")
                }
                index += 1
                continue
            }
            if isInput(String(raw.drop { $0 == " " || $0 == "\t" })) {
                throw reader.fail(number, "a session outside a fenced code block is not checked: put it between ``` lines")
            }
            reader.comment(raw)
            index += 1
        }
        var transcript = reader.finish(endsWithNewline: endsWithNewline)
        transcript.sessionStarts = starts
        return transcript
    }

    static let outputFirst = "expected output before the first input of a session block (an illustration with prompts in it: "
        + "put '<!-- viewsh skip -->' on the line before the block)"

    static func isInput(_ line: String) -> Bool {
        TranscriptLineReader.promptText(line, TranscriptFormat.prompt, TranscriptFormat.barePrompt) != nil
    }

    /// The fence a line opens (its character repeated, at least three), or nil.
    static func fence(_ line: String) -> String? {
        for character in ["`", "~"] {
            let run = line.prefix { String($0) == character }
            if run.count >= 3 { return String(run) }
        }
        return nil
    }

    /// Whether `line` closes a block opened by `fence`: the same character, at least as many,
    /// nothing else but spaces.
    static func closes(_ line: String, _ fence: String) -> Bool {
        let trimmed = line.reversed().drop { $0 == " " }.reversed()
        return trimmed.count >= fence.count && trimmed.allSatisfy { $0 == fence.first! }
    }

    /// `<!-- viewsh WORD ARGUMENT -->` (or `<!-- viewsh setup` alone): the word and the argument.
    static func directive(_ line: String) -> (word: String, argument: String)? {
        guard let rest = TranscriptFormat.remainder(of: line, after: directivePrefix) else { return nil }
        var body = Substring(rest)
        if body.hasSuffix(commentEnd) { body = body.dropLast(commentEnd.count) }
        let words = body.split(separator: " ", maxSplits: 1)
        guard let word = words.first else { return ("", "") }
        let argument = words.count > 1 ? String(words[1]).trimmingSpaces : ""
        return (String(word), argument)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
