import Diagnostics

extension PictureRenderer {
    /// The character grid the picture is painted on: each cell holds either line directions
    /// (merged, so crossing edges become junctions) or a character of a label or of text.
    /// Cells outside the grid are ignored, which clips views that overflow the root.
    ///
    /// A wide character (CJK, emoji: two terminal cells, `DisplayWidth`) takes two cells, the
    /// second a continuation that prints nothing, so every row keeps its width and the boxes
    /// stay intact. Painting over either half of a wide character clears the other half (half a
    /// character cannot be shown).
    struct Canvas {
        /// Directions a line leaves a cell in; a cell's character follows from their union.
        struct Lines: OptionSet, Hashable {
            let rawValue: UInt8
            static let up = Lines(rawValue: 1)
            static let down = Lines(rawValue: 2)
            static let left = Lines(rawValue: 4)
            static let right = Lines(rawValue: 8)
            static let horizontal: Lines = [.left, .right]
            static let vertical: Lines = [.up, .down]
        }

        private struct Cell {
            var lines: Lines = []
            var character: Character?
            /// The corner of a round shape: drawn ╭ ╮ ╰ ╯ while no other line joins it.
            var rounded = false
            /// The second cell of a wide character in the cell to its left: prints nothing.
            var isContinuation = false
            /// This cell's character is wide: the cell to its right is its continuation.
            var isWide = false
        }

        /// Columns `0...lastColumn`, rows `0...lastRow`.
        let lastColumn: Int
        let lastRow: Int
        private var cells: [Cell]
        /// Cells a label was written to or next to (labels never touch one another).
        private var labelled: Set<Int> = []

        /// A root of negative size (a stack with spacing −100 around two texts is 8×−60) is drawn
        /// as a single cell; the scale keeps a positive one within the width and `maximumRows`.
        init(lastColumn: Int, lastRow: Int) {
            self.lastColumn = min(max(lastColumn, 0), 100_000)
            self.lastRow = min(max(lastRow, 0), 100_000)
            cells = Array(repeating: Cell(), count: (self.lastColumn + 1) * (self.lastRow + 1))
        }

        private func index(_ column: Int, _ row: Int) -> Int? {
            guard (0...lastColumn).contains(column), (0...lastRow).contains(row) else { return nil }
            return row * (lastColumn + 1) + column
        }

        /// Adds line directions to a cell; a line drawn over a character replaces it.
        private mutating func add(_ lines: Lines, at column: Int, _ row: Int) {
            guard let i = index(column, row) else { return }
            if cells[i].character != nil || cells[i].isContinuation {
                clearPartner(of: i)
                cells[i] = Cell(lines: lines)
            } else {
                cells[i].lines.formUnion(lines)
            }
        }

        /// Before cell `i` is painted over: the other half of a wide character in it becomes blank.
        private mutating func clearPartner(of i: Int) {
            if cells[i].isWide, i + 1 < cells.count, cells[i + 1].isContinuation { cells[i + 1] = Cell() }
            if cells[i].isContinuation, i > 0, cells[i - 1].isWide { cells[i - 1] = Cell() }
        }

        /// A horizontal line from `from` to `to` (inclusive) on `row`.
        mutating func horizontal(row: Int, from: Int, to: Int) {
            let first = max(from, 0), last = min(to, lastColumn)
            guard from < to, first <= last, (0...lastRow).contains(row) else { return }
            for column in first...last {
                var lines: Lines = []
                if column > from { lines.insert(.left) }
                if column < to { lines.insert(.right) }
                add(lines, at: column, row)
            }
        }

        /// A vertical line from `from` to `to` (inclusive) in `column`.
        mutating func vertical(column: Int, from: Int, to: Int) {
            let first = max(from, 0), last = min(to, lastRow)
            guard from < to, first <= last, (0...lastColumn).contains(column) else { return }
            for row in first...last {
                var lines: Lines = []
                if row > from { lines.insert(.up) }
                if row < to { lines.insert(.down) }
                add(lines, at: column, row)
            }
        }

