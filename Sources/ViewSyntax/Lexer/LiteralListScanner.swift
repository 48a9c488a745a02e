import Diagnostics

/// A list literal of plain constants read straight from the bytes, without tokens or a syntax
/// tree: `set rows = ["Row 0", "Row 1", …]` with 100,000 items held 24 MB of tokens and tree
/// at once, the most the shell's memory ever peaked (issue 9).
///
/// Only the simplest form is read: `[`, one or more items of one kind — strings of printable
/// ASCII without `\` (so no escape, no interpolation), or unsigned integers of at most 15
/// digits without a leading zero — separated by commas, `]`, with spaces, tabs and newlines
/// between them. For anything else (a comment, a trailing comma, a negative or fractional
/// number, an escape, a non-ASCII byte, mixed kinds, more than `limit` items) it answers nil
/// and the caller parses the text as usual, with the usual diagnostics: what it reads, it
/// reads exactly as the parser, the lowerer and the evaluator would.
public enum LiteralListScanner {
    public enum Items: Equatable, Sendable {
        case strings([String])
        case integers([Int])
    }

    /// The list filling `range` of `bytes` (surrounding whitespace allowed), and the range of
    /// the list itself from `[` to `]`; nil when it is not that simple form or has more than
    /// `limit` items.
    public static func scan(_ bytes: [UInt8], in range: SourceRange, limit: Int) -> (items: Items, range: SourceRange)? {
        bytes.withUnsafeBufferPointer { buffer in scan(buffer, range, limit: limit) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: SourceRange, limit: Int) -> (items: Items, range: SourceRange)? {
        let end = min(range.end, bytes.count)
        var index = max(0, range.start)
        func skipSpace() {
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D { index += 1 }
        }
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
        let start = index
        index += 1
        var strings: [String] = []
        var integers: [Int] = []
        var count = 0
        while true {
            skipSpace()
            guard index < end, count < limit else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard integers.isEmpty else { return nil }
                let first = index + 1
                var k = first
                while k < end, bytes[k] != UInt8(ascii: "\"") {
                    let b = bytes[k]
                    guard b >= 0x20, b < 0x7F, b != UInt8(ascii: "\\") else { return nil }
                    k += 1
                }
                guard k < end else { return nil }
                strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<k]), as: UTF8.self))
                index = k + 1
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard strings.isEmpty else { return nil }
                let first = index
                var value = 0
                while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    guard index - first <= 15 else { return nil }
                }
                guard index - first == 1 || bytes[first] != UInt8(ascii: "0") else { return nil }
                integers.append(value)
            } else {
                return nil
            }
            count += 1
            // The item ends at a comma or the closing bracket, nothing else (`12abc`, `1.5`, `"a" "b"`).
            skipSpace()
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            let list = SourceRange(start, index)
            skipSpace()
            guard index == end else { return nil }
            return (strings.isEmpty ? .integers(integers) : .strings(strings), list)
        }
    }
}
