// A Grid's sizes for one proposal (Docs/Semantics.md §11.2): columns like an HStack's
// children, rows like a VStack's, spanning cells widening the columns they cover. The engine
// keeps each solution in the grid's structure (GridStructure.swift), so a proposal is solved
// once and its placement reuses the solution. On a traced path (`exact`) every solution is
// computed afresh, asking the cells what and in the order the rule always has, so `why`
// records the same events; elsewhere a cell's guide needs no ViewDimensions unless it has
// explicit guides.

struct GridSolver {
    let tree: UnsafeMutablePointer<LayoutTree>
    let node: Int32
    let box: GridBox
    /// On a traced path: ask cells exactly as the rule is recorded asking them.
    let exact: Bool
    /// The height cells are proposed while columns are measured: the grid's own height
    /// proposal, as an HStack probes its children at its minor proposal (§11.2 rule 1, §1.2).
    var probeHeight: Double?
    /// Reused by `rowAnswer`: the aligned cells' guide values and heights.
    var aligned: [(value: Double, height: Double)] = []

    init(tree: UnsafeMutablePointer<LayoutTree>, node: Int32, box: GridBox) {
        self.tree = tree
        self.node = node
        self.box = box
        self.exact = tree.pointee.cache.flags[Int(node)] & NodeFlag.tracePath != 0
    }

    @inline(__always) var g: GridStructure { box.g }
    /// Off only in the tests that compare the probes skipped at 0 and ∞ with the full steps.
    var skipsUnneededProbes: Bool { tree.pointee.gridShortcutsEnabled }
    var rule: GridRule { g.rule }
    var columnCount: Int { g.columnCount }
    var hSpacing: Double { g.hSpacing }
    var vSpacing: Double { g.vSpacing }

    @inline(__always) func size(_ cell: GridCell, _ p: ProposedSize) -> Size { tree.pointee.subviewSize(cell.id, p) }

    /// The cell's size and its value for `guide` (what `ViewDimensions[guide]` gives) at `p`.
    func guide(_ cell: GridCell, _ p: ProposedSize, _ guide: AlignmentGuide) -> (value: Double, size: Size) {
        let s = size(cell, p)
        return (guideValue(cell, p, s, guide), s)
    }

    /// The cell's value for `guide` at `p`, where it answers `s`. Only a cell with explicit
    /// guides, or a custom guide, needs the cell's ViewDimensions (and on a traced path every
    /// aligned cell builds them, as it always has).
    func guideValue(_ cell: GridCell, _ p: ProposedSize, _ s: Size, _ guide: AlignmentGuide) -> Double {
        let t = tree
        if !exact && !guide.isCustom && t.pointee.infos[Int(cell.id)].guideMask & guide.maskBit == 0 {
            return t.pointee.builtInDefault(guide, s)
        }
        return t.pointee.dimensions(cell.id, p, s)[guide]
    }

    /// A line for `why` about the grid (recorded only when it is traced).
    func note(_ text: String) {
        guard tree.pointee.isTraced(node) else { return }
        tree.pointee.traceEvents.append(.note(node: LayoutNodeID(rawValue: node), text: text))
    }

    // MARK: sizing (§11.2)

    mutating func solve(_ p: ProposedSize, notes: Bool) -> GridSolution {
        probeHeight = p.height
        if notes {
            noteStructure()
            _ = tree.pointee.gridColumnGuides(g, rule, note: note)
        }
        var widths = columnWidths(p.width, notes: notes)
        if tree.pointee.options.gridSpanningCellsWiden { widen(&widths, p.width, notes: notes) }
        var width = widths.reduce(0, +) + Double(max(columnCount - 1, 0)) * hSpacing
        if columnCount == 0 {
            // Only full-width rows: the widest of them, asked with the whole proposal.
            // As `[Double].max()`: the first of the largest.
            width = 0
            for (k, cell) in g.cells.enumerated() {
                let w = cell.unsizedHorizontally ? 0 : size(cell, ProposedSize(width: p.width, height: probeHeight)).width
                if k == 0 || width < w { width = w }
            }
        }
        let columns = EngineArray(widths)
        let heights = rowHeights(p.height, widths: columns, width: width, notes: notes)
        let height = heights.reduce(0, +) + Double(max(g.rows.count - 1, 0)) * vSpacing
        let size = Size(width: width, height: height)
        if notes {
            note("size: columns \(Self.list(widths)) + \(max(columnCount - 1, 0)) × \(formatLength(hSpacing)) spacing = "
                 + "\(formatLength(width)) wide; rows \(Self.list(heights)) + \(max(g.rows.count - 1, 0)) × "
                 + "\(formatLength(vSpacing)) = \(formatLength(height)) high (§11.2 rule 5)")
        }
        return GridSolution(widths: columns, heights: EngineArray(heights), width: width, size: size,
                            pw: proposalKey(p.width), ph: proposalKey(p.height))
    }

