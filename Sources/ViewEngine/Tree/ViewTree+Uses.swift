extension ViewTree {
    /// Every live node, reachable from the root or a template (a definition's body, a modifier's
    /// view), with its id.
    public var liveNodes: [(id: NodeID, node: ViewNode)] {
        storage.elements.enumerated().compactMap { index, node in node.map { (NodeID(Int32(index)), $0) } }
    }
}
