// The input vocabulary: one node kind per SwiftUI primitive or layout modifier
// (§8.2: each modifier is its own wrapper node with one child, like SwiftUI's
// layout computers).

/// The id of a node in a `LayoutTree` arena.
public struct LayoutNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

    @inlinable public static func < (a: LayoutNodeID, b: LayoutNodeID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// How `aspectRatio` scales (§2.9).
public enum ContentMode: UInt8, Hashable, Sendable {
    case fit
    case fill
}

/// Where a truncated Text puts its ellipsis (§1.7).
public enum TruncationMode: UInt8, Hashable, Sendable {
    case head
    case middle
    case tail
}

/// Text metrics for the monospace model (§8.5). `charWidth`/`lineHeight` nil
/// means `LayoutOptions.charWidth`/`lineHeight` times `fontScale`; the shell may
/// instead give absolute numbers (e.g. already scaled by the §8.1 font table).
public struct TextStyle: Hashable, Sendable {
    public var charWidth: Double?
    public var lineHeight: Double?
    /// Font size / 17 (§8.1 font table); multiplies the option defaults.
    public var fontScale: Double
    public var lineLimit: Int?
    public var truncationMode: TruncationMode

    public init(charWidth: Double? = nil, lineHeight: Double? = nil, fontScale: Double = 1,
                lineLimit: Int? = nil, truncationMode: TruncationMode = .tail) {
        self.charWidth = charWidth
        self.lineHeight = lineHeight
        self.fontScale = fontScale
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
    }
}

/// Namespace for the node vocabulary.
public enum LayoutNode {
    /// What a node is. Leaves have no children; wrappers (padding … passthrough)
    /// have exactly one (background/overlay: first = primary, others secondary).
    public enum Kind: Sendable {
        /// HStack (`axis: .horizontal`, `alignment` a vertical guide) or VStack (§1.2).
        case stack(axis: Axis, alignment: AlignmentGuide, spacing: Double? = nil)
        /// ZStack (§1.4).
        case zstack(alignment: Alignment = .center)
        /// Text in the monospace model (§1.7, §8.5).
        case text(String, TextStyle = TextStyle())
        /// Color / Rectangle and other shapes: greedy, nil → 10 (§1.6).
        case shape
        /// Spacer (§1.5); nil minLength = `LayoutOptions.defaultSpacing`.
        case spacer(minLength: Double? = nil)
        /// Divider (§1.8): thickness 1, perpendicular to the enclosing stack.
        case divider
        /// A non-resizable image: fixed intrinsic size (§1.8).
        case image(width: Double, height: Double)
        /// GeometryReader (§2.10).
        case geometry
        /// EmptyView: 0×0.
        case empty
        /// `.padding` (§2.1).
        case padding(EdgeInsets)
        /// `.frame(width:height:alignment:)` (§2.2).
        case frame(width: Double?, height: Double?, alignment: Alignment = .center)
        /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§2.3).
        case flexibleFrame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                           minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                           alignment: Alignment = .center)
        /// `.fixedSize(horizontal:vertical:)` (§2.4).
        case fixedSize(horizontal: Bool = true, vertical: Bool = true)
        /// `.layoutPriority` (§2.5): a trait read by the parent stack.
        case layoutPriority(Double)
        /// `.offset` (§2.6): layout untouched, content drawn shifted.
        case offset(x: Double, y: Double)
        /// `.position` (§2.7).
        case position(x: Double, y: Double)
        /// `.aspectRatio` / `.scaledToFit` / `.scaledToFill` (§2.9).
        case aspectRatio(ratio: Double?, contentMode: ContentMode)
        /// `.background(alignment:)` (§2.8): child 0 is the primary view.
        case background(alignment: Alignment = .center)
        /// `.overlay(alignment:)` (§2.8): child 0 is the primary view.
        case overlay(alignment: Alignment = .center)
        /// `.alignmentGuide(_:computeValue:)` (§3.2).
        case alignmentGuide(AlignmentGuide, compute: GuideComputation)
        /// Modifiers without layout effect (preferences, environment, id …).
        case passthrough
        /// A trait for the enclosing container (LayoutTrait.swift); no layout effect.
        case trait(LayoutTrait)
        /// A view or modifier whose layout is a `LayoutRule` (LayoutRule.swift).
        case rule(any LayoutRule)
    }
}

