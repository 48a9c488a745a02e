/// A control as wide as it is offered and of a fixed height: a Slider, a linear ProgressView,
/// a TextField (§16.5). A nil width is its ideal width (10 for a slider or a bar, as shapes;
/// the text or prompt for a text field). Every number here is unconfirmed and set by an
/// option (`sliderHeight`, `progressBarHeight`, `lineHeight`, `roundedBorderPadding`).
public struct BarControlLayout: LayoutRule, Equatable {
    public var name: String
    public var idealWidth: Double
    public var height: Double
    /// How the two numbers were found, for `why`.
    public var source: String

    public init(name: String, idealWidth: Double, height: Double, source: String) {
        self.name = name
        self.idealWidth = idealWidth
        self.height = height
        self.source = source
    }

    public var isLeaf: Bool { true }
    public var description: String { "\(name) \(formatLength(idealWidth))×\(formatLength(height))" }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let size = Size(width: proposal.width ?? idealWidth, height: height)
        if subviews.isTraced {
            subviews.note("takes the proposed width (nil → its ideal \(formatLength(idealWidth))), height \(formatLength(height)): "
                          + "\(formatLength(size.width))×\(formatLength(size.height)) (\(source))")
        }
        return size
    }
}
