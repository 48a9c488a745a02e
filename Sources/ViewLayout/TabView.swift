/// `TabView { … }` (Docs/Semantics.md §17.7): the tab bar across the bottom is part of the
/// content's safe area, as a navigation bar is at the top (§17.5). The view takes its whole
/// proposal (a nil side: the shown tab's length there, plus the bar); the shown tab is proposed
/// what is left above the bar and placed centred in it, as a window places its root (§17.1).
/// Only the shown tab is placed, drawn and read for preferences; the others are not laid out.
/// The tab shown is the first whose `.tag` is the selection's value, else the first (§17.7).
/// In the page style (`.tabViewStyle(.page)`) there is no bar: the page shown fills the view,
/// and the page index dots are drawn over it without taking space.
public struct TabViewRule: LayoutRule, Equatable, SafeAreaBars {
    /// The selection's value as the shell prints it (nil: no selection).
    public var selection: String?
    /// `.tabViewStyle(.page)`: pages, no tab bar (§17.7).
    public var paged: Bool
    /// The bar's height in points above the home indicator: 49 on an iPhone (§17.7); none for pages.
    public var barHeight: Double { paged ? 0 : 49 }

    public var topBarHeight: Double { 0 }
    public var bottomBarHeight: Double { barHeight }

    public init(selection: String?, paged: Bool = false) {
        self.selection = selection
        self.paged = paged
    }

    public var name: String { "TabView" }
    public var description: String { "TabView(selection: \(selection ?? "nil")\(paged ? ", style: .page" : ""))" }
    public var showsUnplacedSubviews: Bool { false }
    /// A proposal with both sides is answered without asking the tab, so placement is where
    /// the tab is first measured: `why` shows it.
    public var tracesPlacement: Bool { true }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let size = barredSize(proposal, subviews, child: subviews.taggedChoice(selection))
        if subviews.isTraced && paged {
            subviews.note("in the page style there is no tab bar (the page index dots overlay the page); it takes the proposal "
                + "(nil: the page's length): \(formatLength(size.width))×\(formatLength(size.height)) (§17.7)")
        } else if subviews.isTraced {
            subviews.note("a tab bar, \(formatLength(barHeight)) high, is part of its content's safe area; it takes the proposal "
                + "(nil: the tab's length, plus the bar): \(formatLength(size.width))×\(formatLength(size.height)) (§17.7)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let shown = subviews.taggedChoice(selection)
        placeBetweenBars(bounds, subviews, child: shown) { room in
            if paged {
                subviews.note(taggedChoiceNote(shown, subviews) + "; page \(shown) is proposed the whole view, "
                    + "\(formatLength(room.width))×\(formatLength(room.height)), and placed centred in it (§17.7); the other pages are not laid out")
                return
            }
            subviews.note(taggedChoiceNote(shown, subviews) + "; tab \(shown) is proposed \(formatLength(room.width))×\(formatLength(room.height)) "
                + "above the bar and placed centred there, as a window places its root (§17.7, §17.1); the other tabs are not laid out")
        }
    }
}

extension LayoutTraitKey {
    /// `.tag(value)`: which option or tab a selection names (§17.7, §16.6).
    public static let tag = LayoutTraitKey("tag")
}

extension Subviews {
    /// The first subview whose `.tag` is `selection`, else the first (§17.7).
    func taggedChoice(_ selection: String?) -> Int { selection.flatMap(tagged) ?? 0 }
}

extension TabViewRule {
    /// Why tab `shown` is the one shown, for `why`.
    func taggedChoiceNote(_ shown: Int, _ subviews: Subviews) -> String {
        guard let selection else { return "no selection: the first tab is shown" }
        if shown < subviews.count, subviews.trait(shown, .tag) == .text(selection) { return "tab \(shown) is tagged \(selection), the selection" }
        return "no tab is tagged \(selection): the first is shown (unconfirmed, §17.7)"
    }
}
