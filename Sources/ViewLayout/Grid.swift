// Grid and GridRow (Docs/Semantics.md §11.1–§11.3). A GridRow is a transparent rule: the
// Grid sizes and places its cells itself (`Subviews.cells(of:)`), reading the cell traits
// `.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor` and `.gridCellUnsizedAxes`.
// A subview that is not a GridRow is a full-width row. The sizes follow §11.2: columns are
// sized like an HStack's children, rows like a VStack's, spanning cells widen the columns
// they cover.

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

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        var solver = GridSolver(rule: self, subviews: subviews)
        return solver.solve(proposal, notes: subviews.isTraced).size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        var solver = GridSolver(rule: self, subviews: subviews)
        let solution = solver.solve(proposal, notes: false)
        solver.place(solution)
    }
}

/// One cell of a grid: a subview of a row, or a full-width row (`cells` is then the grid's
/// own subviews).
struct GridCell {
    var cells: Subviews
    var index: Int
    var row: Int
    var column: Int
    var span: Int
    var unsizedHorizontally: Bool
    var unsizedVertically: Bool
    var anchor: UnitPoint?
    var isFullWidth: Bool

    func size(_ p: ProposedSize) -> Size { cells.sizeThatFits(index, p) }
}

struct GridRowInfo {
    /// The grid's subview that is this row.
    var subview: Int
    var cells: Subviews?
    var alignment: AlignmentGuide
    var cellRange: Range<Int>
}

/// Columns, rows and sizes for one proposal.
struct GridSolution {
    var widths: [Double]
    var heights: [Double]
    var width: Double
    var size: Size
}

struct GridSolver {
    let rule: GridRule
    let subviews: Subviews
    var rows: [GridRowInfo] = []
    var cells: [GridCell] = []
    var columnCount = 0
    /// The height cells are proposed while columns are measured: the grid's own height
    /// proposal, as an HStack probes its children at its minor proposal (§11.2 rule 1, §1.2).
    var probeHeight: Double?
    /// Per column, the cells that size it (indices into `cells`).
    var columnCells: [[Int]] = []
    let hSpacing: Double
    let vSpacing: Double

    init(rule: GridRule, subviews: Subviews) {
        self.rule = rule
        self.subviews = subviews
        hSpacing = rule.horizontalSpacing ?? subviews.options.defaultSpacing
        vSpacing = rule.verticalSpacing ?? subviews.options.defaultSpacing
        for i in subviews.indices {
            let start = cells.count
            if let rowCells = subviews.cells(of: i) {
                let rowAlignment = (subviews.rule(i) as? GridRowRule)?.alignment ?? rule.alignment.vertical
                var column = 0
                for j in rowCells.indices {
                    let span = Self.span(rowCells, j)
                    cells.append(Self.cell(rowCells, j, row: rows.count, column: column, span: span, fullWidth: false))
                    column += span
                }
                columnCount = max(columnCount, column)
                rows.append(GridRowInfo(subview: i, cells: rowCells, alignment: rowAlignment, cellRange: start..<cells.count))
            } else {
                cells.append(Self.cell(subviews, i, row: rows.count, column: 0, span: 0, fullWidth: true))
                rows.append(GridRowInfo(subview: i, cells: nil, alignment: rule.alignment.vertical, cellRange: start..<cells.count))
            }
        }
        for k in cells.indices where cells[k].isFullWidth { cells[k].span = columnCount }
        columnCells = Array(repeating: [], count: columnCount)
        for (k, cell) in cells.enumerated() where !cell.isFullWidth && cell.span == 1 && !cell.unsizedHorizontally {
            columnCells[cell.column].append(k)
        }
    }

    static func span(_ cells: Subviews, _ j: Int) -> Int {
        guard case .number(let n)? = cells.trait(j, .gridCellColumns), n.isFinite else { return 1 }
        return Int(min(max(n.rounded(.down), 1), 1000))  // checked when written (1…1000)
    }

    static func cell(_ cells: Subviews, _ j: Int, row: Int, column: Int, span: Int, fullWidth: Bool) -> GridCell {
        var h = false, v = false
        if case .axes(let horizontal, let vertical)? = cells.trait(j, .gridCellUnsizedAxes) { (h, v) = (horizontal, vertical) }
        var anchor: UnitPoint?
        if case .point(let u)? = cells.trait(j, .gridCellAnchor) { anchor = u }
        return GridCell(cells: cells, index: j, row: row, column: column, span: span, unsizedHorizontally: h,
                        unsizedVertically: v, anchor: anchor, isFullWidth: fullWidth)
    }

