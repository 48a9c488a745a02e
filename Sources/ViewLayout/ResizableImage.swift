/// A resizable image (§1.8): takes the proposal; a nil dimension is its intrinsic size.
public struct ResizableImage: LayoutRule, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var name: String { "resizable image" }
    public var description: String { "resizable image \(formatLength(width))×\(formatLength(height))" }
    public var isLeaf: Bool { true }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let size = Size(width: proposal.width ?? width, height: proposal.height ?? height)
        if subviews.isTraced {
            subviews.note("resizable: takes the proposal, nil dimensions become the intrinsic \(formatLength(width))×\(formatLength(height)) (§1.8)")
        }
        return size
    }
}
