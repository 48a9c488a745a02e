// Memo of sizeThatFits answers keyed by proposal (§8.2 "cache by p"; Docs/Layout.md
// step 1). Memoised nodes (containers, long texts, rules — and any node on a traced path)
// get a slot: one inline entry plus, when asked several different proposals, a block of
// three entries in a shared pool, moved to a block of eight when it fills (most nodes are
// asked three to five proposals — nested stacks four corners; the three entries left behind
// serve the next new block);
// the pool is kept in chunks of 64 entries, so it grows without copying itself. Stacks
// ask each child at 0, ∞ and its share, so without this nested stacks would be exponential
// in depth. Cheap kinds have no slot (step 1.4).

/// One memoised answer: proposal key (nil encoded as `nilKey`) and size.
struct CacheEntry {
    var pw: Double
    var ph: Double
    var w: Double
    var h: Double
}

/// Bits of `LayoutCache.flags`.
@usableFromInline enum NodeFlag {
    @inlinable static var inlineValid: UInt16 { 1 }
    /// The stored placement (Placement.swift) is current.
    @inlinable static var placementValid: UInt16 { 2 }
    /// Proposals stored below this rigid node are out of date (Placement.swift).
    @inlinable static var stale: UInt16 { 4 }
    /// On the path from the root to a traced node: no rigid shortcut, no reuse.
    @inlinable static var tracePath: UInt16 { 8 }
    /// Record this node's trace events.
    @inlinable static var traced: UInt16 { 16 }
    /// The node has been placed at least once.
    @inlinable static var placedOnce: UInt16 { 32 }
    /// Mirror of `NodeInfo.isRigid`, next to the cache bits the hot path reads.
    @inlinable static var rigid: UInt16 { 64 }
    /// The node is a leaf (no placement work below it).
    @inlinable static var leaf: UInt16 { 128 }
    /// Mirror of `NodeInfo.isDeepRigid`: the node and everything below it is rigid.
    @inlinable static var deepRigid: UInt16 { 256 }
    /// A kind whose rule costs less than a cache lookup (a leaf with a formula, a
    /// modifier that asks its child once): when not rigid it is never memoised
    /// (Docs/Layout.md step 1.4).
    @inlinable static var cheap: UInt16 { 512 }
    /// A stack whose children's placement records were written by the sizing run whose
    /// answer is the inline entry (Docs/Layout.md step 3.5): placing it with that
    /// proposal at that size reuses them instead of running the stack again.
    @inlinable static var runPlaced: UInt16 { 1024 }
    /// A cheap kind computed since it last changed (counts one evaluation, records a
    /// deep-rigid node's children once).
    @inlinable static var computed: UInt16 { 2048 }
    /// A Grid whose kept structure and solutions (GridStructure.swift) are current.
    @inlinable static var gridValid: UInt16 { 4096 }
    /// The node is an image (its size is its op's, step 1.4): `size` reads it without a call.
    @inlinable static var image: UInt16 { 8192 }
}

/// A node's block of pool entries (LayoutCache.blocks): where its entries start in the pool,
/// how many it holds (3 or 8), how many are in use, and (once full) the next to overwrite.
struct PoolBlock {
    var start: Int32
    var capacity: UInt8
    var count: UInt8
    var cursor: UInt8
}

/// nil in a proposal key: a signalling-NaN bit pattern that arithmetic never produces.
@inlinable var nilKey: Double { Double(bitPattern: 0x7FF4_0000_0000_0001) }

@inlinable @inline(__always) func proposalKey(_ v: Double?) -> Double {
    guard let v else { return nilKey }
    return v + 0.0  // -0 → +0
}

