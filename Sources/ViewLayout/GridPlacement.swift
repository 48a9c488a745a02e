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
        grids[n] = GridBox(g)
        return solution.size
    }

    /// The solution for `p`: kept, or solved and kept (off a traced path).
    mutating func gridSolution(_ n: Int32, _ g: inout GridStructure, _ p: ProposedSize, notes: Bool) -> GridSolution {
        let exact = cache.flags[Int(n)] & NodeFlag.tracePath != 0
        let kw = proposalKey(p.width), kh = proposalKey(p.height)
        if !exact, let kept = g.solution(kw, kh) {
            stats.reusedGridSolutions += 1
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
    mutating func gridPlacements(_ n: Int32, _ rule: GridRule, _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int) {
        var g = takeGridStructure(n, rule)
        let solution = gridSolution(n, &g, p, notes: false)
        let exact = cache.flags[Int(n)] & NodeFlag.tracePath != 0
        let box = GridBox(g)
        let base = scratchTop
        let placed = withUnsafeMutablePointer(to: &self) { t in
            var solver = GridSolver(tree: t, node: n, box: box)
            return solver.place(solution)
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
            gridRowHint = 0
        }
        grids[n] = GridBox(g)
        return (base, scratchTop - base)
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
              let box = grids[n], let placed = box.g.placed, placed.current,
              let r = box.g.row(of: row, from: gridRowHint) else { return nil }
        gridRowHint = r + 1
        let base = scratchTop
        withUnsafeMutablePointer(to: &self) { t in
            GridSolver(tree: t, node: n, box: box).placeRow(r, placed)
        }
        return (base, scratchTop - base)
    }
}

extension GridSolver {
    func columnX(_ widths: [Double]) -> [Double] {
        var x = 0.0
        return widths.map { w in
            defer { x += w + hSpacing }
            return x
        }
    }

    /// Places the grid for `solution`: pushes one slot per row on scratch and returns where the
    /// columns went. On a traced path it also records every cell's slot for its row.
    mutating func place(_ solution: GridSolution) -> GridPlaced {
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
            for (k, cell) in g.cells.enumerated() where cell.isAligned && !cell.unsizedHorizontally {
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
            // One size per cell at its final proposal; the values kept for the widths.
            var values: [(value: Double, width: Double)] = []
            values.reserveCapacity(g.cells.count)
            for cell in g.cells where cell.isAligned && !cell.unsizedHorizontally {
                let p = ProposedSize(width: widths[Int(cell.column)], height: heights[Int(cell.row)])
                let d = guide(cell, p, columnGuides[Int(cell.column)])
                values.append((d.value, d.size.width))
                lines[Int(cell.column)] = max(lines[Int(cell.column)], d.value)
            }
            var k = 0
            for cell in g.cells where cell.isAligned && !cell.unsizedHorizontally {
                let j = Int(cell.column)
                groupWidth[j] = max(groupWidth[j], lines[j] - values[k].value + values[k].width)
                k += 1
            }
        }
        for j in 0..<columnCount {
            groupX[j] = xs[j] + Self.position(of: columnGuides[j], in: widths[j], group: groupWidth[j])
        }
        let placed = GridPlaced(solution: solution, columnX: xs, groupX: groupX, lines: lines)
        for (r, row) in g.rows.enumerated() {
            let height = heights[r]
            let p = ProposedSize(width: solution.width, height: height)
            if row.container >= 0 {
                let s = tree.pointee.size(row.subview, p)
                tree.pointee.pushSlot(StackSlot(id: row.subview, proposal: p, size: s, origin: Point(x: 0, y: rowY[r])))
                if exact { assignRowExactly(r, placed, xValue) }
            } else {
                let cell = g.cells[Int(row.cellStart)]
                let s = size(cell, p)
                let u = g.anchor(cell) ?? anchor(rule.alignment)
                let origin = Point(x: u.x * (solution.width - s.width), y: rowY[r] + u.y * (height - s.height))
                tree.pointee.pushSlot(StackSlot(id: row.subview, proposal: p, size: exact ? size(cell, p) : s, origin: origin))
            }
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
    /// order: each cell asked its size once.
    func placeRow(_ r: Int, _ placed: GridPlaced) {
        let t = tree
        let row = g.rows[r]
        let widths = placed.solution.widths
        let height = placed.solution.heights[r]
        let columnGuides = g.columnGuides
        let base = t.pointee.scratchTop
        // Sizes and guide values first (a cell asked may push and pop slots of its own above).
        var line = -Double.infinity
        for k in row.cellRange {
            let cell = g.cells[k]
            let w = cellWidth(cell, widths, placed.solution.width)
            let p = ProposedSize(width: w, height: height)
            let s = size(cell, p)
            var slot = StackSlot(id: cell.id, proposal: p, size: s)
            if cell.isAligned {
                if !cell.unsizedVertically {
                    slot.lo = guideValue(cell, p, s, row.alignment)
                    slot.order |= 1
                    line = max(line, slot.lo)
                }
                if !cell.unsizedHorizontally {
                    slot.hi = guideValue(cell, p, s, columnGuides[Int(cell.column)])
                    slot.order |= 2
                }
            }
            t.pointee.pushSlot(slot)
        }
        var group = 0.0
        for i in base..<t.pointee.scratchTop {
            let slot = t.pointee.scratch[i]
            if slot.order & 1 != 0 { group = max(group, line - slot.lo + slot.size.height) }
        }
        let groupY = Self.position(of: row.alignment, in: height, group: group)
        var i = base
        for k in row.cellRange {
            let slot = t.pointee.scratch[i]
            t.pointee.scratch[i].origin = cellOrigin(g.cells[k], slot.proposal.width ?? 0, height, slot.size, placed,
                                                     xValue: slot.order & 2 != 0 ? slot.hi : nil,
                                                     yValue: slot.order & 1 != 0 ? slot.lo : nil, line: line, groupY: groupY)
            i += 1
        }
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
