import Diagnostics
import ViewEngine
import ViewLayout

/// `render`: the laid-out frames as boxes of box-drawing characters, scaled to a terminal
/// width. Layout happens in points; the picture only quantises when drawing (Docs/Semantics.md §8.1).
///
/// - Each view is a box on its own frame; modifiers are folded into their view and not
///   drawn, but `.background`/`.overlay` content views are views and get boxes.
/// - Box edges sit on cells: an edge at `x` points is drawn in column
///   `round(x / pointsPerColumn)`, so boxes that touch share an edge, and crossing edges
///   merge into junctions (┬ ┴ ├ ┤ ┼).
/// - Deeper boxes are painted over shallower ones. Text views show their lines inside
///   their box when the lines fit. Labels go on the edges (see `LabelPlacement`).
/// - The root's extent is outlined dashed where no view's edge covers it.
/// - Whatever is not drawn, drawn clipped to the root, or left unlabelled is listed under
///   the legend, one line per view.
enum PictureRenderer {
    /// The finest zoom, in points per column. At 4 pt a text of n characters (8n pt in the
    /// text model) spans 2n columns, so its n characters fit between its two edges, and a
    /// 20 pt line spans two rows, so one row lies inside. (At 8 pt per column, edges would
    /// take the room and no text would ever fit in its box.)
    static let finestPointsPerColumn = 4.0
    /// A terminal cell is about 2.5 times as tall as it is wide.
    static let rowAspect = 2.5
    /// Very tall roots are scaled down to keep the picture within this many rows.
    static let maximumRows = 1000

    /// Points per cell: a whole number of points across (so the legend reads simply) and
    /// `rowAspect` times that down, so proportions survive.
    struct Scale: Equatable {
        var pointsPerColumn: Double
        var pointsPerRow: Double { pointsPerColumn * PictureRenderer.rowAspect }

        /// The finest scale at which a root `width` × `height` points fits in `columns`
        /// (its right edge included) and in `maximumRows`, but no finer than 4 pt a column.
        static func fitting(width: Double, height: Double, columns: Int) -> Scale {
            let across = Double(max(columns, 2) - 1)
            let down = Double(PictureRenderer.maximumRows - 1) * PictureRenderer.rowAspect
            let points = max(PictureRenderer.finestPointsPerColumn, (width / across).rounded(.up), (height / down).rounded(.up))
            return Scale(pointsPerColumn: points)
        }
    }

    /// Root coordinates in points to cells: an edge goes to the nearest cell (half up).
    struct Grid {
        var originX: Double, originY: Double
        var scale: Scale

        func column(_ x: Double) -> Int { Self.quantise((x - originX) / scale.pointsPerColumn) }
        func row(_ y: Double) -> Int { Self.quantise((y - originY) / scale.pointsPerRow) }

        /// Far-off frames are pulled in to ±1,000,000 cells (well outside any canvas) so
        /// they cannot overflow `Int`.
        static func quantise(_ cells: Double) -> Int {
            CheckedInt.clamped(cells + 0.5, to: -1_000_000...1_000_000, rounding: .down, nan: -1_000_000)
        }
    }

    /// A view's box in cells: edges at columns `left`, `right` and rows `top`, `bottom`.
    struct Box {
        var node: LayoutSnapshot.Node
        /// The node's index in the snapshot (tree order).
        var order: Int
        var left: Int, right: Int, top: Int, bottom: Int
    }

    static func render(_ snapshot: LayoutSnapshot, columns: Int) -> String {
        guard let root = snapshot.nodes.first else { return "nothing to draw: the tree is empty\n" }
        let rootSize = formatLength(root.width) + "×" + formatLength(root.height)
        guard [root.x, root.y, root.width, root.height].allSatisfy(\.isFinite) else {
            return "nothing to draw: the root is \(rootSize) pt\n"
        }
        let scale = Scale.fitting(width: root.width, height: root.height, columns: columns)
        let grid = Grid(originX: root.x, originY: root.y, scale: scale)
        var canvas = Canvas(lastColumn: grid.column(root.x + root.width), lastRow: grid.row(root.y + root.height))
        var notes = Notes()
        let boxes = self.boxes(snapshot, root: root, grid: grid, notes: &notes)

        // Painter's order: shallower first, then deeper; siblings in tree order.
        canvas.outline()
        for box in boxes.sorted(by: { ($0.node.depth, $0.order) < ($1.node.depth, $1.order) }) {
            draw(box, on: &canvas, grid: grid)
        }
        label(boxes, on: &canvas, notes: &notes)

        var lines = canvas.lines
        let across = formatLength(scale.pointsPerColumn), down = formatLength(scale.pointsPerRow)
        lines.append("1 cell = \(across) pt wide, \(down) pt high; root \(rootSize) pt")
        if let window = snapshot.window { lines.append(DeviceCommand.describe(window).trimmingCharacters(in: .newlines)) }
        lines += notes.lines
        return lines.map { $0 + "\n" }.joined()
    }

