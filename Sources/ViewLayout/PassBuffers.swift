// Writes without a uniqueness check each (Docs/Layout.md "Memory and speed", the pass
// invariant). Every write to an element of one of the tree's arrays checks that the array's
// storage is not shared (copy-on-write), and the engine's recursion keeps the compiler from
// hoisting that check out of any loop: deep100-flex made some 3,800 such checks a layout. A pass
// makes each of the arrays it writes most unique once when it begins (`beginPass`), keeps their
// base pointers here, and the hot sites write through them (`setFlags`, `writePlacement`, the
// cache's `setEntry`…); the pointers are cleared when the pass ends (`endPass`). Every entry
// point that sizes or places opens a pass; a test calling the engine's internals directly wraps
// the call in `inPass`. The cold writes (an edit's invalidation, the trace's flags, the safe-area
// extension) stay ordinary array writes: on an array made unique they write in place, so the
// pointers stay valid.
//
// The element writes (`setFlags` …) do not test for an open pass: a test and a branch at each
// cost deep100-flex 2% of its instructions (deep100 6%), a quarter of what the pass saves. Every
// public entry point that sizes or places opens one (`layout`, `result(of:)`, `laidOutNodes`,
// `materializePlacements`, `layoutChildren(of:)`, `explicitGuides(of:)`; the squeezed-text and
// aspect-ratio reports go through `result(of:)`), and a debug build stops at any write outside
// one. A release build checks the two places where a write outside a pass would not stop at a
// null pointer but could reach another copy's storage or a stale one: a pool chunk's write
// (`poolRunBase`) and the custom-layout image loops (`passPointers`) stop with a precondition.
//
// The invariant, asserted in debug builds at every write through a pointer (`checkPassBuffer`,
// `checkPlacementPointer`, `poolRunBase`, and at `endPass`):
// - a pointer is used only while a pass is open (between `beginPass` and `endPass`);
// - the per-node arrays (`flags`, `slots`, `placements`) do not change length during a pass
//   (nodes are added between passes only); the slot arrays (`entries`, `overflow`) and `blocks`
//   may grow, and their pointers are taken again after each append (`LayoutCache.slot`,
//   `newBlock`); nothing else reallocates them during a pass (`presizeCacheSlots` runs before
//   the pass begins);
// - no copy of the tree shares a buffer written through a pointer: the pass makes each unique
//   before it takes its pointer (a caller may hold a copy of the tree, for undo: the copy keeps
//   the old storage), and nothing in a pass copies the tree while it writes (a `let t =
//   tree.pointee` in a rule's `Subviews` lives only while it reads) — the debug check makes the
//   array unique again and fails if that moved it;
// - the pool's chunks (`PoolChunk`, which own their memory at one address) are written only
//   during a pass, and a pass that finds the chunk list shared copies every chunk first
//   (`LayoutCache.makePoolUnique`); the working stack (`scratch`) likewise, in `beginPass`.

/// Base pointers of the arrays a pass writes most, valid while a pass is open; nil outside one.
/// (`@unchecked Sendable`: a tree is sent between passes, when they are nil; during a pass the
/// tree is accessed exclusively.)
struct PassBuffers: @unchecked Sendable {
    /// `LayoutCache.flags`, `LayoutTree.placements` (one element per node).
    var flags: UnsafeMutablePointer<UInt16>?
    var placements: UnsafeMutablePointer<Placement>?
    var slots: UnsafeMutablePointer<Int32>?
    /// `LayoutCache.entries`, `overflow` (one element per slot) and `blocks` (per pool block).
    var entries: UnsafeMutablePointer<CacheEntry>?
    var overflow: UnsafeMutablePointer<Int32>?
    var blocks: UnsafeMutablePointer<PoolBlock>?
    /// Passes open: a pass entered inside another (a read of results from `layoutChildren`) keeps
    /// the pointers of the outer one.
    var depth = 0
    /// Nodes when the pass began (the per-node arrays keep that length until it ends).
    var nodeCount = 0
}

extension LayoutCache {
    /// Node `n`'s flags, written through the pass's pointer.
    @inline(__always) mutating func setFlags(_ n: Int32, _ f: UInt16) {
        assert(checkPassBuffer(\.flags, pass.flags, Int(n)), "flags written outside a pass or through a stale pointer")
        pass.flags.unsafelyUnwrapped[Int(n)] = f
    }

    @inline(__always) mutating func setSlot(_ n: Int32, _ k: Int32) {
        assert(checkPassBuffer(\.slots, pass.slots, Int(n)), "cache slots written outside a pass or through a stale pointer")
        pass.slots.unsafelyUnwrapped[Int(n)] = k
    }

    @inline(__always) mutating func setEntry(_ k: Int, _ e: CacheEntry) {
        assert(checkPassBuffer(\.entries, pass.entries, k), "cache entries written outside a pass or through a stale pointer")
        pass.entries.unsafelyUnwrapped[k] = e
    }

    @inline(__always) mutating func setOverflow(_ k: Int, _ b: Int32) {
        assert(checkPassBuffer(\.overflow, pass.overflow, k), "cache overflow written outside a pass or through a stale pointer")
        pass.overflow.unsafelyUnwrapped[k] = b
    }

    @inline(__always) mutating func setBlock(_ b: Int, _ block: PoolBlock) {
        assert(checkPassBuffer(\.blocks, pass.blocks, b), "pool blocks written outside a pass or through a stale pointer")
        pass.blocks.unsafelyUnwrapped[b] = block
    }

