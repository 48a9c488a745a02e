import ViewEngine
import ViewLayout

extension LayoutSnapshot {
    /// Flattens a laid-out resolution for the renderers, in tree order.
    init(_ resolution: inout Resolution, window: Window) {
        self.init(&resolution, proposal: window.size)
        if window.hasInsets { self.window = window }
    }

    init(_ resolution: inout Resolution, proposal: ProposedSize) {
        let nodes = resolution.layout.laidOutNodes().map { Node($0, in: &resolution) }
        self.init(proposalWidth: proposal.width, proposalHeight: proposal.height, nodes: nodes)
    }
}

extension LayoutSnapshot.Node {
    /// One laid-out node as the renderers see it.
    /// `readsLabel` false: the label is left empty (a writer that makes it itself).
    init(_ laidOut: LaidOutNode, in resolution: inout Resolution, readsLabel: Bool = true) {
        let entry = resolution.entry(laidOut.id)
        let result = laidOut.result
        self.init(
            address: entry.address, label: readsLabel ? entry.label : "", depth: entry.depth, isModifier: entry.isModifier,
            proposalWidth: result.proposal.width, proposalHeight: result.proposal.height,
            x: result.frame.minX, y: result.frame.minY, width: result.frame.width, height: result.frame.height,
            textLines: resolution.layout.textMeasurement(of: laidOut.id)?.lines, drawing: entry.drawing)
    }
}
