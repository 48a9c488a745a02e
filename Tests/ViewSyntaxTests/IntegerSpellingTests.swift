import Testing
import ViewSyntax

/// The exact `Int` of an integer literal as written, which the shell keeps beyond 2⁵³.
@Suite struct IntegerSpellingTests {
    @Test(arguments: [
        ("9223372036854775807", false, Int.max), ("0x7FFF_FFFF_FFFF_FFFF", false, .max), ("9007199254740993", false, 9_007_199_254_740_993),
        ("9223372036854775808", true, .min), ("0x8000_0000_0000_0000", true, .min), ("0b101", true, -5), ("0o17", false, 15), ("1_000", false, 1000),
    ])
    func exact(spelling: String, negated: Bool, value: Int) {
        #expect(IntegerSpelling.exact(spelling, negated: negated) == value)
    }

    /// Not an integer, or outside Int's range: nil (the parser has already said why).
    @Test(arguments: ["9223372036854775808", "0x8000_0000_0000_0000", "1.5", "1e3", "0xFG", "0x", "_", "", "٣"])
    func notExact(spelling: String) {
        #expect(IntegerSpelling.exact(spelling) == nil)
    }
}
