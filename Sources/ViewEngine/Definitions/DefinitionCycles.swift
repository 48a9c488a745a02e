/// Views and modifiers expand where they are used, so a definition that reaches itself
/// through others (`view A = B`, then `view B = vstack < A >`) would expand forever. This
/// finds such a loop before the definition is accepted.
public enum DefinitionCycles {
    /// The chain of names from `name` back to itself, if the definitions contain one.
    public static func cycle(through name: String, in definitions: Definitions, tree: ViewTree) -> [String]? {
        var visited = Set<String>()
        var path: [String] = []
        func visit(_ current: String) -> Bool {
            path.append(current)
            for next in references(of: current, in: definitions, tree: tree) {
                if next == name { path.append(next); return true }
                if visited.insert(next).inserted, visit(next) { return true }
            }
            path.removeLast()
            return false
        }
        return visit(name) ? path : nil
    }

    /// The user views and modifiers a definition's body uses, in order of appearance.
    static func references(of name: String, in definitions: Definitions, tree: ViewTree) -> [String] {
        switch definitions[name] {
        case .view(let view)?:
            return uses(in: [view.body], tree: tree)
        case .modifier(let modifier)?:
            return modifier.body.filter(\.isCustom).map(\.name)
                + uses(in: ViewTree.modifierViews(of: ViewNode(kind: .empty, modifiers: modifier.body, head: "")), tree: tree)
        default:
            return []
        }
    }

    /// Names of user views and modifiers used anywhere in these subtrees (templates included).
    static func uses(in roots: [NodeID], tree: ViewTree) -> [String] {
        var names: [String] = []
        var pending = roots
        while let id = pending.popLast() {
            let node = tree[id]
            if case .custom(let viewName, let arguments) = node.kind {
                names.append(viewName)
                for case .view(let argumentView) in arguments.values { pending.append(argumentView) }
            }
            names += node.modifiers.filter(\.isCustom).map(\.name)
            pending += node.children + ViewTree.modifierViews(of: node)
        }
        return names
    }
}