    func noteStructure() {
        let full = g.rows.filter { $0.container < 0 }.count
        let rows = g.rows.count
        var text = "\(columnCount) column\(columnCount == 1 ? "" : "s") (the widest row's cells and spans), \(rows) row\(rows == 1 ? "" : "s")"
        if full > 0 { text += ", \(full) of them a view outside a gridrow spanning all columns" }
        let short = g.rows.enumerated().compactMap { r, row -> String? in
            guard row.container >= 0 else { return nil }
            let used = g.cells[row.cellRange].reduce(0) { $0 + Int($1.span) }
            return used < columnCount ? "row \(r) gets \(columnCount - used) empty trailing cell\(columnCount - used == 1 ? "" : "s")" : nil
        }
        if !short.isEmpty { text += "; " + short.joined(separator: ", ") }
        note(text + " (§11.1 rules 2–3)")
        let t = tree.pointee
        let nestedSpanning = g.cells.contains { cell in
            guard cell.span > 1, let r = t.transparentContainer(cell.id, anyRule: true),
                  case let .rule(i, _) = t.ops[Int(r)] else { return false }
            return t.rules[Int(i)] is GridRule
        }
        if nestedSpanning {
            note("note: a nested Grid spanning columns — SwiftUI has been measured not to fill its frame here "
                 + "(fatbobman); viewsh lays it out by §11.2 and does not reproduce that (§11.3)")
        }
    }

    /// Column `j`'s width when offered `w`: its widest one-column cell that is not unsized
    /// horizontally (§11.2 rule 1).
    func columnAnswer(_ j: Int, _ w: Double?) -> Double {
        if j < g.rigidColumns.count, let rigid = g.rigidColumns[j] { return rigid }
        let start = Int(g.columnStarts[j]), end = Int(g.columnStarts[j + 1])
        if start == end { return spanningShare(j, w) }
        let p = ProposedSize(width: w, height: probeHeight)
        let cells = box.g.cells, list = box.g.columnList
        let t = tree
        // As `[Double].max()`: the first of the largest.
        var widest = t.pointee.subviewSize(cells[Int(list[start])].id, p).width
        for k in (start + 1)..<end {
            let w = t.pointee.subviewSize(cells[Int(list[k])].id, p).width
            if widest < w { widest = w }
        }
        return widest
    }

    /// A column that no one-column cell sizes takes its share of the cells spanning it: each
    /// offered the room of its columns at `w` apiece, its answer less the spacing inside, split
    /// evenly (viewsh's model, §11.2 rule 1) — so a nested grid spanning two otherwise empty
    /// columns is as flexible as its content.
    func spanningShare(_ j: Int, _ w: Double?) -> Double {
        var share = 0.0
        for k in g.spanning {
            let cell = g.cells[Int(k)]
            guard !cell.isFullWidth && cell.span > 1 && Int(cell.column) <= j && j < Int(cell.column) + Int(cell.span) else { continue }
            let inside = Double(cell.span - 1) * hSpacing
            let room = w.map { $0 * Double(cell.span) + inside }
            share = max(share, (size(cell, ProposedSize(width: room, height: probeHeight)).width - inside) / Double(cell.span))
        }
        return share
    }

    /// §11.2 rule 2: ideal widths for nil; otherwise shared like an HStack's children.
    func columnWidths(_ w: Double?, notes: Bool) -> [Double] {
        let n = columnCount
        guard n > 0 else { return [] }
        guard let w else {
            let ideal = (0..<n).map { columnAnswer($0, nil) }
            if notes { note("proposed nil width: every column takes its ideal width \(Self.list(ideal)) (§11.2 rule 2)") }
            return ideal
        }
        let available = w - Double(n - 1) * hSpacing
        let skips = !exact && !notes && skipsUnneededProbes
        // Every column offered ∞ takes its answer at ∞: the answers at 0 only order them.
        if skips && available == .infinity { return (0..<n).map { columnAnswer($0, .infinity) } }
        let lo = (0..<n).map { columnAnswer($0, 0) }
        // Every column offered 0 takes its answer at 0: the answers at ∞ only order them.
        if skips && Self.offersOnlyZero(available, lo) { return lo }
        let hi = (0..<n).map { columnAnswer($0, .infinity) }
        let widths = Self.distribute(available, lo: lo, hi: hi, reuse: !exact) { columnAnswer($0, $1) }
        if notes {
            let ranges = (0..<n).map { "\(formatLength(lo[$0]))…\(Self.length(hi[$0]))" }.joined(separator: ", ")
            note("columns (min…max \(ranges)) share \(formatLength(w)) − \(n - 1) × \(formatLength(hSpacing)) = "
                 + "\(formatLength(available)) like an HStack's children, least flexible first (§11.2 rule 2, §1.2): "
                 + Self.list(widths))
        }
        return widths
    }

