import ViewEngine

/// Writes a subtree back as source that parses to the same tree (`save`). Containers
/// with children go over several lines, indented by two spaces.
struct TreePrinter {
    let tree: ViewTree

    func source(_ id: NodeID, indent: String = "") -> String {
        let node = tree[id]
        let modifiers = node.modifiers.map { " " + $0.source }.joined()
        let inner = indent + "  "
        func block(_ children: [NodeID]) -> String {
            children.map { inner + source($0, indent: inner) + "\n" }.joined()
        }
        switch node.kind {
        case .builtin where node.kind.takesChildren:
            guard !node.children.isEmpty else { return node.head + modifiers }
            return node.head + " <\n" + block(node.children) + indent + ">" + modifiers
        case .geometry, .foreach:
            return node.head.trimmingTrailingSpaces() + "\n" + block(node.children) + indent + "}" + modifiers
        case .conditional(_, let thenCount, let hasElse):
            var text = node.head + " <\n" + block(Array(node.children[..<thenCount])) + indent + ">"
            if hasElse {
                text += " else <\n" + block(Array(node.children[thenCount...])) + indent + ">"
            }
            return text + modifiers
        default:
            return node.head + modifiers
        }
    }
}
