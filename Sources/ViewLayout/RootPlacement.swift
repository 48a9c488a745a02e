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
    /// The safe-area insets around it: how far the screen reaches beyond it on each edge
    /// (what `ignoresSafeArea` extends into, §17.3).
    public var insets: SafeAreaInsets

    public init(origin: Point, size: ProposedSize, centred: Bool, insets: SafeAreaInsets = .zero) {
        self.origin = origin
        self.size = size
        self.centred = centred
        self.insets = insets
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

/// Concrete insets on the four edges (a device's safe area).
public struct SafeAreaInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public static let zero = SafeAreaInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A set of edges (`ignoresSafeArea(edges:)`, `safeAreaPadding(.horizontal)`).
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// `.top`, `.horizontal`, `.all` … by name.
    public init?(named name: String) {
        switch name {
        case "top": self = .top
        case "leading": self = .leading
        case "bottom": self = .bottom
        case "trailing": self = .trailing
        case "horizontal": self = .horizontal
        case "vertical": self = .vertical
        case "all": self = .all
        default: return nil
        }
    }
}
