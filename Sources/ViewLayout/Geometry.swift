// Plain geometry values shared by every part of the engine (§8.1: Double points,
// origin top-left, y down).

/// A layout axis.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The environment's layout direction (§5 last bullet). A node's direction is the
/// direction its own content is laid out in; the shell copies it from the environment.
public enum LayoutDirection: UInt8, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}

/// A concrete size; layout answers are always concrete (§8.2).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size built from a length along `axis` and one across it.
    @inlinable public init(_ major: Double, along axis: Axis, cross: Double) {
        if axis == .horizontal { self.init(width: major, height: cross) } else { self.init(width: cross, height: major) }
    }

    public var description: String { "\(formatLength(width))×\(formatLength(height))" }
}

/// A point in some coordinate space.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// A point built from a coordinate along `axis` and one across it.
    @inlinable public init(_ major: Double, along axis: Axis, cross: Double) {
        if axis == .horizontal { self.init(x: major, y: cross) } else { self.init(x: cross, y: major) }
    }

    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public var description: String { "(\(formatLength(x)), \(formatLength(y)))" }
}

/// A rectangle: origin plus size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }

    public var description: String {
        "(\(formatLength(origin.x)), \(formatLength(origin.y)), \(formatLength(size.width)), \(formatLength(size.height)))"
    }
}

/// Insets for `padding` (§2.1). A `nil` edge means "the default amount"
/// (`LayoutOptions.defaultPadding`, §8.1: 16); `0` means the edge is not padded.
/// `leading`/`trailing` follow the layout direction.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = 0, leading: Double? = 0, bottom: Double? = 0, trailing: Double? = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same amount on every edge; `nil` = `.padding()` (the default amount).
    public init(all: Double?) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// `.padding()`: the default amount on every edge.
    public static let `default` = EdgeInsets(all: nil)
}

/// Formats a length the way every printed number in viewsh looks: integers
/// without a fraction, others with up to two decimals, `∞` for infinity.
public func formatLength(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-∞" : "∞" }
    if abs(value) >= 1e15 { return String(value) }  // ×100 would overflow near 1e308
    let rounded = (value * 100).rounded() / 100
    if let i = CheckedInt.wholeNumber(rounded) { return String(i) }
    var text = String(rounded)
    // Cut the digits after the second decimal, never an exponent (`1.5e+20`, not `1.5e`).
    if !text.contains("e"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
        text = String(text[..<text.index(dot, offsetBy: 3)])
    }
    return text
}

/// Where content of length `content` starts when centred in `room`: half the difference, and 0
/// when both are infinite (∞ − ∞ is not a length; an unbounded view starts where its room does).
@inlinable func centringOffset(_ room: Double, _ content: Double) -> Double {
    let difference = room - content
    return difference.isNaN ? 0 : difference / 2
}
