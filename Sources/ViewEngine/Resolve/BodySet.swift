/// A set of body (or layout node) ids as bits: an incremental run claims every body it keeps
/// (100,000 of them for a foreach whose list changed in one element), and a `Set<Int32>`
/// insertion per body cost more than the rest of keeping it.
struct BodySet {
    private var words: [UInt64] = []

    func contains(_ id: Int32) -> Bool {
        let w = Int(id) >> 6
        return w < words.count && words[w] & (1 << UInt64(Int(id) & 63)) != 0
    }

    /// Inserts every id, the words grown once for the largest.
    mutating func insert(contentsOf ids: ArraySlice<Int32>) {
        guard let largest = ids.max() else { return }
        grow(toHold: largest)
        words.withUnsafeMutableBufferPointer { words in
            for id in ids { words[Int(id) >> 6] |= 1 << UInt64(Int(id) & 63) }
        }
    }

    mutating func remove(_ id: Int32) {
        let w = Int(id) >> 6
        if w < words.count { words[w] &= ~(1 << UInt64(Int(id) & 63)) }
    }

    mutating func insert(_ id: Int32) {
        grow(toHold: id)
        words[Int(id) >> 6] |= 1 << UInt64(Int(id) & 63)
    }

    /// Words enough for `id`, at least doubling them.
    private mutating func grow(toHold id: Int32) {
        let needed = Int(id) >> 6 + 1
        if needed > words.count { words += Array(repeating: 0, count: max(needed - words.count, words.count)) }
    }
}
