import Diagnostics
import ViewEngine
import ViewLayout

/// `layout`: one line per view — address, branch, the view, the proposal it was placed
/// with, the size it chose, its origin in the root — and under it one line per modifier,
/// in the order written (innermost first), each with its own proposal and size: in SwiftUI
/// every modifier is a layout of its own (§8.2).
///
/// The table is written as it is produced, a batch of rows at a time, so a 100,000-row layout
/// streams to a file or a pager instead of being built whole; the column widths come from a
/// first walk that measures the rows without keeping them. More than `summaryThreshold` rows
/// are summarised — the first `summaryHead` and last `summaryTail`, and a line saying how many
/// were left out and how to see them — unless every row is asked for (`layout --all`).
final class LayoutTable {
    /// A class, so the walk's closures share one reference instead of copying the resolution.
    let resolution: Resolution

    /// The resolution's entries and their index by node, read once: reading them through
    /// `resolution` copied the resolution struct for each read, several per row.
    private let entries: [ResolvedEntry]
    private let tags: [Int32]

    init(resolution: Resolution) {
        self.resolution = resolution
        entries = resolution.entries
        tags = resolution.tagTable
    }

    /// The entry index of a node (`Resolution.tag(of:)`).
    private func tag(of id: LayoutNodeID) -> Int {
        let raw = Int(id.rawValue)
        if raw < tags.count, tags[raw] >= 0 { return Int(tags[raw]) }
        return resolution.tag(of: id)
    }

    static let summaryThreshold = 1_000
    static let summaryHead = 40
    static let summaryTail = 10
    /// Rows handed to the output at a time; Ctrl-C is looked at between batches.
    static let batchRows = 256

    /// One row's cells as UTF-8 in one buffer, with the display width of each padded cell (made
    /// and measured byte by byte: 100,000 rows × five cells of Strings were most of `--all`).
    struct Row {
        var bytes: [UInt8] = []
        /// Where each of the five cells ends in `bytes`.
        var ends = [Int](repeating: 0, count: 5)
        /// The display widths of the first four cells (the origin is never padded).
        var widths = [Int](repeating: 0, count: 4)

        init() {}

        init(_ cells: [String]) {
            for (index, cell) in cells.enumerated() {
                bytes += cell.utf8
                close(index, width: DisplayWidth.of(cell))
            }
        }

        /// Ends cell `index` here.
        mutating func close(_ index: Int, width: Int) {
            ends[index] = bytes.count
            if index < 4 { widths[index] = width }
        }