/// Compact, trivially copyable form of a `Kind` that the hot loops switch on.
/// NaN encodes nil; strings, closures and payloads over 16 bytes (a padding's four insets, a
/// fixed frame's alignment) live in side tables, so an `Op` is 24 bytes (it was 40: one
/// array of the arena's per-node storage, Docs/Performance.md). The stack's payload is in
/// the order that packs it into 14 bytes: spacing (NaN = default), alignment, axis.
@usableFromInline enum Op: Sendable {
    case stack(Double, AlignmentGuide, Axis)
    case zstack(Alignment)
    /// Index into `texts`, and into `textStyles`.
    case text(Int32, style: Int32)
    case shape
    case spacer(Double)
    case divider
    case image(Double, Double)
    case geometry
    case empty
    /// Index into `paddings`.
    case padding(Int32)
    /// Index into `fixedFrames`.
    case frame(Int32)
    case flexFrame(Int32)
    case fixedSize(Bool, Bool)
    case priority(Double)
    case offset(Double, Double)
    case position(Double, Double)
    case aspect(Double, ContentMode)
    case background(Alignment)
    case overlay(Alignment)
    case guide(AlignmentGuide, Int32)
    case passthrough
    /// Index into `traits`.
    case trait(Int32)
    /// Index into `rules`; whether the rule is a leaf.
    case rule(Int32, leaf: Bool)

    /// Leaves take no children; everything else does.
    var isLeaf: Bool {
        switch self {
        case .text, .shape, .spacer, .divider, .image, .empty: true
        case .rule(_, let leaf): leaf
        default: false
        }
    }

    /// Kinds whose rule is a formula or asks one child once (Docs/Layout.md step 1.4):
    /// recomputing costs less than looking an answer up. Containers and rules are
    /// memoised; Text is when it is long (`LayoutTree.isCheap`).
    var isCheap: Bool {
        switch self {
        case .stack, .zstack, .text, .rule, .geometry: false
        default: true
        }
    }

    /// Containers with any number of children (geometry included).
    var isContainer: Bool {
        switch self {
        case .stack, .zstack, .geometry: true
        case .rule(_, let leaf): !leaf
        default: false
        }
    }
}

/// A padding's insets as given: top, leading, bottom, trailing; NaN = the default amount.
struct PaddingInsets {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double
}

/// A fixed frame's width and height (NaN = not given) and its alignment.
struct FixedFrameSpec {
    var width: Double
    var height: Double
    var alignment: Alignment
}

/// Normalised flexible-frame constraints of one axis (§2.3 constructor).
struct FlexAxis: Hashable {
    var min: Double?
    var ideal: Double?
    var max: Double?

    /// §2.3 from stored values (`nilKey` = not given): `min = max(min, 0)`;
    /// `ideal = max(min ?? 0, ideal)`; `max = max(ideal ?? 0, max)`.
    @inline(__always) init(key lo: Double, _ id: Double, _ hi: Double) {
        let hasMin = !sameBits(lo, nilKey)
        let hasIdeal = !sameBits(id, nilKey)
        let hasMax = !sameBits(hi, nilKey)
        let min = hasMin ? Swift.max(lo, 0) : 0
        let ideal = hasIdeal ? Swift.max(min, id) : 0
        self.min = hasMin ? min : nil
        self.ideal = hasIdeal ? ideal : nil
        self.max = hasMax ? Swift.max(hasIdeal ? ideal : 0, hi) : nil
    }

    var isUnconstrained: Bool { min == nil && ideal == nil && max == nil }
}

/// A stored flexible frame: the six values as given (nil as `nilKey`, so a given NaN
/// survives to be reported), normalised when read (§2.3 constructor: three comparisons).
struct FlexFrameSpec {
    var raw: (Double, Double, Double, Double, Double, Double)
    var alignment: Alignment

    init(_ values: [Double?], alignment: Alignment) {
        func key(_ v: Double?) -> Double { v ?? nilKey }
        raw = (key(values[0]), key(values[1]), key(values[2]), key(values[3]), key(values[4]), key(values[5]))
        self.alignment = alignment
    }

    /// The values as given: minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight.
    var values: [Double?] {
        [raw.0, raw.1, raw.2, raw.3, raw.4, raw.5].map { sameBits($0, nilKey) ? nil : $0 }
    }

    @inline(__always) var horizontal: FlexAxis { FlexAxis(key: raw.0, raw.1, raw.2) }
    @inline(__always) var vertical: FlexAxis { FlexAxis(key: raw.3, raw.4, raw.5) }

    subscript(axis: Axis) -> FlexAxis { axis == .horizontal ? horizontal : vertical }
}

@inline(__always) func nanIfNil(_ v: Double?) -> Double { v ?? .nan }
@inline(__always) func nilIfNaN(_ v: Double) -> Double? { v.isNaN ? nil : v }

extension Op {
    var isStack: Bool {
        if case .stack = self { return true }
        return false
    }
}
