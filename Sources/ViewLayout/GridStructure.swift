// A Grid's rows and cells as read from the tree (§11.1), and what the engine keeps of a grid
// between calls: the structure (read again only after the grid was invalidated — any change
// below it clears its cache, NodeFlag.gridValid with it), the solutions of the proposals it
// was asked (GridSolver.swift), reused by its placement, and where its placement put the
// columns, from which each GridRow places its cells (GridPlacement.swift).

/// One cell of a grid: a subview of a row, or a full-width row (a subview of the grid).
struct GridCell {
    /// The cell's node.
    var id: Int32
    var row: Int32
    var column: Int32
    var span: Int32
    /// Index into `GridStructure.anchors`, or -1.
    var anchor: Int32
    var flags: UInt8

    static let unsizedHorizontally: UInt8 = 1
    static let unsizedVertically: UInt8 = 2
    static let fullWidth: UInt8 = 4
    /// A trait wraps the cell (only such a cell can carry `.gridColumnAlignment`).
    static let hasTraits: UInt8 = 8
    /// Aligned and sized horizontally: the cell is in its column's alignment group (§11.2
    /// rule 7). Set as the structure is read, so the grid's passes over its cells test one bit.
    static let inColumnGroup: UInt8 = 16

    @inline(__always) var isFullWidth: Bool { flags & Self.fullWidth != 0 }
    @inline(__always) var unsizedHorizontally: Bool { flags & Self.unsizedHorizontally != 0 }
    @inline(__always) var unsizedVertically: Bool { flags & Self.unsizedVertically != 0 }
    /// One-column cells without an anchor align with their column and row (§11.2 rule 7).
    @inline(__always) var isAligned: Bool { flags & Self.fullWidth == 0 && span == 1 && anchor < 0 }
    /// `isAligned && !unsizedHorizontally`, read from its bit.
    @inline(__always) var inColumnGroup: Bool { flags & Self.inColumnGroup != 0 }
}

struct GridRowInfo {
    /// The grid's subview that is this row.
    var subview: Int32
    /// The GridRow node under the subview's wrappers; -1 for a full-width row.
    var container: Int32
    var alignment: AlignmentGuide
    var cellStart: Int32
    var cellEnd: Int32
    /// Every cell aligned on the row's guide, which is built in and none of them sets
    /// explicitly: a cell's value for it is a function of its size (`GridSolver.rowAnswer`).
    var plain = false

    var cellRange: Range<Int> { Int(cellStart)..<Int(cellEnd) }
}

/// Columns, rows and sizes for one proposal.
struct GridSolution {
    var widths: EngineArray<Double>
    var heights: EngineArray<Double>
    var width: Double
    var size: Size
    /// The proposal it answers (`proposalKey`s).
    var pw = nilKey
    var ph = nilKey
}

/// Where the grid's last placement put its columns: what a GridRow needs to place its cells.
/// A class, written once: every GridRow of the grid reads it, and a copy of a struct of six
/// arrays retained and released them all for each row.
final class GridPlaced: Sendable {
    let solution: GridSolution
    let columnX: [Double]
    /// Per column: where its alignment group starts, and its guide line within the group.
    let groupX: [Double]
    let lines: [Double]
    /// Where the placement put its row slots on scratch, and the token they carry (one more
    /// each placement of the grid): while that frame is still there, its placement is running.
    let frameBase: Int
    let token: Int32
    /// That placement wrote each aligned cell's size into the cell's record (`recordCell`).
    let recorded: Bool

    init(solution: GridSolution, columnX: [Double], groupX: [Double], lines: [Double], frameBase: Int, token: Int32,
         recorded: Bool) {
        self.solution = solution
        self.columnX = columnX
        self.groupX = groupX
        self.lines = lines
        self.frameBase = frameBase
        self.token = token
        self.recorded = recorded
    }

    /// Whether the rows' cells land where they did under `other` (same columns, same width).
    func placesColumnsAs(_ other: GridPlaced) -> Bool {
        func same(_ a: some RandomAccessCollection<Double>, _ b: some RandomAccessCollection<Double>) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { sameBits($0, $1) }
        }
        return sameBits(solution.width, other.solution.width) && same(solution.widths, other.solution.widths)
            && same(columnX, other.columnX) && same(groupX, other.groupX) && same(lines, other.lines)
    }
}

