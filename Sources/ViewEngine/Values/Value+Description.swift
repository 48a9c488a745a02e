import ViewLayout

/// Values print the way a Swift developer writes them: `20`, `20.5`, `"Brew"`, `nil`,
/// `[1, 2]`, `(title: "Share")`, `ToolbarEntry(title: "Share")`, `.leading`.
extension Value: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let n): return Value.format(n)
        case .integer(let i): return String(i)
        case .string(let s): return Value.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let entries) where entries.isEmpty: return "[:]"
        case .dictionary(let entries): return "[" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        case .tuple(let fields): return "(" + Value.describe(fields) + ")"
        case .record("CGRect", _) where rectParts != nil:
            // A rectangle carries its derived members (minX … size); it prints as Swift writes one.
            let r = rectParts!
            return "CGRect(" + Value.describe([Field("x", .number(r.x)), Field("y", .number(r.y)), Field("width", .number(r.width)),
                                                Field("height", .number(r.height))]) + ")"
        case .record(let type, let fields): return type + "(" + Value.describe(fields) + ")"
        case .symbol(let name): return "." + name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .binding(let state): return "$" + BindingPath.describe(state)
        case .keyType(let name): return name
        }
    }

    static func describe(_ fields: [Field]) -> String {
        fields.map { field in
            (field.label.map { $0 + ": " } ?? "") + field.value.description
        }.joined(separator: ", ")
    }

    /// Integral numbers without a fraction, others with the shortest exact spelling;
    /// infinity as `.infinity` (how Swift code writes it).
    public static func format(_ n: Double) -> String {
        if n.isNaN { return "nan" }
        if n.isInfinite { return n > 0 ? ".infinity" : "-.infinity" }
        if let integer = CheckedInt.wholeNumber(n) { return String(integer) }
        return String(n)
    }

    public static func quote(_ s: String) -> String {
        "\"" + escape(s) + "\""
    }

    /// A line of `print` output as the shell shows it: as written, unless it holds a control
    /// character other than a tab (an escape sequence, a carriage return), which could move the
    /// terminal's cursor: then escaped, as inside a string literal.
    public static func consoleLine(_ line: String) -> String {
        line.utf8.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F } ? escape(line) : line
    }

    /// What `print` wrote as the console's text: the final newline ends the last line, so it is
    /// not a line of its own.
    public static func consoleText(_ output: String) -> String {
        output.hasSuffix("\n") ? String(output.dropLast()) : output
    }

    /// Whether `escape` changes `s` (a quote, a backslash or a control character in it).
    public static func needsEscape(_ s: String) -> Bool {
        s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C })
    }

    /// The inside of a Swift string literal: quotes, backslashes and control characters
    /// escaped (`save` and `tree` print strings this way, and the parser reads them back).
    public static func escape(_ s: String) -> String {
        guard needsEscape(s) else { return s }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
