// List, Form and Section (Docs/Semantics.md §13.3). What is documented: a List takes the
// proposed size, like a ScrollView on both axes, and proposes its width and nil height to
// its rows. Its row metrics are not documented: by default (`option listRows approximate`)
// rows are laid out as iOS's default inset-grouped style measured by others — each section a
// card inset from the list's sides, rows inset in the card, a minimum row height — and every
// layout says the numbers are unconfirmed; `error` refuses to lay rows out. A Section is
// transparent: its rows are its List's rows.

extension LayoutTraitKey {
    /// `.listRowInsets(_:)`: a List row's own insets (§13.3 rule 4).
    public static let listRowInsets = LayoutTraitKey("listRowInsets")
}

/// Where a list style puts its sections (§13.3 rule 5, unconfirmed): the card's margin from
/// the list's sides and the gaps above and below each section.
public struct ListStyleMetrics: Equatable, Sendable {
    /// `insetGrouped`, `grouped`, `plain`.
    public var name: String
    public var cardMargin: Double
    public var sectionTop: Double
    public var sectionBottom: Double
    /// A section with a title or header: `headerTop` above it (instead of `sectionTop` above the
    /// card) and `headerGap` between it and the card; a footer `footerGap` below the card, then
    /// `sectionBottom` below the footer.
    public var headerTop = 16.0
    public var headerGap = 6.0
    public var footerGap = 10.0

    /// iOS's default (a List on an iPhone, and every Form): cards 20 in, 20 above, 10 below.
    public static let insetGrouped = ListStyleMetrics(name: "insetGrouped", cardMargin: 20, sectionTop: 20, sectionBottom: 10)
    /// Sections edge to edge, with the inset-grouped gaps between them.
    public static let grouped = ListStyleMetrics(name: "grouped", cardMargin: 0, sectionTop: 20, sectionBottom: 10)
    /// Rows edge to edge, sections one after another.
    public static let plain = ListStyleMetrics(name: "plain", cardMargin: 0, sectionTop: 0, sectionBottom: 0, headerTop: 0)

    /// The metrics of `.listStyle(.name)`: `.inset` and `.sidebar` are laid out as inset grouped.
    public static func named(_ name: String) -> ListStyleMetrics {
        switch name {
        case "plain": .plain
        case "grouped": .grouped
        default: .insetGrouped
        }
    }
}

/// `List` / `Form` (§13.3).
public struct ListRule: LayoutRule, Equatable {
    /// `List` or `Form`.
    public var kind: String
    /// The `.listStyle` in effect (a Form is always inset grouped).
    public var style: ListStyleMetrics

    public init(kind: String, style: ListStyleMetrics = .insetGrouped) {
        self.kind = kind
        self.style = style
    }

    /// The row metrics every style shares (§13.3; unconfirmed): a row's content is `rowInset` in
    /// from the card's sides and at least `rowPadding` from its top and bottom, and a row is at
    /// least `minimumRowHeight` high. (The card and the gaps around it are the style's.)
    public static let rowInset = 20.0
    public static let rowPadding = 11.0
    public static let minimumRowHeight = 44.0
    /// A section's title is shown in the footnote style, 13 pt (§13.3 rule 6; §8.1's table).
    public static let sectionTitleFontScale = 13.0 / 17.0

