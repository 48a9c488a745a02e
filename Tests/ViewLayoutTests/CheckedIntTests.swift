import Testing
import ViewLayout

/// `CheckedInt`: the one Double → Int conversion (issue 10: `Int(1e300)` trapped in three places).
@Suite struct CheckedIntTests {
    @Test(arguments: [
        (0.0, 0 as Int?), (-0.0, 0), (3, 3), (-3, -3), (0.5, nil), (.nan, nil), (.infinity, nil), (-.infinity, nil),
        (1e300, nil), (-1e300, nil), (9.223372036854775807e18, nil), (-9.223372036854775808e18, Int.min),
    ] as [(Double, Int?)])
    func exact(_ value: Double, _ expected: Int?) {
        #expect(CheckedInt.exact(value) == expected)
    }

    @Test func exactHonoursTheRange() {
        #expect(CheckedInt.exact(2, in: 0...1) == nil)
        #expect(CheckedInt.exact(1, in: 0...1) == 1)
        #expect(CheckedInt.exact(-1, in: 0...Int.max) == nil)
    }

    @Test(arguments: [
        (0.0, 0), (2.9, 2), (-2.9, -2), (1e300, 100), (-1e300, -100), (.infinity, 100), (-.infinity, -100), (.nan, 7),
        (9.3e18, 100),
    ] as [(Double, Int)])
    func clamped(_ value: Double, _ expected: Int) {
        #expect(CheckedInt.clamped(value, to: -100...100, nan: 7) == expected)
    }

    @Test func clampedToTheWholeIntRange() {
        #expect(CheckedInt.clamped(1e300, to: Int.min...Int.max, nan: 0) == Int.max)
        #expect(CheckedInt.clamped(-1e300, to: Int.min...Int.max, nan: 0) == Int.min)
        #expect(CheckedInt.clamped(2.5, to: 0...10, rounding: .down, nan: 0) == 2)
        #expect(CheckedInt.clamped(-2.5, to: -10...10, rounding: .down, nan: 0) == -3)
    }

    /// `truncated` converts without a rounding call: the same as `clamped` toward zero (rounding
    /// first), at the bounds, between them and at the ranges text sizing and the rest use.
    @Test func truncatedAgreesWithClampedTowardZero() {
        func reference(_ v: Double, _ range: ClosedRange<Int>) -> Int {
            if v.isNaN { return -42 }
            let r = v.rounded(.towardZero)
            if r <= Double(range.lowerBound) { return range.lowerBound }
            if r >= Double(range.upperBound) { return range.upperBound }
            return Int(r)
        }
        let ranges = [-100...100, 1...Int(Int32.max), Int.min...Int.max, 0...0, -5 ... -1]
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, 1.5, -1.5, 99.5, 100, 100.5, -100.5, -99.5, 2147483647.5,
                                2147483646.9, 9.2233720368547748e18, -9.2233720368547758e18, 1e300, -1e300,
                                .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -5.5, -0.9]
        var x = 0.37
        for _ in 0..<2000 {
            x = (x * 9301 + 0.49297).truncatingRemainder(dividingBy: 1)
            values.append((x - 0.5) * 500)
        }
        for range in ranges {
            for v in values {
                #expect(CheckedInt.truncated(v, to: range, nan: -42) == reference(v, range), "\(v) in \(range)")
                #expect(CheckedInt.clamped(v, to: range, nan: -42) == reference(v, range), "\(v) in \(range)")
            }
        }
    }

    @Test func wholeNumbersPrintWithoutAFraction() {
        #expect(CheckedInt.wholeNumber(20) == 20)
        #expect(CheckedInt.wholeNumber(20.5) == nil)
        #expect(CheckedInt.wholeNumber(1e15) == nil)
        #expect(CheckedInt.wholeNumber(.nan) == nil)
    }

    @Test func hugeLengthsKeepTheirExponent() {
        #expect(formatLength(-3.9e32) == "-3.9e+32")
        #expect(formatLength(1.5e20) == "1.5e+20")
        #expect(formatLength(320.125) == "320.13")
    }
}
