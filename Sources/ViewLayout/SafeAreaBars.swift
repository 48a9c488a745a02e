/// A container whose bars are edges of its content's safe area: a NavigationStack's navigation
/// bar at the top (§17.5), a TabView's tab bar at the bottom (§17.7). Both take their whole
/// proposal (a nil side: the shown child's length there, plus the bars) and place the child
/// centred in the room between the bars, as a window places its root (§17.1); a view that
/// ignores the safe area grows under the bars (IgnoresSafeArea.swift).
public protocol SafeAreaBars {
    var topBarHeight: Double { get }
    var bottomBarHeight: Double { get }
}

extension SafeAreaBars {
    /// What is left of `p` between the bars.
    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width, height: p.height.map { Swift.max(0, $0 - topBarHeight - bottomBarHeight) })
    }

    /// The container's size for `proposal`, showing subview `child` (none when out of range).
    func barredSize(_ proposal: ProposedSize, _ subviews: Subviews, child: Int) -> Size {
        let greedy = proposal.width != nil && proposal.height != nil
        let content = greedy || child >= subviews.count ? Size.zero : subviews.sizeThatFits(child, contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + topBarHeight + bottomBarHeight)
    }

    /// Places subview `child` centred between the bars of `bounds`; `note` is told the room
    /// (for `why`) once the child has answered, before it is placed.
    func placeBetweenBars(_ bounds: Size, _ subviews: Subviews, child: Int, note: (Size) -> Void) {
        guard child < subviews.count else { return }
        let room = Size(width: bounds.width, height: Swift.max(0, bounds.height - topBarHeight - bottomBarHeight))
        let p = ProposedSize(room)
        let content = subviews.sizeThatFits(child, p)
        if subviews.isTraced { note(room) }
        subviews.place(child, at: Point(x: (room.width - content.width) / 2, y: topBarHeight + (room.height - content.height) / 2), proposal: p)
    }
}
