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
        let inner = indent + "  "
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value)
        case .string(let value): out += Self.quote(value)
        case .array(let values):
            guard !values.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, value) in values.enumerated() {
                out += inner
                value.write(to: &out, indent: inner)
                out += index == values.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                out += inner + Self.quote(key) + ": "
                value.write(to: &out, indent: inner)
                out += index == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private func writeCompact(to out: inout String, html: Bool) {
        switch self {
        case .null, .bool, .number: write(to: &out, indent: "")
        case .string(let value): out += Self.quote(value, html: html)
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
                out += Self.quote(key, html: html) + ":"
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
        var out = "\""
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
        return out + "\""
    }
}
