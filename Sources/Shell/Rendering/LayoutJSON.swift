import ViewEngine
import ViewLayout

/// `layout --json`: the snapshot as JSON, pretty-printed with two-space indentation and keys
/// in a fixed order, so the output is stable and diffable.
///
/// Numbers are exact (`20`, `20.5`, `0.1`); JSON has no infinity, so an infinite length is
/// the string `"infinity"` (`"-infinity"`), an unspecified proposal dimension is `null`, and
/// a NaN (which layout should never produce) is `null` too. `textLines` appears on text nodes only.
///
/// `write` streams: each node is written as it is read from the layout and the text is handed
/// to the output every `flushBytes`, so a 100,000-node layout is never held whole as JSON.
///
/// `write` streams: each node is written as it is read from the layout, and the text is handed to
/// the output every `flushBytes`, so a 100,000-node layout is never held whole as JSON.
enum LayoutJSON {
    static func render(_ snapshot: LayoutSnapshot) -> String {
        var writer = Writer(proposalWidth: snapshot.proposalWidth, proposalHeight: snapshot.proposalHeight)
        for node in snapshot.nodes { writer.add(node) }
        return writer.finish()
    }

    /// Bytes of JSON handed to the output at a time; Ctrl-C is looked at between pieces.
    static let flushBytes = 64 << 10

    /// The JSON of the laid-out nodes in tree order — those at or under the address `prefix`,
    /// when given — written to `output` as it is produced. False when Ctrl-C stopped it.
    static func write(
        _ resolution: inout Resolution, proposal: ProposedSize, under prefix: String?, into output: inout SessionOutput,
        interrupted: () -> Bool
    ) -> Bool {
        var writer = Writer(proposalWidth: proposal.width, proposalHeight: proposal.height)
        for laidOut in resolution.layout.laidOutNodes() {
            if let prefix {
                let address = resolution.entry(laidOut.id).address
                guard address == prefix || address.hasPrefix(prefix + ".") else { continue }
            }
            writer.add(LayoutSnapshot.Node(laidOut, in: &resolution))
            if writer.text.utf8.count >= flushBytes {
                output.write(writer.take())
                if interrupted() { return false }
            }
        }
        output.write(writer.finish())
        return true
    }

    /// The document written a node at a time: the opening, each node, the closing.
    struct Writer {
        private(set) var text: String
        private var isEmpty = true

        init(proposalWidth: Double?, proposalHeight: Double?) {
            text = "{\n  \"proposal\": "
            LayoutJSON.size(proposalWidth, proposalHeight).write(to: &text, indent: "  ")
            text += ",\n  \"nodes\": ["
        }

        mutating func add(_ node: LayoutSnapshot.Node) {
            text += isEmpty ? "\n    " : ",\n    "
            isEmpty = false
            LayoutJSON.node(node).write(to: &text, indent: "    ")
        }

        /// The text so far, handed over (the writer keeps going from there).
        mutating func take() -> String {
            defer { text = "" }
            return text
        }

        mutating func finish() -> String {
            text += isEmpty ? "]\n}\n" : "\n  ]\n}\n"
            return take()
        }
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
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
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
