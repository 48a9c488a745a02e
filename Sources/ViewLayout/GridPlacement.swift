// The engine's Grid pass (§11.2 rules 6–7): sizing answers from the grid's kept solutions
// (GridSolver.swift); placement reuses the solution of its proposal, aligns the columns, and
// puts each row at its offset. A GridRow then places its own cells from where the grid put
// the columns (`gridRowPlacements`), so no cell is asked more than its size at its final
// proposal. On a traced path the grid instead records every cell's slot for its row
// (`assignCell`), asking the cells in the order `why` has always recorded.

extension LayoutTree {
    /// Grid `n`'s size for `p`: a kept solution's, else solved (and kept).
    mutating func sizeGrid(_ n: Int32, _ rule: GridRule, _ p: ProposedSize) -> Size {
        var g = takeGridStructure(n, rule)
        let solution = gridSolution(n, &g, p, notes: isTraced(n))
        storeGrid(n, GridBox(g))
        return solution.size
    }

    /// Keeps `box` as grid `n`'s entry in `grids` (and as `lastGridBox` when `n` is the grid
    /// last placed, so that the two never differ).
    mutating func storeGrid(_ n: Int32, _ box: GridBox) {
        grids[n] = box
        if n == lastGridNode { lastGridBox = box }
    }

    /// The solution for `p`: kept, or solved and kept (off a traced path).
    mutating func gridSolution(_ n: Int32, _ g: inout GridStructure, _ p: ProposedSize, notes: Bool) -> GridSolution {
        let exact = cache.flags[Int(n)] & NodeFlag.tracePath != 0
        let kw = proposalKey(p.width), kh = proposalKey(p.height)
        if !exact, let kept = g.solution(kw, kh) {
            stats.reusedGridSolutions &+= 1
            return kept
        }
        let box = GridBox(g)
        let solution = withUnsafeMutablePointer(to: &self) { t in
            var solver = GridSolver(tree: t, node: n, box: box)
            return solver.solve(p, notes: notes)
        }
        if !exact { g.remember(solution) }
        return solution
    }

    /// Grid `n` placed with `p` at `s`: one scratch slot per row (its subview), in order.
    /// `rowsFollow`: the caller places each row from its slot before it pops the frame.
    mutating func gridPlacements(_ n: Int32, _ rule: GridRule, _ p: ProposedSize, _ s: Size,
                                 rowsFollow: Bool = true) -> (base: Int, count: Int) {
        var g = takeGridStructure(n, rule)
        let solution = gridSolution(n, &g, p, notes: false)
        let exact = cache.flags[Int(n)] & NodeFlag.tracePath != 0
        let box = GridBox(g)
        let base = scratchTop
        // A placement (not a guide query, which is quiet) writes the aligned cells' sizes into
        // their records for the rows to read (`GridPlaced.recorded`).
        let records = rowsFollow && !exact && placing && quietDepth == 0 && gridShortcutsEnabled
        let token = (g.placed?.token ?? 0) &+ 1
        let placed = withUnsafeMutablePointer(to: &self) { t in
            var solver = GridSolver(tree: t, node: n, box: box)
            return solver.place(solution, records: records, token: token)
        }
        if exact {
            if g.placed != nil { invalidateGridRows(n, g) }
            g.placed = nil
        } else {
            if let old = g.placed, old.placesColumnsAs(placed) {
                // The rows' cells land where they did: a row re-placed for another reason reads the new record.
            } else {
                invalidateGridRows(n, g)
            }
            g.placed = placed
            g.placedCurrent = true
            gridRowHint = 0
        }
        lastGridNode = n
        storeGrid(n, GridBox(g))
        return (base, scratchTop - base)
    }