    /// A row's insets: its `.listRowInsets`, else `rowPadding` above and below and `rowInset`
    /// at the sides (§13.3 rule 4).
    static func insets(_ row: Row) -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        guard case .insets(let e)? = row.cells.trait(row.index, .listRowInsets) else {
            return (rowPadding, rowInset, rowPadding, rowInset)
        }
        return (e.top ?? 0, e.leading ?? 0, e.bottom ?? 0, e.trailing ?? 0)
    }

    public var name: String { kind }
    /// A List is a container `containerRelativeFrame` measures against (§17.3 rule 6).
    public var isRelativeFrameContainer: Bool { true }
    public var adoptsTransparentSubviews: Bool { true }

    public func refusal(options: LayoutOptions, subviewCount: Int) -> String? {
        guard options.listRows == .error, subviewCount > 0 else { return nil }
        return "\(kind) rows are not laid out (option listRows error): their insets, minimum height and separators are not "
            + "documented (§13.3); 'option listRows approximate' lays them out with unconfirmed metrics"
    }

    /// The rows: each subview, a Section's subviews in its place.
    struct Row {
        var cells: Subviews
        var index: Int
        /// The subview of the section holding it, if any.
        var section: Int?
    }

    /// A section's title, header or footer (§13.3 rule 6): one of its cells, shown above or
    /// below its card.
    struct Part {
        var cells: Subviews
        var index: Int
        var section: Int
        var top: Double
        var proposal: ProposedSize
        var size: Size
    }

    /// Where everything goes for a width: the rows, each row's top and height (in the list), the
    /// size its content takes, each group's card — a Section's, or consecutive rows outside
    /// one — and the sections' headers and footers; sections without rows, header or footer
    /// have no card.
    struct Geometry {
        var width: Double
        var rows: [Row] = []
        /// Each row's proposal (the card's width less its side insets, nil height) and its top,
        /// leading and bottom insets.
        var proposals: [ProposedSize] = []
        var insets: [(top: Double, leading: Double, bottom: Double)] = []
        var emptySections: [Int] = []
        var tops: [Double] = []
        var heights: [Double] = []
        var sizes: [Size] = []
        /// Each card: its section subview (nil: rows outside a section), top and height.
        var cards: [(section: Int?, top: Double, height: Double)] = []
        var headers: [Part] = []
        var footers: [Part] = []
        var contentHeight = 0.0
    }

    /// A group of rows that share a card: a section's (with its header and footer cells), or
    /// consecutive rows outside one.
    struct Group {
        var section: Int?
        var cells: Subviews?
        var rows: [Row] = []
        var header: Int?
        var footer: Int?
    }

    func groups(_ subviews: Subviews) -> (groups: [Group], empty: [Int]) {
        var groups: [Group] = []
        var empty: [Int] = []
        for i in subviews.indices {
            if let cells = subviews.cells(of: i) {
                // A section's header and footer are its last cells (SectionRule), after its rows.
                let rule = subviews.rule(i) as? SectionRule
                let parts = (rule?.hasHeader == true ? 1 : 0) + (rule?.hasFooter == true ? 1 : 0)
                let rowCount = Swift.max(0, cells.count - parts)
                var group = Group(section: i, cells: cells)
                group.rows = (0..<rowCount).map { Row(cells: cells, index: $0, section: i) }
                if rule?.hasHeader == true, cells.count > rowCount { group.header = rowCount }
                if rule?.hasFooter == true, cells.count > rowCount { group.footer = cells.count - 1 }
                if group.rows.isEmpty && group.header == nil && group.footer == nil { empty.append(i) } else { groups.append(group) }
            } else if groups.last.map({ $0.section == nil }) ?? false {
                groups[groups.count - 1].rows.append(Row(cells: subviews, index: i, section: nil))
            } else {
                groups.append(Group(section: nil, cells: nil, rows: [Row(cells: subviews, index: i, section: nil)]))
            }
        }
        return (groups, empty)
    }

    func geometry(_ p: ProposedSize, _ subviews: Subviews) -> Geometry {
        let (groups, emptySections) = groups(subviews)
        let rows = groups.flatMap(\.rows)
        let insets = rows.map(Self.insets)
        let width = p.width ?? (zip(rows, insets).map { row, e in
            row.cells.sizeThatFits(row.index, .unspecified).width + e.leading + e.trailing
        }.max() ?? 0) + 2 * style.cardMargin
        var g = Geometry(width: width, rows: rows, emptySections: emptySections)
        // A header or footer is as wide as the rows' content (§13.3 rule 6).
        let partProposal = ProposedSize(width: Swift.max(0, width - 2 * style.cardMargin - 2 * Self.rowInset), height: nil)
        var y = 0.0
        var k = 0
        for group in groups {
            if !g.cards.isEmpty { y += style.sectionBottom }
            if let cells = group.cells, let header = group.header, let s = group.section {
                y += style.headerTop
                let size = cells.sizeThatFits(header, partProposal)
                g.headers.append(Part(cells: cells, index: header, section: s, top: y, proposal: partProposal, size: size))
                y += size.height + style.headerGap
            } else {
                y += style.sectionTop
            }
            g.cards.append((group.section, y, 0))
            for row in group.rows {
                let e = insets[k]
                k += 1
                let proposal = ProposedSize(width: Swift.max(0, width - 2 * style.cardMargin - e.leading - e.trailing), height: nil)
                let size = row.cells.sizeThatFits(row.index, proposal)
                let height = Swift.max(Self.minimumRowHeight, size.height + e.top + e.bottom)
                g.proposals.append(proposal)
                g.insets.append((e.top, e.leading, e.bottom))
                g.tops.append(y)
                g.heights.append(height)
                g.sizes.append(size)
                g.cards[g.cards.count - 1].height += height
                y += height
            }
            if let cells = group.cells, let footer = group.footer, let s = group.section {
                y += style.footerGap
                let size = cells.sizeThatFits(footer, partProposal)
                g.footers.append(Part(cells: cells, index: footer, section: s, top: y, proposal: partProposal, size: size))
                y += size.height
            }
        }
        g.contentHeight = g.cards.isEmpty ? 0 : y + style.sectionBottom
        return g
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let g = geometry(proposal, subviews)
        let size = Size(width: g.width, height: proposal.height ?? g.contentHeight)
        if subviews.isTraced {
            subviews.note("it takes the proposal, like a ScrollView on both axes, and proposes its rows its width less the card "
                          + "margins and row insets, nil height (§13.3 rule 2): \(formatLength(size.width))×\(formatLength(size.height))")
            if !g.heights.isEmpty {
                subviews.note("rows as iOS's \(style.name == "insetGrouped" ? "inset-grouped" : style.name) style (unconfirmed, §13.3): each section a card "
                              + "\(formatLength(style.cardMargin)) in from the sides, \(formatLength(style.sectionTop)) below what is above it, "
                              + "\(formatLength(style.sectionBottom)) above what follows; content \(formatLength(Self.rowInset)) in, rows at least "
                              + "\(formatLength(Self.minimumRowHeight)) high (content + 2 × \(formatLength(Self.rowPadding))): heights "
                              + GridSolver.list(g.heights))
            }
            if !g.headers.isEmpty || !g.footers.isEmpty {
                subviews.note("a section's title or header \(formatLength(style.headerTop)) below what is above it and "
                              + "\(formatLength(style.headerGap)) above its card, its footer \(formatLength(style.footerGap)) below the card, "
                              + "as wide as the rows' content (unconfirmed, §13.3 rule 6)")
            }
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let g = geometry(ProposedSize(width: bounds.width, height: proposal.height), subviews)
        var sectionTop: [Int: Double] = [:]
        for i in g.emptySections {
            // A section without rows, header or footer has no card: nothing to show (it does not take the list's frame).
            subviews.place(i, at: Point(x: style.cardMargin, y: 0), proposal: ProposedSize(width: 0, height: 0))
        }
        for card in g.cards {
            guard let s = card.section else { continue }
            sectionTop[s] = card.top
            subviews.place(s, at: Point(x: style.cardMargin, y: card.top),
                           proposal: ProposedSize(width: Swift.max(0, g.width - 2 * style.cardMargin), height: card.height))
        }
        for (k, row) in g.rows.enumerated() {
            // A section's rows are placed in the section (its card); the others in the list.
            let origin = row.section.flatMap { sectionTop[$0] }.map { Point(x: style.cardMargin, y: $0) } ?? Point(x: 0, y: 0)
            // Centred between its top and bottom insets (the default's are equal: centred in the row).
            let e = g.insets[k]
            let y = g.tops[k] + e.top + (g.heights[k] - e.top - e.bottom - g.sizes[k].height) / 2
            row.cells.place(row.index, at: Point(x: style.cardMargin + e.leading - origin.x, y: y - origin.y), proposal: g.proposals[k])
        }
        // A header and a footer are placed in their section too, above and below its card.
        for part in g.headers + g.footers {
            let top = sectionTop[part.section] ?? 0
            part.cells.place(part.index, at: Point(x: Self.rowInset, y: part.top - top), proposal: part.proposal)
        }
    }
}

