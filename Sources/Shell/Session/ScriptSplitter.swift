import Diagnostics
import SwiftFrontEnd
import ViewSyntax

/// Cuts a script into statements: shell statements as `StatementSplitter` finds them, and
/// Swift statements (a line starting with `struct`, `extension`, `@`, `#Preview` …) from their
/// first line until their braces close (`SwiftChunks`).
enum ScriptSplitter {
    static func split(_ file: SourceFile, grammar: ViewGrammar) -> [SourceRange] {
        let bytes = file.utf8
        var ranges: [SourceRange] = []
        var offset = 0
        while offset < bytes.count {
            let swiftStart = nextSwiftLine(bytes, from: offset)
            if swiftStart > offset {
                let region = SourceFile(name: file.name, text: String(decoding: bytes[offset..<swiftStart], as: UTF8.self))
                for range in StatementSplitter.split(region, grammar: grammar) {
                    ranges.append(SourceRange(range.start + offset, range.end + offset))
                }
            }
            guard swiftStart < bytes.count else { break }
            let end = SwiftChunks.end(bytes, from: swiftStart).end
            ranges.append(SourceRange(swiftStart, max(end, swiftStart)))
            offset = max(end, swiftStart + 1)
            while offset < bytes.count, bytes[offset - 1] != 0x0A { offset += 1 }  // the rest of that line goes with it
        }
        return ranges
    }

    /// The start of the first line at or after `offset` that starts a Swift statement.
    static func nextSwiftLine(_ bytes: [UInt8], from offset: Int) -> Int {
        var lineStart = offset
        while lineStart < bytes.count {
            if SwiftChunks.startsSwift(bytes, at: lineStart) { return lineStart }
            while lineStart < bytes.count, bytes[lineStart] != 0x0A { lineStart += 1 }
            lineStart += 1
        }
        return bytes.count
    }
}

/// For the interactive prompt: whether the lines typed so far form a complete statement.
public enum StatementCompleteness {
    public static func isComplete(_ text: String, grammar: ViewGrammar) -> Bool {
        SwiftChunks.startsSwift(text) ? SwiftChunks.isComplete(text) : InputCompleteness.isComplete(text, grammar: grammar)
    }
}