    /// Writes each aligned cell's proposal and size at its final proposal (`values`, in cell
    /// order) into its placement record, as a stack's recorded run does (step 3.5), except a
    /// cell asked more cheaply than read (`carriesSize`: no carried cell is rigid). A cell whose
    /// record changed is placed again, and so is its row (the wrappers between the row and the
    /// grid too).
    mutating func recordCells(_ cells: EngineArray<GridCell>, _ values: [(value: Double, size: Size)], _ carried: [Bool],
                              _ widths: EngineArray<Double>, _ heights: EngineArray<Double>, _ rows: EngineArray<GridRowInfo>, grid n: Int32) {
        var movedRows: [Int32] = []
        // Through buffers: a write to either array checks its uniqueness once, not per cell.
        placements.withUnsafeMutableBufferPointer { records in
            cache.flags.withUnsafeMutableBufferPointer { flags in
                var k = 0
                for cell in cells where cell.inColumnGroup {
                    let s = values[k].size
                    k += 1
                    guard carried[Int(cell.column)] else { continue }
                    let c = Int(cell.id)
                    let f = flags[c]
                    guard f & (NodeFlag.rigid | NodeFlag.image) == 0 else { continue }  // carriesSize
                    let kw = widths[Int(cell.column)] + 0.0, kh = heights[Int(cell.row)] + 0.0  // proposalKey
                    var pl = records[c]
                    if sameBits(pl.w, s.width) && sameBits(pl.h, s.height) && sameBits(pl.pw, kw) && sameBits(pl.ph, kh) { continue }
                    if f & NodeFlag.placementValid != 0 { flags[c] = f & ~NodeFlag.placementValid }
                    pl.pw = kw
                    pl.ph = kh
                    pl.w = s.width
                    pl.h = s.height
                    records[c] = pl
                    if movedRows.last != cell.row { movedRows.append(cell.row) }
                }
            }
        }
        for r in movedRows { invalidateRowPlacement(rows[Int(r)].subview, of: n) }
    }

    /// Whether the grid's placement hands cell `c`'s size to its row in the cell's record: not
    /// when asking is cheaper (a rigid cell's one answer, an image's op).
    @inline(__always) func carriesSize(_ c: Int32) -> Bool {
        cache.flags[Int(c)] & (NodeFlag.rigid | NodeFlag.image) == 0
    }

    /// Marks the grid's subview `sub` and the nodes down to its GridRow for placement.
    mutating func invalidateRowPlacement(_ sub: Int32, of n: Int32) {
        var x = sub
        while true {
            cache.flags[Int(x)] &= ~NodeFlag.placementValid
            if !ops[Int(x)].isEffectless { return }
            x = firstChildren[Int(x)]
            if x < 0 { return }
        }
    }

    /// Marks every GridRow of grid `n` (and the wrappers above it) for placement.
    mutating func invalidateGridRows(_ n: Int32, _ g: GridStructure) {
        for row in g.rows where row.container >= 0 {
            var x = row.container
            while x >= 0 && x != n {
                cache.flags[Int(x)] &= ~NodeFlag.placementValid
                x = parents[Int(x)]
            }
        }
    }

    /// GridRow `row`'s cells where its grid's latest placement puts them (pushed on scratch, in
    /// order), or nil when that placement is not current (a traced grid records them instead).
    mutating func gridRowPlacements(_ row: Int32) -> (base: Int, count: Int)? {
        var n = parents[Int(row)]
        while n >= 0 && ops[Int(n)].isEffectless { n = parents[Int(n)] }
        guard n >= 0, cache.flags[Int(n)] & NodeFlag.gridValid != 0, case .rule(_, false) = ops[Int(n)],
              let box = n == lastGridNode ? lastGridBox : grids[n], box.g.placedCurrent, let placed = box.g.placed,
              let r = box.g.row(of: row, from: gridRowHint) else { return nil }
        gridRowHint = r + 1
        let base = scratchTop
        // The grid's placement that wrote its cells' sizes is the one running: its frame of
        // row slots is still on scratch, this row's slot carrying its token.
        let slot = placed.frameBase + r
        let recorded = placed.recorded && slot < scratchTop && scratch[slot].id == box.g.rows[r].subview
            && scratch[slot].order == placed.token
        withUnsafeMutablePointer(to: &self) { t in
            GridSolver(tree: t, node: n, box: box).placeRow(r, placed, recorded: recorded)
        }
        return (base, scratchTop - base)
    }
}

