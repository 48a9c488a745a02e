import Diagnostics
import SwiftFrontEnd
import ViewSyntax

/// Cuts a script into statements: shell statements as `StatementSplitter` finds them, and
/// Swift statements (a statement whose first line starts with `struct`, `extension`, `@`,
/// `#Preview` …) from their first line until their braces close (`SwiftChunks`). Only where a
/// statement starts can Swift start: a `func` inside a `layout` definition is its member.
enum ScriptSplitter {
    static func split(_ file: SourceFile, grammar written: ViewGrammar, lineCommands: Set<String> = []) -> [SourceRange] {
        let bytes = file.utf8
        var grammar = written
        var ranges: [SourceRange] = []
        var offset = 0
        while offset < bytes.count {
            // The shell's statements up to the first that starts Swift (the rest is split again after it).
            let region = SourceFile(name: file.name, text: String(decoding: bytes[offset...], as: UTF8.self))
            var swiftStart = bytes.count
            for range in StatementSplitter.split(region, grammar: grammar, lineCommands: lineCommands) {
                let start = SourceRange(range.start + offset, range.end + offset)
                if SwiftChunks.startsSwift(bytes, at: start.start) {
                    swiftStart = file.lineStarts[file.lineIndex(of: start.start)]
                    break
                }
                ranges.append(start)
            }
            guard swiftStart < bytes.count else { break }
            let end = SwiftChunks.end(bytes, from: swiftStart).end
            ranges.append(SourceRange(swiftStart, max(end, swiftStart)))
            // A `struct L: Layout` takes children on the lines after it, as the session will know by then.
            let chunk = SourceFile(name: file.name, text: String(decoding: bytes[swiftStart..<max(end, swiftStart)], as: UTF8.self))
            grammar = grammar.adding(layouts: SwiftFrontEnd.layoutNames(in: chunk))
            offset = max(end, swiftStart + 1)
            while offset < bytes.count, bytes[offset - 1] != 0x0A { offset += 1 }  // the rest of that line goes with it
        }
        return ranges
    }

}

/// For the interactive prompt: whether the lines typed so far form a complete statement.
public enum StatementCompleteness {
    public static func isComplete(_ text: String, grammar: ViewGrammar) -> Bool {
        SwiftChunks.startsSwift(text) ? SwiftChunks.isComplete(text)
            : InputCompleteness.isComplete(text, grammar: grammar, lineCommands: CommandTable.lineCommands)
    }
}
