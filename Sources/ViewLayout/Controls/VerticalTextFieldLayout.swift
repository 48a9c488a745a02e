/// `TextField(…, axis: .vertical)` (Docs/Semantics.md §16.5): a text field that grows with its
/// text instead of scrolling it sideways. Its one subview is the text it shows (the placeholder
/// when the text is empty), wrapped as a Text is wrapped (§8.5) in the width less the padding,
/// capped by the environment's `lineLimit` (past it the field scrolls), not by a proposed
/// height. The field takes the proposed width (nil: the text's one-line width) and is as high as the text's lines — at least
/// `reservedLines` of them (a `.lineLimit(a...b)` range's lower bound, else one, so an empty
/// field keeps a line to type on) — plus the padding of `.roundedBorder`.
public struct VerticalTextFieldLayout: LayoutRule, Equatable {
    /// `TextField`.
    public var name: String
    public var horizontal: Double
    public var vertical: Double
    public var lineHeight: Double
    public var reservedLines: Int

    public init(name: String, horizontal: Double, vertical: Double, lineHeight: Double, reservedLines: Int) {
        self.name = name
        self.horizontal = horizontal
        self.vertical = vertical
        self.lineHeight = lineHeight
        self.reservedLines = Swift.max(1, reservedLines)
    }

    public var description: String { "\(name)(axis: .vertical, at least \(reservedLines) line\(reservedLines == 1 ? "" : "s"))" }

    /// What the text is proposed: the width inside the padding and no height — the field's
    /// height follows its text at that width, whatever height it is offered (as a UITextView's
    /// content height does); only the `lineLimit` caps it.
    func textProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { Swift.max(0, $0 - 2 * horizontal) }, height: nil)
    }

    func size(_ proposal: ProposedSize, _ subviews: Subviews) -> (text: Size, size: Size) {
        let text = subviews.indices.isEmpty ? Size.zero : subviews.sizeThatFits(0, textProposal(proposal))
        let reserved = Double(reservedLines) * lineHeight
        return (text, Size(width: proposal.width ?? text.width + 2 * horizontal,
                           height: Swift.max(text.height, reserved) + 2 * vertical))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let (text, size) = size(proposal, subviews)
        if subviews.isTraced {
            let lines = lineHeight > 0 ? Int((text.height / lineHeight).rounded()) : 0
            let padding = vertical > 0 || horizontal > 0
                ? ", plus \(formatLength(horizontal)) each side and \(formatLength(vertical)) above and below" : ""
            subviews.note("a vertical text field: its text is proposed \(textProposal(proposal)) and wraps to \(lines) line"
                          + "\(lines == 1 ? "" : "s") (\(formatLength(text.height))); at least \(reservedLines) line"
                          + "\(reservedLines == 1 ? "" : "s") of \(formatLength(lineHeight))\(padding); it takes the proposed width "
                          + "(nil: the text's): \(formatLength(size.width))×\(formatLength(size.height)) (§16.5)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard !subviews.indices.isEmpty else { return }
        subviews.place(0, at: Point(x: horizontal, y: vertical), proposal: textProposal(ProposedSize(bounds)))
    }
}