    // MARK: sizing (§11.2)

    mutating func solve(_ p: ProposedSize, notes: Bool) -> GridSolution {
        probeHeight = p.height
        if notes {
            noteStructure()
            _ = columnGuides(notes: true)
        }
        var widths = columnWidths(p.width, notes: notes)
        if subviews.options.gridSpanningCellsWiden { widen(&widths, p.width, notes: notes) }
        var width = widths.reduce(0, +) + Double(max(columnCount - 1, 0)) * hSpacing
        if columnCount == 0 {
            // Only full-width rows: the widest of them, asked with the whole proposal.
            width = cells.map { $0.unsizedHorizontally ? 0 : $0.size(ProposedSize(width: p.width, height: probeHeight)).width }.max() ?? 0
        }
        let heights = rowHeights(p.height, widths: widths, width: width, notes: notes)
        let height = heights.reduce(0, +) + Double(max(rows.count - 1, 0)) * vSpacing
        let size = Size(width: width, height: height)
        if notes {
            subviews.note("size: columns \(Self.list(widths)) + \(max(columnCount - 1, 0)) × \(formatLength(hSpacing)) spacing = "
                          + "\(formatLength(width)) wide; rows \(Self.list(heights)) + \(max(rows.count - 1, 0)) × "
                          + "\(formatLength(vSpacing)) = \(formatLength(height)) high (§11.2 rule 5)")
        }
        return GridSolution(widths: widths, heights: heights, width: width, size: size)
    }

    func noteStructure() {
        let full = rows.filter { $0.cells == nil }.count
        var text = "\(columnCount) column\(columnCount == 1 ? "" : "s") (the widest row's cells and spans), \(rows.count) row\(rows.count == 1 ? "" : "s")"
        if full > 0 { text += ", \(full) of them a view outside a gridrow spanning all columns" }
        let short = rows.enumerated().compactMap { r, row -> String? in
            guard row.cells != nil else { return nil }
            let used = cells[row.cellRange].reduce(0) { $0 + $1.span }
            return used < columnCount ? "row \(r) gets \(columnCount - used) empty trailing cell\(columnCount - used == 1 ? "" : "s")" : nil
        }
        if !short.isEmpty { text += "; " + short.joined(separator: ", ") }
        subviews.note(text + " (§11.1 rules 2–3)")
        if cells.contains(where: { $0.span > 1 && $0.cells.rule($0.index) is GridRule }) {
            subviews.note("note: a nested Grid spanning columns — SwiftUI has been measured not to fill its frame here "
                          + "(fatbobman); viewsh lays it out by §11.2 and does not reproduce that (§11.3)")
        }
    }

    /// Column `j`'s width when offered `w`: its widest one-column cell that is not unsized
    /// horizontally (§11.2 rule 1).
    func columnAnswer(_ j: Int, _ w: Double?) -> Double {
        if columnCells[j].isEmpty { return spanningShare(j, w) }
        return columnCells[j].map { cells[$0].size(ProposedSize(width: w, height: probeHeight)).width }.max() ?? 0
    }

    /// A column that no one-column cell sizes takes its share of the cells spanning it: each
    /// offered the room of its columns at `w` apiece, its answer less the spacing inside, split
    /// evenly (viewsh's model, §11.2 rule 1) — so a nested grid spanning two otherwise empty
    /// columns is as flexible as its content.
    func spanningShare(_ j: Int, _ w: Double?) -> Double {
        var share = 0.0
        for cell in cells where !cell.isFullWidth && cell.span > 1 && !cell.unsizedHorizontally
            && cell.column <= j && j < cell.column + cell.span {
            let inside = Double(cell.span - 1) * hSpacing
            let room = w.map { $0 * Double(cell.span) + inside }
            share = max(share, (cell.size(ProposedSize(width: room, height: probeHeight)).width - inside) / Double(cell.span))
        }
        return share
    }

