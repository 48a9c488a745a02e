import Diagnostics
import ViewSyntax

/// A script file cut into statements, each with its line number. Bytes that are not
/// UTF-8 are replaced and the statement holding them gets an error instead of running.
struct Script {
    struct Statement {
        var text: String
        var line: Int
        var file: SourceFile
        var invalidUTF8: Diagnostic?
    }

    let statements: [Statement]

    init(bytes: [UInt8], name: String) {
        let (text, invalidOffsets) = UTF8Repair.repair(bytes)
        let file = SourceFile(name: name, text: text)
        var statements: [Statement] = []
        for range in StatementSplitter.split(file, lineCommands: CommandTable.lineCommands) {
            // Start at the beginning of the line so columns match the file.
            let lineStart = file.lineStarts[file.lineIndex(of: range.start)]
            let line = file.location(of: lineStart).line
            let slice = file.slice(SourceRange(lineStart, range.end))
            let statementFile = SourceFile(name: name, text: slice, firstLine: line)
            var invalid: Diagnostic?
            if let offset = invalidOffsets.first(where: { $0 >= lineStart && $0 < range.end }) {
                invalid = .error("invalid UTF-8 in the input (shown as �)", at: SourceRange(offset - lineStart, offset - lineStart + 3))
            }
            statements.append(Statement(text: slice, line: line, file: statementFile, invalidUTF8: invalid))
        }
        self.statements = statements
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
