import Diagnostics
import SwiftFrontEnd
import ViewEngine
import ViewSyntax

/// `translate`: SwiftUI source shown as the shell's own syntax.
enum SwiftCommands {
    static let translate = Command(
        name: "translate", usage: "translate <file.swift> | translate <file.swift> --preview NAME",
        summary: "print the viewsh script a SwiftUI file becomes (the session is unchanged)",
        details: """
        Reads a .swift file as `load` does (see `help swift`) and prints its translation: one definition a
        line, in an order viewsh can load, then `root = …` from its #Preview. `load` of the printed script
        gives the same layout, preferences and frames as `load` of the Swift file. Errors are reported
        into the Swift file, and nothing is printed then.
        """,
        examples: ["translate Tests/Swift/seeds/CardStack.swift", "translate Cards.swift --preview 2"], completions: [.file]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "file name")
        var preview: String?
        if context.words.count > 2, context.words[2].text == "--preview" {
            preview = try context.argument(3, "preview name").text
            try context.expectNoMoreWords(after: 3)
        } else {
            try context.expectNoMoreWords(after: 1)
        }
        guard word.text.hasSuffix(".swift") else {
            throw CommandError("translate reads a .swift file", at: word.range)
        }
        let session = context.session
        let bytes = try session.readFile(word.text, at: word.range)
        let (text, _) = UTF8Repair.repair(bytes)
        let file = SourceFile(name: word.text, text: text)
        let translation = Session.translateSwift(file, preview: preview)
        var errors = 0
        session.loadDepth += 1
        defer { session.loadDepth -= 1 }
        for diagnostic in translation.diagnostics {
            session.report(diagnostic, in: diagnostic.range == nil ? nil : file, into: &output)
            if diagnostic.severity == .error { errors += 1 }
        }
        if errors == 0 {
            // Lowered into a scratch copy only to report what the shell would refuse.
            for diagnostic in Session.lower(translation.items, into: session.document).diagnostics where diagnostic.severity == .error {
                session.report(diagnostic, in: file, into: &output)
                errors += 1
            }
        }
        guard errors == 0 else {
            throw CommandError("'\(word.text)' was not translated (\(errors == 1 ? "1 error" : "\(errors) errors"))", at: word.range)
        }
        output.write(script(translation.items, from: word.text))
    }

    /// The items as a script `load` reads back: canonical source, one item a line.
    static func script(_ items: [Item], from name: String) -> String {
        var text = "// translated from \(name) by viewsh\n"
        for item in items {
            switch item.kind {
            case .definition(let definition): text += SyntaxPrinter.print(definition) + "\n"
            case .root(let view, _): text += "root = " + SyntaxPrinter.print(view) + "\n"
            }
        }
        return text
    }
}