        func cell(_ index: Int) -> ArraySlice<UInt8> { bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]] }

        /// The bytes since cell `index - 1` ended, counted in scalars: the cells made of numbers,
        /// `×`, `∞`, `nil` and `-` are one cell per scalar.
        func scalarsSince(_ index: Int) -> Int {
            var count = 0
            for byte in bytes[(index == 0 ? 0 : ends[index - 1])...] where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }

        mutating func removeAll() {
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// How a table ended.
    enum Outcome: Equatable {
        case complete
        /// Ctrl-C: `printed` of `total` rows were written.
        case interrupted(printed: Int, total: Int)
    }

    /// Writes the table of the subtree at `start` into `output`, row batch by row batch.
    func write(from start: LayoutNodeID, all: Bool, into output: inout SessionOutput, interrupted: () -> Bool) -> Outcome {
        // Reading results materialises the placements once; later reads of this copy change nothing.
        var layout = resolution.layout
        _ = layout.result(of: start)
        // Every row: the frames of the whole tree in one top-down pass (the engine sums the
        // origins as it goes) instead of one lookup per row, twice.
        let frames = all ? Frames(&layout) : nil
        // Without --all the rows are counted first (each subtree's count kept), to know whether to
        // summarise; with it the first walk counts them.
        var total = all ? 0 : countRows(from: start)
        let summarised = !all && total > Self.summaryThreshold
        // The rows left out of a summary: the walks step over a subtree that lies wholly inside
        // them (a summarised 100,000-row table walked all 400,000 rows three times for 50).
        let elided = summarised ? Self.summaryHead..<(total - Self.summaryTail) : 0..<0
        // First walk: the column widths of the rows that will be shown.
        var widths = Widths(header)
        var row = Row()
        var visited = 0
        var stopped = false
        var rows = 0
        walk(start, eliding: elided) { step, index in
            visited += 1
            rows = index + 1
            if visited % 4096 == 0, interrupted() {
                stopped = true
                return false
            }
            if !elided.contains(index) {
                fill(&row, step, &layout, frames, origin: false)
                widths.include(row)
            }
            return true
        }
        if all { total = rows }
        if stopped { return .interrupted(printed: 0, total: total) }
        // Second walk: the rows, written a batch at a time.
        var batch: [UInt8] = []
        widths.append(header, to: &batch)
        var batchCount = 0
        var printed = 0
        var saidLeftOut = false
        walk(start, eliding: elided) { step, index in
            guard !elided.contains(index) else { return true }
            if summarised && !saidLeftOut && index >= elided.upperBound {
                saidLeftOut = true
                let left = total - Self.summaryHead - Self.summaryTail
                batch += ("… \(Self.grouped(left)) of \(Self.grouped(total)) rows left out: `layout --all` prints every row, "
                    + "`layout ADDRESS` one view's subtree\n").utf8
            }
            fill(&row, step, &layout, frames)
            widths.append(row, to: &batch)
            batchCount += 1
            printed += 1
            if batchCount == Self.batchRows {
                output.write(String(decoding: batch, as: UTF8.self))
                batch.removeAll(keepingCapacity: true)
                batchCount = 0
                if interrupted() {
                    stopped = true
                    return false
                }
            }
            return true
        }
        output.write(String(decoding: batch, as: UTF8.self))
        return stopped ? .interrupted(printed: printed, total: summarised ? Self.summaryHead + Self.summaryTail : total) : .complete
    }

    /// The whole table as one string (every row).
    func render(from start: LayoutNodeID) -> String {
        var output = SessionOutput()
        _ = write(from: start, all: true, into: &output, interrupted: { false })
        return output.text
    }

    static let header = Row(["address", "view", "proposed", "size", "origin"])
    private var header: Row { Self.header }

    /// Column widths (in terminal cells) of the rows seen so far.
    struct Widths {
        var columns = [0, 0, 0, 0]

        init(_ header: Row) { include(header) }

        mutating func include(_ row: Row) {
            for k in 0..<4 { columns[k] = max(columns[k], row.widths[k]) }
        }

        /// Appends the row's line (columns padded, no trailing spaces, a final newline) to `text`.
        func append(_ row: Row, to text: inout [UInt8]) {
            for k in 0..<4 {
                text += row.cell(k)
                JSONValue.appendSpaces(max(0, columns[k] - row.widths[k]) + 2, to: &text)
            }
            text += row.cell(4)
            while text.last == UInt8(ascii: " ") { text.removeLast() }
            text.append(UInt8(ascii: "\n"))
        }
    }

    /// 99,950: thousands grouped, the same on every machine.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    /// One step of the walk: a view's row (with its branch) or one of its modifiers' rows.
    struct Step {
        var node: LayoutNodeID
        /// The branches of the ancestors, then this row's own connector (`├─ `, `└─ `, or none for a modifier).
        var prefix: String
        /// The display width of `prefix` (each ancestor's branch is three cells).
        var prefixCells: Int
        var connector: String
        var isModifier: Bool
    }

    /// A row, made in `row` (its buffer reused). When only the column widths are wanted
    /// (`origin: false`, the first walk) the address and view cells are measured, not written,
    /// and the origin is left out (the last column: it is never padded).
    func fill(_ row: inout Row, _ step: Step, _ layout: inout LayoutTree, _ frames: Frames? = nil, origin: Bool = true) {
        let result = frames.map { $0[step.node] } ?? layout.result(of: step.node)
        let writes = origin
        row.removeAll()
        if !step.isModifier {
            let address = address(step.node)
            if writes { JSONValue.appendString(address, to: &row.bytes) }
            row.close(0, width: DisplayWidth.of(address))
        } else {
            row.close(0, width: 0)
        }
        if writes {
            JSONValue.appendString(step.prefix, to: &row.bytes)
            JSONValue.appendString(step.connector, to: &row.bytes)
        }
        let labelWidth: Int
        if let text = entries[tag(of: step.node)].textLabelString, Self.isPlain(text, limit: Self.clipLimit - 7) {
            // A Text's label written from its string: `text "…"` (quoted as it is, one cell a byte, not clipped).
            if writes {
                JSONValue.append("text \"", to: &row.bytes)
                JSONValue.appendString(text, to: &row.bytes)
                row.bytes.append(UInt8(ascii: "\""))
            }
            labelWidth = text.utf8.count + 7
        } else {
            let label = Self.clip(label(step.node))
            if writes { JSONValue.appendString(label, to: &row.bytes) }
            labelWidth = DisplayWidth.of(label)
        }
        row.close(1, width: step.prefixCells + (step.connector.isEmpty ? 0 : 3) + labelWidth)
        if let result {
            Self.appendDimension(result.proposal.width, to: &row.bytes)
            JSONValue.append("×", to: &row.bytes)
            Self.appendDimension(result.proposal.height, to: &row.bytes)
            row.close(2, width: row.scalarsSince(2))
            Self.appendLength(result.size.width, to: &row.bytes)
            JSONValue.append("×", to: &row.bytes)
            Self.appendLength(result.size.height, to: &row.bytes)
            row.close(3, width: row.scalarsSince(3))
            if origin {
                row.bytes.append(UInt8(ascii: "("))
                Self.appendLength(result.frame.minX, to: &row.bytes)
                JSONValue.append(", ", to: &row.bytes)
                Self.appendLength(result.frame.minY, to: &row.bytes)
                row.bytes.append(UInt8(ascii: ")"))
            }
            row.close(4, width: 0)
        } else {
            row.bytes.append(UInt8(ascii: "-"))
            row.close(2, width: 1)
            row.bytes.append(UInt8(ascii: "-"))
            row.close(3, width: 1)
            if origin { JSONValue.append("not laid out", to: &row.bytes) }
            row.close(4, width: 0)
        }
    }

    /// At most `limit` bytes of printable ASCII that `Value.quote` leaves as they are (no quote, no backslash).
    static func isPlain(_ text: String, limit: Int) -> Bool {
        let utf8 = text.utf8
        return utf8.count <= limit && !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C })
    }

    /// `formatLength(value)` as UTF-8: a length that rounds to a whole number written digit by digit.
    static func appendLength(_ value: Double, to bytes: inout [UInt8]) {
        // A whole number well inside Double's exact integers is its own rounding (the common case).
        if abs(value) < 1e13, let whole = Int(exactly: value) {
            JSONValue.appendInteger(whole, to: &bytes)
        } else if value.isFinite, abs(value) < 1e15, let whole = CheckedInt.wholeNumber((value * 100).rounded() / 100) {
            JSONValue.appendInteger(whole, to: &bytes)
        } else {
            bytes += formatLength(value).utf8
        }
    }

    /// One dimension of a proposal as `format` writes it.
    static func appendDimension(_ value: Double?, to bytes: inout [UInt8]) {
        guard let value else { return JSONValue.append("nil", to: &bytes) }
        if value.isInfinite { JSONValue.append("∞", to: &bytes) } else { appendLength(value, to: &bytes) }
    }

    /// The result of every laid-out node, by node, read in one pass.
    struct Frames {
        private var results: [LayoutResult?]

        init(_ layout: inout LayoutTree) {
            results = Array(repeating: nil, count: layout.count)
            for node in layout.laidOutNodes() { results[Int(node.id.rawValue)] = node.result }
        }

        subscript(node: LayoutNodeID) -> LayoutResult? { results[Int(node.rawValue)] }
    }

    /// Rows in each view's subtree (the view, its modifiers, the rows under it), by the node of
    /// its outermost modifier (or the view); `countRows` fills it, the walks skip by it.
    private var subtreeRows: [Int32] = []

    /// Rows in the subtree at `start` (each view and each modifier is one), each subtree's count kept.
    func countRows(from start: LayoutNodeID) -> Int {
        subtreeRows = Array(repeating: -1, count: resolution.layout.count)
        return countRows(start)
    }

    private func countRows(_ outer: LayoutNodeID) -> Int {
        let (view, modifiers) = chain(from: outer)
        var rows = 1 + modifiers.count
        forEachChild(of: view, modifiers: modifiers) { child, _ in rows += countRows(child) }
        subtreeRows[Int(outer.rawValue)] = Int32(clamping: rows)
        return rows
    }

    // A node's fields read in place (not `resolution.entry`, which copies the whole entry: on
    // 100,000 rows the copies were a good part of the table's time).
    private func address(_ id: LayoutNodeID) -> String { entries[tag(of: id)].address }
    private func label(_ id: LayoutNodeID) -> String { entries[tag(of: id)].label }
    private func isModifier(_ id: LayoutNodeID) -> Bool { entries[tag(of: id)].isModifier }

    /// The view under a chain of modifiers, and the chain from the view outwards.
    func chain(from outer: LayoutNodeID) -> (view: LayoutNodeID, modifiers: [LayoutNodeID]) {
        guard isModifier(outer) else { return (outer, []) }
        var modifiers: [LayoutNodeID] = []
        var current = outer
        let address = address(outer)
        while isModifier(current), let inner = resolution.layout.children(of: current).first(where: { self.address($0) == address }) {
            modifiers.append(current)
            current = inner
        }
        return (current, modifiers.reversed())
    }

    /// The rows under a view, in order: the view's own children, then each modifier's secondary
    /// views (background, overlay); `body` is told which is the last. A view without modifiers is
    /// read sibling by sibling (no array per view).
    private func forEachChild(of view: LayoutNodeID, modifiers: [LayoutNodeID], _ body: (LayoutNodeID, Bool) -> Bool) -> Bool {
        let layout = resolution.layout
        guard modifiers.isEmpty else {
            var children = layout.children(of: view)
            let address = address(view)
            for modifier in modifiers {
                children += layout.children(of: modifier).filter { self.address($0) != address }
            }
            for (index, child) in children.enumerated() where !body(child, index == children.count - 1) { return false }
            return true
        }
        var next = layout.firstChild(of: view)
        while let child = next {
            next = layout.nextSibling(of: child)
            guard body(child, next == nil) else { return false }
        }
        return true
    }

    private func forEachChild(of view: LayoutNodeID, modifiers: [LayoutNodeID], _ body: (LayoutNodeID, Bool) -> Void) {
        _ = forEachChild(of: view, modifiers: modifiers) { child, isLast -> Bool in
            body(child, isLast)
            return true
        }
    }

    /// Visits the rows of the subtree at `start` in order, each with its index, until `visit`
    /// returns false. A subtree whose rows all lie in `elided` is stepped over (its count from
    /// `countRows`, which must have run).
    func walk(_ start: LayoutNodeID, eliding elided: Range<Int> = 0..<0, _ visit: (Step, Int) -> Bool) {
        var index = 0
        _ = walk(start, prefix: "", connector: "", childPrefix: "", childCells: 0, index: &index, elided: elided, visit)
    }

    private func walk(_ outer: LayoutNodeID, prefix: String, connector: String, childPrefix: String, childCells: Int,
                      index: inout Int, elided: Range<Int>, _ visit: (Step, Int) -> Bool) -> Bool {
        if !elided.isEmpty, index >= elided.lowerBound {
            let rows = Int(subtreeRows[Int(outer.rawValue)])
            if rows > 0, index + rows <= elided.upperBound {
                index += rows
                return true
            }
        }
        let (view, modifiers) = chain(from: outer)
        // The prefix's width: each branch is three cells (a connector too).
        let prefixCells = max(0, childCells - (connector.isEmpty ? 0 : 3))
        guard visit(Step(node: view, prefix: prefix, prefixCells: prefixCells, connector: connector, isModifier: false), index) else {
            return false
        }
        index += 1
        if !modifiers.isEmpty {
            let continuation = childPrefix + (resolution.layout.firstChild(of: view) == nil && !hasSecondaryViews(view, modifiers)
                                              ? "   " : "│  ")
            for modifier in modifiers {
                guard visit(Step(node: modifier, prefix: continuation, prefixCells: childCells + 3, connector: "", isModifier: true),
                            index) else {
                    return false
                }
                index += 1
            }
        }
        return forEachChild(of: view, modifiers: modifiers) { child, isLast in
            walk(child, prefix: childPrefix, connector: isLast ? "└─ " : "├─ ", childPrefix: childPrefix + (isLast ? "   " : "│  "),
                 childCells: childCells + 3, index: &index, elided: elided, visit)
        }
    }

    /// Whether a modifier of the chain has a view of its own (a background, an overlay).
    private func hasSecondaryViews(_ view: LayoutNodeID, _ modifiers: [LayoutNodeID]) -> Bool {
        let address = address(view)
        return modifiers.contains { modifier in resolution.layout.children(of: modifier).contains { self.address($0) != address } }
    }

    static func format(_ proposal: ProposedSize) -> String {
        func dimension(_ value: Double?) -> String {
            guard let value else { return "nil" }
            return value.isInfinite ? "∞" : formatLength(value)
        }
        return dimension(proposal.width) + "×" + dimension(proposal.height)
    }

    /// Long modifier labels (a whole background view) are cut to keep the table readable.
    static let clipLimit = 48

    static func clip(_ label: String, limit: Int = clipLimit) -> String {
        // A label of at most `limit` bytes has at most `limit` characters: no need to count them.
        label.utf8.count <= limit || label.count <= limit ? label : String(label.prefix(limit - 1)) + "…"
    }
}
