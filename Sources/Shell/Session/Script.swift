import Diagnostics
import Foundation
import ViewSyntax

/// A script file cut into statements, each with its line number. Bytes that are not
/// UTF-8 are replaced and the statement holding them gets an error instead of running.
struct Script {
    struct Statement {
        var text: String
        var line: Int
        /// Read from the script named `name` (the statement's own file is made when it runs:
        /// one kept per statement held each statement's bytes a second time for the whole run).
        var name: String
        var file: SourceFile { SourceFile(name: name, text: text, firstLine: line) }
        var invalidUTF8: Diagnostic?
        /// The comment lines between the previous statement and this one, as transcript
        /// comments (`// why` → `# why`), so `--echo` keeps a script's explanations.
        var comments: [String] = []
    }

    let statements: [Statement]
    /// The comment lines after the last statement, as transcript comments.
    let trailingComments: [String]

    init(bytes: [UInt8], name: String, grammar: ViewGrammar) {
        // A pasted session (`viewsh> tree` lines) runs its inputs only.
        let (text, invalidOffsets) = UTF8Repair.repair(PastedPrompts.script(bytes) ?? bytes)
        let file = SourceFile(name: name, text: text)
        var statements: [Statement] = []
        var previousEnd = 0
        for range in ScriptSplitter.split(file, grammar: grammar, lineCommands: CommandTable.lineCommands).flatMap({ Self.splitAtDotCommands($0, in: file) }) {
            // Start at the beginning of the line so columns match the file.
            let lineStart = file.lineStarts[file.lineIndex(of: range.start)]
            let line = file.location(of: lineStart).line
            let slice = file.slice(SourceRange(lineStart, range.end))
            var invalid: Diagnostic?
            if let offset = invalidOffsets.first(where: { $0 >= lineStart && $0 < range.end }) {
                invalid = .error("invalid UTF-8 in the input (shown as �)", at: SourceRange(offset - lineStart, offset - lineStart + 3))
            }
            let comments = Self.comments(in: file.slice(SourceRange(previousEnd, lineStart)), firstLine: previousEnd == 0)
            statements.append(Statement(text: slice, line: line, name: name, invalidUTF8: invalid, comments: comments))
            previousEnd = range.end
        }
        self.statements = statements
        trailingComments = Self.comments(in: file.slice(SourceRange(previousEnd, file.utf8.count)), firstLine: previousEnd == 0)
    }

    /// A line starting with `.` continues the statement above (a modifier chain), except a
    /// dot command (`.quit`, `.exit`, `.help`): no modifier can have those names (command
    /// names are reserved), so such a line starts a statement of its own.
    static func splitAtDotCommands(_ range: SourceRange, in file: SourceFile) -> [SourceRange] {
        let dotCommands = CommandTable.names.filter { $0.hasPrefix(".") }
        let bytes = file.utf8
        var pieces: [SourceRange] = []
        var start = range.start
        var line = file.lineIndex(of: range.start) + 1
        while line < file.lineStarts.count, file.lineStarts[line] < range.end {
            let lineStart = file.lineStarts[line]
            var index = lineStart
            while index < range.end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            var end = index
            while end < range.end, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[end]) {
                end += 1
            }
            if dotCommands.contains(String(decoding: bytes[index..<end], as: UTF8.self)) {
                let previousEnd = lineStart - 1 > start && bytes[lineStart - 2] == UInt8(ascii: "\r") ? lineStart - 2 : lineStart - 1
                pieces.append(SourceRange(start, previousEnd))
                start = index
            }
            line += 1
        }
        pieces.append(SourceRange(start, range.end))
        return pieces
    }

    /// The comment lines of text between statements, as transcript comment lines: `// x` and
    /// `# x` become `# x`; blank lines and a `#!` first line of the file are left out.
    static func comments(in text: String, firstLine: Bool) -> [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                let rest = trimmed.dropFirst(2)
                result.append(rest.isEmpty ? "#" : "#" + (rest.first == " " ? "" : " ") + rest)
            } else if line.hasPrefix("#"), !(firstLine && index == 0 && line.hasPrefix("#!")) {
                result.append(String(line))
            }
        }
        return result
    }
}

/// Decodes UTF-8, replacing each invalid byte with U+FFFD and noting where (as offsets
/// into the repaired text's UTF-8).
enum UTF8Repair {
    static func repair(_ bytes: [UInt8]) -> (String, [Int]) {
        if let valid = String(validating: bytes, as: UTF8.self) { return (valid, []) }  // the usual case, at memcpy speed
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var invalid: [Int] = []
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length > 0 {
                output.append(contentsOf: bytes[index..<index + length])
                index += length
            } else {
                invalid.append(output.count)
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                index += 1
            }
        }
        return (String(decoding: output, as: UTF8.self), invalid)
    }

    /// Length of the valid sequence starting at `index`, or 0 when it is not valid.
    static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (min, max) = offset == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
            if byte < min || byte > max { return 0 }
        }
        return length
    }
}
