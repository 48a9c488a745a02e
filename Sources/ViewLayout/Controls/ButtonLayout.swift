/// Button (§16.1): its size is its label's. The default style on iOS (`.automatic`, which is
/// `.borderless` outside lists) and `.plain` add nothing; `.bordered` and `.borderedProminent`
/// pad the label (`option borderedButtonPadding`, unconfirmed) and draw it on a background.
public struct ButtonLayout: LayoutRule, Equatable {
    /// `automatic`, `plain`, `borderless`, `bordered`, `borderedProminent`, or a ButtonStyle of
    /// the user's (`Pill()`), whose modifiers are on the label.
    public var style: String
    public var horizontal: Double
    public var vertical: Double

    public init(style: String, horizontal: Double = 0, vertical: Double = 0) {
        self.style = style
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var name: String { "Button" }
    public var description: String { "Button(\(styleName), \(formatLength(horizontal))×\(formatLength(vertical)))" }

    /// `.bordered`, or a user's style as written (`Pill()`).
    var styleName: String { style.hasSuffix(")") ? style : "." + style }

    func labelProposal(_ proposal: ProposedSize) -> ProposedSize {
        proposal.inset(horizontal: 2 * horizontal, vertical: 2 * vertical)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        guard subviews.count > 0 else { return Size(width: 2 * horizontal, height: 2 * vertical) }
        let inner = labelProposal(proposal)
        let label = subviews.sizeThatFits(0, inner)
        let size = Size(width: label.width + 2 * horizontal, height: label.height + 2 * vertical)
        if subviews.isTraced {
            if horizontal == 0 && vertical == 0 {
                subviews.note("\(styleName) style: the button is its label's size, \(formatLength(label.width))×\(formatLength(label.height)) (§16.1)")
            } else {
                subviews.note("\(styleName) style: the label is proposed \(inner) and answers \(formatLength(label.width))×\(formatLength(label.height)); "
                              + "padded \(formatLength(horizontal)) on each side and \(formatLength(vertical)) above and below: "
                              + "\(formatLength(size.width))×\(formatLength(size.height)) (§16.1; option borderedButtonPadding)")
            }
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard subviews.count > 0 else { return }
        subviews.place(0, at: Point(x: bounds.width / 2, y: bounds.height / 2), anchor: .center, proposal: labelProposal(proposal))
    }
}
