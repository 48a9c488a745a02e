/// Swift's `Int` where a Double cannot follow it: integer literals and integer operations
/// beyond ±2⁵³ are exact (`Value.integer`), and arithmetic that overflows `Int` is an error
/// where Swift traps (Docs/Language.md, "Integers").
extension Value {
    /// The largest magnitude below which a Double holds every integer.
    static let exactDoubleLimit: UInt = 1 << 53

    /// `n` in its one form: a `number` when a Double holds it exactly, else an `integer`.
    public static func whole(_ n: Int) -> Value {
        n.magnitude <= exactDoubleLimit ? .number(Double(n)) : .integer(n)
    }

    /// The `Int` a number is exactly; nil for a fraction, NaN, an infinity, a number outside
    /// `Int`'s range, and anything not a number.
    var exactInteger: Int? {
        switch self {
        case .integer(let i): return i
        case .number(let n): return Int(exactly: n)
        default: return nil
        }
    }

    /// Whether either side is an `integer`: then the operation is `Int`'s when both are whole.
    static func involvesInteger(_ left: Value, _ right: Value) -> Bool {
        if case .integer = left { return true }
        if case .integer = right { return true }
        return false
    }
}
