import ViewEngine

/// `save`: a script that rebuilds the session — options, definitions, the root, then
/// the states that moved away from their initial values.
enum ScriptWriter {
    static func script(for document: Document) -> String {
        var text = "// viewsh session; rebuild it with: viewsh FILE, or load FILE inside viewsh\n"
        for spec in OptionTable.all where document.options[spec.name] != spec.defaultValue {
            text += "option \(spec.name) \(document.options[spec.name])\n"
        }
        for definition in document.definitions.all where !definition.common.isPrelude {
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
}
