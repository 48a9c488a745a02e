/// `DisclosureGroup(title, isExpanded:) { content }` on iOS outside a List (Docs/Semantics.md
/// §16.8): a header row — the label leading, a chevron trailing, a Spacer between, so the row
/// takes the whole proposed width, as a Toggle's does (§16.2) — and, when expanded, the content
/// below it, leading-aligned, `spacing` under the header. The subviews are the content (one
/// view: several are an implicit VStack), then the label, then the chevron.
public struct DisclosureGroupRule: LayoutRule, Equatable {
    public var isExpanded: Bool
    public var spacing: Double

    public init(isExpanded: Bool, spacing: Double) {
        self.isExpanded = isExpanded
        self.spacing = spacing
    }

    public var name: String { "DisclosureGroup" }
    public var description: String { "DisclosureGroup(\(isExpanded ? "expanded" : "collapsed"))" }
    public var showsUnplacedSubviews: Bool { false }

    /// The header: label and chevron as TrailingControlLayout places a label and a control.
    var header: TrailingControlLayout { TrailingControlLayout(name: "DisclosureGroup", control: "chevron") }

    struct Parts {
        var content: Int?
        var headerSize: Size
        var contentProposal: ProposedSize
        var contentSize: Size
        var size: Size
    }

    func parts(_ proposal: ProposedSize, _ subviews: Subviews) -> Parts? {
        guard subviews.count >= 2 else { return nil }
        let label = subviews.count - 2
        let headerParts = header.parts(proposal, subviews, label: label, control: label + 1)
        let content = isExpanded && label > 0 ? 0 : nil
        var contentProposal = ProposedSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - headerParts.size.height - spacing) })
        var contentSize = Size.zero
        if let content {
            contentSize = subviews.sizeThatFits(content, contentProposal)
        } else {
            contentProposal = .zero
        }
        let width = Swift.max(headerParts.size.width, contentSize.width)
        let height = headerParts.size.height + (content == nil ? 0 : spacing + contentSize.height)
        return Parts(content: content, headerSize: headerParts.size, contentProposal: contentProposal, contentSize: contentSize,
                     size: Size(width: width, height: height))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        guard let p = parts(proposal, subviews) else { return .zero }
        if subviews.isTraced {
            let below = p.content == nil ? (isExpanded ? "no content" : "collapsed: the content is not laid out")
                : "expanded: the content, proposed \(p.contentProposal), is \(formatLength(p.contentSize.width))×\(formatLength(p.contentSize.height)), "
                    + "\(formatLength(spacing)) below"
            subviews.note("HStack { label; Spacer(); chevron } is \(formatLength(p.headerSize.width))×\(formatLength(p.headerSize.height)); "
                + "\(below): \(formatLength(p.size.width))×\(formatLength(p.size.height)) (§16.8)")
        }
        return p.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard let p = parts(proposal, subviews) else { return }
        let label = subviews.count - 2
        let headerBounds = Size(width: bounds.width, height: p.headerSize.height)
        header.place(in: headerBounds, proposal, subviews, label: label, control: label + 1)
        if let content = p.content {
            subviews.place(content, at: Point(x: 0, y: p.headerSize.height + spacing), proposal: p.contentProposal)
        }
    }
}
