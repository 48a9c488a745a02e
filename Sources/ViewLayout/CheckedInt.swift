// Double → Int, checked. Swift's `Int(_: Double)` traps on NaN, ±∞ and anything beyond ±2⁶³,
// and numbers in viewsh come from users (`l[1e300]`, `.lineLimit(1e300)`) or from layout
// arithmetic on them (a proposal of −1e300). Every conversion of a number to an Int — an
// index, a count, a line limit, a cell on a canvas, an array length — goes through here
// (ARCHITECTURE.md, "Invariants"), so the class of crash cannot come back one call site at a time.

public enum CheckedInt {
    /// `value` when it is a whole number in `range`; nil for a fraction, NaN, ±∞ or a number
    /// outside the range. For indices and counts, where anything else is the user's error.
    public static func exact(_ value: Double, in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        guard let integer = Int(exactly: value), range.contains(integer) else { return nil }
        return integer
    }

    /// `value` rounded by `rule` and clamped into `range`; NaN gives `nan`. For quantities derived
    /// from geometry (characters that fit on a line, cells on a canvas), where a huge or negative
    /// value has an obvious meaning at the range's ends.
    public static func clamped(
        _ value: Double, to range: ClosedRange<Int>, rounding rule: FloatingPointRoundingRule = .towardZero, nan: Int
    ) -> Int {
        guard !value.isNaN else { return nan }
        let rounded = value.rounded(rule)
        // Double(Int.max) rounds up to 2⁶³, which Int cannot hold: compare before converting.
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return Int(rounded)
    }

    /// `clamped(value, to: range, nan: nan)` (rounding toward zero) without the rounding call:
    /// the conversion itself rounds toward zero. For text sizing, which converts two lengths
    /// each time a Text is asked.
    @inline(__always)
    public static func truncated(_ value: Double, to range: ClosedRange<Int>, nan: Int) -> Int {
        guard !value.isNaN else { return nan }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(value)
    }

    /// The integer spelling of a whole number of moderate size (`20`, not `20.0`), or nil; how
    /// printed numbers drop a needless fraction.
    public static func wholeNumber(_ value: Double, below limit: Double = 1e15) -> Int? {
        guard abs(value) < limit else { return nil }
        return exact(value)
    }
}