/// `Section` (§13.3, §13.2 rule 5): transparent — in a List or Form its rows are the List's rows;
/// in a lazy stack its header, rows and footer are the stack's children, in that order. (In any
/// other container the resolver gives its header, rows and footer to the container and makes no
/// node for it, §13.3 rule 3.) Its
/// header and footer are its last subviews, header first: `hasHeader` / `hasFooter` say which
/// are there (a List shows them above and below the section's card).
public struct SectionRule: LayoutRule, Equatable {
    public var hasHeader: Bool
    public var hasFooter: Bool

    public init(hasHeader: Bool = false, hasFooter: Bool = false) {
        self.hasHeader = hasHeader
        self.hasFooter = hasFooter
    }

    public var name: String { "Section" }
    public var isTransparent: Bool { true }
    public var misplacedMessage: String {
        "a section lays out in a list, a form, a lazy stack, or a stack or layout that takes its header, rows and footer as its own subviews; not here in viewsh (§13.3, §13.2)"
    }

    /// The order its `count` subviews are shown in: the header, the rows, the footer.
    public func displayOrder(count: Int) -> [Int] {
        let parts = (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0)
        guard parts > 0, count >= parts else { return Array(0..<count) }
        let rows = count - parts
        return (hasHeader ? [rows] : []) + Array(0..<rows) + (hasFooter ? [count - 1] : [])
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecified(by: .zero)
    }
}