    /// §11.2 rule 2: ideal widths for nil; otherwise shared like an HStack's children.
    func columnWidths(_ w: Double?, notes: Bool) -> [Double] {
        let n = columnCount
        guard n > 0 else { return [] }
        guard let w else {
            let ideal = (0..<n).map { columnAnswer($0, nil) }
            if notes { subviews.note("proposed nil width: every column takes its ideal width \(Self.list(ideal)) (§11.2 rule 2)") }
            return ideal
        }
        let lo = (0..<n).map { columnAnswer($0, 0) }
        let hi = (0..<n).map { columnAnswer($0, .infinity) }
        let available = w - Double(n - 1) * hSpacing
        let widths = Self.distribute(available, lo: lo, hi: hi) { columnAnswer($0, $1) }
        if notes {
            let ranges = (0..<n).map { "\(formatLength(lo[$0]))…\(Self.length(hi[$0]))" }.joined(separator: ", ")
            subviews.note("columns (min…max \(ranges)) share \(formatLength(w)) − \(n - 1) × \(formatLength(hSpacing)) = "
                          + "\(formatLength(available)) like an HStack's children, least flexible first (§11.2 rule 2, §1.2): "
                          + Self.list(widths))
        }
        return widths
    }

    /// §11.2 rule 3: a spanning cell or a full-width row that asks for more than its columns
    /// have widens them equally.
    func widen(_ widths: inout [Double], _ w: Double?, notes: Bool) {
        guard columnCount > 0 else { return }
        for cell in cells where (cell.isFullWidth || cell.span > 1) && !cell.unsizedHorizontally {
            let range = cell.column..<min(cell.column + cell.span, columnCount)
            guard !range.isEmpty else { continue }
            let spanWidth = range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * hSpacing
            let total = widths.reduce(0, +) + Double(columnCount - 1) * hSpacing
            let room = w.map { spanWidth + max(0, $0 - total) }
            let asked = cell.size(ProposedSize(width: room, height: probeHeight)).width
            guard asked > spanWidth + 1e-9, asked.isFinite else { continue }
            let extra = (asked - spanWidth) / Double(range.count)
            for j in range { widths[j] += extra }
            if notes {
                let what = cell.isFullWidth ? "row \(cell.row) (a view spanning all columns)" : "row \(cell.row)'s cell spanning \(range.count) columns"
                subviews.note("\(what) answers \(formatLength(asked)) wide to \(room.map(formatLength) ?? "nil"): "
                              + "\(formatLength(asked - spanWidth)) more than its columns, shared equally (§11.2 rule 3)")
            }
        }
    }

    /// Row `r`'s height when offered `h`: the union of its sizing cells aligned on the row's
    /// guide; spanning and anchored cells count with their own height (§11.2 rule 4).
    func rowAnswer(_ r: Int, _ h: Double?, widths: [Double], width: Double) -> Double {
        let row = rows[r]
        var line = 0.0
        var aligned: [(value: Double, height: Double)] = []
        var tallest = 0.0
        for cell in cells[row.cellRange] where !cell.unsizedVertically {
            let p = ProposedSize(width: cellWidth(cell, widths, width), height: h)
            guard isAligned(cell) else {
                tallest = max(tallest, cell.size(p).height)
                continue
            }
            let d = cell.cells.dimensions(cell.index, p)
            let v = d[row.alignment]
            line = aligned.isEmpty ? v : max(line, v)
            aligned.append((v, d.height))
        }
        for m in aligned { tallest = max(tallest, line - m.value + m.height) }
        return tallest
    }

    /// §11.2 rule 4: rows like a VStack's children.
    func rowHeights(_ h: Double?, widths: [Double], width: Double, notes: Bool) -> [Double] {
        let count = rows.count
        guard count > 0 else { return [] }
        guard let h else {
            let ideal = (0..<count).map { rowAnswer($0, nil, widths: widths, width: width) }
            if notes { subviews.note("proposed nil height: every row takes its ideal height \(Self.list(ideal)) (§11.2 rule 4)") }
            return ideal
        }
        let lo = (0..<count).map { rowAnswer($0, 0, widths: widths, width: width) }
        let hi = (0..<count).map { rowAnswer($0, .infinity, widths: widths, width: width) }
        let available = h - Double(count - 1) * vSpacing
        let heights = Self.distribute(available, lo: lo, hi: hi) { rowAnswer($0, $1, widths: widths, width: width) }
        if notes {
            let ranges = (0..<count).map { "\(formatLength(lo[$0]))…\(Self.length(hi[$0]))" }.joined(separator: ", ")
            subviews.note("rows (min…max \(ranges)) share \(formatLength(h)) − \(count - 1) × \(formatLength(vSpacing)) = "
                          + "\(formatLength(available)) like a VStack's children (§11.2 rule 4, §1.2): " + Self.list(heights))
        }
        return heights
    }

