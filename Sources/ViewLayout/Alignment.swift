// §3.1 alignment guides and their default values; §3.2 ViewDimensions.

/// An alignment guide: a built-in one or a custom one registered with
/// `LayoutTree.registerGuide(named:axis:defaultValue:)`. The axis is the axis the
/// guide's value is measured along (horizontal guides give x positions).
public struct AlignmentGuide: Hashable, Sendable, CustomStringConvertible {
    /// Index in the guide table: 0–7 are built in, 8 and up are custom.
    public let index: Int32
    public let axis: Axis

    @usableFromInline init(index: Int32, axis: Axis) {
        self.index = index
        self.axis = axis
    }

    public static let leading = AlignmentGuide(index: 0, axis: .horizontal)
    public static let horizontalCenter = AlignmentGuide(index: 1, axis: .horizontal)
    public static let trailing = AlignmentGuide(index: 2, axis: .horizontal)
    public static let top = AlignmentGuide(index: 3, axis: .vertical)
    public static let verticalCenter = AlignmentGuide(index: 4, axis: .vertical)
    public static let bottom = AlignmentGuide(index: 5, axis: .vertical)
    public static let firstTextBaseline = AlignmentGuide(index: 6, axis: .vertical)
    public static let lastTextBaseline = AlignmentGuide(index: 7, axis: .vertical)

    /// The eight built-in guides, in index order.
    public static let builtIn: [AlignmentGuide] = [
        .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline,
    ]

    static let firstCustomIndex: Int32 = 8

    /// True for leading/center/trailing/top/center/bottom: §3.3 these never merge
    /// across a multi-child container.
    @inlinable public var isFrameGuide: Bool { index < 6 }
    /// True for guides registered by the shell.
    @inlinable public var isCustom: Bool { index >= 8 }

    /// Bit in a node's "may have an explicit value" mask (custom guides past 63 share bit 63).
    @inlinable var maskBit: UInt64 { @inline(__always) get { 1 << UInt64(Swift.min(index, 63)) } }

    public var description: String {
        switch index {
        case 0: "leading"
        case 1: "center"
        case 2: "trailing"
        case 3: "top"
        case 4: "center"
        case 5: "bottom"
        case 6: "firstTextBaseline"
        case 7: "lastTextBaseline"
        default: "custom#\(index)"
        }
    }
}

/// A horizontal plus a vertical guide (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: AlignmentGuide
    public var vertical: AlignmentGuide

    public init(horizontal: AlignmentGuide, vertical: AlignmentGuide) {
        precondition(horizontal.axis == .horizontal && vertical.axis == .vertical, "alignment guides on the wrong axes")
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .horizontalCenter, vertical: .verticalCenter)
    public static let leading = Alignment(horizontal: .leading, vertical: .verticalCenter)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .verticalCenter)
    public static let top = Alignment(horizontal: .horizontalCenter, vertical: .top)
    public static let bottom = Alignment(horizontal: .horizontalCenter, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .horizontalCenter, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .horizontalCenter, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// The closure type of custom guide defaults and `alignmentGuide` modifiers.
public typealias GuideComputation = @Sendable (ViewDimensions) -> Double

/// The custom guides registered by the shell (§3.1: an `AlignmentID` with a
/// `defaultValue(in:)`).
public struct GuideRegistry: Sendable {
    public private(set) var names: [String] = []
    var axes: [Axis] = []
    var defaults: [GuideComputation] = []

    public init() {}

    mutating func register(named name: String, axis: Axis, defaultValue: @escaping GuideComputation) -> AlignmentGuide {
        names.append(name)
        axes.append(axis)
        defaults.append(defaultValue)
        return AlignmentGuide(index: AlignmentGuide.firstCustomIndex + Int32(names.count - 1), axis: axis)
    }

    /// The custom guide registered under `name`, if any.
    public func guide(named name: String) -> AlignmentGuide? {
        guard let i = names.firstIndex(of: name) else { return nil }
        return AlignmentGuide(index: AlignmentGuide.firstCustomIndex + Int32(i), axis: axes[i])
    }

    /// The name of a guide: the built-in name or the registered one.
    public func name(of guide: AlignmentGuide) -> String {
        guard guide.isCustom else { return guide.description }
        let i = Int(guide.index - AlignmentGuide.firstCustomIndex)
        return i < names.count ? names[i] : guide.description
    }

    /// All registered custom guides.
    public var customGuides: [AlignmentGuide] {
        (0..<names.count).map { AlignmentGuide(index: AlignmentGuide.firstCustomIndex + Int32($0), axis: axes[$0]) }
    }

    /// §3.1 default value of `guide` for a view of these dimensions.
    func defaultValue(_ guide: AlignmentGuide, in d: ViewDimensions) -> Double {
        switch guide.index {
        case 0, 3: return 0
        case 1: return d.width / 2
        case 2: return d.width
        case 4: return d.height / 2
        case 5, 6, 7: return d.height  // §3.1: baselines default to the bottom for non-text views
        default:
            let i = Int(guide.index - AlignmentGuide.firstCustomIndex)
            return i < defaults.count ? defaults[i](d) : 0
        }
    }
}

/// One explicit guide value of a view.
public struct ExplicitGuide: Hashable, Sendable {
    public var guide: AlignmentGuide
    public var value: Double
}

/// What an `alignmentGuide` closure or a custom default sees (§3.1, §3.2):
/// the view's size and its guides (explicit value if it has one, else the default).
public struct ViewDimensions: Sendable {
    public let width: Double
    public let height: Double
    let explicit: [ExplicitGuide]
    let registry: GuideRegistry

    init(size: Size, explicit: [ExplicitGuide], registry: GuideRegistry) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
        self.registry = registry
    }

    /// A guide's value: explicit if the view has one, else the guide's default.
    public subscript(guide: AlignmentGuide) -> Double {
        self[explicit: guide] ?? registry.defaultValue(guide, in: self)
    }

    /// Only the explicit value (nil when the view has none).
    public subscript(explicit guide: AlignmentGuide) -> Double? {
        for e in explicit where e.guide == guide { return e.value }
        return nil
    }
}
