extension LayoutTree {
    /// The Text views in the laid-out tree that were placed with a width of less than one of
    /// their characters (a label inside `.frame(width: 0)`), with their results. The text model
    /// answers one character a line there (option `textMinWidth`); how SwiftUI's Text answers
    /// such a proposal is unconfirmed (§1.7 rule 5, §9), so the shell says so in a note.
    /// In node order; one pass over the node kinds, results read only for the texts found.
    public mutating func textsPlacedBelowOneCharacter() -> [(id: LayoutNodeID, result: LayoutResult)] {
        materializePlacements()
        var found: [(id: LayoutNodeID, result: LayoutResult)] = []
        for n in ops.indices {
            guard n < placements.count, case let .text(i) = ops[n], let width = placements[n].proposal.width else { continue }
            let text = texts[Int(i)]
            guard !text.string.isEmpty, width < TextMetrics.metrics(of: text.style, options: options).charWidth,
                  let result = result(of: LayoutNodeID(rawValue: Int32(n))) else { continue }
            found.append((LayoutNodeID(rawValue: Int32(n)), result))
        }
        return found
    }
}
