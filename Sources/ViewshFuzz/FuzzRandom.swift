/// A seeded generator (SplitMix64), so every generated script is reproduced from its seed.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<count`.
    public mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : Int(next() % UInt64(count)) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