    /// The views to draw, as boxes in tree order; the rest go to `notes` with the reason.
    static func boxes(_ snapshot: LayoutSnapshot, root: LayoutSnapshot.Node, grid: Grid, notes: inout Notes) -> [Box] {
        let rootRight = root.x + root.width, rootBottom = root.y + root.height
        let slack = 1e-9 * max(1, root.width, root.height)
        var boxes: [Box] = []
        for (order, node) in snapshot.nodes.enumerated() where !node.isModifier {
            let right = node.x + node.width, bottom = node.y + node.height
            guard [node.x, node.y, node.width, node.height].allSatisfy(\.isFinite) else {
                notes.add(.notFinite, node, order: order)
                continue
            }
            guard node.width > 0, node.height > 0 else {
                notes.add(.zeroSize, node, order: order)
                continue
            }
            guard node.x < rootRight, node.y < rootBottom, right > root.x, bottom > root.y else {
                notes.add(.outside, node, order: order)
                continue
            }
            let box = Box(node: node, order: order, left: grid.column(node.x), right: grid.column(right),
                          top: grid.row(node.y), bottom: grid.row(bottom))
            guard box.left != box.right || box.top != box.bottom else {
                notes.add(.tooSmall, node, order: order)
                continue
            }
            if node.x < root.x - slack || node.y < root.y - slack || right > rootRight + slack || bottom > rootBottom + slack {
                notes.add(.partlyOutside, node, order: order)
            }
            boxes.append(box)
        }
        return boxes
    }

    /// Shapes whose corners are round (§15) are drawn with ╭ ╮ ╰ ╯ corners.
    static func isRound(_ shape: Drawing.Shape) -> Bool {
        switch shape {
        case .circle, .ellipse, .capsule, .roundedRectangle, .roundedCorners, .unevenRoundedRectangle: return true
        case .rectangle, .text, .image, .line: return false
        }
    }

    /// The box's edges (a single line when it is less than a cell across or down), then a
    /// text view's lines inside it when they all fit.
    static func draw(_ box: Box, on canvas: inout Canvas, grid: Grid) {
        canvas.horizontal(row: box.top, from: box.left, to: box.right)
        canvas.vertical(column: box.left, from: box.top, to: box.bottom)
        if box.bottom != box.top { canvas.horizontal(row: box.bottom, from: box.left, to: box.right) }
        if box.right != box.left { canvas.vertical(column: box.right, from: box.top, to: box.bottom) }
        if let shape = box.node.drawing?.shape, isRound(shape) {
            for (column, row) in [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)] {
                canvas.round(column: column, row: row)
            }
        }

        guard let textLines = box.node.textLines, !textLines.isEmpty,
              textLines.allSatisfy({ DisplayWidth.of($0) < box.right - box.left }) else { return }
        // Each line in the row holding its middle (the lines share the frame's height
        // evenly), so lines line up with their neighbours'; one line a row if that crowds them.
        let lineHeight = box.node.height / Double(textLines.count)
        var rows = textLines.indices.map { grid.row(box.node.y + lineHeight * (Double($0) + 0.5)) }
        let crowded = zip(rows, rows.dropFirst()).contains { $0 >= $1 }
        if crowded || rows[0] <= box.top || rows[rows.count - 1] >= box.bottom {
            guard textLines.count < box.bottom - box.top else { return }
            rows = textLines.indices.map { box.top + 1 + $0 }
        }
        for (line, row) in zip(textLines, rows) {
            canvas.write(line, column: box.left + 1, row: row)
        }
    }
}
