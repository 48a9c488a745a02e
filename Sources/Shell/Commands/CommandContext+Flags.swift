extension CommandContext {
    /// The context without the word `flag` (such as `--json`) wherever it was written, and
    /// whether it was there, so the rest of the command parses its words as before.
    func removingFlag(_ flag: String) -> (context: CommandContext, present: Bool) {
        let kept = words.enumerated().filter { $0.offset == 0 || $0.element.text != flag }.map(\.element)
        return (CommandContext(session: session, file: file, words: kept), kept.count != words.count)
    }
}
