import Testing
@testable import ViewEngine

/// `Value.same`, the comparison of a foreach's elements read in place (Resolver.keptRun).
@Suite struct ValueSameTests {
    @Test func valuesReadInPlaceAreEqualAsEqualsSaysOrTheSameBits() {
        let pairs: [(Value, Value, Bool)] = [
            (.string("Row 5"), .string("Row 5"), true), (.string("Row 5"), .string("Row 6"), false),
            (.string(String(repeating: "long ", count: 20)), .string(String(repeating: "long ", count: 20)), true),
            (.number(0), .number(-0.0), true), (.number(1), .string("1"), false), (.none, .none, true),
            (.list([.number(1)]), .list([.number(1)]), true), (.list([.number(1)]), .list([.number(2)]), false),
            (.record(type: "P", fields: [.init("x", .number(1))]), .record(type: "P", fields: [.init("x", .number(1))]), true),
        ]
        for (a, b, equal) in pairs {
            var x = a, y = b
            #expect(Value.same(&x, &y) == equal, "\(a) \(b)")
        }
        // The same NaN is the same element (== says otherwise: the element did not change).
        var nan = Value.number(.nan)
        var copy = nan
        #expect(Value.same(&nan, &copy))
    }
}