/// What the engine keeps of one grid, shared read-only by the calls that use it (a change
/// stores a new box, so copies of the tree never see each other's changes).
final class GridBox: Sendable {
    let g: GridStructure
    init(_ g: GridStructure) { self.g = g }
}

struct GridStructure: Sendable {
    var rule: GridRule
    var cells = EngineArray<GridCell>()
    var rows = EngineArray<GridRowInfo>()
    var anchors: [UnitPoint] = []
    var columnCount = 0
    /// Per column, the one-column cells that size it: `columnList[columnStarts[j]..<columnStarts[j + 1]]`.
    var columnStarts = EngineArray<Int32>()
    var columnList = EngineArray<Int32>()
    /// Spanning cells and full-width rows that size columns (§11.2 rules 1 and 3), in order.
    var spanning: [Int32] = []
    /// Each column's horizontal guide: the first `.gridColumnAlignment` in it, else the grid's.
    var columnGuides = EngineArray<AlignmentGuide>()
    /// Per column: its guide is built in and none of its one-column cells sets it explicitly,
    /// so an aligned cell's value for it is a function of its size (as `GridRowInfo.plain`).
    var plainColumns = EngineArray<Bool>()
    var hSpacing = 0.0
    var vSpacing = 0.0
    /// Off a traced path: the answer of a column whose sizing cells are all rigid, and of a row
    /// whose sizing cells are all rigid and aligned by their default guides (one answer serves
    /// every proposal, so each is measured once per change of the grid).
    var rigidColumns = EngineArray<Double?>()
    var rigidRows = EngineArray<Double?>()
    /// The latest solutions, most recent last (at most `keptSolutions`).
    var solutions: [GridSolution] = []
    var placed: GridPlaced?
    /// False once the structure was read again, until the grid is placed again (`placed` is
    /// then only compared with the next placement).
    var placedCurrent = false

    static let keptSolutions = 4

    func solution(_ pw: Double, _ ph: Double) -> GridSolution? {
        for s in solutions.reversed() where sameBits(s.pw, pw) && sameBits(s.ph, ph) { return s }
        return nil
    }

    mutating func remember(_ s: GridSolution) {
        if solutions.count == Self.keptSolutions { solutions.removeFirst() }
        solutions.append(s)
    }

    /// The index of the row whose GridRow node is `container`, looked for from row `hint` on
    /// (rows are placed in order, so the hint is almost always right).
    func row(of container: Int32, from hint: Int) -> Int? {
        guard !rows.isEmpty else { return nil }
        let start = hint < rows.count ? hint : 0
        var r = start
        repeat {
            if rows[r].container == container { return r }
            r = r + 1 == rows.count ? 0 : r + 1
        } while r != start
        return nil
    }

    func anchor(_ cell: GridCell) -> UnitPoint? { cell.anchor >= 0 ? anchors[Int(cell.anchor)] : nil }

    /// Bytes held (capacity), for `storageBytes`.
    var footprint: Int {
        func bytes<T>(_ a: [T]) -> Int { a.capacity * MemoryLayout<T>.stride }
        func bytes<T>(_ a: EngineArray<T>) -> Int { bytes(a.storage) }
        var total = bytes(cells) + bytes(rows) + bytes(anchors) + bytes(columnStarts) + bytes(columnList)
            + bytes(spanning) + bytes(columnGuides) + bytes(plainColumns) + bytes(solutions)
            + bytes(rigidColumns) + bytes(rigidRows)
        for s in solutions { total += bytes(s.widths) + bytes(s.heights) }
        if let p = placed {
            total += bytes(p.solution.widths) + bytes(p.solution.heights) + bytes(p.columnX) + bytes(p.groupX) + bytes(p.lines)
        }
        return total
    }
}

extension LayoutTree {
    /// Grid `n`'s structure (the caller stores it back when it changes it): the kept one while
    /// the grid has not been invalidated, else read again (keeping the last placement, marked
    /// not current, to tell whether the next one moves the columns).
    mutating func takeGridStructure(_ n: Int32, _ rule: GridRule) -> GridStructure {
        let kept = grids[n]?.g
        if cache.flags[Int(n)] & NodeFlag.gridValid != 0, let kept { return kept }
        var g = gridStructure(n, rule)
        g.placed = kept?.placed
        g.placedCurrent = false
        cache.flags[Int(n)] |= NodeFlag.gridValid
        if cache.flags[Int(n)] & NodeFlag.tracePath == 0 { measureRigidTracks(n, &g) }
        return g
    }

