/// `NavigationStack { content }` (Docs/Semantics.md §17.5): the navigation bar across the top
/// is part of the content's safe area. The stack takes its whole proposal (a nil side: the
/// content's length there, plus the bar); the content is proposed what is left below the bar
/// and placed centred in it, as a window places its root (§17.1). A view in the content that
/// ignores the safe area extends under the bar (IgnoresSafeArea.swift).
public struct NavigationStackRule: LayoutRule, Equatable, SafeAreaBars {
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

    public var topBarHeight: Double { bar.height }
    public var bottomBarHeight: Double { 0 }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let size = barredSize(proposal, subviews, child: 0)
        if subviews.isTraced {
            subviews.note("\(bar == .inline ? "an" : "a") \(bar.rawValue) navigation bar, \(formatLength(bar.height)) high, is part of its content's safe area; "
                + "it takes the proposal (nil: its content's length, plus the bar): \(formatLength(size.width))×\(formatLength(size.height)) (§17.5)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        placeBetweenBars(bounds, subviews, child: 0) { room in
            subviews.note("its content is proposed \(formatLength(room.width))×\(formatLength(room.height)) below the bar and "
                + "placed centred there, as a window places its root (§17.5, §17.1)")
        }
    }
}
