/// Swift's prefixed integer literals, `0xFF`, `0b1010`, `0o17` (underscores already removed):
/// read by the shell's parser and by the Swift front end alike.
public enum IntegerSpelling: Equatable, Sendable {
    case value(Int)
    /// A character after the prefix is not a digit of its base (`name`: "hexadecimal" …).
    case badDigits(name: String)
    /// More than an `Int` holds.
    case outOfRange

    /// What `plain` is, or nil when it is not a prefixed integer spelling.
    public static func read(_ plain: String) -> IntegerSpelling? {
        guard plain.count > 2, plain.hasPrefix("0") else { return nil }
        let base: (radix: Int, name: String)
        switch plain.dropFirst().first {
        case "x": base = (16, "hexadecimal")
        case "b": base = (2, "binary")
        case "o": base = (8, "octal")
        default: return nil
        }
        let digits = plain.dropFirst(2)
        // Checked first: `Int(_:radix:)` would take a sign.
        guard digits.allSatisfy({ $0.hexDigitValue.map { $0 < base.radix } ?? false }) else { return .badDigits(name: base.name) }
        guard let value = Int(digits, radix: base.radix) else { return .outOfRange }
        return .value(value)
    }

    /// The `Int` an integer literal as written (`1_000`, `0xFF`, decimal or prefixed) stands for,
    /// negated first when `negated` (so `-9223372036854775808`, whose digits alone overflow, is
    /// `Int.min`, as Swift reads it); nil for any other spelling or one outside `Int`'s range.
    public static func exact(_ spelling: String, negated: Bool = false) -> Int? {
        let plain = spelling.filter { $0 != "_" }
        let sign = negated ? "-" : ""
        if plain.count > 2, plain.hasPrefix("0"), let radix = ["x": 16, "b": 2, "o": 8][plain.dropFirst().first!] {
            let digits = plain.dropFirst(2)
            guard digits.allSatisfy({ $0.hexDigitValue.map { $0 < radix } ?? false }) else { return nil }
            return Int(sign + digits, radix: radix)
        }
        guard !plain.isEmpty, plain.allSatisfy(\.isASCII), plain.allSatisfy(\.isNumber) else { return nil }
        return Int(sign + plain)
    }
}