    /// Fills in `rigidColumns` and `rigidRows`: each cell that is rigid asked once. The tracks
    /// read the cells, their sizes and guide masks through buffers, a column in one pass and a
    /// row's check and line in one (a grid of images spent about 250 instructions a cell here,
    /// its one ask included, in closures and three passes a row; now about 170).
    mutating func measureRigidTracks(_ n: Int32, _ g: inout GridStructure) {
        // No rigid cell: no rigid track (the arrays stay empty).
        g.rigidColumns = EngineArray()
        g.rigidRows = EngineArray()
        guard g.cells.contains(where: { cache.flags[Int($0.id)] & (NodeFlag.rigid | NodeFlag.tracePath) == NodeFlag.rigid })
        else { return }
        // Each rigid cell asked once (NaN on both axes: not rigid), as the grid asks its cells
        // (`subviewSize`: an image answers without `compute`'s call).
        var sizes: [Size] = []
        sizes.reserveCapacity(g.cells.count)
        for cell in g.cells {
            let rigid = cache.flags[Int(cell.id)] & (NodeFlag.rigid | NodeFlag.tracePath) == NodeFlag.rigid
            sizes.append(rigid ? subviewSize(cell.id, .unspecified) : Size(width: .nan, height: .nan))
        }
        @inline(__always) func rigid(_ s: Size) -> Bool { !s.width.isNaN || !s.height.isNaN }
        var rigidColumns = [Double?](repeating: nil, count: g.columnCount)
        var rigidRows = [Double?](repeating: nil, count: g.rows.count)
        sizes.withUnsafeBufferPointer { sizes in
            g.cells.withUnsafeBufferPointer { cells in
                g.columnList.withUnsafeBufferPointer { list in
                    for j in 0..<g.columnCount {
                        let start = Int(g.columnStarts[j]), end = Int(g.columnStarts[j + 1])
                        guard start < end else { continue }
                        // As `[Double].max()`: the first of the largest (kept when all are rigid).
                        var widest = 0.0
                        var all = true
                        for k in start..<end {
                            let s = sizes[Int(list[k])]
                            guard rigid(s) else {
                                all = false
                                break
                            }
                            if k == start || widest < s.width { widest = s.width }
                        }
                        if all { rigidColumns[j] = widest }
                    }
                }
                // Each aligned cell's guide value, found with the line, kept for the tallest.
                let widest = g.rows.reduce(0) { Swift.max($0, $1.cellRange.count) }
                withUnsafeTemporaryAllocation(of: Double.self, capacity: widest) { values in
                    infos.withUnsafeBufferPointer { infos in
                        for (r, row) in g.rows.enumerated() {
                            let guide = row.alignment
                            guard !guide.isCustom else { continue }
                            let bit = guide.maskBit
                            let start = row.cellRange.lowerBound
                            // One pass checks the row and finds its line (rowAnswer's arithmetic, in
                            // its order: the line over the aligned cells, then the tallest over the
                            // others and over the aligned ones).
                            var all = true
                            var unaligned = false
                            var line = 0.0
                            var any = false
                            for k in row.cellRange {
                                let cell = cells[k]
                                if cell.unsizedVertically { continue }
                                let s = sizes[k]
                                guard rigid(s) else {
                                    all = false
                                    break
                                }
                                guard cell.isAligned else {
                                    unaligned = true
                                    continue
                                }
                                guard infos[Int(cell.id)].guideMask & bit == 0 else {
                                    all = false
                                    break
                                }
                                let v = builtInDefault(guide, s)
                                values.initializeElement(at: k - start, to: v)
                                line = any ? Swift.max(line, v) : v
                                any = true
                            }
                            guard all else { continue }
                            var tallest = 0.0
                            if unaligned {
                                for k in row.cellRange where !cells[k].unsizedVertically && !cells[k].isAligned {
                                    tallest = Swift.max(tallest, sizes[k].height)
                                }
                            }
                            for k in row.cellRange where !cells[k].unsizedVertically && cells[k].isAligned {
                                tallest = Swift.max(tallest, line - values[k - start] + sizes[k].height)
                            }
                            rigidRows[r] = tallest
                        }
                    }
                }
            }
        }
        g.rigidColumns = EngineArray(rigidColumns)
        g.rigidRows = EngineArray(rigidRows)
    }

