/// `TextEditor(text:)` (Docs/Semantics.md §16.10): a scrolling text view that takes the size
/// it is offered on both axes. A nil side is its text's: the text (its one subview) laid out in
/// the width less the horizontal insets, plus the insets — so an editor in a vertical ScrollView
/// is as tall as what it holds. The text sits `horizontal` in from the leading edge and
/// `vertical` down from the top (UITextView's line fragment padding and text container inset).
public struct TextEditorLayout: LayoutRule, Equatable {
    public var horizontal: Double
    public var vertical: Double
    /// One line's height: an empty editor still shows a line to type on.
    public var lineHeight: Double

    public init(horizontal: Double, vertical: Double, lineHeight: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.lineHeight = lineHeight
    }

    public var name: String { "TextEditor" }
    public var description: String { "TextEditor(insets: \(formatLength(horizontal)), \(formatLength(vertical)))" }

    /// What the text is proposed: the width inside the insets, any height (it may scroll).
    func textProposal(_ width: Double?) -> ProposedSize {
        ProposedSize(width: width.map { Swift.max(0, $0 - 2 * horizontal) }, height: nil)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        var size = Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        if proposal.width == nil || proposal.height == nil, !subviews.indices.isEmpty {
            let text = subviews.sizeThatFits(0, textProposal(proposal.width))
            if proposal.width == nil { size.width = text.width + 2 * horizontal }
            if proposal.height == nil { size.height = Swift.max(text.height, lineHeight) + 2 * vertical }
        }
        if subviews.isTraced {
            subviews.note("takes the proposed size; a nil side is its text's (one line at least) plus the insets "
                          + "(\(formatLength(horizontal)) each side, \(formatLength(vertical)) above and below): "
                          + "\(formatLength(size.width))×\(formatLength(size.height)) (§16.10)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard !subviews.indices.isEmpty else { return }
        subviews.place(0, at: Point(x: horizontal, y: vertical), proposal: textProposal(bounds.width))
    }
}
