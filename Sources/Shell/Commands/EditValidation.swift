import Diagnostics
import ViewEngine
import ViewSyntax

/// An edit (`insert`, `append`, `remove`, `replace`) must leave a tree the language can write:
/// the rules that lowering checks where a view is written — a control takes a title or one label
/// view, not both; a `viewthatfits` needs a child; a `gridrow` sits directly in a `grid` — hold
/// for what an edit builds too, else `save` writes a file that does not load (found by the
/// save/load property test on the container and control views). After an edit, the container it
/// touched is written out and lowered again, as `load` would; an error refuses the edit.
extension EditCommands {
    static func checkWritable(_ document: Document, around parent: NodeID, at word: Word) throws(CommandError) {
        let node = document.tree[parent]
        guard hasRules(node, in: document.tree) else { return }
        let source = TreePrinter(tree: document.tree).source(parent)
        let file = SourceFile(name: "<edit>", text: source)
        let parsed = Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue)
        var lowerer = Lowerer(document: document)
        _ = lowerer.withScope(scopeNames(above: parent, in: document.tree)) { $0.lowerView(parsed.value) }
        let address = document.tree.path(of: parent).map(Address.format) ?? "the container"
        if parsed.diagnostics.contains(where: { $0.severity == .error }) {
            throw CommandError("this would leave \(address) a view that cannot be written back as source", at: word.range)
        }
        guard let problem = lowerer.diagnostics.first(where: { $0.severity == .error }) else { return }
        throw CommandError("this would leave \(address) a view that cannot be written back: \(problem.message)", at: word.range)
    }

    /// Whether the container, or a child of it, has rules about what sits where.
    static func hasRules(_ node: ViewNode, in tree: ViewTree) -> Bool {
        func info(_ node: ViewNode) -> ViewInfo? {
            if case .builtin(let keyword, _) = node.kind { return ViewCatalog.info(keyword) }
            return nil
        }
        if let own = info(node), own.isLabelled || own.requiresChildren || ViewCatalog.all.contains(where: { $0.container == own.keyword }) {
            return true
        }
        return node.children.contains { info(tree[$0])?.container != nil }
    }

    /// The names that closures and user views bind around a node (a `foreach`'s element, a
    /// geometry's proxy), so its source lowers as it did where it was written.
    static func scopeNames(above id: NodeID, in tree: ViewTree) -> [String] {
        var names: [String] = []
        var current = tree[id].parent
        while let ancestor = current {
            switch tree[ancestor].kind {
            case .foreach(_, let parameters): names += parameters.isEmpty ? ["$0", "$1"] : parameters
            case .geometry(let parameter): names.append(parameter)
            default: break
            }
            current = tree[ancestor].parent
        }
        return names
    }
}