    /// Reads grid `n`'s rows and cells (§11.1 rules 2–8).
    func gridStructure(_ n: Int32, _ rule: GridRule) -> GridStructure {
        var g = GridStructure(rule: rule)
        g.hSpacing = rule.horizontalSpacing ?? options.defaultSpacing
        g.vSpacing = rule.verticalSpacing ?? options.defaultSpacing
        var columnCount = 0
        // The arrays sized exactly (they are kept: grown by doubling, the cells held up to
        // twice their bytes).
        var cellCount = 0
        var sub = firstChildren[Int(n)]
        while sub >= 0 {
            cellCount += transparentContainer(sub).map { Int(childCounts[Int($0)]) } ?? 1
            sub = nextSiblings[Int(sub)]
        }
        var rows: [GridRowInfo] = []
        rows.reserveCapacity(Int(childCounts[Int(n)]))
        var anchors: [UnitPoint] = []
        var spanning: [Int32] = []
        var fullWidth: [Int] = []
        // The cells written in place, one walk over the rows (no append's checks per cell).
        g.cells.storage = Array(unsafeUninitializedCapacity: cellCount) { cells, count in
            func add(_ cell: GridCell) {
                precondition(count < cells.count, "a grid's cells counted short")
                var cell = cell
                if cell.isAligned && !cell.unsizedHorizontally { cell.flags |= GridCell.inColumnGroup }
                cells.initializeElement(at: count, to: cell)
                count += 1
            }
            sub = firstChildren[Int(n)]
            while sub >= 0 {
                let start = Int32(count)
                let r = Int32(rows.count)
                if let container = transparentContainer(sub) {
                    var alignment = rule.alignment.vertical
                    if case let .rule(i, _) = ops[Int(container)], let a = rules[Int(i)].transparentRowAlignment {
                        alignment = a
                    }
                    var column = 0
                    let bit = alignment.maskBit
                    var plain = !alignment.isCustom
                    var c = firstChildren[Int(container)]
                    while c >= 0 {
                        var cell = GridCell(id: c, row: r, column: Int32(column), span: 1, anchor: -1, flags: 0)
                        if hasTraits(c) {
                            cell = gridCell(c, row: r, column: column, span: gridSpan(c), fullWidth: false, &anchors)
                            plain = plain && cell.isAligned && !cell.unsizedVertically
                        }
                        if !cell.unsizedHorizontally && cell.span != 1 { spanning.append(Int32(count)) }
                        add(cell)
                        column = Swift.min(column + Int(cell.span), Int(Int32.max))
                        plain = plain && infos[Int(c)].guideMask & bit == 0
                        c = nextSiblings[Int(c)]
                    }
                    columnCount = Swift.max(columnCount, column)
                    var row = GridRowInfo(subview: sub, container: container, alignment: alignment,
                                          cellStart: start, cellEnd: Int32(count))
                    row.plain = plain
                    rows.append(row)
                } else {
                    let cell = gridCell(sub, row: r, column: 0, span: 0, fullWidth: true, &anchors)
                    if !cell.unsizedHorizontally { spanning.append(Int32(count)) }
                    fullWidth.append(count)
                    add(cell)
                    rows.append(GridRowInfo(subview: sub, container: -1, alignment: rule.alignment.vertical,
                                            cellStart: start, cellEnd: Int32(count)))
                }
                sub = nextSiblings[Int(sub)]
            }
        }
        g.rows = EngineArray(rows)
        g.anchors = anchors
        g.spanning = spanning
        g.columnCount = columnCount
        for k in fullWidth { g.cells[k].span = Int32(columnCount) }
        // Per column j: `counts[j + 1]` one-column cells size it (§11.2 rule 1), whose guide
        // masks together are `masks[j]`; then `columnList` lists them, column by column.
        var counts = [Int32](repeating: 0, count: columnCount + 1)
        var masks = [UInt64](repeating: 0, count: columnCount)
        @inline(__always) func sizesColumn(_ cell: GridCell) -> Bool {
            !cell.isFullWidth && cell.span == 1 && !cell.unsizedHorizontally
        }
        counts.withUnsafeMutableBufferPointer { counts in
            masks.withUnsafeMutableBufferPointer { masks in
                for cell in g.cells where sizesColumn(cell) {
                    counts[Int(cell.column) + 1] += 1
                    masks[Int(cell.column)] |= infos[Int(cell.id)].guideMask
                }
            }
        }
        for j in 0..<columnCount { counts[j + 1] += counts[j] }
        g.columnStarts = EngineArray(counts)
        var fill = counts
        g.columnList = EngineArray(repeating: 0, count: Int(counts[columnCount]))
        g.columnList.withUnsafeMutableBufferPointer { list in
            for (k, cell) in g.cells.enumerated() where sizesColumn(cell) {
                list[Int(fill[Int(cell.column)])] = Int32(k)
                fill[Int(cell.column)] += 1
            }
        }
        g.columnGuides = EngineArray(gridColumnGuides(g, rule, note: nil))
        g.plainColumns = EngineArray((0..<columnCount).map { j in
            !g.columnGuides[j].isCustom && masks[j] & g.columnGuides[j].maskBit == 0
        })
        return g
    }

