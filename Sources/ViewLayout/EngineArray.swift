// The arrays the layout engine reads at indices its own structure gives, read without a bounds
// check in release builds (Docs/Layout.md "Memory and speed", the index invariant): the tree's
// per-node arrays (a node's op, links, info, flags, placement), its per-slot cache arrays and
// side tables, and a grid's cells, columns and rows. The engine reads them at a node's first
// child, next sibling or parent, the cache slot or pool block a node owns, the side-table entry
// an op names, a grid cell's column — each in range by construction: `add` and every edit check
// the nodes they are given, and every public entry point that takes a `LayoutNodeID` checks it
// (`LayoutTree.node(_:)`). An Array checks every read all the same, and in the engine's
// recursion the compiler hoists none of those checks out of a loop (callgrind: 6–10% of each
// bench shape's instructions a layout). A read here is asserted in range in debug builds (every
// test and the fuzzer run one) and read straight from the buffer in release builds.
// Writes stay checked: the hot ones go through a pass's pointers (PassBuffers.swift).

@usableFromInline struct EngineArray<Element>: RandomAccessCollection {
    @usableFromInline var storage: [Element]

    @inlinable init() { storage = [] }
    @inlinable init(_ elements: [Element]) { storage = elements }
    @inlinable init(repeating element: Element, count: Int) { storage = Array(repeating: element, count: count) }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { storage.count }
    @inlinable var count: Int { storage.count }
    @inlinable var capacity: Int { storage.capacity }

    /// Element `i`: asserted in range in debug builds, read unchecked in release builds; written checked.
    @inlinable subscript(i: Int) -> Element {
        @inline(__always) get {
            assert(i >= 0 && i < storage.count, "an engine array read out of range")
            return storage.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped[i] }
        }
        @inline(__always) set { storage[i] = newValue }
        // A field written in place (`infos[n].flags |= …`), not the element read, changed and set.
        @inline(__always) _modify { yield &storage[i] }
    }

    @inlinable mutating func append(_ e: Element) { storage.append(e) }
    @inlinable mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(n) }

    @inlinable func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    @inlinable mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer(body)
    }
}

extension EngineArray: Sendable where Element: Sendable {}

extension EngineArray: Equatable where Element: Equatable {
    @inlinable static func == (a: EngineArray, b: EngineArray) -> Bool { a.storage == b.storage }
}

extension EngineArray: ExpressibleByArrayLiteral {
    @inlinable init(arrayLiteral elements: Element...) { storage = elements }
}
