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
}
