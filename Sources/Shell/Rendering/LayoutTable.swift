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

    init(resolution: Resolution) {
        self.resolution = resolution
    }

    static let summaryThreshold = 1_000
    static let summaryHead = 40
    static let summaryTail = 10
    /// Rows handed to the output at a time; Ctrl-C is looked at between batches.
    static let batchRows = 256

    struct Row {
        var address: String
        var tree: String
        var proposal: String
        var size: String
        var origin: String
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
        // Without --all the rows are counted first, to know whether to summarise; with it the
        // first walk counts them.
        var total = all ? 0 : rowCount(from: start)
        let summarised = !all && total > Self.summaryThreshold
        let shown: (Int, Int) -> Bool = { index, total in
            !summarised || index < Self.summaryHead || index >= total - Self.summaryTail
        }
        // First walk: the column widths of the rows that will be shown.
        var widths = Widths(header)
        var index = 0
        var stopped = false
        let counted = total
        walk(start) { step in
            defer { index += 1 }
            if index % 4096 == 4095, interrupted() {
                stopped = true
                return false
            }
            if shown(index, counted) { widths.include(row(step, &layout, frames, origin: false)) }
            return true
        }
        if all { total = index }
        if stopped { return .interrupted(printed: 0, total: total) }
        // Second walk: the rows, written a batch at a time.
        var batch = ""
        widths.append(header, to: &batch)
        var batchCount = 0
        var printed = 0
        index = 0
        walk(start) { step in
            defer { index += 1 }
            if summarised && index == Self.summaryHead {
                let left = total - Self.summaryHead - Self.summaryTail
                batch += "… \(Self.grouped(left)) of \(Self.grouped(total)) rows left out: `layout --all` prints every row, "
                    + "`layout ADDRESS` one view's subtree\n"
            }
            guard shown(index, total) else { return true }
            widths.append(row(step, &layout, frames), to: &batch)
            batchCount += 1
            printed += 1
            if batchCount == Self.batchRows {
                output.write(batch)
                batch = ""
                batchCount = 0
                if interrupted() {
                    stopped = true
                    return false
                }
            }
            return true
        }
        output.write(batch)
        return stopped ? .interrupted(printed: printed, total: summarised ? Self.summaryHead + Self.summaryTail : total) : .complete
    }

    /// The whole table as one string (every row).
    func render(from start: LayoutNodeID) -> String {
        var output = SessionOutput()
        _ = write(from: start, all: true, into: &output, interrupted: { false })
        return output.text
    }

    static let header = Row(address: "address", tree: "view", proposal: "proposed", size: "size", origin: "origin")
    private var header: Row { Self.header }

    /// Column widths (in terminal cells) of the rows seen so far.
    struct Widths {
        var address = 0, tree = 0, proposal = 0, size = 0

        init(_ header: Row) { include(header) }

        mutating func include(_ row: Row) {
            address = max(address, DisplayWidth.of(row.address))
            tree = max(tree, DisplayWidth.of(row.tree))
            proposal = max(proposal, DisplayWidth.of(row.proposal))
            size = max(size, DisplayWidth.of(row.size))
        }

        /// Appends the row's line (columns padded, no trailing spaces, a final newline) to `text`,
        /// piece by piece: no intermediate strings on the table's hot path.
        func append(_ row: Row, to text: inout String) {
            Self.append(row.address, padded: address, to: &text)
            Self.append(row.tree, padded: tree, to: &text)
            Self.append(row.proposal, padded: proposal, to: &text)
            Self.append(row.size, padded: size, to: &text)
            text += row.origin
            while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
            text += "\n"
        }

        /// `cell`, spaces up to `width` cells, and the two spaces between columns.
        static func append(_ cell: String, padded width: Int, to text: inout String) {
            text += cell
            var pad = max(0, width - DisplayWidth.of(cell)) + 2
            while pad > 0 {
                let piece = min(pad, spaces.count - 1)
                text += spaces[piece]
                pad -= piece
            }
        }

        /// Runs of 0 to 64 spaces, made once (a string of spaces per cell was a good part of `--all`).
        private static let spaces = (0...64).map { String(repeating: " ", count: $0) }
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
        var connector: String
        var isModifier: Bool
    }

    /// A row; without its origin when only the column widths are wanted (the origin is the last
    /// column: it is never padded).
    func row(_ step: Step, _ layout: inout LayoutTree, _ frames: Frames? = nil, origin: Bool = true) -> Row {
        let result = frames.map { $0[step.node] } ?? layout.result(of: step.node)
        var tree = step.prefix
        tree += step.connector
        tree += Self.clip(label(step.node))
        return Row(
            address: step.isModifier ? "" : address(step.node), tree: tree,
            proposal: result.map { Self.format($0.proposal) } ?? "-",
            size: result.map { formatLength($0.size.width) + "×" + formatLength($0.size.height) } ?? "-",
            origin: !origin ? "" : result.map { "(" + formatLength($0.frame.minX) + ", " + formatLength($0.frame.minY) + ")" }
                ?? "not laid out")
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

    /// Rows in the subtree at `start`: each view and each modifier is one.
    func rowCount(from start: LayoutNodeID) -> Int {
        var count = 0
        walk(start) { _ in
            count += 1
            return true
        }
        return count
    }

    // A node's fields read in place (not `resolution.entry`, which copies the whole entry: on
    // 100,000 rows the copies were a good part of the table's time).
    private func address(_ id: LayoutNodeID) -> String { resolution.entries[resolution.tag(of: id)].address }
    private func label(_ id: LayoutNodeID) -> String { resolution.entries[resolution.tag(of: id)].label }
    private func isModifier(_ id: LayoutNodeID) -> Bool { resolution.entries[resolution.tag(of: id)].isModifier }

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

    /// Visits the rows of the subtree at `start` in order until `visit` returns false.
    func walk(_ start: LayoutNodeID, _ visit: (Step) -> Bool) {
        _ = walk(start, prefix: "", connector: "", childPrefix: "", visit)
    }

    private func walk(_ outer: LayoutNodeID, prefix: String, connector: String, childPrefix: String, _ visit: (Step) -> Bool) -> Bool {
        let (view, modifiers) = chain(from: outer)
        // Children: the view's own, then each modifier's secondary views (background, overlay).
        var children = resolution.layout.children(of: view)
        if !modifiers.isEmpty {
            let address = address(view)
            for modifier in modifiers {
                children += resolution.layout.children(of: modifier).filter { self.address($0) != address }
            }
        }
        guard visit(Step(node: view, prefix: prefix, connector: connector, isModifier: false)) else { return false }
        let continuation = childPrefix + (children.isEmpty ? "   " : "│  ")
        for modifier in modifiers {
            guard visit(Step(node: modifier, prefix: continuation, connector: "", isModifier: true)) else { return false }
        }
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            guard walk(child, prefix: childPrefix, connector: isLast ? "└─ " : "├─ ", childPrefix: childPrefix + (isLast ? "   " : "│  "),
                       visit) else { return false }
        }
        return true
    }

    static func format(_ proposal: ProposedSize) -> String {
        func dimension(_ value: Double?) -> String {
            guard let value else { return "nil" }
            return value.isInfinite ? "∞" : formatLength(value)
        }
        return dimension(proposal.width) + "×" + dimension(proposal.height)
    }

    /// Long modifier labels (a whole background view) are cut to keep the table readable.
    static func clip(_ label: String, limit: Int = 48) -> String {
        // A label of at most `limit` bytes has at most `limit` characters: no need to count them.
        label.utf8.count <= limit || label.count <= limit ? label : String(label.prefix(limit - 1)) + "…"
    }
}