    /// `.gridCellColumns(n)` of a cell (1…1000, checked when written).
    func gridSpan(_ c: Int32) -> Int {
        guard case .number(let n)? = trait(c, .gridCellColumns), n.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(n.rounded(.down), 1), 1000))
    }

    /// Whether a trait wraps `c` (else none of `trait`'s lookups can find one).
    func hasTraits(_ c: Int32) -> Bool {
        var n = c
        while n >= 0 {
            let op = ops[Int(n)]
            if case .trait = op { return true }
            if op.isLeaf || op.isContainer { return false }
            n = firstChildren[Int(n)]
        }
        return false
    }

    func gridCell(_ c: Int32, row: Int32, column: Int, span: Int, fullWidth: Bool, _ anchors: inout [UnitPoint]) -> GridCell {
        var flags: UInt8 = fullWidth ? GridCell.fullWidth : 0
        guard hasTraits(c) else { return GridCell(id: c, row: row, column: Int32(column), span: Int32(span), anchor: -1, flags: flags) }
        flags |= GridCell.hasTraits
        if case .axes(let horizontal, let vertical)? = trait(c, .gridCellUnsizedAxes) {
            if horizontal { flags |= GridCell.unsizedHorizontally }
            if vertical { flags |= GridCell.unsizedVertically }
        }
        var anchor: Int32 = -1
        if case .point(let u)? = trait(c, .gridCellAnchor) {
            anchors.append(u)
            anchor = Int32(anchors.count - 1)
        }
        return GridCell(id: c, row: row, column: Int32(column), span: Int32(span), anchor: anchor, flags: flags)
    }

    /// Each column's horizontal guide: the first `.gridColumnAlignment` in it, else the grid's
    /// (§11.1 rule 5); `note` hears of columns given two.
    func gridColumnGuides(_ g: GridStructure, _ rule: GridRule, note: ((String) -> Void)?) -> [AlignmentGuide] {
        var guides = Array(repeating: rule.alignment.horizontal, count: g.columnCount)
        var set = Array(repeating: false, count: g.columnCount)
        for cell in g.cells where cell.flags & GridCell.hasTraits != 0 && !cell.isFullWidth && Int(cell.column) < g.columnCount {
            guard case .guide(let guide)? = trait(cell.id, .gridColumnAlignment) else { continue }
            let j = Int(cell.column)
            if !set[j] {
                guides[j] = guide
                set[j] = true
            } else if guides[j] != guide, let note {
                note("column \(j) has two gridColumnAlignment values; the first in row order wins "
                     + "(SwiftUI calls this undefined behaviour, §11.1 rule 5)")
            }
        }
        return guides
    }

    /// Bytes the grids' kept structures hold.
    var gridFootprint: Int { grids.values.reduce(grids.capacity * 16) { $0 + $1.g.footprint + MemoryLayout<GridStructure>.stride + 16 } }
}
