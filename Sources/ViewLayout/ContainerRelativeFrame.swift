/// `.containerRelativeFrame(_:count:span:spacing:alignment:)` and its closure form (§17.3
/// rule 6): on the listed axes the view's frame is a share of the nearest container's length
/// (a scroll view, else the window's safe area); on the other axes the proposal passes
/// through and the frame takes the view's size. The view is aligned in the frame.
public struct ContainerRelativeFrame: LayoutRule {
    public enum Share: Sendable {
        /// `count` columns, `span` of them, `spacing` between.
        case grid(count: Int, span: Int, spacing: Double)
        /// The user's closure `{ length, axis in … }`.
        case closure(@Sendable (Double, Axis) -> Double)
    }

    public var axes: Set<Axis>
    public var share: Share
    public var alignment: Alignment

    public init(axes: Set<Axis>, share: Share, alignment: Alignment) {
        self.axes = axes
        self.share = share
        self.alignment = alignment
    }

    public var name: String { "containerRelativeFrame" }

    public func isSame(as other: any LayoutRule) -> Bool {
        guard let other = other as? ContainerRelativeFrame, other.axes == axes, other.alignment == alignment else { return false }
        switch (share, other.share) {
        case let (.grid(a, b, c), .grid(d, e, f)): return a == d && b == e && c == f
        default: return false  // closures are never provably equal
        }
    }

    public var description: String {
        switch share {
        case let .grid(count, span, spacing): "containerRelativeFrame(count: \(count), span: \(span), spacing: \(spacing))"
        case .closure: "containerRelativeFrame(closure)"
        }
    }

    /// The frame's length on `axis` for a container `length` long.
    func length(_ length: Double, _ axis: Axis) -> Double {
        switch share {
        case let .grid(count, span, spacing):
            let available = length - spacing * Double(count - 1)
            let column = available / Double(count)
            return Swift.max(0, column * Double(span) + Double(span - 1) * spacing)
        case let .closure(function):
            let value = function(length, axis)
            return value.isFinite ? Swift.max(0, value) : 0
        }
    }

    func frame(_ p: ProposedSize, _ subviews: Subviews) -> ProposedSize {
        let container = subviews.containerSize
        var frame = p
        for axis in axes { frame[axis] = length(container[axis] ?? p[axis] ?? 0, axis) }
        return frame
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let frame = frame(proposal, subviews)
        let child = subviews.count > 0 ? subviews.sizeThatFits(0, frame) : .zero
        var size = child
        for axis in axes { size[axis] = frame[axis] ?? child[axis] }
        if subviews.isTraced {
            let container = subviews.containerSize
            let parts = axes.sorted { $0 == .horizontal && $1 == .vertical }.map { axis in
                "\(axis == .horizontal ? "width" : "height") \(formatLength(size[axis])) of the container's \(container[axis].map(formatLength) ?? "nil")"
            }
            subviews.note(parts.joined(separator: ", ") + " (§17.3)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard subviews.count > 0 else { return }
        let frame = frame(proposal, subviews)
        subviews.place(0, aligned: alignment, in: bounds, proposal: frame)
    }
}
