import Diagnostics
import ViewSyntax
import ViewEngine

extension CommandContext {
    /// Resolves the address in word `index` to a node of the live tree.
    func node(_ index: Int) throws(CommandError) -> (id: NodeID, path: [Int]) {
        let word = try argument(index, "node address")
        guard let address = Address(word.text) else {
            throw CommandError("'\(word.text)' is not a node address; addresses look like 0, 0.1.2 or #name", at: word.range)
        }
        let tree = session.document.tree
        switch tree.resolve(address) {
        case .success(let id):
            return (id, tree.path(of: id) ?? [0])
        case .failure(let failure):
            if case .unknownID(let name, let known) = failure {
                throw CommandError(Diagnostic.error(failure.message, at: word.range).suggesting(name, from: known))
            }
            if case .noChild(let parent, _, 0) = failure, let parentAddress = Address(parent),
               case .success(let parentID) = tree.resolve(parentAddress), case .custom(let name, _) = tree[parentID].kind {
                // `tree 0.0` under `ContentView()`: the body is the definition's, not the document's.
                throw CommandError("node \(parent) is \(name)(), whose body is its definition's ('defs \(name)'); "
                                   + "\(word.text) is a layout address: layout, why and env take it", at: word.range)
            }
            throw CommandError(failure.message, at: word.range)
        }
    }

    /// Parses and lowers the view written after word `index` into a copy of the document.
    func view(after index: Int) throws(CommandError) -> (Document, NodeID) {
        let range = range(after: index)
        guard !file.slice(range).allSatisfy(\.isWhitespace) else {
            throw CommandError("missing view; usage: \(CommandTable.command(words[0].text)!.usage)", at: end)
        }
        let parsed = Parser.parseExpression(file, in: range, grammar: session.grammar)
        try throwFirst(parsed.diagnostics)
        var lowerer = Lowerer(document: session.document)
        let id = lowerer.lowerView(parsed.value)
        try throwFirst(lowerer.diagnostics)
        guard let id else { throw CommandError("expected a view", at: range) }
        return (lowerer.document, id)
    }

    /// Commands report their first error (the rest usually follow from it).
    func throwFirst(_ diagnostics: [Diagnostic]) throws(CommandError) {
        if let first = diagnostics.first(where: { $0.severity == .error }) { throw CommandError(first) }
    }
}

