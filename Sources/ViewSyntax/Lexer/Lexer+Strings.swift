import Diagnostics

extension Lexer {
    /// Inside a string literal: the closing quote, a `\(` that opens an interpolation, or a
    /// segment of text up to either. A string may span lines; the end of the input inside
    /// one yields a zero-width `.stringEnd` with `.unterminatedString`.
    mutating func lexStringPart() -> Token {
        let start = position
        guard position < end else {
            popMode()
            return Token(.stringEnd, end, end, leadingSpace: false, leadingNewline: false, error: .unterminatedString)
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
            position += 1
            popMode()
            return Token(.stringEnd, start, position, leadingSpace: false, leadingNewline: false)
        }
        if startsInterpolation(at: position) {
            position += 2
            pushInterpolation()
            return Token(.interpolationStart, start, position, leadingSpace: false, leadingNewline: false)
        }
        while position < end {
            let byte = bytes[position]
            if byte == 0x22 { break }  // `"`
            if byte == 0x5C {  // `\`: an escape takes the next byte with it, so `\"` does not end the string
                if position + 1 < end, bytes[position + 1] == 0x28 { break }  // `\(`
                position += min(2, end - position)
            } else {
                position += 1
            }
        }
        return Token(.stringSegment, start, position, leadingSpace: false, leadingNewline: false)
    }

    private func startsInterpolation(at offset: Int) -> Bool {
        offset + 1 < end && bytes[offset] == UInt8(ascii: "\\") && bytes[offset + 1] == UInt8(ascii: "(")
    }
}

/// Decodes the escapes of one string segment: `\"` `\\` `\n` `\t` `\r` `\0` `\'` `\u{…}`.
/// Bad escapes are reported and kept as written, so the value stays close to the input.
public enum StringEscapes {
    public static func decode(_ bytes: [UInt8], _ range: SourceRange, report: (Diagnostic) -> Void) -> String {
        var result = ""
        var offset = range.start
        var literalStart = offset
        func flush(upTo limit: Int) {
            if literalStart < limit { result += String(decoding: bytes[literalStart..<limit], as: UTF8.self) }
        }
        while offset < range.end {
            guard bytes[offset] == 0x5C else {  // `\`
                let byte = bytes[offset]
                if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
                    // Like Swift: control characters must be written as escapes.
                    let hex = String(byte, radix: 16, uppercase: true)
                    report(.error("unexpected character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string; write it as \\u{\(String(byte, radix: 16))}",
                                  at: SourceRange(offset, offset + 1)))
                }
                offset += 1
                continue
            }
            flush(upTo: offset)
            let escapeStart = offset
            guard offset + 1 < range.end else {
                report(.error("incomplete escape sequence '\\'", at: SourceRange(offset, offset + 1)))
                result += "\\"
                offset += 1
                literalStart = offset
                continue
            }
            let letter = bytes[offset + 1]
            offset += 2
            switch letter {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "'"): result += "'"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "0"): result += "\0"
            case UInt8(ascii: "u"):
                if let (scalar, after) = unicodeEscape(bytes, from: offset, end: range.end) {
                    result.unicodeScalars.append(scalar)
                    offset = after
                } else {
                    let stop = unicodeEscapeExtent(bytes, from: offset, end: range.end)
                    let written = String(decoding: bytes[escapeStart..<stop], as: UTF8.self)
                    report(.error("invalid unicode escape '\(written)'; write '\\u{1F600}'", at: SourceRange(escapeStart, stop)))
                    result += written
                    offset = stop
                }
            default:
                // Keep whole UTF-8 sequences together in the message and the value.
                var stop = offset
                while stop < range.end, bytes[stop] & 0xC0 == 0x80 { stop += 1 }
                let written = String(decoding: bytes[escapeStart..<stop], as: UTF8.self)
                report(.error("invalid escape sequence '\(written)' in string", at: SourceRange(escapeStart, stop)))
                result += written
                offset = stop
            }
            literalStart = offset
        }
        flush(upTo: range.end)
        return result
    }

    /// `{1F600}` after `\u`: the scalar and the offset after `}`.
    private static func unicodeEscape(_ bytes: [UInt8], from offset: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { return nil }
        var cursor = offset + 1
        var value: UInt32 = 0
        var digits = 0
        while cursor < end, let digit = hexValue(bytes[cursor]) {
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            cursor += 1
            if digits > 8 { return nil }
        }
        guard digits > 0, cursor < end, bytes[cursor] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        return (scalar, cursor + 1)
    }

    /// How far a malformed `\u…` reaches: through `}` when there is one soon, else just `\u`.
    private static func unicodeEscapeExtent(_ bytes: [UInt8], from offset: Int, end: Int) -> Int {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { return offset }
        var cursor = offset + 1
        while cursor < end, cursor - offset <= 10, bytes[cursor] != UInt8(ascii: "}"), bytes[cursor] != UInt8(ascii: "\\") {
            cursor += 1
        }
        return cursor < end && bytes[cursor] == UInt8(ascii: "}") ? cursor + 1 : offset + 1
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
