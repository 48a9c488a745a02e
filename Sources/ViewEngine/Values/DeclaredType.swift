/// The type written on a state, key or environment key (`state w: CGFloat = 0`) checked against
/// a value: at definition (`state w: CGFloat = "x"` is an error there, not at the next `layout`),
/// and for every later write — `set`, an action's write during a frame — so a state always holds
/// what its definition says, and what `save` writes loads again.
///
/// Known types are checked: `CGFloat`, `Double`, `Float`, `Int` (numbers), `String`, `Bool`,
/// `[T]` and `Array<T>` (each element), `T?` and `Optional<T>` (nil too), tuples `(A, B)` by
/// arity. A struct type's name must match a record's (`ToolbarEntry(title: "x")`); other names
/// (enums such as `Alignment`, `Color`) take anything, since the shell does not know their cases.
public enum DeclaredType {
    public static func problem(_ value: Value, against type: String) -> String? {
        matches(value, parse(type)) ? nil : "is declared \(type); this is \(value.kindName) (\(value.abbreviated(limit: 40)))"
    }

    /// What a state may hold, whatever its type: no NaN anywhere inside (save could not write it
    /// back, and no comparison with it is ever true).
    public static func nanProblem(_ value: Value) -> String? {
        containsNaN(value) ? "cannot hold NaN (not a number)" : nil
    }

    indirect enum Shape {
        case number, string, bool, anything
        case optional(Shape)
        case list(Shape)
        case dictionary(key: Shape, value: Shape)
        case tuple(Int)
        case named(String)
    }

    static func parse(_ text: String) -> Shape {
        var t = Substring(text.filter { !$0.isWhitespace })
        if t.hasSuffix("?") {
            t.removeLast()
            return .optional(parse(String(t)))
        }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { return .optional(parse(String(t.dropFirst(9).dropLast()))) }
        if t.hasPrefix("Array<"), t.hasSuffix(">") { return .list(parse(String(t.dropFirst(6).dropLast()))) }
        if t.hasPrefix("Dictionary<"), t.hasSuffix(">"), let comma = topLevel(",", in: t.dropFirst(11).dropLast()) {
            let inner = t.dropFirst(11).dropLast()
            return .dictionary(key: parse(String(inner[..<comma])), value: parse(String(inner[inner.index(after: comma)...])))
        }
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = t.dropFirst().dropLast()
            guard let colon = topLevel(":", in: inner) else { return .list(parse(String(inner))) }
            return .dictionary(key: parse(String(inner[..<colon])), value: parse(String(inner[inner.index(after: colon)...])))
        }
        if t.hasPrefix("("), t.hasSuffix(")") { return .tuple(topLevelCommas(t.dropFirst().dropLast()) + 1) }
        switch t {
        case "CGFloat", "Double", "Float", "Int": return .number
        case "String": return .string
        case "Bool": return .bool
        default: return t.first?.isUppercase == true && t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? .named(String(t)) : .anything
        }
    }

    static func matches(_ value: Value, _ shape: Shape) -> Bool {
        switch (shape, value) {
        case (.anything, _): return true
        case (.optional, .none): return true
        case (.optional(let inner), _): return matches(value, inner)
        case (.number, .number), (.number, .integer), (.string, .string), (.bool, .bool): return true
        case (.list(let element), .list(let items)): return items.allSatisfy { matches($0, element) }
        case (.dictionary(let key, let element), .dictionary(let entries)):
            return entries.allSatisfy { matches($0.key, key) && matches($0.value, element) }
        case (.tuple(let arity), .tuple(let fields)): return arity == fields.count
        case (.named, .record(let type, _)) where type.hasPrefix("."): return true  // a case with values (`.loaded([…])`) of an enum
        case (.named(let name), .record(let type, _)): return name == type
        case (.named, .number), (.named, .string), (.named, .bool), (.named, .list), (.named, .dictionary), (.named, .tuple), (.named, .none):
            return false
        case (.named, _): return true  // a symbol (.leading), a key path …: an enum the shell cannot check
        default: return false
        }
    }

    static func containsNaN(_ value: Value) -> Bool {
        switch value {
        case .number(let n): return n.isNaN
        case .list(let items): return items.contains(where: containsNaN)
        case .dictionary(let entries): return entries.contains { containsNaN($0.key) || containsNaN($0.value) }
        case .tuple(let fields), .record(_, let fields): return fields.contains { containsNaN($0.value) }
        default: return false
        }
    }

    /// Where `separator` first occurs outside brackets in `text`.
    private static func topLevel(_ separator: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        for i in text.indices {
            let c = text[i]
            if "[(<".contains(c) { depth += 1 } else if "])>".contains(c) { depth -= 1 } else if c == separator, depth == 0 { return i }
        }
        return nil
    }

    private static func topLevelCommas(_ text: Substring) -> Int {
        var depth = 0, commas = 0
        for c in text {
            if "[(<".contains(c) { depth += 1 } else if "])>".contains(c) { depth -= 1 } else if c == ",", depth == 0 { commas += 1 }
        }
        return commas
    }
}

