/// A JSON value whose objects keep their keys in the order given, so every `--json` output
/// is stable and diffable (Docs/JSON.md). Printed pretty (two-space indentation, what the
/// commands print) or compact (what the HTML page embeds).
///
/// Numbers are exact (`20`, `20.5`, `0.1`); JSON has no infinity, so an infinite length is
/// the string `"infinity"` (`"-infinity"`), and a NaN (which layout should never produce) is
/// `null`.
indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Pretty-printed, with a final newline: what a `--json` command prints.
    var pretty: String {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    /// On one line. `html` escapes `<`, `>` and `&` (as `\u003c` …), so the text can sit in
    /// a `<script>` element without ending it; `JSON.parse` reads the same value.
    func compact(html: Bool = false) -> String {
        var out = ""
        writeCompact(to: &out, html: html)
        return out
    }

    /// The pretty form as UTF-8, `indent` spaces in (bytes, not text: a 100,000-row `layout
    /// --json` appends millions of pieces).
    func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: Self.append("null", to: &out)
        case .bool(let value): Self.append(value ? "true" : "false", to: &out)
        case .number(let value): Self.appendNumber(value, to: &out)
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .array(let values):
            guard !values.isEmpty else { Self.append("[]", to: &out); return }
            Self.append("[\n", to: &out)
            for (index, value) in values.enumerated() {
                Self.appendSpaces(indent + 2, to: &out)
                value.write(to: &out, indent: indent + 2)
                Self.append(index == values.count - 1 ? "\n" : ",\n", to: &out)
            }
            Self.appendSpaces(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            guard !fields.isEmpty else { Self.append("{}", to: &out); return }
            Self.append("{\n", to: &out)
            for (index, (key, value)) in fields.enumerated() {
                Self.appendSpaces(indent + 2, to: &out)
                Self.appendQuoted(key, to: &out)
                Self.append(": ", to: &out)
                value.write(to: &out, indent: indent + 2)
                Self.append(index == fields.count - 1 ? "\n" : ",\n", to: &out)
            }
            Self.appendSpaces(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// `count` spaces (copied from a prebuilt run: a 100,000-row `layout --json` indents millions of lines).
    static func appendSpaces(_ count: Int, to out: inout [UInt8]) {
        var left = count
        while left > 0 {
            let piece = min(left, spaces.count)
            out.append(contentsOf: spaces[..<piece])
            left -= piece
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// A literal's bytes, copied whole (`+= "…".utf8` goes through the generic sequence append).
    @inline(__always) static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8 copied whole (`+= text.utf8` goes through the generic sequence append).
    @inline(__always) static func appendString(_ text: String, to out: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { out.append(contentsOf: $0) }
        if copied == nil { out += text.utf8 }
    }

    /// `number(value)` as UTF-8: an integral value's digits written straight into `out` (no String
    /// per number), any other through `number`.
    static func appendNumber(_ value: Double, to out: inout [UInt8]) {
        // NaN fails the first test and the infinities the second: both go to `number`.
        guard value == value.rounded(), abs(value) < 1e15 else {
            out += number(value).utf8
            return
        }
        appendInteger(Int(value), to: &out)
    }

    /// `String(n)` as UTF-8. Up to eight digits are gathered in one word, last digit first, and
    /// appended first digit first (no String, no buffer per number).
    static func appendInteger(_ n: Int, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        var rest = n.magnitude
        guard rest < 100_000_000 else {
            out += String(rest).utf8
            return
        }
        var packed: UInt64 = 0
        var count = 0
        repeat {
            packed = packed << 8 | UInt64(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
            count += 1
        } while rest > 0
        for _ in 0..<count {
            out.append(UInt8(truncatingIfNeeded: packed))
            packed >>= 8
        }
    }

    private func writeCompact(to out: inout String, html: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value)
        case .string(let value): Self.appendQuoted(value, html: html, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.writeCompact(to: &out, html: html)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                Self.appendQuoted(key, html: html, to: &out)
                out += ":"
                value.writeCompact(to: &out, html: html)
            }
            out += "}"
        }
    }

    /// `20`, `20.5`, `1e-05`: integral values without a fraction, others with Swift's
    /// shortest exact spelling (valid JSON); infinities as strings, NaN as `null`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; the rest as is
    /// (with `html`, also `<`, `>` and `&`).
    static func quote(_ text: String, html: Bool = false) -> String {
        var out = ""
        appendQuoted(text, html: html, to: &out)
        return out
    }

    /// `quote`, appended to `out` (a 100,000-row `layout --json` quotes a million strings).
    static func appendQuoted(_ text: String, html: Bool, to out: inout String) {
        // Most strings need no escape: appended whole.
        if !text.utf8.contains(where: { needsEscape($0, html: html) }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        appendQuoted(text, html: html, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// `quote` as UTF-8 bytes. Every escape is of an ASCII character, so bytes of other scalars
    /// (≥ 0x80) are copied as they are.
    static func appendQuoted(_ text: String, html: Bool = false, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes copied whole.
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard !bytes.contains(where: { needsEscape($0, html: html) }) else { return false }
            out.append(contentsOf: bytes)
            return true
        } ?? false
        if copied {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            guard needsEscape(byte, html: html) else {
                out.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case 0x08: out += "\\b".utf8
            case 0x0C: out += "\\f".utf8
            default:  // control characters, and `<`, `>`, `&` in HTML
                let hex = String(byte, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether a UTF-8 byte starts something `appendQuoted` escapes (bytes of other scalars are ≥ 0x80).
    private static func needsEscape(_ byte: UInt8, html: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (html && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
    }
}