    /// Debug builds: a pass is open, `i` is in range, and `pointer` is the base of the array at
    /// `path`, which is not shared (made unique here: a shared array moves, and the check fails).
    mutating func checkPassBuffer<T>(_ path: WritableKeyPath<LayoutCache, EngineArray<T>>,
                                                       _ pointer: UnsafeMutablePointer<T>?, _ i: Int) -> Bool {
        guard pass.depth > 0, let pointer, i >= 0, i < self[keyPath: path].count else { return false }
        return self[keyPath: path].withUnsafeMutableBufferPointer { $0.baseAddress } == pointer
    }

    /// The cache's part of `LayoutTree.beginPass`: its arrays made unique, their pointers kept.
    /// False when a pass is open already (the pointers are that pass's).
    mutating func beginPass() -> Bool {
        pass.depth += 1
        guard pass.depth == 1 else { return false }
        pass.nodeCount = flags.count
        pass.flags = Self.uniqueBase(&flags)
        pass.slots = Self.uniqueBase(&slots)
        pass.entries = Self.uniqueBase(&entries)
        pass.overflow = Self.uniqueBase(&overflow)
        pass.blocks = Self.uniqueBase(&blocks)
        makePoolUnique()
        return true
    }

    /// The cache's part of `LayoutTree.endPass`; the outermost pass clears the pointers.
    mutating func endPass() {
        assert(pass.depth > 0, "endPass without beginPass")
        pass.depth -= 1
        guard pass.depth == 0 else { return }
        assert(flags.count == pass.nodeCount && slots.count == pass.nodeCount, "a per-node array changed length during a pass")
        pass = PassBuffers()
    }

    /// The base of `a` made unique (nil when it is empty and holds no storage).
    @inline(__always) static func uniqueBase<T>(_ a: inout EngineArray<T>) -> UnsafeMutablePointer<T>? {
        a.withUnsafeMutableBufferPointer { $0.baseAddress }
    }

    /// The base of `a` just after an append, which left it unique (read without a second check).
    @inline(__always) static func grownBase<T>(_ a: EngineArray<T>) -> UnsafeMutablePointer<T>? {
        UnsafeMutablePointer(mutating: a.withUnsafeBufferPointer { $0.baseAddress })
    }
}

extension LayoutTree {
    /// Node `n`'s flags, written through the pass's pointer (no uniqueness check).
    @inline(__always) mutating func setFlags(_ n: Int32, _ f: UInt16) { cache.setFlags(n, f) }

    /// Node `n`'s placement record, written whole through the pass's pointer.
    @inline(__always) mutating func writePlacement(_ n: Int32, _ pl: Placement) {
        assert(checkPlacementPointer(Int(n)), "placements written outside a pass or through a stale pointer")
        cache.pass.placements.unsafelyUnwrapped[Int(n)] = pl
    }

    /// The flags' and the placements' base pointers, for a loop over many nodes that reads and
    /// writes them through locals (a pointer kept in the tree is loaded again after every store
    /// through another: flow10k's loops over 1,000 images lost 5% of their instructions); the
    /// caller asserts each index is below `cache.pass.nodeCount`.
    /// A release build stops outside a pass (every entry point opens one).
    @inline(__always) mutating func passPointers() -> (flags: UnsafeMutablePointer<UInt16>,
                                                       placements: UnsafeMutablePointer<Placement>) {
        assert(cache.checkPassBuffer(\.flags, cache.pass.flags, 0) && checkPlacementPointer(0),
               "pass pointers read outside a pass or stale")
        guard let flags = cache.pass.flags, let placements = cache.pass.placements else {
            preconditionFailure("a custom layout's subviews placed outside a layout pass")
        }
        return (flags, placements)
    }

    /// Debug builds: `writePlacement`'s check, as `LayoutCache.checkPassBuffer`.
    mutating func checkPlacementPointer(_ i: Int) -> Bool {
        guard cache.pass.depth > 0, let pointer = cache.pass.placements, i >= 0, i < placements.count else { return false }
        return placements.withUnsafeMutableBufferPointer { $0.baseAddress } == pointer
    }

    /// Opens a pass (Docs/Layout.md "Memory and speed"): every array the pass writes through a
    /// pointer is made unique — a copy of the tree held by the caller keeps the old storage — and
    /// its base pointer kept until `endPass`. Every entry point that sizes or places opens one:
    /// `layout`, `materializePlacements`, a read of one result (`materializePath`),
    /// `layoutChildren(of:)`, `explicitGuides(of:)`.
    mutating func beginPass() {
        guard cache.beginPass() else { return }
        assert(placements.count == cache.pass.nodeCount, "placements and flags of different lengths")
        cache.pass.placements = LayoutCache.uniqueBase(&placements)
        // The working stack, which `reserveSlots` and `pushSlot` then only grow.
        if !isKnownUniquelyReferenced(&scratch) {
            scratch = SlotStack(copying: scratch, count: scratchTop, capacity: scratch.capacity)
        }
    }

    /// Closes the pass `beginPass` opened; the outermost clears the pointers.
    mutating func endPass() {
        assert(cache.pass.depth != 1 || placements.count == cache.pass.nodeCount, "placements changed length during a pass")
        cache.endPass()
    }

    /// Runs `body` inside a pass (one opened here unless one is open already).
    @inline(__always) mutating func inPass<R>(_ body: (inout LayoutTree) -> R) -> R {
        beginPass()
        defer { endPass() }
        return body(&self)
    }
}