    /// §11.2 rule 3: a spanning cell or a full-width row that asks for more than its columns
    /// have widens them equally.
    func widen(_ widths: inout [Double], _ w: Double?, notes: Bool) {
        guard columnCount > 0 else { return }
        for k in g.spanning {
            let cell = g.cells[Int(k)]
            let range = Int(cell.column)..<min(Int(cell.column) + Int(cell.span), columnCount)
            guard !range.isEmpty else { continue }
            let spanWidth = range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * hSpacing
            let total = widths.reduce(0, +) + Double(columnCount - 1) * hSpacing
            let room = w.map { spanWidth + max(0, $0 - total) }
            let asked = size(cell, ProposedSize(width: room, height: probeHeight)).width
            guard asked > spanWidth + 1e-9, asked.isFinite else { continue }
            let extra = (asked - spanWidth) / Double(range.count)
            for j in range { widths[j] += extra }
            if notes {
                let what = cell.isFullWidth ? "row \(cell.row) (a view spanning all columns)" : "row \(cell.row)'s cell spanning \(range.count) columns"
                note("\(what) answers \(formatLength(asked)) wide to \(room.map(formatLength) ?? "nil"): "
                     + "\(formatLength(asked - spanWidth)) more than its columns, shared equally (§11.2 rule 3)")
            }
        }
    }

    /// Row `r`'s height when offered `h`: the union of its sizing cells aligned on the row's
    /// guide; spanning and anchored cells count with their own height (§11.2 rule 4).
    mutating func rowAnswer(_ r: Int, _ h: Double?, widths: EngineArray<Double>, width: Double) -> Double {
        if r < g.rigidRows.count, let rigid = g.rigidRows[r] { return rigid }
        let row = g.rows[r]
        if row.plain && !exact {
            // The loop below for a row of aligned cells whose guide values are their sizes' (no
            // ViewDimensions, no checks per cell), in its order and arithmetic; the values and
            // heights kept on the stack, not appended to `aligned`.
            let t = tree
            let guide = row.alignment
            let cells = box.g.cells
            let range = row.cellRange
            return withUnsafeTemporaryAllocation(of: (value: Double, height: Double).self, capacity: range.count) { kept in
                var line = 0.0
                var count = 0
                for k in range {
                    let cell = cells[k]
                    let s = t.pointee.subviewSize(cell.id, ProposedSize(width: cellWidth(cell, widths, width), height: h))
                    let v = t.pointee.builtInDefault(guide, s)
                    line = count == 0 ? v : max(line, v)
                    kept.initializeElement(at: count, to: (v, s.height))
                    count += 1
                }
                var tallest = 0.0
                for m in kept.prefix(count) { tallest = max(tallest, line - m.value + m.height) }
                return tallest
            }
        }
        var line = 0.0
        aligned.removeAll(keepingCapacity: true)
        var tallest = 0.0
        for k in row.cellRange {
            let cell = g.cells[k]
            guard !cell.unsizedVertically else { continue }
            let p = ProposedSize(width: cellWidth(cell, widths, width), height: h)
            guard cell.isAligned else {
                tallest = max(tallest, size(cell, p).height)
                continue
            }
            let d = guide(cell, p, row.alignment)
            line = aligned.isEmpty ? d.value : max(line, d.value)
            aligned.append((d.value, d.size.height))
        }
        for m in aligned { tallest = max(tallest, line - m.value + m.height) }
        return tallest
    }

