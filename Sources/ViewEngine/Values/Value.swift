/// A runtime value of the language: what states hold, preferences carry and expressions
/// produce. Swift's types collapse onto these cases (CGFloat/Double/Int → `number`; an Int beyond
/// 2⁵³ → `integer`).
public enum Value: Sendable, Equatable, Hashable {
    case number(Double)
    /// A whole number beyond ±2⁵³, where a Double stops holding every integer, from an integer
    /// literal or integer arithmetic: exact over Swift's `Int`. Every smaller whole number is a
    /// `number`, so a value has one form (`Value.whole`).
    case integer(Int)
    case string(String)
    case bool(Bool)
    /// Swift's `nil` (an empty optional).
    case none
    case list([Value])
    /// `[0: a, 1: b]`: each key once, in the order first inserted (Swift's order is unspecified;
    /// viewsh keeps insertion order so every output is reproducible).
    case dictionary([Entry])
    /// `(a, b)` or `(title: "x", icon: "y")`; labels may be nil.
    case tuple([Field])
    /// `ToolbarEntry(title: "Share")`: a struct value with its type's name.
    case record(type: String, fields: [Field])
    /// `.leading`, `.red`, `.title`, `.rightToLeft`: an enum-like case.
    case symbol(String)
    /// `\.font`
    case keyPath([String])
    /// `$tallestChild`: a binding to a state, passed into a user view's parameter.
    case binding(state: String)
    /// A key type named as a value (`HeightKey`, `HeightKey.self`).
    case keyType(String)

    public struct Entry: Sendable, Equatable, Hashable {
        public var key: Value
        public var value: Value
        public init(_ key: Value, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    public struct Field: Sendable, Equatable, Hashable {
        public var label: String?
        public var value: Value
        public init(_ label: String?, _ value: Value) {
            self.label = label
            self.value = value
        }
    }

    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .integer(let i): return Double(i)
        default: return nil
        }
    }

    /// The name of the kind of value, for messages ("expected a number, got a string").
    public var kindName: String {
        switch self {
        case .number, .integer: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .none: return "nil"
        case .list: return "a list"
        case .dictionary: return "a dictionary"
        case .tuple: return "a tuple"
        case .record(let type, _):
            // "an Item", "an Update", but "a UUID", "a URL", "a User", "a Unit" (a U said "you").
            let saysYou = type.first == "U" && (type.dropFirst().first?.isUppercase == true
                                                 || ["Uni", "Us", "Ut", "Ur", "Ub"].contains { type.hasPrefix($0) })
            let vowel = "AEIOU".contains(type.first ?? "x") && !saysYou
            return (vowel ? "an " : "a ") + type
        case .symbol: return "a member"
        case .keyPath: return "a key path"
        case .binding: return "a binding"
        case .keyType: return "a preference key"
        }
    }
}

extension Value {
    /// Whether the values at `a` and `b` are equal, read in place: the same bits are the same
    /// value (the same small string, number or reference), and only values whose bits differ are
    /// compared as `==` does (a copy of each). A list of 100,000 elements changed in one is
    /// compared element by element after every such `set` (Resolver.keptRun). Bits the same on
    /// both sides also count NaN as itself: the element did not change.
    @inline(__always)
    static func same(_ a: UnsafePointer<Value>, _ b: UnsafePointer<Value>) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        var offset = 0
        var differs = false
        while offset + 8 <= MemoryLayout<Value>.size {
            differs = differs || x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != y.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < MemoryLayout<Value>.size {
            differs = differs || x.load(fromByteOffset: offset, as: UInt8.self) != y.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
        }
        return !differs || a.pointee == b.pointee
    }
}
