/// watch: re-run a script whenever it is saved (the front end does the watching).
enum WatchCommand {
    static let watch = Command(
        name: "watch", usage: "watch <file> [--html OUT]",
        summary: "re-run a script (viewsh or Swift) each time it is saved: its output, errors and render",
        details: """
        Runs the file in a fresh session, clears the screen and shows what it printed, its errors and its
        `render`; then runs it again within half a second of each save (a file that is briefly missing or
        half-written, as editors save by rename, is waited for), until Ctrl-C, which returns to the prompt.
        `--html OUT` rewrites the inspector page (`export html`) after each run. The session at the prompt
        is not changed. From the command line: `viewsh --watch FILE [--html OUT]`.
        """,
        examples: ["watch card.vsh", "watch CardStack.swift --html card.html"], completions: [.file]
    ) { context, output throws(CommandError) in
        let file = try context.argument(1, "file name")
        var html: String?
        if context.words.count > 2 {
            guard context.words[2].text == "--html" else {
                throw CommandError("unexpected '\(context.words[2].text)'; usage: watch <file> [--html OUT]", at: context.words[2].range)
            }
            html = context.session.resolvePath(try context.argument(3, "page file name").text)
            try context.expectNoMoreWords(after: 3)
        }
        output.watch = WatchRequest(name: file.text, path: context.session.resolvePath(file.text), htmlPath: html)
    }
}