extension GridSolver {
    func columnX(_ widths: EngineArray<Double>) -> [Double] {
        var x = 0.0
        return widths.map { w in
            defer { x += w + hSpacing }
            return x
        }
    }

    /// Places the grid for `solution`: pushes one slot per row on scratch (each carrying
    /// `token`) and returns where the columns went. On a traced path it also records every
    /// cell's slot for its row. With `records`, each aligned cell's size at its final proposal
    /// is written into its placement record, as a stack's sizing run writes its children's
    /// (step 3.5), so that its row reads it rather than asks again.
    mutating func place(_ solution: GridSolution, records: Bool, token: Int32) -> GridPlaced {
        let widths = solution.widths
        let heights = solution.heights
        let xs = columnX(widths)
        var rowY: [Double] = []
        rowY.reserveCapacity(heights.count)
        var y = 0.0
        for h in heights {
            rowY.append(y)
            y += h + vSpacing
        }
        let columnGuides = g.columnGuides
        // Horizontal alignment groups, one per column (§11.2 rule 7).
        var groupX = Array(repeating: 0.0, count: columnCount)
        var lines = Array(repeating: -Double.infinity, count: columnCount)
        var groupWidth = Array(repeating: 0.0, count: columnCount)
        var xValue: [Int: Double] = [:]
        if exact {
            for (k, cell) in g.cells.enumerated() where cell.inColumnGroup {
                let p = ProposedSize(width: widths[Int(cell.column)], height: heights[Int(cell.row)])
                let v = guide(cell, p, columnGuides[Int(cell.column)]).value
                xValue[k] = v
                lines[Int(cell.column)] = max(lines[Int(cell.column)], v)
            }
            for (k, cell) in g.cells.enumerated() where xValue[k] != nil {
                let p = ProposedSize(width: widths[Int(cell.column)], height: heights[Int(cell.row)])
                groupWidth[Int(cell.column)] = max(groupWidth[Int(cell.column)], lines[Int(cell.column)] - xValue[k]! + size(cell, p).width)
            }
        } else {
            // One size per cell at its final proposal; the values kept for the widths, and
            // (with `records`) written into the cells' records in one pass after.
            let t = tree
            let cells = box.g.cells
            let plainColumns = box.g.plainColumns
            // (Written in place: no append's checks per cell.)
            let values = [(value: Double, size: Size)](unsafeUninitializedCapacity: cells.count) { values, count in
                lines.withUnsafeMutableBufferPointer { lines in
                    for cell in cells where cell.inColumnGroup {
                        let j = Int(cell.column)
                        let p = ProposedSize(width: widths[j], height: heights[Int(cell.row)])
                        let s = t.pointee.subviewSize(cell.id, p)
                        let v = plainColumns[j] ? t.pointee.builtInDefault(columnGuides[j], s) : guideValue(cell, p, s, columnGuides[j])
                        values.initializeElement(at: count, to: (v, s))
                        count += 1
                        lines[j] = max(lines[j], v)
                    }
                }
            }
            var k = 0
            for cell in cells where cell.inColumnGroup {
                let j = Int(cell.column)
                groupWidth[j] = max(groupWidth[j], lines[j] - values[k].value + values[k].size.width)
                k += 1
            }
            if records {
                // What `carries` reads: the cells proposed in their rows what they were asked here.
                let carried = widths.map { sameBits(0 + $0 + 0 * hSpacing, $0) }
                t.pointee.recordCells(cells, values, carried, widths, heights, box.g.rows, grid: node)
            }
        }
        for j in 0..<columnCount {
            groupX[j] = xs[j] + Self.position(of: columnGuides[j], in: widths[j], group: groupWidth[j])
        }
        let placed = GridPlaced(solution: solution, columnX: xs, groupX: groupX, lines: lines,
                                frameBase: tree.pointee.scratchTop, token: token, recorded: records)
        for (r, row) in g.rows.enumerated() {
            let height = heights[r]
            let p = ProposedSize(width: solution.width, height: height)
            var slot: StackSlot
            if row.container >= 0 {
                let s = tree.pointee.size(row.subview, p)
                slot = StackSlot(id: row.subview, proposal: p, size: s, origin: Point(x: 0, y: rowY[r]))
                if exact { assignRowExactly(r, placed, xValue) }
            } else {
                let cell = g.cells[Int(row.cellStart)]
                let s = size(cell, p)
                let u = g.anchor(cell) ?? anchor(rule.alignment)
                let origin = Point(x: u.x * (solution.width - s.width), y: rowY[r] + u.y * (height - s.height))
                slot = StackSlot(id: row.subview, proposal: p, size: exact ? size(cell, p) : s, origin: origin)
            }
            slot.order = token
            tree.pointee.pushSlot(slot)
        }
        return placed
    }