    /// The width a cell is proposed: its column, or its spanned columns and the spacing
    /// between them; a full-width row the grid's width (§11.2 rule 6).
    func cellWidth(_ cell: GridCell, _ widths: [Double], _ width: Double) -> Double {
        if cell.isFullWidth { return width }
        let range = cell.column..<min(cell.column + cell.span, widths.count)
        guard !range.isEmpty else { return 0 }
        return range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * hSpacing
    }

    func columnX(_ widths: [Double]) -> [Double] {
        var x = 0.0
        return widths.map { w in
            defer { x += w + hSpacing }
            return x
        }
    }

    /// §1.2 step 2–5 with one priority: stable order by flexibility (both unbounded: the larger
    /// minimum first), each offered an equal share of what is left.
    static func distribute(_ available: Double, lo: [Double], hi: [Double], answer: (Int, Double) -> Double) -> [Double] {
        let order = lo.indices.sorted { a, b in
            let fa = hi[a] - lo[a], fb = hi[b] - lo[b]
            if fa.isInfinite && fb.isInfinite { return lo[a] > lo[b] }
            return fa < fb
        }
        var result = Array(repeating: 0.0, count: lo.count)
        var left = available
        var remaining = Double(lo.count)
        for k in order {
            let offer = max(left / remaining, 0)
            result[k] = answer(k, offer)
            left -= result[k]
            if left.isNaN { left = .infinity }  // ∞ − ∞: offered ∞, the rest is still ∞
            remaining -= 1
        }
        return result
    }

    /// `[20, 1, 20]`; a long list is shortened: `301 × 30`, or its first six, `…` and its count.
    static func list(_ values: [Double]) -> String {
        if values.count > 8, let first = values.first, values.allSatisfy({ $0 == first }) {
            return "\(values.count) × \(length(first))"
        }
        if values.count > 8 {
            return "[" + values.prefix(6).map(length).joined(separator: ", ") + ", … (\(values.count) in all)]"
        }
        return "[" + values.map(length).joined(separator: ", ") + "]"
    }
    static func length(_ v: Double) -> String { formatLength(v) }

    // MARK: placement (§11.2 rules 6–7)

