/// `ScrollView(_ axes:)` (Docs/Semantics.md §13.1): proposes nil along the scrolled axes and
/// its own proposal (less `contentMargins`) across them; takes the proposal along a scrolled
/// axis and the content's size across; content at offset 0, its top-leading corner inside the
/// margins. `why` shows the scroll offset range along each scrolled axis.
public struct ScrollViewRule: LayoutRule, Equatable {
    public var horizontal: Bool
    public var vertical: Bool
    /// `contentMargins` for the scroll content (§13.1 rule 5), top, leading, bottom, trailing.
    public var margins: [Double]

    public init(horizontal: Bool, vertical: Bool, margins: [Double] = [0, 0, 0, 0]) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.margins = margins.count == 4 ? margins : [0, 0, 0, 0]
    }

    public var name: String { "ScrollView" }
    /// `containerRelativeFrame` measures against a scroll view: the size it was offered (§17.3 rule 6).
    public var isRelativeFrameContainer: Bool { true }
    /// Its content margins are taken off, as its safe area is (§17.3 rule 6).
    public func relativeFrameContainerSize(_ proposal: ProposedSize) -> ProposedSize {
        var size = proposal
        if let w = proposal.width { size.width = Swift.max(0, w - leading - trailing) }
        if let h = proposal.height { size.height = Swift.max(0, h - top - bottom) }
        return size
    }
    public var description: String {
        "ScrollView(\(horizontal && vertical ? "[.horizontal, .vertical]" : horizontal ? ".horizontal" : vertical ? ".vertical" : "[]"), "
            + "margins: \(margins.map { String($0) }.joined(separator: ", ")))"
    }

    var top: Double { margins[0] }
    var leading: Double { margins[1] }
    var bottom: Double { margins[2] }
    var trailing: Double { margins[3] }

    /// §13.1 rule 2.
    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width.map { max(0, $0 - leading - trailing) },
                     height: vertical ? nil : p.height.map { max(0, $0 - top - bottom) })
    }

    func content(_ p: ProposedSize, _ subviews: Subviews) -> Size {
        subviews.count > 0 ? subviews.sizeThatFits(0, contentProposal(p)) : .zero
    }

    /// §13.1 rule 3.
    func size(_ p: ProposedSize, content c: Size) -> Size {
        let w = c.width + leading + trailing
        let h = c.height + top + bottom
        return Size(width: horizontal ? (p.width ?? w) : w, height: vertical ? (p.height ?? h) : h)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let c = content(proposal, subviews)
        let s = size(proposal, content: c)
        if subviews.isTraced {
            subviews.note("its content is proposed \(contentProposal(proposal)): nil along the scrolled "
                          + "\(horizontal && vertical ? "axes" : "axis"), the proposal less the margins across (§13.1 rule 2); it answers \(c)")
            subviews.note("it takes the proposal along the scrolled \(horizontal && vertical ? "axes" : "axis") (nil: the content's length) "
                          + "and the content's size across: \(s) (§13.1 rule 3)")
            for axis in [Axis.horizontal, .vertical] where axis == .horizontal ? horizontal : vertical {
                let before = axis == .horizontal ? leading : top
                let after = axis == .horizontal ? trailing : bottom
                let range = max(c[axis] + after - s[axis], 0)
                subviews.note("\(axis == .horizontal ? "horizontal" : "vertical") offset range \(formatLength(-before)) … "
                              + "\(formatLength(range)): content \(formatLength(c[axis])) + margin \(formatLength(after)) − viewport "
                              + "\(formatLength(s[axis])); laid out at offset 0 (§13.1 rule 6)")
            }
        }
        return s
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard subviews.count > 0 else { return }
        let p = contentProposal(proposal)
        let c = subviews.sizeThatFits(0, p)
        // §13.1 rule 4: top-leading along scrolled axes; centred in the room across.
        let x = horizontal ? leading : leading + (bounds.width - leading - trailing - c.width) / 2
        let y = vertical ? top : top + (bounds.height - top - bottom - c.height) / 2
        subviews.place(0, at: Point(x: x, y: y), proposal: p)
    }
}