    /// Row `r`'s cells for a traced grid: each one's slot recorded for the row (`assignCell`),
    /// asking the cells as the rule always has.
    func assignRowExactly(_ r: Int, _ placed: GridPlaced, _ xValue: [Int: Double]) {
        let row = g.rows[r]
        let widths = placed.solution.widths
        let height = placed.solution.heights[r]
        // Vertical alignment group of the row.
        var line = -Double.infinity
        var values: [Int: Double] = [:]
        for k in row.cellRange where g.cells[k].isAligned && !g.cells[k].unsizedVertically {
            let cell = g.cells[k]
            let v = guide(cell, ProposedSize(width: widths[Int(cell.column)], height: height), row.alignment).value
            values[k] = v
            line = max(line, v)
        }
        var group = 0.0
        for k in row.cellRange where values[k] != nil {
            let cell = g.cells[k]
            group = max(group, line - values[k]! + size(cell, ProposedSize(width: widths[Int(cell.column)], height: height)).height)
        }
        let groupY = Self.position(of: row.alignment, in: height, group: group)
        for k in row.cellRange {
            let cell = g.cells[k]
            let w = cellWidth(cell, widths, placed.solution.width)
            let p = ProposedSize(width: w, height: height)
            let s = size(cell, p)
            let origin = cellOrigin(cell, w, height, s, placed, xValue: xValue[k], yValue: values[k], line: line, groupY: groupY)
            tree.pointee.assignCell(StackSlot(id: cell.id, proposal: p, size: size(cell, p), origin: origin),
                                    in: row.container, by: node)
        }
    }

