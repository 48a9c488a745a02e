/// What an earlier document kept for `undo` costs in memory beyond the document after it: the
/// tree chunks an edit replaced (`ChunkedArray` shares the rest), state values that changed,
/// definitions and frame memory when they changed. An estimate, good to tens of percent, so that
/// the shell can bound its history in bytes as well as in steps.
extension Document {
    public func estimatedBytes(notSharedWith newer: Document) -> Int {
        var bytes = 256  // the document itself
        for (_, items) in tree.storage.unsharedChunks(comparedTo: newer.tree.storage) {
            bytes += items.count * MemoryLayout<ViewNode?>.stride
            for case let node? in items { bytes += node.estimatedHeapBytes }
        }
        bytes += tree.storage.chunks.count * 8
        for (name, value) in stateValues where newer.stateValues[name] != value { bytes += value.estimatedBytes }
        if definitions != newer.definitions {
            bytes += definitions.all.reduce(0) { $0 + 256 + $1.common.source.utf8.count * 4 }
        }
        if frames != newer.frames {
            bytes += frames.lastBodies.reduce(0) { $0 + 64 + $1.key.utf8.count }
            bytes += frames.lastSizes.reduce(0) { $0 + 64 + $1.key.utf8.count }
            bytes += frames.pendingWrites.reduce(0) { $0 + 64 + $1.value.estimatedBytes }
        }
        return bytes
    }
}

extension ViewNode {
    var estimatedHeapBytes: Int {
        64 + head.utf8.count + children.count * 4
            + modifiers.reduce(0) { $0 + 96 + $1.source.utf8.count + $1.arguments.count * 64 }
    }
}

extension Value {
    /// About how much memory the value holds.
    public var estimatedBytes: Int {
        switch self {
        case .number, .integer, .bool, .none, .binding, .keyType, .symbol, .keyPath: return 32
        case .string(let s): return 32 + s.utf8.count
        case .list(let items): return 32 + items.reduce(0) { $0 + $1.estimatedBytes }
        case .dictionary(let entries): return 32 + entries.reduce(0) { $0 + $1.key.estimatedBytes + $1.value.estimatedBytes }
        case .tuple(let fields), .record(_, let fields):
            return 32 + fields.reduce(0) { $0 + 16 + ($1.label?.utf8.count ?? 0) + $1.value.estimatedBytes }
        }
    }
}
