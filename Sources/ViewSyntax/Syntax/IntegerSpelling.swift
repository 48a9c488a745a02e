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
        guard let (radix, name, digits) = prefixed(plain) else { return nil }
        // Checked first: `Int(_:radix:)` would take a sign.
        guard isDigits(digits, radix: radix) else { return .badDigits(name: name) }
        guard let value = Int(digits, radix: radix) else { return .outOfRange }
        return .value(value)
    }

    /// The `Int` an integer literal as written (`1_000`, `0xFF`, decimal or prefixed) stands for,
    /// negated first when `negated` (so `-9223372036854775808`, whose digits alone overflow, is
    /// `Int.min`, as Swift reads it); nil for any other spelling or one outside `Int`'s range.
    public static func exact(_ spelling: String, negated: Bool = false) -> Int? {
        let plain = spelling.filter { $0 != "_" }
        let (radix, digits) = prefixed(plain).map { ($0.radix, $0.digits) } ?? (10, plain[...])
        guard !digits.isEmpty, isDigits(digits, radix: radix) else { return nil }
        return Int((negated ? "-" : "") + digits, radix: radix)
    }

    /// The base a `0x`, `0b` or `0o` prefix names, and the digits after it.
    private static func prefixed(_ plain: String) -> (radix: Int, name: String, digits: Substring)? {
        guard plain.count > 2, plain.hasPrefix("0") else { return nil }
        switch plain.dropFirst().first {
        case "x": return (16, "hexadecimal", plain.dropFirst(2))
        case "b": return (2, "binary", plain.dropFirst(2))
        case "o": return (8, "octal", plain.dropFirst(2))
        default: return nil
        }
    }

    private static func isDigits(_ digits: Substring, radix: Int) -> Bool {
        digits.allSatisfy { $0.hexDigitValue.map { $0 < radix } ?? false }
    }
}
