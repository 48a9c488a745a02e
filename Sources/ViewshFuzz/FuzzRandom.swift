import SeededRandom

/// A seeded generator (SplitMix64), so every generated script is reproduced from its seed.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var base: SplitMix64

    public init(seed: UInt64) { base = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { base.next() }

    /// An integer in `0..<count`.
    public mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : Int(next() % UInt64(count)) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
