import ViewEngine

/// `save`: a script that rebuilds the session — options, definitions, the root, then
/// the states that moved away from their initial values.
enum ScriptWriter {
    static func script(for document: Document) -> String {
        var text = "// viewsh session; rebuild it with: viewsh FILE, or load FILE inside viewsh\n"
        for spec in OptionTable.all where document.options[spec.name] != spec.defaultValue {
            text += "option \(spec.name) \(document.options[spec.name])\n"
        }
        if document.proposal != Document.defaultProposal {
            text += "propose \(LayoutTable.format(document.proposal).replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "∞", with: "inf"))\n"
        }
        for definition in dependencyOrder(document.definitions) where !definition.common.isPrelude {
            text += definition.common.source + "\n"
        }
        if let root = document.tree.root {
            text += "root = " + TreePrinter(tree: document.tree).source(root) + "\n"
        }
        for name in document.definitions.names(of: .state) {
            if let value = document.stateValues[name], value != document.definitions.state(name)?.initialValue {
                text += "set \(name) = \(value)\n"
            }
        }
        return text
    }

    /// Definitions in the order they were made, except that each comes after the ones its
    /// source names (a view redefined to read a state defined after it first).
    static func dependencyOrder(_ definitions: Definitions) -> [Definition] {
        let all = definitions.all
        let names = Set(all.map(\.name))
        var uses: [String: Set<String>] = [:]
        for definition in all {
            uses[definition.name] = identifiers(in: definition.common.source).intersection(names).subtracting([definition.name])
        }
        var placed = Set<String>()
        var result: [Definition] = []
        var visiting = Set<String>()
        func place(_ definition: Definition) {
            guard !placed.contains(definition.name), visiting.insert(definition.name).inserted else { return }
            for dependency in all where uses[definition.name]?.contains(dependency.name) == true { place(dependency) }
            placed.insert(definition.name)
            result.append(definition)
        }
        for definition in all { place(definition) }
        return result
    }

    /// The words of a source line outside string literals (close enough for dependencies:
    /// a name that is also written inside a string only moves a definition earlier).
    static func identifiers(in source: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        for character in source {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { words.insert(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }
}
