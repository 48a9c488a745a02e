/// `NavigationStack { content }` (Docs/Semantics.md §17.5): the navigation bar across the top
/// is part of the content's safe area. The stack takes its whole proposal (a nil side: the
/// content's length there, plus the bar); the content is proposed what is left below the bar
/// and placed centred in it, as a window places its root (§17.1). A view in the content that
/// ignores the safe area extends under the bar (IgnoresSafeArea.swift).
public struct NavigationStackRule: LayoutRule, Equatable {
    /// How the bar shows its title: 96 pt for a large title, 44 inline, none when hidden.
    public enum Bar: String, Sendable {
        case large, inline, hidden

        /// The bar's height in points (portrait iPhone; §17.5).
        public var height: Double {
            switch self {
            case .large: return 96
            case .inline: return 44
            case .hidden: return 0
            }
        }
    }

    public var bar: Bar

    public init(bar: Bar) { self.bar = bar }

    public var name: String { "NavigationStack" }
    public var description: String { "NavigationStack(bar: .\(bar.rawValue))" }
    /// A proposal with both sides is answered without asking the content, so placement is
    /// where the content is first measured: `why` shows it.
    public var tracesPlacement: Bool { true }

    func contentProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: p.width, height: p.height.map { Swift.max(0, $0 - bar.height) })
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let greedy = proposal.width != nil && proposal.height != nil
        let content = greedy || subviews.count == 0 ? Size.zero : subviews.sizeThatFits(0, contentProposal(proposal))
        let size = Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + bar.height)
        if subviews.isTraced {
            subviews.note("\(bar == .inline ? "an" : "a") \(bar.rawValue) navigation bar, \(formatLength(bar.height)) high, is part of its content's safe area; "
                + "it takes the proposal (nil: its content's length, plus the bar): \(formatLength(size.width))×\(formatLength(size.height)) (§17.5)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard subviews.count > 0 else { return }
        let room = Size(width: bounds.width, height: Swift.max(0, bounds.height - bar.height))
        let p = ProposedSize(room)
        let content = subviews.sizeThatFits(0, p)
        if subviews.isTraced {
            subviews.note("its content is proposed \(formatLength(room.width))×\(formatLength(room.height)) below the bar and "
                + "placed centred there, as a window places its root (§17.5, §17.1)")
        }
        subviews.place(0, at: Point(x: (room.width - content.width) / 2, y: bar.height + (room.height - content.height) / 2), proposal: p)
    }
}
