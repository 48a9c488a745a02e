import ViewLayout

/// `layout --json`: the snapshot as JSON, pretty-printed with two-space indentation and keys
/// in a fixed order, so the output is stable and diffable.
///
/// Numbers are exact (`20`, `20.5`, `0.1`); JSON has no infinity, so an infinite length is
/// the string `"infinity"` (`"-infinity"`), an unspecified proposal dimension is `null`, and
/// a NaN (which layout should never produce) is `null` too. `textLines` appears on text nodes only.
enum LayoutJSON {
    static func render(_ snapshot: LayoutSnapshot) -> String {
        var object: [(String, Value)] = [
            ("proposal", size(snapshot.proposalWidth, snapshot.proposalHeight)),
        ]
        object.append(("nodes", .array(snapshot.nodes.map(node))))
        var out = ""
        Value.object(object).write(to: &out, indent: "")
        return out + "\n"
    }

    private static func node(_ node: LayoutSnapshot.Node) -> Value {
        var fields: [(String, Value)] = [
            ("address", .string(node.address)),
            ("label", .string(node.label)),
            ("depth", .number(Double(node.depth))),
            ("modifier", .bool(node.isModifier)),
            ("proposal", size(node.proposalWidth, node.proposalHeight)),
            ("frame", .object([
                ("x", .number(node.x)), ("y", .number(node.y)),
                ("width", .number(node.width)), ("height", .number(node.height)),
            ])),
        ]
        if let lines = node.textLines {
            fields.append(("textLines", .array(lines.map(Value.string))))
        }
        return .object(fields)
    }

    private static func size(_ width: Double?, _ height: Double?) -> Value {
        .object([("width", width.map(Value.number) ?? .null), ("height", height.map(Value.number) ?? .null)])
    }

    /// A JSON value whose objects keep their keys in the order given.
    private indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])

        func write(to out: inout String, indent: String) {
            let inner = indent + "  "
            switch self {
            case .null: out += "null"
            case .bool(let value): out += value ? "true" : "false"
            case .number(let value): out += LayoutJSON.number(value)
            case .string(let value): out += LayoutJSON.quote(value)
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
                    out += inner + LayoutJSON.quote(key) + ": "
                    value.write(to: &out, indent: inner)
                    out += index == fields.count - 1 ? "\n" : ",\n"
                }
                out += indent + "}"
            }
        }
    }

    /// `20`, `20.5`, `1e-05`: integral values without a fraction, others with Swift's
    /// shortest exact spelling (valid JSON); infinities as strings, NaN as `null`.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "null" }
        if value.isInfinite { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        if let integer = CheckedInt.wholeNumber(value) { return String(integer) }
        return String(value)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; the rest as is.
    static func quote(_ text: String) -> String {
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
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