    /// §11.2 rule 4: rows like a VStack's children.
    mutating func rowHeights(_ h: Double?, widths: EngineArray<Double>, width: Double, notes: Bool) -> [Double] {
        let count = g.rows.count
        guard count > 0 else { return [] }
        guard let h else {
            var ideal: [Double] = []
            ideal.reserveCapacity(count)
            for r in 0..<count { ideal.append(rowAnswer(r, nil, widths: widths, width: width)) }
            if notes { note("proposed nil height: every row takes its ideal height \(Self.list(ideal)) (§11.2 rule 4)") }
            return ideal
        }
        let available = h - Double(count - 1) * vSpacing
        let skips = !exact && !notes && skipsUnneededProbes
        var lo: [Double] = [], hi: [Double] = []
        // As for columns: offered ∞, every row takes its answer at ∞; offered 0, at 0.
        hi.reserveCapacity(count)
        if skips && available == .infinity {
            for r in 0..<count { hi.append(rowAnswer(r, .infinity, widths: widths, width: width)) }
            return hi
        }
        lo.reserveCapacity(count)
        for r in 0..<count { lo.append(rowAnswer(r, 0, widths: widths, width: width)) }
        if skips && Self.offersOnlyZero(available, lo) { return lo }
        for r in 0..<count { hi.append(rowAnswer(r, .infinity, widths: widths, width: width)) }
        var solver = self
        let heights = Self.distribute(available, lo: lo, hi: hi, reuse: !exact) {
            solver.rowAnswer($0, $1, widths: widths, width: width)
        }
        aligned = solver.aligned
        if notes {
            let ranges = (0..<count).map { "\(formatLength(lo[$0]))…\(Self.length(hi[$0]))" }.joined(separator: ", ")
            note("rows (min…max \(ranges)) share \(formatLength(h)) − \(count - 1) × \(formatLength(vSpacing)) = "
                 + "\(formatLength(available)) like a VStack's children (§11.2 rule 4, §1.2): " + Self.list(heights))
        }
        return heights
    }

    /// The width a cell is proposed: its column, or its spanned columns and the spacing
    /// between them; a full-width row the grid's width (§11.2 rule 6).
    func cellWidth(_ cell: GridCell, _ widths: EngineArray<Double>, _ width: Double) -> Double {
        if cell.isFullWidth { return width }
        if cell.span == 1 && Int(cell.column) < widths.count { return 0 + widths[Int(cell.column)] + 0 * hSpacing }
        let range = Int(cell.column)..<min(Int(cell.column) + Int(cell.span), widths.count)
        guard !range.isEmpty else { return 0 }
        return range.reduce(0) { $0 + widths[$1] } + Double(range.count - 1) * hSpacing
    }

    /// §1.2 step 2–5 with one priority: stable order by flexibility (both unbounded: the larger
    /// minimum first), each offered an equal share of what is left. `lo` and `hi` are the
    /// answers at 0 and ∞; with `reuse` (off a traced path, where every ask is recorded) a share
    /// of exactly 0 or ∞ takes that answer instead of asking again — in a grid taller than its
    /// proposal every row is offered 0.
    static func distribute(_ available: Double, lo: [Double], hi: [Double], reuse: Bool,
                           answer: (Int, Double) -> Double) -> [Double] {
        var order = Array(lo.indices)
        // Already in order (every row or column equally flexible): no sort.
        var sorted = true
        for i in order.indices.dropFirst() where sizedBefore(i, i - 1, lo, hi) {
            sorted = false
            break
        }
        if !sorted { order.sort { sizedBefore($0, $1, lo, hi) } }
        var result = Array(repeating: 0.0, count: lo.count)
        var left = available
        var remaining = Double(lo.count)
        for k in order {
            let offer = max(left / remaining, 0)
            if reuse && sameBits(offer, 0) {
                result[k] = lo[k]
            } else if reuse && offer == .infinity {
                result[k] = hi[k]
            } else {
                result[k] = answer(k, offer)
            }
            left -= result[k]
            if left.isNaN { left = .infinity }  // ∞ − ∞: offered ∞, the rest is still ∞
            remaining -= 1
        }
        return result
    }

    /// Whether `distribute` offers every track exactly 0, whatever the order: nothing left to
    /// share (`available` ≤ 0) and every answer at 0 at least 0 (none NaN), so what is left never
    /// grows. Each then takes its answer at 0 (`reuse`), and the answers at ∞ — which only order
    /// the tracks — need not be asked. (Offered ∞ likewise: `available` = ∞ stays ∞ after any
    /// answer, ∞ − ∞ included, so each takes its answer at ∞.)
    static func offersOnlyZero(_ available: Double, _ lo: [Double]) -> Bool {
        guard available <= 0 else { return false }
        for v in lo where !(v >= 0) { return false }
        return true
    }

    @inline(__always) static func sizedBefore(_ a: Int, _ b: Int, _ lo: [Double], _ hi: [Double]) -> Bool {
        let fa = hi[a] - lo[a], fb = hi[b] - lo[b]
        if fa.isInfinite && fb.isInfinite { return lo[a] > lo[b] }
        return fa < fb
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
}
