import Diagnostics
import ViewEngine
import ViewLayout

/// `layout`: one line per view — address, branch, the view, the proposal it was placed
/// with, the size it chose, its origin in the root — and under it one line per modifier,
/// in the order written (innermost first), each with its own proposal and size: in SwiftUI
/// every modifier is a layout of its own (§8.2).
struct LayoutTable {
    var resolution: Resolution

    struct Row {
        var address: String
        var tree: String
        var proposal: String
        var size: String
        var origin: String
    }

    /// Every node's result, read once: asking the layout per row walked up to the root each time,
    /// quadratic in a chain of thousands of modifiers.
    var results: [LayoutNodeID: LayoutResult] = [:]
    /// Polled every 1,024 rows (Ctrl-C); the table then ends where it got to.
    var interrupted: () -> Bool = { false }
    var wasInterrupted = false

    mutating func render(from start: LayoutNodeID) -> String {
        for node in resolution.layout.laidOutNodes() { results[node.id] = node.result }
        var rows: [Row] = []
        walk(start, prefix: "", connector: "", childPrefix: "", into: &rows)
        let header = Row(address: "address", tree: "view", proposal: "proposed", size: "size", origin: "origin")
        let all = [header] + rows
        let widths = (
            all.map(\.address.count).max()!, all.map { DisplayWidth.of($0.tree) }.max()!,
            all.map(\.proposal.count).max()!, all.map(\.size.count).max()!
        )
        return all.map { row in
            (pad(row.address, widths.0) + "  " + pad(row.tree, widths.1) + "  " + pad(row.proposal, widths.2) + "  "
                + pad(row.size, widths.3) + "  " + row.origin).trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    /// The view under a chain of modifiers, and the chain from the view outwards.
    func chain(from outer: LayoutNodeID) -> (view: LayoutNodeID, modifiers: [LayoutNodeID]) {
        var modifiers: [LayoutNodeID] = []
        var current = outer
        let address = resolution.entry(outer).address
        while resolution.entry(current).isModifier,
              let inner = resolution.layout.children(of: current).first(where: { resolution.entry($0).address == address }) {
            modifiers.append(current)
            current = inner
        }
        return (current, modifiers.reversed())
    }

    private mutating func walk(_ outer: LayoutNodeID, prefix: String, connector: String, childPrefix: String, into rows: inout [Row]) {
        if rows.count % 1024 == 1023, interrupted() { wasInterrupted = true }
        guard !wasInterrupted else { return }
        let (view, modifiers) = chain(from: outer)
        let address = resolution.entry(view).address
        // Children: the view's own, then each modifier's secondary views (background, overlay).
        var children = resolution.layout.children(of: view)
        for modifier in modifiers {
            children += resolution.layout.children(of: modifier).filter { resolution.entry($0).address != address }
        }
        rows.append(row(view, tree: prefix + connector + Self.clip(resolution.entry(view).label)))
        let continuation = childPrefix + (children.isEmpty ? "   " : "│  ")
        for modifier in modifiers {
            rows.append(row(modifier, tree: continuation + Self.clip(resolution.entry(modifier).label), address: ""))
        }
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            walk(child, prefix: childPrefix, connector: isLast ? "└─ " : "├─ ", childPrefix: childPrefix + (isLast ? "   " : "│  "),
                 into: &rows)
        }
    }

    private mutating func row(_ id: LayoutNodeID, tree: String, address: String? = nil) -> Row {
        let result = results[id]
        return Row(
            address: address ?? resolution.entry(id).address, tree: tree,
            proposal: result.map { Self.format($0.proposal) } ?? "-",
            size: result.map { "\(formatLength($0.size.width))×\(formatLength($0.size.height))" } ?? "-",
            origin: result.map { "(\(formatLength($0.frame.minX)), \(formatLength($0.frame.minY)))" } ?? "not laid out")
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
        label.count <= limit ? label : String(label.prefix(limit - 1)) + "…"
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
