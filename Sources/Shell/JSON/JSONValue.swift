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
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    /// On one line. `html` escapes `<`, `>` and `&` (as `\u003c` …), so the text can sit in
    /// a `<script>` element without ending it; `JSON.parse` reads the same value.
    func compact(html: Bool = false) -> String {
        var out = ""
        writeCompact(to: &out, html: html)
        return out
    }

    func write(to out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value)
        case .string(let value): Self.appendQuoted(value, html: false, to: &out)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += inner
                value.write(to: &out, indent: inner)
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent
            out += "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                out += inner
                Self.appendQuoted(key, html: false, to: &out)
                out += ": "
                value.write(to: &out, indent: inner)
                out += index == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent
            out += "}"
        }
    }

    private func writeCompact(to out: inout String, html: Bool) {
        switch self {
        case .null, .bool, .number: write(to: &out, indent: "")
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
        out += "\""
        // Most strings need no escape: appended whole.
        if !text.utf8.contains(where: { needsEscape($0, html: html) }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "<" where html: out += "\\u003c"
            case ">" where html: out += "\\u003e"
            case "&" where html: out += "\\u0026"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Whether a UTF-8 byte starts something `appendQuoted` escapes (bytes of other scalars are ≥ 0x80).
    private static func needsEscape(_ byte: UInt8, html: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (html && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
    }
}
