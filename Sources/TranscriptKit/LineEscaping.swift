/// The escape that keeps an expected-output line safe from editors and from being read as
/// something else.
///
/// A line needs escaping when it starts with `viewsh>`, `...>`, `#` or `\`, ends in a space
/// or tab, or ends in ` (re)` or ` (glob)` (which would make it a `LineMatcher`). It is then
/// written as `\` followed by the line with every `\` doubled and every trailing space or tab
/// written as `\s` or `\t`; whitespace inside the line stays literal.
/// Reading decodes `\\`, `\s` and `\t` anywhere after the leading `\`; any other character
/// after a `\` (or a `\` ending the line) is malformed.
public enum LineEscaping {
    /// Whether `line` must be written escaped to be read back as output, unchanged.
    public static func needsEscape(_ line: String) -> Bool {
        let utf8 = line.utf8
        if utf8.starts(with: TranscriptFormat.barePrompt.utf8)
            || utf8.starts(with: TranscriptFormat.bareContinuation.utf8)
            || utf8.starts(with: TranscriptFormat.comment.utf8)
            || utf8.starts(with: TranscriptFormat.escape.utf8) {
            return true
        }
        if LineMatcher.looksLikeMatcher(line) { return true }
        return utf8.last.map(isTrailingWhitespace) ?? false
    }

    /// The line as it is written in a transcript: unchanged when it is safe, escaped otherwise.
    public static func encode(_ line: String) -> String {
        guard needsEscape(line) else { return line }
        let bytes = Array(line.utf8)
        var trailingStart = bytes.endIndex
        while trailingStart > bytes.startIndex, isTrailingWhitespace(bytes[trailingStart - 1]) {
            trailingStart -= 1
        }
        var out: [UInt8] = [UInt8(ascii: "\\")]
        out.reserveCapacity(bytes.count + 8)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "\\"):
                out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: " ") where index >= trailingStart:
                out += [UInt8(ascii: "\\"), UInt8(ascii: "s")]
            case UInt8(ascii: "\t") where index >= trailingStart:
                out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Why an escaped line could not be read.
    public struct DecodingError: Error, Sendable, Equatable {
        public var message: String
    }

    /// The output line that a line of the file stands for: escaped lines (starting with `\`)
    /// decoded, every other line unchanged.
    public static func decode(_ written: String) throws(DecodingError) -> String {
        let bytes = Array(written.utf8)
        guard bytes.first == UInt8(ascii: "\\") else { return written }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else {
                throw DecodingError(message: "unfinished escape '\\' at end of line (write '\\\\' for a backslash)")
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "s"): out.append(UInt8(ascii: " "))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            default:
                let rest = String(decoding: bytes[(index + 1)...], as: UTF8.self)
                let shown = rest.first.map(String.init) ?? ""
                throw DecodingError(message: "malformed escape '\\\(shown)' (expected '\\\\', '\\s' or '\\t')")
            }
            index += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isTrailingWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