    func place(_ solution: GridSolution) {
        let widths = solution.widths
        let xs = columnX(widths)
        var rowY: [Double] = []
        var y = 0.0
        for h in solution.heights {
            rowY.append(y)
            y += h + vSpacing
        }
        let columnGuides = self.columnGuides()
        // Horizontal alignment groups, one per column (§11.2 rule 7).
        var groupX = Array(repeating: 0.0, count: columnCount)
        var lines = Array(repeating: -Double.infinity, count: columnCount)
        var xValue: [Int: Double] = [:]
        for (k, cell) in cells.enumerated() where isAligned(cell) && !cell.unsizedHorizontally {
            let p = ProposedSize(width: widths[cell.column], height: solution.heights[cell.row])
            let v = cell.cells.dimensions(cell.index, p)[columnGuides[cell.column]]
            xValue[k] = v
            lines[cell.column] = max(lines[cell.column], v)
        }
        var groupWidth = Array(repeating: 0.0, count: columnCount)
        for (k, cell) in cells.enumerated() where xValue[k] != nil {
            let p = ProposedSize(width: widths[cell.column], height: solution.heights[cell.row])
            groupWidth[cell.column] = max(groupWidth[cell.column], lines[cell.column] - xValue[k]! + cell.size(p).width)
        }
        for j in 0..<columnCount {
            groupX[j] = xs[j] + Self.position(of: columnGuides[j], in: widths[j], group: groupWidth[j])
        }
        for (r, row) in rows.enumerated() {
            let height = solution.heights[r]
            if let rowCells = row.cells {
                subviews.place(row.subview, at: Point(x: 0, y: rowY[r]),
                               proposal: ProposedSize(width: solution.width, height: height))
                // Vertical alignment group of the row.
                var line = -Double.infinity
                var values: [Int: Double] = [:]
                for k in row.cellRange where isAligned(cells[k]) && !cells[k].unsizedVertically {
                    let cell = cells[k]
                    let v = cell.cells.dimensions(cell.index, ProposedSize(width: widths[cell.column], height: height))[row.alignment]
                    values[k] = v
                    line = max(line, v)
                }
                var group = 0.0
                for k in row.cellRange where values[k] != nil {
                    let cell = cells[k]
                    group = max(group, line - values[k]! + cell.size(ProposedSize(width: widths[cell.column], height: height)).height)
                }
                let groupY = Self.position(of: row.alignment, in: height, group: group)
                for k in row.cellRange {
                    let cell = cells[k]
                    let w = cellWidth(cell, widths, solution.width)
                    let p = ProposedSize(width: w, height: height)
                    let s = cell.size(p)
                    let column = cell.column < xs.count ? xs[cell.column] : 0
                    guard isAligned(cell) else {
                        let u = cell.anchor ?? anchor(rule.alignment)
                        rowCells.place(cell.index, at: Point(x: column + u.x * (w - s.width), y: u.y * (height - s.height)), proposal: p)
                        continue
                    }
                    // A cell unsized on an axis stays out of that axis's alignment group and is
                    // aligned alone by the guide's default position (§11.1 rule 8).
                    let x = xValue[k].map { groupX[cell.column] + lines[cell.column] - $0 }
                        ?? column + Self.position(of: columnGuides[cell.column], in: w, group: s.width)
                    let y = values[k].map { groupY + line - $0 } ?? Self.position(of: row.alignment, in: height, group: s.height)
                    rowCells.place(cell.index, at: Point(x: x, y: y), proposal: p)
                }
            } else {
                let cell = cells[row.cellRange.lowerBound]
                let p = ProposedSize(width: solution.width, height: height)
                let s = cell.size(p)
                let u = cell.anchor ?? anchor(rule.alignment)
                subviews.place(row.subview, at: Point(x: u.x * (solution.width - s.width), y: rowY[r] + u.y * (height - s.height)),
                               proposal: p)
            }
        }
    }

    /// One-column cells without an anchor align with their column and row (§11.2 rule 7).
    func isAligned(_ cell: GridCell) -> Bool { !cell.isFullWidth && cell.span == 1 && cell.anchor == nil }

    /// Each column's horizontal guide: the first `.gridColumnAlignment` in it, else the grid's.
    func columnGuides(notes: Bool = false) -> [AlignmentGuide] {
        var guides = Array(repeating: rule.alignment.horizontal, count: columnCount)
        var set = Array(repeating: false, count: columnCount)
        for cell in cells where !cell.isFullWidth && cell.column < columnCount {
            guard case .guide(let g)? = cell.cells.trait(cell.index, .gridColumnAlignment) else { continue }
            if !set[cell.column] {
                guides[cell.column] = g
                set[cell.column] = true
            } else if guides[cell.column] != g, notes {
                subviews.note("column \(cell.column) has two gridColumnAlignment values; the first in row order wins "
                              + "(SwiftUI calls this undefined behaviour, §11.1 rule 5)")
            }
        }
        return guides
    }

    /// Where an aligned group of length `group` starts in a slot of length `length`: the
    /// guide's default position (leading/top 0, centre, trailing/bottom; baselines and custom
    /// vertical guides as bottom, custom horizontal ones as leading).
    static func position(of guide: AlignmentGuide, in length: Double, group: Double) -> Double {
        switch guide.index {
        case 0, 3: 0
        case 1, 4: (length - group) / 2
        case 2, 5, 6, 7: length - group
        default: guide.axis == .vertical ? length - group : 0
        }
    }

    /// §11.1 rule 4: the grid's alignment as a unit point, for spanning cells and full-width rows.
    func anchor(_ alignment: Alignment) -> UnitPoint {
        func unit(_ g: AlignmentGuide) -> Double {
            switch g.index {
            case 0, 3: 0
            case 2, 5, 6, 7: 1
            default: 0.5
            }
        }
        return UnitPoint(x: unit(alignment.horizontal), y: unit(alignment.vertical))
    }
}
