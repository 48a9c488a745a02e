/// An array stored in chunks of 1,024 elements that copies are free to share: writing an element
/// copies its chunk only (and the small array of chunk references), not the whole array. The live
/// tree keeps its nodes in one, so that every `undo` step — a whole earlier `Document` — costs
/// about one chunk per node it changed instead of a copy of the tree (issue 10: each `modify` of
/// a 100,000-node tree kept 6 MB of history).
public struct ChunkedArray<Element>: @unchecked Sendable {
    // @unchecked: a chunk is written only while uniquely referenced (copy on write), so
    // values that share chunks never see each other's writes.
    final class Chunk {
        var items: [Element]
        init(_ items: [Element]) {
            self.items = items
            self.items.reserveCapacity(ChunkedArray.chunkSize)
        }
    }

    static var chunkShift: Int { 10 }
    static var chunkSize: Int { 1 << chunkShift }

    private(set) var chunks: [Chunk] = []
    public private(set) var count = 0

    public init() {}

    public subscript(index: Int) -> Element {
        get { chunks[index >> Self.chunkShift].items[index & (Self.chunkSize - 1)] }
        set {
            let c = index >> Self.chunkShift
            precondition(index >= 0 && index < count, "index \(index) out of range")
            makeUnique(c)
            chunks[c].items[index & (Self.chunkSize - 1)] = newValue
        }
    }

    public mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            chunks.append(Chunk([element]))
        } else {
            makeUnique(chunks.count - 1)
            chunks[chunks.count - 1].items.append(element)
        }
        count += 1
    }

    private mutating func makeUnique(_ c: Int) {
        if !isKnownUniquelyReferenced(&chunks[c]) { chunks[c] = Chunk(chunks[c].items) }
    }

    /// Every element, in order.
    public var elements: [Element] { chunks.flatMap(\.items) }

    /// The chunks this array holds that `other` does not share, with their first index (for
    /// estimating what an undo step keeps alive).
    func unsharedChunks(comparedTo other: ChunkedArray) -> [(start: Int, items: [Element])] {
        chunks.enumerated().compactMap { c, chunk in
            c < other.chunks.count && other.chunks[c] === chunk ? nil : (c << Self.chunkShift, chunk.items)
        }
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    public static func == (a: ChunkedArray, b: ChunkedArray) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a.chunks, b.chunks) where x !== y {
            guard x.items == y.items else { return false }
        }
        return true
    }
}
