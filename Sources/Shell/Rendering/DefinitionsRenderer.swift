import ViewEngine

/// `defs`: each definition as the line that defines it, grouped by kind.
enum DefinitionsRenderer {
    static func render(_ document: Document, filter: (Definition) -> Bool) -> String {
        var text = ""
        let definitions = document.definitions.all.filter(filter)
        guard !definitions.isEmpty else { return "(no definitions)\n" }
        for kind in Definition.Kind.allCases {
            let ofKind = definitions.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            text += heading(kind) + "\n"
            for definition in ofKind {
                // A layout's source is several lines: each is indented.
                var line = "  " + definition.common.source.replacingOccurrences(of: "\n", with: "\n  ")
                if definition.common.isPrelude { line += "  // prelude" }
                if case .state(let state) = definition, let now = document.stateValues[state.common.name],
                   now != state.initialValue {
                    line += "  // now \(now)"
                }
                text += line + "\n"
            }
        }
        return text
    }

    static func heading(_ kind: Definition.Kind) -> String {
        switch kind {
        case .key: return "preference keys"
        case .state: return "states"
        case .envkey: return "environment keys"
        case .alignment: return "alignments"
        case .modifier: return "modifiers"
        case .view: return "views"
        case .layout: return "layouts"
        }
    }
}
