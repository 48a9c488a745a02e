// Where the window puts the root (Docs/Semantics.md §17.1): proposed the safe area, then
// centred in it once it has chosen its size.

/// The rectangle the root lives in, in window coordinates: the window's safe area.
public struct RootPlacement: Hashable, Sendable {
    /// Top-left corner of the safe area in the window.
    public var origin: Point
    /// The safe area's size; a nil (or infinite) side leaves the root at `origin` on that axis.
    public var size: ProposedSize
    /// Centre the root (SwiftUI's window), or put it at `origin` (option rootPlacement origin).
    public var centred: Bool

    public init(origin: Point, size: ProposedSize, centred: Bool) {
        self.origin = origin
        self.size = size
        self.centred = centred
    }

    /// The root's origin for a root of `rootSize`: `origin + (size − rootSize) / 2` per axis
    /// when centred and that side is finite (a root larger than the safe area overflows
    /// equally on both sides).
    public func rootOrigin(for rootSize: Size) -> Point {
        func offset(_ room: Double?, _ length: Double) -> Double {
            guard centred, let room, room.isFinite, length.isFinite else { return 0 }
            return (room - length) / 2
        }
        return Point(x: origin.x + offset(size.width, rootSize.width), y: origin.y + offset(size.height, rootSize.height))
    }
}
