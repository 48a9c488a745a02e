/// `.safeAreaInset(edge:alignment:spacing:content:)` (§17.3 rule 4): subview 0 is the
/// modified view, subview 1 the bar. The bar is proposed the full length of the edge and nil
/// across it; the view is inset from that edge by the bar's thickness plus the spacing; the
/// result is the view plus the inset.
public struct SafeAreaInset: LayoutRule, Equatable {
    public enum Edge: String, Sendable { case top, bottom, leading, trailing }

    public var edge: Edge
    /// Where the bar sits along the edge (leading/center/trailing, or top/center/bottom).
    public var alignment: Alignment
    public var spacing: Double

    public init(edge: Edge, alignment: Alignment, spacing: Double) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    public var name: String { "safeAreaInset" }

    /// The axis across the edge (vertical for a top or bottom bar).
    var across: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func measure(_ p: ProposedSize, _ subviews: Subviews) -> (bar: Size, barProposal: ProposedSize, inset: Double,
                                                              view: Size, viewProposal: ProposedSize) {
        let along = across.other
        var barProposal = p
        barProposal[across] = nil
        let bar = subviews.count > 1 ? subviews.sizeThatFits(1, barProposal) : .zero
        let inset = bar[across] + spacing
        var viewProposal = p
        if let length = p[across] { viewProposal[across] = Swift.max(0, length - inset) }
        _ = along
        let view = subviews.count > 0 ? subviews.sizeThatFits(0, viewProposal) : .zero
        return (bar, barProposal, inset, view, viewProposal)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let m = measure(proposal, subviews)
        var size = m.view
        size[across] += m.inset
        if subviews.isTraced {
            subviews.note("the \(edge.rawValue) bar is proposed \(format(m.barProposal)) and takes \(formatLength(m.bar.width))×\(formatLength(m.bar.height)); "
                + "the view is inset by \(formatLength(m.bar[across])) + spacing \(formatLength(spacing)) = \(formatLength(m.inset)) (§17.3)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let m = measure(proposal, subviews)
        let along = across.other
        let guide = along == .horizontal ? alignment.horizontal : alignment.vertical
        let room = bounds[along] - m.bar[along]
        let offset = guide == .leading || guide == .top ? 0 : guide == .trailing || guide == .bottom ? room : room / 2
        var viewOrigin = Point.zero
        var barOrigin = Point.zero
        switch edge {
        case .top: viewOrigin.y = m.inset; barOrigin = Point(x: offset, y: 0)
        case .bottom: barOrigin = Point(x: offset, y: bounds.height - m.bar.height)
        case .leading: viewOrigin.x = m.inset; barOrigin = Point(x: 0, y: offset)
        case .trailing: barOrigin = Point(x: bounds.width - m.bar.width, y: offset)
        }
        if subviews.count > 0 { subviews.place(0, at: viewOrigin, proposal: m.viewProposal) }
        if subviews.count > 1 { subviews.place(1, at: barOrigin, proposal: m.barProposal) }
    }

    func format(_ p: ProposedSize) -> String {
        "\(p.width.map(formatLength) ?? "nil")×\(p.height.map(formatLength) ?? "nil")"
    }
}
