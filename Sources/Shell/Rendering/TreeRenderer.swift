import ViewEngine

/// `tree`: one node a line — address, box-drawing branch, the view and its modifiers —
/// plus a `↳` line under each user-defined view or modifier showing its expansion.
struct TreeRenderer {
    let document: Document

    private struct Line {
        var address: String
        var text: String
    }

    func render(from start: NodeID, path: [Int]) -> String {
        var lines: [Line] = []
        walk(start, path: path, prefix: "", connector: "", childPrefix: "", into: &lines)
        let width = lines.map(\.address.count).max() ?? 0
        return lines.map { line in
            let padded = line.address + String(repeating: " ", count: width - line.address.count + 2)
            return (padded + line.text).trimmingTrailingSpaces() + "\n"
        }.joined()
    }

    private func walk(_ id: NodeID, path: [Int], prefix: String, connector: String, childPrefix: String, into lines: inout [Line]) {
        let node = document.tree[id]
        lines.append(Line(address: Address.format(path), text: prefix + connector + Self.describe(node)))
        let hasChildren = !node.children.isEmpty
        let expansionPrefix = childPrefix + (hasChildren ? "│  " : "   ")
        if case .custom(let name, _) = node.kind, let definition = document.definitions.view(name) {
            lines.append(Line(address: "", text: expansionPrefix + "↳ " + name + " = " + definition.bodySource))
        }
        for modifier in node.modifiers where modifier.isCustom {
            if let definition = document.definitions.modifier(modifier.name) {
                lines.append(Line(address: "", text: expansionPrefix + "↳ ." + modifier.name + " = " + definition.bodySource))
            }
        }
        var elseIndex: Int?
        if case .conditional(_, let thenCount, let hasElse) = node.kind, hasElse { elseIndex = thenCount }
        for (index, child) in node.children.enumerated() {
            if index == elseIndex {
                lines.append(Line(address: "", text: childPrefix + "else"))
            }
            let isLast = index == node.children.count - 1 || index + 1 == elseIndex
            walk(child, path: path + [index], prefix: childPrefix, connector: isLast ? "└─ " : "├─ ",
                 childPrefix: childPrefix + (isLast ? "   " : "│  "), into: &lines)
        }
        if elseIndex == node.children.count {
            lines.append(Line(address: "", text: childPrefix + "else (empty)"))
        }
    }

    /// The view's own words and its modifiers, as typed (canonically spaced).
    static func describe(_ node: ViewNode) -> String {
        var text = node.head
        switch node.kind {
        case .geometry, .foreach: text += "… }"
        default: break
        }
        return text + node.modifiers.map { " " + $0.source }.joined()
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
