import Testing
@testable import ViewLayout
import SeededRandom

/// The answer cache's storage (LayoutCache.swift): an inline entry per node, then a block of
/// three pool entries moved to eight when it fills (its three-entry run reused by the next new
/// block), overwritten round-robin once full. Checked against a plain model of that policy
/// with many nodes storing in an interleaved order, so blocks move, runs are reused and the
/// pool spans several chunks.
@Suite struct AnswerPoolTests {
    /// What one node keeps: its first answer inline, then up to eight in order, the oldest of
    /// those overwritten first once there are eight.
    struct Model {
        var inline: CacheEntry?
        var pool: [CacheEntry] = []
        var cursor = 0

        mutating func store(_ e: CacheEntry) {
            if inline == nil {
                inline = e
            } else if pool.count < LayoutCache.blockSize {
                pool.append(e)
            } else {
                pool[cursor] = e
                cursor = (cursor + 1) % LayoutCache.blockSize
            }
        }

        func answers(_ pw: Double, _ ph: Double) -> Size? {
            for e in [inline].compactMap({ $0 }) + pool where sameBits(e.pw, pw) && sameBits(e.ph, ph) {
                return Size(width: e.w, height: e.h)
            }
            return nil
        }
    }

    @Test(arguments: [1, 2, 3])
    func poolKeepsWhatThePolicySays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var cache = LayoutCache()
        let nodes = 600  // > 1,024 entries in all: several chunks
        for _ in 0..<nodes { cache.appendNode() }
        // Stores write through the pass's pointers (PassBuffers.swift).
        _ = cache.beginPass()
        defer { cache.endPass() }
        var models = [Model](repeating: Model(), count: nodes)
        var stored = [Int](repeating: 0, count: nodes)
        for _ in 0..<6000 {
            let n = Int(random.next() % UInt64(nodes))
            // Proposals never repeat for a node (the engine stores only misses).
            let k = Double(stored[n])
            stored[n] += 1
            let size = Size(width: Double(random.next() % 1000), height: k)
            cache.store(Int32(n), k, Double(n), size)
            models[n].store(CacheEntry(pw: k, ph: Double(n), w: size.width, h: size.height))
            if random.next() % 500 == 0 {
                // Forgotten answers: the node starts again with an empty block (which keeps its
                // size and where it overwrites next).
                cache.clear(Int32(n))
                models[n] = Model(cursor: models[n].cursor)
                stored[n] = 0
            }
        }
        for n in 0..<nodes {
            for k in 0..<(stored[n] + 1) {
                let pw = Double(k)
                #expect(cache.lookup(Int32(n), pw, Double(n)) == models[n].answers(pw, Double(n)), "node \(n) proposal \(k)")
            }
        }
        #expect(cache.poolCount > LayoutCache.chunkSize)
    }
}
