/// `TabView { … }` (Docs/Semantics.md §17.7): the tab bar across the bottom is part of the
/// content's safe area, as a navigation bar is at the top (§17.5). The view takes its whole
/// proposal (a nil side: the shown tab's length there, plus the bar); the shown tab is proposed
/// what is left above the bar and placed centred in it, as a window places its root (§17.1).
/// Only the shown tab is placed, drawn and read for preferences; the others are not laid out.
public struct TabViewRule: LayoutRule, Equatable {
    /// The index of the tab shown, among the children.
    public var shown: Int
    /// The bar's height in points above the home indicator: 49 on an iPhone (§17.7).
    public var barHeight: Double { 49 }

    public init(shown: Int) { self.shown = shown }

    public var name: String { "TabView" }
    public var description: String { "TabView(tab \(shown))" }
    public var showsUnplacedSubviews: Bool { false }
    /// A proposal with both sides is answered without asking the tab, so placement is where
    /// the tab is first measured: `why` shows it.
    public var tracesPlacement: Bool { true }

    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width, height: p.height.map { Swift.max(0, $0 - barHeight) })
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let greedy = proposal.width != nil && proposal.height != nil
        let content = greedy || shown >= subviews.count ? Size.zero : subviews.sizeThatFits(shown, contentProposal(proposal))
        let size = Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + barHeight)
        if subviews.isTraced {
            subviews.note("a tab bar, \(formatLength(barHeight)) high, is part of its content's safe area; it takes the proposal "
                + "(nil: the tab's length, plus the bar): \(formatLength(size.width))×\(formatLength(size.height)) (§17.7)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard shown < subviews.count else { return }
        let room = Size(width: bounds.width, height: Swift.max(0, bounds.height - barHeight))
        let p = ProposedSize(room)
        let content = subviews.sizeThatFits(shown, p)
        if subviews.isTraced {
            subviews.note("tab \(shown) is proposed \(formatLength(room.width))×\(formatLength(room.height)) above the bar and "
                + "placed centred there, as a window places its root (§17.7, §17.1); the other tabs are not laid out")
        }
        subviews.place(shown, at: Point(x: (room.width - content.width) / 2, y: (room.height - content.height) / 2), proposal: p)
    }
}
