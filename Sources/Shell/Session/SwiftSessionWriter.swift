import Diagnostics
import SwiftFrontEnd
import ViewEngine
import ViewSyntax

/// `save --swift`: the session as SwiftUI source. The definitions the session uses (the
/// prelude's too, since Swift has no prelude) and the root are read back from their canonical
/// source and handed to `SwiftWriter`; options and the proposal become comments.
enum SwiftSessionWriter {
    static func source(for document: Document) -> String {
        let definitions = ScriptWriter.dependencyOrder(document.definitions)
        var rootSource: String?
        if let root = document.tree.root { rootSource = TreePrinter(tree: document.tree).source(root) }
        // Prelude definitions only when something else names them.
        var used = Set<String>()
        for definition in definitions where !definition.common.isPrelude {
            used.formUnion(ScriptWriter.identifiers(in: definition.common.source))
        }
        if let rootSource { used.formUnion(ScriptWriter.identifiers(in: rootSource)) }
        var changed = true
        while changed {
            changed = false
            for definition in definitions where definition.common.isPrelude && used.contains(definition.name) {
                let more = ScriptWriter.identifiers(in: definition.common.source).subtracting(used)
                if !more.isEmpty {
                    used.formUnion(more)
                    changed = true
                }
            }
        }
        var items: [Item] = []
        // The session's layouts take children (`Flow < … >`): parse with their names.
        let grammar = ViewGrammar.catalogue.adding(layouts: document.definitions.names(of: .layout))
        for definition in definitions where !definition.common.isPrelude || used.contains(definition.name) {
            items += Parser.parseItems(SourceFile(name: "<session>", text: definition.common.source), grammar: grammar).value
        }
        if let rootSource {
            items += Parser.parseItems(SourceFile(name: "<session>", text: "root = " + rootSource), grammar: grammar).value
        }
        var comments: [String] = []
        for spec in OptionTable.all where document.options[spec.name] != spec.defaultValue {
            comments.append("viewsh option \(spec.name) \(document.options[spec.name])")
        }
        if document.proposal != Document.defaultProposal {
            comments.append("viewsh proposal \(LayoutTable.format(document.proposal))")
        }
        var current: [String: String] = [:]
        for name in document.definitions.names(of: .state) {
            if let value = document.stateValues[name], value != document.definitions.state(name)?.initialValue {
                current[name] = "\(value)"
            }
        }
        return SwiftWriter.source(items, catalogue: .viewsh, comments: comments, currentValues: current)
    }
}
