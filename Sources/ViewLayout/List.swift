// List, Form and Section (Docs/Semantics.md §13.3). What is documented: a List takes the
// proposed size, like a ScrollView on both axes, and proposes its width and nil height to
// its rows. Row insets, minimum row height and separators are not documented, so by default
// a List or Form with rows refuses to lay out (`option listRows error`); `approximate` lays
// rows out with the commonly quoted, unconfirmed metrics and says so in `why`. A Section is
// transparent: its rows are its List's rows.

/// `List` / `Form` (§13.3).
public struct ListRule: LayoutRule, Equatable {
    /// `List` or `Form`.
    public var kind: String

    public init(kind: String) {
        self.kind = kind
    }

    /// Unconfirmed metrics used by `listRows approximate` (§13.3).
    static let horizontalInset = 16.0
    static let verticalInset = 11.0
    static let minimumRowHeight = 44.0

    public var name: String { kind }
    /// A List is a container `containerRelativeFrame` measures against (§17.3 rule 6).
    public var isRelativeFrameContainer: Bool { true }
    public var adoptsTransparentSubviews: Bool { true }

    public func refusal(options: LayoutOptions, subviewCount: Int) -> String? {
        guard options.listRows == .error, subviewCount > 0 else { return nil }
        return "\(kind) rows are not laid out: their insets, minimum height and separators are not documented (§13.3); "
            + "'option listRows approximate' lays them out with unconfirmed metrics"
    }

    /// The rows: each subview, a Section's subviews in its place.
    struct Row {
        var cells: Subviews
        var index: Int
        /// The grid subview of the section holding it, if any.
        var section: Int?
    }

    func rows(_ subviews: Subviews) -> [Row] {
        var rows: [Row] = []
        for i in subviews.indices {
            if let cells = subviews.cells(of: i) {
                for j in cells.indices { rows.append(Row(cells: cells, index: j, section: i)) }
            } else {
                rows.append(Row(cells: subviews, index: i, section: nil))
            }
        }
        return rows
    }

    func layout(_ p: ProposedSize, _ subviews: Subviews) -> (width: Double, heights: [Double], sizes: [Size], size: Size) {
        let rows = rows(subviews)
        let inset = 2 * Self.horizontalInset
        let width = p.width ?? ((rows.map { $0.cells.sizeThatFits($0.index, .unspecified).width }.max() ?? 0) + inset)
        let rowProposal = ProposedSize(width: max(0, width - inset), height: nil)
        let sizes = rows.map { $0.cells.sizeThatFits($0.index, rowProposal) }
        let heights = sizes.map { max(Self.minimumRowHeight, $0.height + 2 * Self.verticalInset) }
        return (width, heights, sizes, Size(width: width, height: p.height ?? heights.reduce(0, +)))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let l = layout(proposal, subviews)
        if subviews.isTraced {
            subviews.note("it takes the proposal, like a ScrollView on both axes, and proposes \(formatLength(l.width)) less the row "
                          + "insets and nil height to its rows (§13.3 rule 2): \(l.size)")
            if !l.heights.isEmpty {
                subviews.note("rows with option listRows approximate: insets \(formatLength(Self.horizontalInset)) / "
                              + "\(formatLength(Self.verticalInset)), minimum height \(formatLength(Self.minimumRowHeight)) — "
                              + "unconfirmed numbers (§13.3): heights \(GridSolver.list(l.heights))")
            }
        }
        return l.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let rows = rows(subviews)
        let l = layout(ProposedSize(width: bounds.width, height: proposal.height), subviews)
        let rowProposal = ProposedSize(width: max(0, l.width - 2 * Self.horizontalInset), height: nil)
        var y = 0.0
        var sectionStart: [Int: (y: Double, height: Double)] = [:]
        for (k, row) in rows.enumerated() {
            if let s = row.section {
                let start = sectionStart[s]?.y ?? y
                sectionStart[s] = (start, y + l.heights[k] - start)
            }
            y += l.heights[k]
        }
        for (s, frame) in sectionStart {
            subviews.place(s, at: Point(x: 0, y: frame.y), proposal: ProposedSize(width: l.width, height: frame.height))
        }
        y = 0
        for (k, row) in rows.enumerated() {
            let origin = row.section.flatMap { sectionStart[$0]?.y } ?? 0
            row.cells.place(row.index, at: Point(x: Self.horizontalInset, y: y - origin + (l.heights[k] - l.sizes[k].height) / 2),
                            proposal: rowProposal)
            y += l.heights[k]
        }
    }
}

/// `Section` in a List or Form (§13.3): its rows are the List's rows.
public struct SectionRule: LayoutRule, Equatable {
    public init() {}
    public var name: String { "Section" }
    public var isTransparent: Bool { true }
    public var misplacedMessage: String { "a section lays out only inside a list or form in viewsh (§13.3)" }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecified(by: .zero)
    }
}