@inlinable @inline(__always) func sameBits(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

@usableFromInline struct LayoutCache: Sendable {
    @usableFromInline var flags = EngineArray<UInt16>()
    /// Per node: its slot in `entries`/`overflow`, or -1 (a cheap kind never traced).
    var slots = EngineArray<Int32>()
    /// Per slot: the inline entry and the pool block (-1: none).
    var entries = EngineArray<CacheEntry>()
    var overflow = EngineArray<Int32>()
    /// The blocks' entries, in chunks: the entry at index `g` is `pool[g >> chunkShift][g & chunkMask]`.
    /// Every chunk is made whole (64 entries, 2 KB), so growing never copies an entry (a fresh
    /// tree's first chunk grew a quarter at a time: deep100-flex copied its pool four times in
    /// its first pass, 3% of its instructions). A block never straddles two chunks.
    var pool = EngineArray<PoolChunk>()
    /// Entries handed out from the last chunk of `pool`, and from all of them (a chunk is made
    /// whole when it is added: a new run is handed out, not appended).
    var poolLastUsed = 0
    var poolUsed = 0
    /// Per block: where its entries start in `pool`, how many it holds (3 or 8), how many are
    /// in use, and (once full) the next one to overwrite — one array, so a new block is one
    /// append (four arrays cost four).
    var blocks = EngineArray<PoolBlock>()
    /// Starts of three-entry runs of `pool` left by blocks that moved to eight.
    var freeRuns: [Int32] = []
    /// Base pointers of the arrays above while a pass runs (PassBuffers.swift).
    var pass = PassBuffers()
    /// Nodes edited since the last pass and their ancestors, whose answers the next pass keeps
    /// or forgets (`LayoutTree.resolveDeferredInvalidations`), with each one's info as it was.
    var deferred: [Int32: DeferredNode] = [:]
    /// Nodes whose answers a pass found unchanged after an edit below them: placed again alone.
    var cutoffs: [Int32] = []
    /// Evaluations counted when the pass's own sizing began (after the cutoff's).
    var evaluationsBeforeMainPass = 0
    /// The Text nodes `textsPlacedBelowOneCharacter` found last time (nil: look at every node again),
    /// and the subtrees placed since (a pass that placed nothing but its cutoffs), to look at again.
    var squeezedTexts: [Int32]?
    var squeezedRescan: [Int32] = []

    static let smallBlock = 3
    static let blockSize = 8
    static let chunkShift = 6
    static let chunkSize = 1 << chunkShift
    static let chunkMask = chunkSize - 1

    @inline(__always) func poolEntry(_ g: Int) -> CacheEntry { pool[g >> Self.chunkShift].base[g & Self.chunkMask] }
    @inline(__always) mutating func setPoolEntry(_ g: Int, _ e: CacheEntry) {
        poolRunBase(g)[0] = e
    }

    /// Where the pool's entry `g` is, to write it and the entries after it in its block (a block
    /// never straddles two chunks); only during a pass (PassBuffers.swift: a pass makes the
    /// chunks unique when it begins).
    @inline(__always) mutating func poolRunBase(_ g: Int) -> UnsafeMutablePointer<CacheEntry> {
        assert(pass.depth > 0 && isKnownUniquelyReferenced(&pool.storage[g >> Self.chunkShift]),
               "the pool written outside a pass, or a chunk shared")
        // A release build stops too: outside a pass a chunk may be a copy's (`makePoolUnique`).
        precondition(pass.depth > 0, "the layout cache's pool written outside a layout pass")
        return pool[g >> Self.chunkShift].base + (g & Self.chunkMask)
    }

    /// At the start of a pass: when the chunk list is shared with a copy of the tree, every chunk
    /// is copied (the chunks are written only during a pass, through their pointers, so a chunk
    /// list no copy shares holds chunks no copy shares).
    mutating func makePoolUnique() {
        let before = pool.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let after = pool.withUnsafeMutableBufferPointer { UnsafeRawPointer($0.baseAddress) }
        guard before != after else { return }
        for i in pool.indices { pool[i] = PoolChunk(copying: pool[i]) }
    }

    mutating func appendNode() {
        flags.append(0)
        slots.append(-1)
    }

    /// The node's slot, made on first use (during a pass: the arrays grow, their pointers are
    /// taken again).
    @inline(__always) mutating func slot(_ n: Int32) -> Int {
        let k = slots[Int(n)]
        if k >= 0 { return Int(k) }
        entries.append(CacheEntry(pw: nilKey, ph: nilKey, w: 0, h: 0))
        overflow.append(-1)
        assert(pass.depth > 0, "a cache slot made outside a pass")
        pass.entries = Self.grownBase(entries)
        pass.overflow = Self.grownBase(overflow)
        setSlot(n, Int32(entries.count - 1))
        return entries.count - 1
    }

    /// Appends a pool block; its index (during a pass: the pointer is taken again).
    @inline(__always) mutating func newBlock(_ block: PoolBlock) -> Int {
        blocks.append(block)
        assert(pass.depth > 0, "a pool block made outside a pass")
        pass.blocks = Self.grownBase(blocks)
        return blocks.count - 1
    }

    @inline(__always) func isValid(_ n: Int32) -> Bool { flags[Int(n)] & NodeFlag.inlineValid != 0 }

    /// The inline answer, whatever proposal it was for (rigid nodes, §1.1 step note in Docs).
    /// Only when `inlineValid`.
    @inline(__always) func anyAnswer(_ n: Int32) -> Size {
        let e = entries[Int(slots[Int(n)])]
        return Size(width: e.w, height: e.h)
    }

    @inline(__always) func lookup(_ n: Int32, _ kw: Double, _ kh: Double) -> Size? {
        guard flags[Int(n)] & NodeFlag.inlineValid != 0 else { return nil }
        let k = Int(slots[Int(n)])
        let e = entries[k]
        if sameBits(e.pw, kw) && sameBits(e.ph, kh) { return Size(width: e.w, height: e.h) }
        let b = Int(overflow[k])
        guard b >= 0 else { return nil }
        let block = blocks[b]
        let start = Int(block.start)
        // A block never straddles two chunks: its chunk is read once, its entries through a pointer.
        let run = pool[start >> Self.chunkShift].base + (start & Self.chunkMask)
        for i in 0..<Int(block.count) {
            let o = run[i]
            if sameBits(o.pw, kw) && sameBits(o.ph, kh) { return Size(width: o.w, height: o.h) }
        }
        return nil
    }

    mutating func store(_ n: Int32, _ kw: Double, _ kh: Double, _ s: Size) {
        let entry = CacheEntry(pw: kw, ph: kh, w: s.width, h: s.height)
        let k = slot(n)
        let f = flags[Int(n)]
        if f & NodeFlag.inlineValid == 0 {
            setEntry(k, entry)
            setFlags(n, f | NodeFlag.inlineValid)
            return
        }
        storeInPool(k, entry)
    }

    /// Stores an answer as the inline entry, moving the previous one to the pool (the
    /// inline entry is then the latest run's, step 3.5).
    mutating func storeLatest(_ n: Int32, _ kw: Double, _ kh: Double, _ s: Size) {
        let entry = CacheEntry(pw: kw, ph: kh, w: s.width, h: s.height)
        let k = slot(n)
        let f = flags[Int(n)]
        if f & NodeFlag.inlineValid != 0 { storeInPool(k, entries[k]) }
        setEntry(k, entry)
        if f & NodeFlag.inlineValid == 0 { setFlags(n, f | NodeFlag.inlineValid) }
    }

    /// True when the inline entry answers proposal (`kw`, `kh`) with size `s`.
    @inline(__always) func inlineAnswers(_ n: Int32, _ kw: Double, _ kh: Double, _ s: Size) -> Bool {
        guard flags[Int(n)] & NodeFlag.inlineValid != 0 else { return false }
        let e = entries[Int(slots[Int(n)])]
        return sameBits(e.pw, kw) && sameBits(e.ph, kh) && sameBits(e.w, s.width) && sameBits(e.h, s.height)
    }

    mutating func storeInPool(_ k: Int, _ entry: CacheEntry) {
        let b = Int(overflow[k])
        if b < 0 {
            // A new block, its first entry written (a reused run holds old entries).
            let start = poolRun(Self.smallBlock, entry)
            setOverflow(k, Int32(newBlock(PoolBlock(start: start, capacity: UInt8(Self.smallBlock), count: 1, cursor: 0))))
            setPoolEntry(Int(start), entry)
            return
        }
        var block = blocks[b]
        let used = Int(block.count)
        let start = Int(block.start)
        if used < Int(block.capacity) {
            setPoolEntry(start + used, entry)
            block.count = UInt8(used + 1)
        } else if used == Self.smallBlock {
            // Full at three: the block moves to eight entries; its run serves the next new block.
            let e0 = poolEntry(start), e1 = poolEntry(start + 1), e2 = poolEntry(start + 2)
            let moved = Int(poolRun(Self.blockSize, entry))
            let run = poolRunBase(moved)
            run[0] = e0
            run[1] = e1
            run[2] = e2
            run[3] = entry
            freeRuns.append(Int32(start))
            block.start = Int32(moved)
            block.capacity = UInt8(Self.blockSize)
            block.count = UInt8(used + 1)
        } else {
            let slot = Int(block.cursor)
            setPoolEntry(start + slot, entry)
            block.cursor = UInt8((slot + 1) % Self.blockSize)
        }
        setBlock(b, block)
    }

    /// Keeps four answers of node `n`, which has none (its block, if it has one, emptied by
    /// `clear`): `inline` as the inline entry, `e0`, `e1`, `e2` in its block, in that order — what
    /// `storeLatest` of `inline` then `store` of each of the three keep, with one write of each
    /// array (a fresh stack's corners, `LayoutTree.keepFourCorners`).
    mutating func keepFreshCorners(_ n: Int32, _ inline: CacheEntry, _ e0: CacheEntry, _ e1: CacheEntry,
                                   _ e2: CacheEntry) {
        let k = slot(n)
        setEntry(k, inline)
        setFlags(n, flags[Int(n)] | NodeFlag.inlineValid)
        var b = Int(overflow[k])
        if b < 0 {
            b = newBlock(PoolBlock(start: poolRun(Self.smallBlock, e0), capacity: UInt8(Self.smallBlock), count: 3, cursor: 0))
            setOverflow(k, Int32(b))
        } else {
            var block = blocks[b]
            block.count = 3
            setBlock(b, block)
        }
        let run = poolRunBase(Int(blocks[b].start))
        run[0] = e0
        run[1] = e1
        run[2] = e2
    }

    /// A run of `count` entries of the pool (a free three-entry run when one is left); what it
    /// holds is old or `entry` (a new chunk is made whole filled with it): the caller writes the
    /// entries it uses. A chunk is made whole in one allocation and runs are handed out of it by
    /// count (appending each entry cost a uniqueness and capacity check per entry).
    mutating func poolRun(_ count: Int, _ entry: CacheEntry) -> Int32 {
        if count == Self.smallBlock, let run = freeRuns.popLast() { return run }
        if pool.isEmpty || poolLastUsed + count > Self.chunkSize {
            assert(pass.depth > 0, "the pool grown outside a pass")
            pool.append(PoolChunk(filledWith: entry))
            poolLastUsed = 0
        }
        let start = poolLastUsed
        poolLastUsed += count
        poolUsed += count
        return Int32((pool.count - 1) << Self.chunkShift + start)
    }

    /// Bytes the pool holds (capacity) and entries in use, for `storageBreakdown`.
    var poolBytes: Int { pool.count * Self.chunkSize * MemoryLayout<CacheEntry>.stride + pool.capacity * 8 }
    var poolCount: Int { poolUsed }

    /// Forgets every answer of `n` (and its placement).
    @inline(__always) mutating func clear(_ n: Int32) {
        flags[Int(n)] &= ~(NodeFlag.inlineValid | NodeFlag.placementValid | NodeFlag.computed | NodeFlag.gridValid)
        let k = slots[Int(n)]
        if k >= 0 {
            let b = Int(overflow[Int(k)])
            if b >= 0 { blocks[b].count = 0 }
        }
    }

    mutating func clearAll() {
        deferred = [:]
        cutoffs = []
        squeezedTexts = nil
        for i in flags.indices {
            flags[i] &= ~(NodeFlag.inlineValid | NodeFlag.placementValid | NodeFlag.computed | NodeFlag.gridValid)
        }
        for i in blocks.indices { blocks[i].count = 0 }
    }

    /// Bytes held (capacity, not count), for the benchmark's bytes-per-view figure.
    var footprint: Int {
        flags.capacity * 2 + slots.capacity * 4 + entries.capacity * MemoryLayout<CacheEntry>.stride
            + overflow.capacity * 4 + poolBytes + blocks.capacity * MemoryLayout<PoolBlock>.stride
            + freeRuns.capacity * 4
    }
}

/// One chunk of the answer pool: `LayoutCache.chunkSize` entries it owns, at one address for its
/// life (written through it during a pass, PassBuffers.swift). Copies of a tree share chunks
/// until a pass of one of them finds the chunk list shared and copies them (`makePoolUnique`).
final class PoolChunk: @unchecked Sendable {
    let base: UnsafeMutablePointer<CacheEntry>

    init(filledWith entry: CacheEntry) {
        base = .allocate(capacity: LayoutCache.chunkSize)
        base.initialize(repeating: entry, count: LayoutCache.chunkSize)
    }

    init(copying other: PoolChunk) {
        base = .allocate(capacity: LayoutCache.chunkSize)
        base.initialize(from: other.base, count: LayoutCache.chunkSize)
    }

    deinit { base.deallocate() }
}

/// A node on the path from an edit to the root, until the next pass (LayoutCache.deferred).
struct DeferredNode {
    /// Its info when the pass before the edit read it (its parent's layout read that one).
    var info: NodeInfo
    /// Its own kind, children or direction changed: its answers are forgotten already.
    var edited: Bool
}

extension LayoutTree {
    /// Forgets the answers of `n`; its ancestors' answers are kept until the next pass, which
    /// forgets only those that can have changed (§8.2 dirtiness to ancestors, with SwiftUI's
    /// cutoff: a view whose answers to the proposals its parent asked are unchanged leaves the
    /// parent's layout unchanged; `resolveDeferredInvalidations`). Their infos are recorded
    /// here, before the caller refreshes them.
    mutating func invalidate(_ n: Int32) {
        cache.clear(n)
        cache.deferred[n] = DeferredNode(info: cache.deferred[n]?.info ?? infos[Int(n)], edited: true)
        var c = parents[Int(n)]
        // A node recorded before has its ancestors of then recorded; a node moved since went
        // through `invalidate` of its new parent, which recorded the new ones.
        while c >= 0, cache.deferred[c] == nil {
            cache.deferred[c] = DeferredNode(info: infos[Int(c)], edited: false)
            c = parents[Int(c)]
        }
    }

    /// Forgets, now, the answers of every node an edit since the last pass left deferred and of
    /// their ancestors — what `invalidate` did before the cutoff (a traced pass, or a read of
    /// placements with no pass after the edits).
    mutating func flushDeferredInvalidations() {
        guard !cache.deferred.isEmpty else { return }
        cache.squeezedTexts = nil
        let deferred = cache.deferred
        cache.deferred = [:]
        var cleared = Set<Int32>()
        for n in deferred.keys {
            var c = n
            while c >= 0, cleared.insert(c).inserted {
                cache.clear(c)
                c = parents[Int(c)]
            }
        }
    }

    /// Start of a pass: decides, bottom-up, which of the deferred nodes keep their answers.
    /// An edited node's parent must run again; a node that must run again and is eligible
    /// (`cutoffIsSafe`) is asked the proposals it was asked before (the inline entry and its pool
    /// block hold every one: its parent reads it through `size`), and when every answer is the
    /// same bit for bit, and its info is too, its parent's layout cannot have changed: the walk
    /// stops there and the node is placed again alone after the pass (`placeCutoffs`). Otherwise
    /// its answers are forgotten and its parent must run again. Deepest nodes first, so a node is
    /// asked only after everything below it is decided.
    mutating func resolveDeferredInvalidations() {
        defer { cache.evaluationsBeforeMainPass = stats.evaluations }
        guard !cache.deferred.isEmpty else { return }
        guard let root else { return flushDeferredInvalidations() }
        let deferred = cache.deferred
        cache.deferred = [:]
        var levels: [[Int32]] = []
        var depths: [Int32: Int] = [:]
        var mustRun = Set<Int32>()
        func enqueue(_ n: Int32, depth: Int) {
            guard depths[n] == nil else { return }
            depths[n] = depth
            while levels.count <= depth { levels.append([]) }
            levels[depth].append(n)
        }
        // Depths, each path walked once: an edit's ancestors are all deferred, and walking each to
        // the root made a 1,000-level chain cost a million steps. -1: not under the root.
        var known: [Int32: Int] = [:]
        func depth(of n: Int32) -> Int {
            var path: [Int32] = []
            var c = n
            var base = 0
            while true {
                if let d = known[c] { base = d; break }
                path.append(c)
                let p = parents[Int(c)]
                if p < 0 { base = c == root.rawValue ? -1 : Int.min; break }
                c = p
            }
            // The last node on the path is at depth base + 1 (the root at 0; a dropped node's path, Int.min).
            for (i, x) in path.reversed().enumerated() { known[x] = base == Int.min ? Int.min : base + 1 + i }
            return known[n]!
        }
        for n in deferred.keys {
            let d = depth(of: n)
            // Not under the root (dropped, or not attached yet): forgotten, as before.
            guard d >= 0 else {
                cache.clear(n)
                continue
            }
            enqueue(n, depth: d)
        }
        var clearAbove: [Int32: Bool] = [:]
        var level = levels.count - 1
        while level >= 0 {
            var k = 0
            while k < levels[level].count {
                let n = levels[level][k]
                k += 1
                let recorded = deferred[n]
                let p = parents[Int(n)]
                if recorded?.edited == true {
                    if p >= 0 { mustRun.insert(p); enqueue(p, depth: level - 1) }
                    continue
                }
                // A node no edit passed through kept its info (infos change only on an edit's path).
                // A priority is not in the info (it is read from the `layoutPriority` modifier on the
                // node's chain): a node with one is a modifier, never cut off (`cutoffIsSafe`), so a
                // priority edited below it makes its parent run again.
                let sameInfo = recorded.map { $0.info == infos[Int(n)] } ?? true
                if !mustRun.contains(n) {
                    if sameInfo { continue }
                    cache.clear(n)
                    if p >= 0 { mustRun.insert(p); enqueue(p, depth: level - 1) }
                    continue
                }
                if sameInfo, p >= 0, cutoffIsSafe(n, clearAbove: &clearAbove) {
                    if answersUnchanged(n) {
                        cache.cutoffs.append(n)
                        continue
                    }
                    // The answers the check just gave are the new ones (everything below is
                    // settled): kept, so the parent's check and the pass find them. Forgetting
                    // them made each level of a deep chain size the whole chain below it again
                    // (deep1000's one-leaf relayout took 25 times a full layout).
                } else {
                    cache.clear(n)
                }
                if p >= 0 { mustRun.insert(p); enqueue(p, depth: level - 1) }
            }
            level -= 1
        }
    }

    /// Whether node `n`'s answers are all its parent and the nodes above can have read of it,
    /// so that equal answers mean their layouts are unchanged: `n` is memoised and has kept
    /// every answer it gave (no pool entry overwritten); its parent reads only its sizes, its
    /// info and alignment guides; no node above reads an explicit guide that `n` may set (a
    /// text's baseline, an `alignmentGuide`) — those can move with no change of size; no
    /// relative-frame container above (its children's answers read its proposal, which only
    /// a pass supplies); every node above has been placed (none hidden).
    func cutoffIsSafe(_ n: Int32, clearAbove: inout [Int32: Bool]) -> Bool {
        let f = cache.flags[Int(n)]
        guard f & (NodeFlag.inlineValid | NodeFlag.placedOnce | NodeFlag.cheap | NodeFlag.tracePath | NodeFlag.traced)
            == NodeFlag.inlineValid | NodeFlag.placedOnce else { return false }
        let k = cache.slots[Int(n)]
        guard k >= 0 else { return false }
        let b = cache.overflow[Int(k)]
        if b >= 0 && Int(cache.blocks[Int(b)].count) >= LayoutCache.blockSize { return false }
        var guides = infos[Int(n)].guideMask
        var a = parents[Int(n)]
        while a >= 0 {
            // Above the parent, with no guide left to check, only what holds for every node
            // below `a` remains: asked once per pass (a deep chain's checks were quadratic).
            if guides == 0, a != parents[Int(n)] { return ancestorsClear(from: a, &clearAbove) }
            guard cache.flags[Int(a)] & NodeFlag.placedOnce != 0 else { return false }
            let op = ops[Int(a)]
            if a == parents[Int(n)] {
                switch op {
                case .stack, .zstack, .padding, .frame, .flexFrame, .fixedSize, .priority, .offset, .passthrough, .trait,
                     .position, .aspect, .background, .overlay:
                    break
                default:
                    return false  // a rule reads more than sizes (traits, a grid's structure); a geometry reader's content
                }
            }
            if case let .rule(i, _) = op, rules[Int(i)].isRelativeFrameContainer { return false }
            if guides != 0 && guides & guidesRead(by: a) != 0 { return false }
            if op.isContainer { guides &= ~NodeInfo.frameGuideBits }
            a = parents[Int(a)]
        }
        return true
    }

    /// Whether `a` and every node above it has been placed and none is a relative-frame container
    /// (the checks of `cutoffIsSafe` that do not depend on the node below), remembered in `memo`.
    func ancestorsClear(from a: Int32, _ memo: inout [Int32: Bool]) -> Bool {
        var path: [Int32] = []
        var x = a
        var result = true
        while x >= 0 {
            if let known = memo[x] { result = known; break }
            path.append(x)
            if cache.flags[Int(x)] & NodeFlag.placedOnce == 0 { result = false; break }
            if case let .rule(i, _) = ops[Int(x)], rules[Int(i)].isRelativeFrameContainer { result = false; break }
            x = parents[Int(x)]
        }
        for node in path { memo[node] = result }
        return result
    }

    /// The alignment guides a node reads of its children (all of them where it is not known).
    func guidesRead(by a: Int32) -> UInt64 {
        switch ops[Int(a)] {
        case let .stack(_, alignment, _): alignment.maskBit
        case let .zstack(alignment), let .background(alignment), let .overlay(alignment):
            alignment.horizontal.maskBit | alignment.vertical.maskBit
        case let .frame(i):
            fixedFrames[Int(i)].alignment.horizontal.maskBit | fixedFrames[Int(i)].alignment.vertical.maskBit
        case let .flexFrame(i):
            flexFrames[Int(i)].alignment.horizontal.maskBit | flexFrames[Int(i)].alignment.vertical.maskBit
        case .padding, .fixedSize, .priority, .offset, .passthrough, .trait, .position, .aspect: 0
        default: ~0
        }
    }

    /// Forgets `n`'s answers and asks it again every proposal it was asked (the one it was
    /// placed with last, so that a stack's placement reuses that run); true when every answer is
    /// the same.
    mutating func answersUnchanged(_ n: Int32) -> Bool {
        let k = Int(cache.slots[Int(n)])
        var old = [cache.entries[k]]
        let b = Int(cache.overflow[k])
        if b >= 0 {
            let start = Int(cache.blocks[b].start)
            for i in start..<(start + Int(cache.blocks[b].count)) { old.append(cache.poolEntry(i)) }
        }
        let pl = placements[Int(n)]
        if let last = old.firstIndex(where: { sameBits($0.pw, pl.pw) && sameBits($0.ph, pl.ph) }) {
            old.append(old.remove(at: last))
        }
        cache.clear(n)
        for e in old {
            let p = ProposedSize(width: sameBits(e.pw, nilKey) ? nil : e.pw, height: sameBits(e.ph, nilKey) ? nil : e.ph)
            let s = size(n, p)
            if !sameBits(s.width, e.w) || !sameBits(s.height, e.h) { return false }
        }
        return true
    }

    /// End of a pass's placement: the nodes the cutoff kept, placed again with their subtrees
    /// where they were (their parents, unchanged, were not placed again); one placed by its
    /// parent in this pass is current already.
    mutating func placeCutoffs() {
        // A pass whose own sizing and placement did nothing changed placements only in the cutoffs'
        // subtrees (and what a read materializes there): the squeezed-text list need only look there.
        if stats.evaluations == cache.evaluationsBeforeMainPass && stats.placements == 0 && safeAreaExtensions.isEmpty {
            cache.squeezedRescan += cache.cutoffs
        } else {
            cache.squeezedTexts = nil
        }
        guard !cache.cutoffs.isEmpty else { return }
        let cutoffs = cache.cutoffs
        cache.cutoffs = []
        for n in cutoffs where cache.flags[Int(n)] & NodeFlag.placementValid == 0 {
            let pl = placements[Int(n)]
            place(n, pl.proposal, Size(width: pl.w, height: pl.h), unreliable: true)
        }
    }

    /// Marks `n` and its ancestors for re-placement without forgetting sizes.
    mutating func invalidatePlacementPath(_ n: Int32) {
        var c = n
        while c >= 0 {
            cache.flags[Int(c)] &= ~NodeFlag.placementValid
            c = parents[Int(c)]
        }
    }

    /// Spacer and Divider read the enclosing stack's axis (§1.5, §1.8); when a
    /// container changes kind or a child moves, forget the answers of the nodes
    /// that can see it: each child and the modifier chains below it.
    mutating func invalidateContextDependents(below n: Int32) {
        var c = firstChildren[Int(n)]
        while c >= 0 {
            invalidateContextDependents(of: c)
            c = nextSiblings[Int(c)]
        }
    }

    mutating func invalidateContextDependents(of n: Int32) {
        var stack: [Int32] = [n]
        while let c = stack.popLast() {
            cache.clear(c)
            let op = ops[Int(c)]
            guard !op.isLeaf && !op.isContainer else { continue }
            var k = firstChildren[Int(c)]
            while k >= 0 {
                stack.append(k)
                k = nextSiblings[Int(k)]
            }
        }
    }

    /// Forgets every cached answer and placement (options changed, or a caller
    /// wants a from-scratch layout).
    public mutating func invalidateAll() {
        cache.clearAll()
        rootProposal = nil
    }
}