        /// Marks a box corner as rounded (a circle, capsule, ellipse or rounded rectangle).
        mutating func round(column: Int, row: Int) {
            if let i = index(column, row) { cells[i].rounded = true }
        }

        /// Writes characters from `column` rightwards, a wide one on two cells (clipped to the
        /// grid; a wide character whose second half would fall outside is left out).
        mutating func write(_ text: String, column: Int, row: Int) {
            var next = column
            for character in text {
                let width = max(1, DisplayWidth.of(character))
                defer { next += width }
                guard let i = index(next, row) else { continue }
                if width == 2 {
                    guard let j = index(next + 1, row) else { continue }
                    clearPartner(of: i)
                    clearPartner(of: j)
                    cells[i] = Cell(character: character, isWide: true)
                    cells[j] = Cell(isContinuation: true)
                } else {
                    clearPartner(of: i)
                    cells[i] = Cell(character: character)
                }
            }
        }

        /// The runs of cells in `row` between `first` and `last` (inclusive) that are plain
        /// horizontal line with no label on them, where a label may go: (column, length).
        func labelRuns(row: Int, from first: Int, through last: Int) -> [(column: Int, length: Int)] {
            var runs: [(column: Int, length: Int)] = []
            var column = max(first, 0)
            while column <= min(last, lastColumn) {
                if let i = index(column, row), cells[i].character == nil, !cells[i].isContinuation, cells[i].lines == .horizontal,
                   !labelled.contains(i) {
                    if let end = runs.last, end.column + end.length == column {
                        runs[runs.count - 1].length += 1
                    } else {
                        runs.append((column, 1))
                    }
                }
                column += 1
            }
            return runs
        }

        /// Writes a label and keeps the cells either side of it free of other labels, so
        /// two labels on one edge never run together.
        mutating func writeLabel(_ text: String, column: Int, row: Int) {
            write(text, column: column, row: row)
            for offset in -1...DisplayWidth.of(text) {
                if let i = index(column + offset, row) { labelled.insert(i) }
            }
        }

        /// The root's outline, dashed, under everything else: it shows only where no view's
        /// edge lies on it (a root with padding or a frame around its view).
        mutating func outline() {
            guard lastColumn > 0, lastRow > 0 else { return }
            for row in [0, lastRow] {
                write(String(repeating: "┄", count: lastColumn - 1), column: 1, row: row)
            }
            for row in 1..<lastRow {
                write("┆", column: 0, row: row)
                write("┆", column: lastColumn, row: row)
            }
            write("┌", column: 0, row: 0)
            write("┐", column: lastColumn, row: 0)
            write("└", column: 0, row: lastRow)
            write("┘", column: lastColumn, row: lastRow)
        }

        /// The grid as text, one line per row, trailing spaces removed.
        var lines: [String] {
            (0...lastRow).map { row in
                var line = String((0...lastColumn).compactMap { column -> Character? in
                    let cell = cells[row * (lastColumn + 1) + column]
                    if cell.isContinuation { return nil }
                    return cell.character ?? Self.character(for: cell.lines, rounded: cell.rounded)
                })
                while line.last == " " { line.removeLast() }
                return line
            }
        }

        static func character(for lines: Lines, rounded: Bool = false) -> Character {
            switch lines.rawValue {
            case 0: return " "
            case 1, 2, 3: return "│"  // up, down
            case 4, 8, 12: return "─"  // left, right
            case 10: return rounded ? "╭" : "┌"
            case 6: return rounded ? "╮" : "┐"
            case 9: return rounded ? "╰" : "└"
            case 5: return rounded ? "╯" : "┘"
            case 11: return "├"
            case 7: return "┤"
            case 14: return "┬"
            case 13: return "┴"
            default: return "┼"
            }
        }
    }
}
