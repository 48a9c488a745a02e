// §1.1: a proposal dimension is an optional number — nil = "your ideal size",
// 0 = "your minimum", ∞ = "your maximum", anything else = "this much space".

/// A size proposal with optional dimensions (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    @inlinable public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A concrete proposal equal to `size`.
    @inlinable public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal built from a value along `axis` and one across it.
    @inlinable public init(_ major: Double?, along axis: Axis, cross: Double?) {
        if axis == .horizontal { self.init(width: major, height: cross) } else { self.init(width: cross, height: major) }
    }

    // Computed, not stored: a custom layout's `.unspecified` is read without a global's
    // accessor, and its nil dimensions are known where the engine's ask is inlined into it.
    /// Both dimensions nil: "your ideal size".
    @inlinable public static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
    /// Both dimensions 0: "your minimum size".
    @inlinable public static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
    /// Both dimensions ∞: "your maximum size".
    @inlinable public static var infinity: ProposedSize { ProposedSize(width: .infinity, height: .infinity) }

    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// §1.1 `replacingUnspecifiedDimensions(by:)`: nil dimensions become `size`'s.
    @inlinable public func replacingUnspecified(by size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// §1.1 `inset(by:)`: subtracts insets, clamping at zero; nil stays nil.
    @inlinable @inline(__always) public func inset(horizontal: Double, vertical: Double) -> ProposedSize {
        ProposedSize(width: width.map { Swift.max(0, $0 - horizontal) },
                     height: height.map { Swift.max(0, $0 - vertical) })
    }

    public var description: String {
        "\(width.map(formatLength) ?? "nil")×\(height.map(formatLength) ?? "nil")"
    }
}
