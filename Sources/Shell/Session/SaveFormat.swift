import ViewEngine

/// How `save` spells values so that `load` reads back exactly what was saved: every number in its
/// shortest round-trip form (`320.125`, `1.5e+20`, `0.001`, `-0.0` — not the two decimals the
/// tables show), infinities as `.infinity` (`inf` in a `propose`), nothing as `nil`.
enum SaveFormat {
    /// A number as the language reads it: whole numbers without a fraction, others as Swift's
    /// shortest representation that parses back to the same Double.
    static func number(_ n: Double) -> String {
        if n.isInfinite { return n > 0 ? ".infinity" : "-.infinity" }
        if n == 0, n.sign == .minus { return "-0.0" }
        return Value.format(n)  // NaN never gets here: states, keys and options refuse it
    }

    /// One side of a `propose WxH`.
    static func dimension(_ value: Double?) -> String {
        guard let value else { return "nil" }
        if value.isInfinite { return "inf" }
        return number(value)
    }

    /// A value as a literal of the language.
    static func value(_ value: Value) -> String {
        switch value {
        case .number(let n): return number(n)
        case .list(let items): return "[" + items.map(Self.value).joined(separator: ", ") + "]"
        case .dictionary(let entries) where !entries.isEmpty:
            return "[" + entries.map { Self.value($0.key) + ": " + Self.value($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let fields): return "(" + describe(fields) + ")"
        case .record(let type, let fields): return type + "(" + describe(fields) + ")"
        default: return value.description
        }
    }

    private static func describe(_ fields: [Value.Field]) -> String {
        fields.map { field in (field.label.map { $0 + ": " } ?? "") + value(field.value) }.joined(separator: ", ")
    }

    /// Equal and written the same: `==` treats 0 and -0 as one number, a saved file should not.
    static func identical(_ a: Value?, _ b: Value?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        switch (a, b) {
        case (.number(let x), .number(let y)): return x == y && x.sign == y.sign
        case (.list(let xs), .list(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { identical($0, $1) }
        case (.dictionary(let xs), .dictionary(let ys)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { identical($0.key, $1.key) && identical($0.value, $1.value) }
        case (.tuple(let xs), .tuple(let ys)): return fieldsIdentical(xs, ys)
        case (.record(let s, let xs), .record(let t, let ys)): return s == t && fieldsIdentical(xs, ys)
        default: return a == b
        }
    }

    private static func fieldsIdentical(_ xs: [Value.Field], _ ys: [Value.Field]) -> Bool {
        xs.count == ys.count && zip(xs, ys).allSatisfy { $0.label == $1.label && identical($0.value, $1.value) }
    }
}
