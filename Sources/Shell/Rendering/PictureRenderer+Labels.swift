import Diagnostics
extension PictureRenderer {
    /// Where a box's label goes: right after its top-left corner if the whole label fits
    /// there; else after its bottom-left corner if it fits there; else cut with `…` to the
    /// longer of the two rooms (the top on a tie). Boxes are labelled smallest first (they
    /// have the least room), deeper first among equals, so a parent sharing its top edge
    /// with a child's moves its label to its bottom edge.
    ///
    /// A label lies on plain edge (never over a corner or junction) and never touches
    /// another label. Views drawn as the very same box share one label: the outermost's.
    enum LabelPlacement: CaseIterable {
        case top, bottom, clipped
    }

    /// Labels every box it can and notes the rest.
    static func label(_ boxes: [Box], on canvas: inout Canvas, notes: inout Notes) {
        // One label per box drawn: views on the same cells are noted against the outermost.
        var owners: [[Int]: Box] = [:]
        var labelled: [Box] = []
        for box in boxes.sorted(by: { ($0.node.depth, $0.order) < ($1.node.depth, $1.order) }) {
            let key = [box.left, box.right, box.top, box.bottom]
            if let owner = owners[key] {
                notes.add(.sameBox, box.node, order: box.order, detail: "\(owner.node.address) \(owner.node.label)")
            } else {
                owners[key] = box
                labelled.append(box)
            }
        }
        let ordered = labelled.sorted { a, b in
            let areaA = a.node.width * a.node.height, areaB = b.node.width * b.node.height
            if areaA != areaB { return areaA < areaB }
            return (b.node.depth, a.order) < (a.node.depth, b.order)
        }
        for box in ordered where !LabelPlacement.allCases.contains(where: { label(box, $0, on: &canvas) }) {
            notes.add(.unlabelled, box.node, order: box.order)
        }
    }

    static func label(_ box: Box, _ placement: LabelPlacement, on canvas: inout Canvas) -> Bool {
        let text = box.node.label, start = max(box.left + 1, 0)
        // The room at the start of an edge: the run of free edge beginning at the box's
        // first inner cell (or the canvas's first column, when the box starts left of it).
        func room(_ row: Int) -> Int {
            guard let run = canvas.labelRuns(row: row, from: start, through: box.right - 1).first,
                  run.column == start else { return 0 }
            return run.length
        }
        let rows: [Int]
        switch placement {
        case .top: rows = [box.top]
        case .bottom: rows = box.bottom == box.top ? [] : [box.bottom]
        case .clipped: rows = box.bottom == box.top ? [box.top] : [box.top, box.bottom]
        }
        var spot: (text: String, row: Int)?
        for row in rows {
            let fitted = placement == .clipped ? clip(text, to: room(row)) : (DisplayWidth.of(text) <= room(row) ? text : nil)
            if let fitted, DisplayWidth.of(fitted) > spot.map({ DisplayWidth.of($0.text) }) ?? 0 { spot = (fitted, row) }
        }
        guard let spot else { return false }
        canvas.writeLabel(spot.text, column: start, row: spot.row)
        return true
    }

    /// `text` in at most `room` cells (a wide character takes two), ending in `…` when cut;
    /// nil when fewer than two cells of it would show.
    static func clip(_ text: String, to room: Int) -> String? {
        if DisplayWidth.of(text) <= room { return text.isEmpty ? nil : text }
        guard room >= 3 else { return nil }
        var kept = "", width = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if width + cells > room - 1 { break }
            kept.append(character)
            width += cells
        }
        return kept + "…"
    }
}
