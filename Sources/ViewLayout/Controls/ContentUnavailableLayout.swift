/// `ContentUnavailableView(title, systemImage:, description:)` (Docs/Semantics.md §16.7): an
/// empty state that fills the space it is offered (a nil side: its content's length), with its
/// parts — the symbol, the title, the description — stacked as a centred
/// VStack with `spacing` between them and centred in its frame.
public struct ContentUnavailableRule: LayoutRule, Equatable {
    /// The description SwiftUI's `ContentUnavailableView.search` shows (§16.7 rule 3).
    public static let searchDescription = "Check the spelling or try a new search."
    public var spacing: Double

    public init(spacing: Double) { self.spacing = spacing }

    public var name: String { "ContentUnavailableView" }
    public var description: String { "ContentUnavailableView(spacing: \(formatLength(spacing)))" }

    /// The parts' proposals and sizes: each is proposed the width and what the parts above it
    /// (and the gaps) left of the height.
    func parts(_ proposal: ProposedSize, _ subviews: Subviews) -> (proposals: [ProposedSize], sizes: [Size], content: Size) {
        var proposals: [ProposedSize] = []
        var sizes: [Size] = []
        var height = 0.0
        var width = 0.0
        for i in subviews.indices {
            if i > 0 { height += spacing }
            let room = ProposedSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - height) })
            let size = subviews.sizeThatFits(i, room)
            proposals.append(room)
            sizes.append(size)
            height += size.height
            width = Swift.max(width, size.width)
        }
        return (proposals, sizes, Size(width: width, height: height))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let content = parts(proposal, subviews).content
        let size = Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        if subviews.isTraced {
            subviews.note("its symbol, title and description stack as a centred VStack(spacing: \(formatLength(spacing))), "
                + "\(formatLength(content.width))×\(formatLength(content.height)); it takes the proposal (nil: that stack's length): "
                + "\(formatLength(size.width))×\(formatLength(size.height)) (§16.7)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let (proposals, sizes, content) = parts(ProposedSize(bounds), subviews)
        var y = (bounds.height - content.height) / 2
        for i in subviews.indices {
            subviews.place(i, at: Point(x: (bounds.width - sizes[i].width) / 2, y: y), proposal: proposals[i])
            y += sizes[i].height + spacing
        }
    }
}