    /// Row `r`'s cells at their final proposals and positions in the row, pushed on scratch in
    /// order: each cell asked its size once — or, when the grid's placement running `recorded`
    /// them, an aligned cell's size read from its record.
    func placeRow(_ r: Int, _ placed: GridPlaced, recorded: Bool) {
        let t = tree
        let row = g.rows[r]
        let cells = box.g.cells
        let columnGuides = box.g.columnGuides
        let plainColumns = box.g.plainColumns
        let plainRow = row.plain && !exact
        let widths = placed.solution.widths
        let width = placed.solution.width
        let height = placed.solution.heights[r]
        let count = row.cellRange.count
        // The row's frame first; sizes and guide values then fill it in (a cell asked may push
        // and pop slots of its own above, and move the storage: `scratch.base` is read again).
        let base = t.pointee.scratchTop
        t.pointee.reserveSlots(count)
        t.pointee.scratchTop = base + count
        var line = -Double.infinity
        var i = base
        for k in row.cellRange {
            let cell = cells[k]
            let w = cellWidth(cell, widths, width)
            let p = ProposedSize(width: w, height: height)
            if plainRow && recorded && cell.flags == GridCell.inColumnGroup && plainColumns[Int(cell.column)]
                && carries(cell, w, widths) {
                // The loop below for an aligned cell of a plain row and column whose size the
                // grid's placement recorded (an aligned cell without other flags is sized both ways).
                let j = Int(cell.column)
                let pl = t.pointee.placements[Int(cell.id)]
                let s = Size(width: pl.w, height: pl.h)
                var slot = StackSlot(id: cell.id, proposal: p, size: s)
                slot.lo = t.pointee.builtInDefault(row.alignment, s)
                slot.hi = t.pointee.builtInDefault(columnGuides[j], s)
                slot.order = 3
                line = max(line, slot.lo)
                t.pointee.scratch.base[i] = slot
                i += 1
                continue
            }
            let s: Size
            if recorded && cell.inColumnGroup && carries(cell, w, widths) {
                let pl = t.pointee.placements[Int(cell.id)]
                s = Size(width: pl.w, height: pl.h)
            } else {
                s = size(cell, p)
            }
            var slot = StackSlot(id: cell.id, proposal: p, size: s)
            if cell.isAligned {
                // A plain row's or column's value is its built-in default (what `guideValue` gives).
                if !cell.unsizedVertically {
                    slot.lo = plainRow ? t.pointee.builtInDefault(row.alignment, s) : guideValue(cell, p, s, row.alignment)
                    slot.order |= 1
                    line = max(line, slot.lo)
                }
                if !cell.unsizedHorizontally {
                    let j = Int(cell.column)
                    slot.hi = plainColumns[j] && !exact ? t.pointee.builtInDefault(columnGuides[j], s)
                        : guideValue(cell, p, s, columnGuides[j])
                    slot.order |= 2
                }
            }
            t.pointee.scratch.base[i] = slot
            i += 1
        }
        let slots = t.pointee.scratch.base
        var group = 0.0
        for i in base..<(base + count) where slots[i].order & 1 != 0 {
            group = max(group, line - slots[i].lo + slots[i].size.height)
        }
        let groupY = Self.position(of: row.alignment, in: height, group: group)
        let groupX = placed.groupX, lines = placed.lines
        i = base
        for k in row.cellRange {
            let slot = slots[i]
            if slot.order == 3 {
                // Aligned on both axes: `cellOrigin`'s arithmetic for its two guide values.
                let j = Int(cells[k].column)
                slots[i].origin = Point(x: groupX[j] + lines[j] - slot.hi, y: groupY + line - slot.lo)
            } else {
                slots[i].origin = cellOrigin(cells[k], slot.proposal.width ?? 0, height, slot.size, placed,
                                             xValue: slot.order & 2 != 0 ? slot.hi : nil,
                                             yValue: slot.order & 1 != 0 ? slot.lo : nil, line: line, groupY: groupY)
            }
            i += 1
        }
    }

    /// Whether the grid's placement recorded aligned cell `cell`'s size for its row, proposed
    /// `w` wide there: it asked at its column's width, so only when `w` is that bit for bit
    /// (`cellWidth` adds 0 and 0 × spacing: not for a width of −0 or a spacing of ∞), and
    /// when the cell is not asked more cheaply than read (`carriesSize`).
    @inline(__always) func carries(_ cell: GridCell, _ w: Double, _ widths: EngineArray<Double>) -> Bool {
        sameBits(w, widths[Int(cell.column)]) && tree.pointee.carriesSize(cell.id)
    }

    /// Where a cell of size `s` in a slot `w` wide sits in its row (§11.2 rule 7): anchored and
    /// spanning cells by their unit point; aligned cells on their column's and row's guides. A
    /// cell unsized on an axis stays out of that axis's alignment group and is aligned alone by
    /// the guide's default position (§11.1 rule 8).
    func cellOrigin(_ cell: GridCell, _ w: Double, _ height: Double, _ s: Size, _ placed: GridPlaced,
                    xValue: Double?, yValue: Double?, line: Double, groupY: Double) -> Point {
        let j = Int(cell.column)
        let column = j < placed.columnX.count ? placed.columnX[j] : 0
        guard cell.isAligned else {
            let u = g.anchor(cell) ?? anchor(rule.alignment)
            return Point(x: column + u.x * (w - s.width), y: u.y * (height - s.height))
        }
        let x = xValue.map { placed.groupX[j] + placed.lines[j] - $0 }
            ?? column + Self.position(of: g.columnGuides[j], in: w, group: s.width)
        let y = yValue.map { groupY + line - $0 } ?? Self.position(of: g.rows[Int(cell.row)].alignment, in: height, group: s.height)
        return Point(x: x, y: y)
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
