// Grid and GridRow (Docs/Semantics.md §11.1–§11.3). A GridRow is a transparent rule: the
// Grid sizes and places its cells itself, reading the cell traits `.gridCellColumns`,
// `.gridColumnAlignment`, `.gridCellAnchor` and `.gridCellUnsizedAxes`. A subview that is not
// a GridRow is a full-width row. The sizes follow §11.2: columns are sized like an HStack's
// children, rows like a VStack's, spanning cells widen the columns they cover.
// The engine runs a Grid natively (GridStructure.swift, GridSolver.swift, GridPlacement.swift):
// its cells are read once per change, its solution is kept per proposal and reused for
// placement, and each GridRow places its cells from the grid's placement.

extension LayoutTraitKey {
    /// `.gridCellColumns(n)`: the cell spans n columns (§11.1 rule 4).
    public static let gridCellColumns = LayoutTraitKey("gridCellColumns")
    /// `.gridColumnAlignment(h)`: the horizontal alignment of the cell's column (§11.1 rule 5).
    public static let gridColumnAlignment = LayoutTraitKey("gridColumnAlignment")
    /// `.gridCellAnchor(u)`: the cell is aligned by this unit point (§11.1 rule 7).
    public static let gridCellAnchor = LayoutTraitKey("gridCellAnchor")
    /// `.gridCellUnsizedAxes(axes)`: the cell does not size its column / row (§11.1 rule 8).
    public static let gridCellUnsizedAxes = LayoutTraitKey("gridCellUnsizedAxes")
}

/// `GridRow(alignment:)`: a row of a Grid (§11.1 rule 2, 6). It has no layout of its own: the
/// Grid places its cells. Anywhere else it is misplaced (reported by the shell).
public struct GridRowRule: LayoutRule, Equatable {
    /// The row's vertical alignment; nil: the grid's.
    public var alignment: AlignmentGuide?

    public init(alignment: AlignmentGuide?) {
        self.alignment = alignment
    }

    public var name: String { "GridRow" }
    public var description: String { "GridRow(alignment: \(alignment.map(\.description) ?? "nil"))" }
    public var isTransparent: Bool { true }
    public var transparentRowAlignment: AlignmentGuide? { alignment }
    public var misplacedMessage: String {
        "a gridrow lays out only as a row of a grid (§11.1); SwiftUI documents nothing else, so viewsh refuses it"
    }

    /// The Grid proposes the row's frame; the row takes it.
    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        proposal.replacingUnspecified(by: .zero)
    }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (§11.1, §11.2).
public struct GridRule: LayoutRule, Equatable {
    public var alignment: Alignment
    /// nil: `defaultSpacing` (§11.1 rule 1).
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var name: String { "Grid" }
    public var description: String {
        "Grid(alignment: \(alignment.horizontal)/\(alignment.vertical), horizontalSpacing: "
            + "\(horizontalSpacing.map { String($0) } ?? "nil"), verticalSpacing: \(verticalSpacing.map { String($0) } ?? "nil"))"
    }
    public var adoptsTransparentSubviews: Bool { true }

    /// The engine's native Grid pass (the engine calls it directly, not through here).
    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        subviews.tree.pointee.sizeGrid(subviews.node, self, proposal)
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let t = subviews.tree
        let frame = t.pointee.gridPlacements(subviews.node, self, proposal, bounds, rowsFollow: false)
        for k in 0..<frame.count {
            var slot = t.pointee.scratch[frame.base + k]
            slot.order = t.pointee.scratch.base[subviews.frame + k].order  // its mark stays (RuleAnswers.swift)
            t.pointee.scratch.base[subviews.frame + k] = slot
        }
        t.pointee.popSlots(frame.count)
    }
}