extension StateDefinition {
    /// Why the state cannot hold `value`, or nil: no NaN, its declared type, and the kind of value
    /// it started with (an optional state also takes nil).
    public func problem(accepting value: Value) -> String? {
        if DeclaredType.containsNaN(value) { return "this is NaN (not a number) or holds one; a state cannot hold it" }
        let optional = type?.hasSuffix("?") == true || initialValue == .none
        if value == .none { return optional ? nil : "state '\(common.name)' is not optional; it cannot be nil" }
        if initialValue != .none, !Self.sameKind(value, initialValue) {
            return "state '\(common.name)' holds \(initialValue.kindName); this is \(value.kindName)"
        }
        if let type, let problem = DeclaredType.problem(value, against: type) { return "state '\(common.name)' \(problem)" }
        return nil
    }

    static func sameKind(_ a: Value, _ b: Value) -> Bool {
        // `.now` and `Date(timeIntervalSinceNow: s)` are both dates (a symbol and a record otherwise).
        if Evaluator.isDate(a), Evaluator.isDate(b) { return true }
        switch (a, b) {
        case (.number, .number), (.number, .integer), (.integer, .number), (.integer, .integer),
             (.string, .string), (.bool, .bool), (.list, .list), (.tuple, .tuple), (.dictionary, .dictionary),
             (.symbol, .symbol), (.keyPath, .keyPath), (.binding, .binding), (.keyType, .keyType):
            return true
        case (.record(let t1, _), .record(let t2, _)):
            return t1 == t2 || (t1.hasPrefix(".") && t2.hasPrefix("."))
        case (.symbol, .record(let type, _)), (.record(let type, _), .symbol):
            // An enum's cases, with values or without (`.idle`, `.loaded(["a"])`): one enum's values.
            return type.hasPrefix(".")
        default:
            return false
        }
    }
}

extension Value {
    /// The value with every −0 made 0. States never hold −0: `==` cannot tell it from 0 (so
    /// SwiftUI would not see such a write), yet `1 / s` can, and a saved `set s = -0.0` would
    /// then be a write that changes nothing on load (found by the save/load property test).
    public var withoutNegativeZero: Value {
        switch self {
        case .number(let n) where n == 0: return .number(0)
        case .list(let items): return .list(items.map(\.withoutNegativeZero))
        case .dictionary(let entries): return .dictionary(entries.map { Entry($0.key.withoutNegativeZero, $0.value.withoutNegativeZero) })
        case .tuple(let fields): return .tuple(fields.map { Field($0.label, $0.value.withoutNegativeZero) })
        case .record(let type, let fields): return .record(type: type, fields: fields.map { Field($0.label, $0.value.withoutNegativeZero) })
        default: return self
        }
    }
}
