/// A reader that waits for the layout (a GeometryReader, a preference-value reader), made by
/// the body `owner` (nil outside any body).
protocol OwnedReader: Sendable {
    var owner: Int32? { get }
}

/// The readers of a resolution in the order they were made, with each owner's positions
/// indexed: a rebuilt body takes back its own readers without looking at the others (a
/// LabelColumn of 10,000 rows rebuilds 10,000 bodies in one frame, each with one reader).
/// Removed readers leave a hole until the list is compacted (`removeAll(where:)`), so
/// positions stay valid while content is built and new readers are appended.
struct ReaderList<Reader: OwnedReader>: Sendable {
    private var slots: [Reader?] = []
    private var positionsByOwner: [Int32: [Int]] = [:]
    /// How many readers are in the list (holes not counted).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The readers, in the order they were made.
    var all: [Reader] { slots.compactMap { $0 } }

    /// One past the last position (holes included), for walking the list while it grows.
    var endPosition: Int { slots.count }

    /// The reader at a position; nil where one was removed.
    subscript(position: Int) -> Reader? { slots[position] }

    mutating func append(_ reader: Reader) {
        if let owner = reader.owner { positionsByOwner[owner, default: []].append(slots.count) }
        slots.append(reader)
        count += 1
    }

    /// Changes the reader at a position (one that is there).
    mutating func update(at position: Int, _ change: (inout Reader) -> Void) {
        guard var reader = slots[position] else { return }
        change(&reader)
        slots[position] = reader
    }

    /// The first position whose reader matches.
    func firstPosition(where predicate: (Reader) -> Bool) -> Int? {
        slots.firstIndex { $0.map(predicate) ?? false }
    }

    /// Removes the readers `owner` made and returns them, in the order they were made.
    mutating func removeAll(ownedBy owner: Int32) -> [Reader] {
        guard let positions = positionsByOwner.removeValue(forKey: owner) else { return [] }
        var removed: [Reader] = []
        for position in positions {
            guard let reader = slots[position] else { continue }
            removed.append(reader)
            slots[position] = nil
            count -= 1
        }
        return removed
    }

    /// Removes the readers that match, and the holes.
    mutating func removeAll(where predicate: (Reader) -> Bool) {
        let kept = slots.compactMap { $0 }.filter { !predicate($0) }
        slots = []
        positionsByOwner = [:]
        count = 0
        slots.reserveCapacity(kept.count)
        for reader in kept { append(reader) }
    }
}
