import ViewLayout

/// What one resolution leaves for the next, so an edit re-lays out a path instead of the
/// tree: the layout arena as it was after its main layout (warm caches, before GeometryReader
/// content was attached) and a signature of each node.
public struct LayoutMemo: Sendable {
    var layout: LayoutTree
    /// Per node: its kind, direction and children, as text.
    var signatures: [String]
    var definitions: Definitions
    var states: [String: Value]
    /// How many nodes ran their layout rule in that main layout (cache misses).
    public let evaluations: Int
}

extension Resolver {
    /// One signature per node of the freshly built tree (before any layout).
    func mainSignatures() -> [String] {
        (0..<layout.count).map { index in
            let id = LayoutNodeID(rawValue: Int32(index))
            return String(describing: layout.kind(of: id)) + "|" + String(describing: layout.direction(of: id)) + "|"
                + layout.children(of: id).map { String($0.rawValue) }.joined(separator: ",")
        }
    }

    /// Takes over the previous arena when the tree has the same shape, replacing the kinds of
    /// the nodes that changed. Anything it cannot prove unchanged makes it start afresh:
    /// other definitions (custom guides capture them), other options, a different shape.
    mutating func reuse(_ memo: LayoutMemo, signatures: [String]) {
        guard memo.signatures.count == signatures.count, memo.definitions == document.definitions,
              memo.layout.options == layout.options, memo.layout.root == layout.root,
              document.definitions.names(of: .alignment).isEmpty || memo.states == document.stateValues
        else { return }
        var reused = memo.layout
        for index in signatures.indices {
            let id = LayoutNodeID(rawValue: Int32(index))
            let kind = layout.kind(of: id)
            var isGuide = false
            if case .alignmentGuide = kind { isGuide = true }  // closures: never provably equal
            // A rule's text names it, not every parameter: its own equality decides (LayoutRule.isSame).
            var ruleChanged = false
            if case .rule(let rule) = kind, case .rule(let old) = memo.layout.kind(of: id) { ruleChanged = !rule.isSame(as: old) }
            guard memo.signatures[index] != signatures[index] || isGuide || ruleChanged else { continue }
            // Children must match exactly; kinds and directions may differ.
            guard memo.layout.children(of: id) == layout.children(of: id) else { return }
            reused.setKind(kind, for: id)
            if reused.direction(of: id) != layout.direction(of: id) { reused.setDirection(layout.direction(of: id), for: id) }
        }
        layout = reused
    }
}
