import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Redefining a view or modifier with other parameters is refused while a use of it — in the
    /// tree or in another definition's body — does not fit the new ones, as Swift would refuse to
    /// compile the call. The live document so always holds uses that match their definitions, and
    /// a `save` of it loads again (issue 10: a redefined view made the saved file unloadable).
    mutating func rejectBrokenUses(of name: Name, previous: Definitions) {
        guard !hasErrors, let old = previous[name.text], let new = document.definitions[name.text], old.kind == new.kind else { return }
        let parameters: [ParameterDefinition]
        switch new {
        case .view(let view): parameters = view.parameters
        case .modifier(let modifier): parameters = modifier.parameters
        case .layout(let layout):
            if case .layout(let oldLayout) = old, oldLayout.parameters == layout.parameters { return }
            rejectBrokenLayoutUses(of: name, previous: previous)
            return
        default: return
        }
        if case .view(let oldView) = old, oldView.parameters == parameters { return }
        if case .modifier(let oldModifier) = old, oldModifier.parameters == parameters { return }
        for (source, location) in uses(of: name.text, kind: new.kind) {
            var probe = Lowerer(document: document)
            guard let arguments = probe.arguments(ofUse: source) else { continue }
            let bound = probe.bindParameters(parameters, arguments, callName: "'\(source)'", range: .point(0)) ?? []
            for (parameter, argument) in bound where parameter.isBinding {
                switch argument.value.kind {
                case .binding, .identifier: break
                default: probe.error("parameter '\(parameter.name)' is a binding", at: argument.value.range)
                }
            }
            guard let problem = probe.diagnostics.first else { continue }
            document.definitions = previous
            error("\(new.kind.noun) '\(name.text)' is used \(location) as '\(source)', which the new parameters do not take "
                  + "(\(problem.message)); change or remove that use first", at: name.range)
            return
        }
    }

    /// A layout's value can be written anywhere an expression goes (`FlowLayout(spacing: 4) < … >`,
    /// `AnyLayout(FlowLayout(spacing: 4))` in a view's body), so a layout whose parameters changed
    /// is checked by lowering again what names it — the tree as `save` writes it and every
    /// definition that mentions it — with the new definitions (found by the session fuzzer: a
    /// redefined `Pair` without `gap:` left `Pair(gap: 4) < … >` in a tree `save` could not reload).
    mutating func rejectBrokenLayoutUses(of name: Name, previous: Definitions) {
        var sources: [(text: String, location: String)] = []
        if let root = document.tree.root { sources.append(("root = " + TreePrinter(tree: document.tree).source(root), "in the tree")) }
        for definition in document.definitions.all where definition.name != name.text && !definition.common.isPrelude
            && ScriptWriter.identifiers(in: definition.common.source).contains(name.text) {
            sources.append((definition.common.source, "in \(definition.kind.noun) '\(definition.name)'"))
        }
        for (text, location) in sources {
            var probe = Lowerer(document: document)
            let file = SourceFile(name: "<use>", text: text)
            let parsed = Parser.parseItems(file, grammar: .catalogue.adding(layouts: document.definitions.names(of: .layout)))
            for item in parsed.value { probe.lower(item) }
            guard let problem = (parsed.diagnostics + probe.diagnostics).first(where: { $0.severity == .error }) else { continue }
            document.definitions = previous
            error("layout '\(name.text)' is used \(location), which the new parameters do not take "
                  + "(\(problem.message)); change or remove that use first", at: name.range)
            return
        }
    }

    /// The source of each use of a user view (its head, `Row(title: "x")`) or modifier
    /// (`.card(pad: 2)`), and where it is.
    func uses(of name: String, kind: ViewEngine.Definition.Kind) -> [(source: String, location: String)] {
        let tree = document.tree
        func location(_ id: NodeID) -> String {
            tree.path(of: id).map { "at " + Address.format($0) } ?? "in a definition's body"
        }
        var found: [(String, String)] = []
        for (id, node) in tree.liveNodes {
            if kind == .view, case .custom(let used, _) = node.kind, used == name { found.append((node.head, location(id))) }
            if kind == .modifier {
                for modifier in node.modifiers where modifier.isCustom && modifier.name == name { found.append((modifier.source, location(id))) }
            }
        }
        if kind == .modifier {
            for definition in document.definitions.all {
                guard case .modifier(let outer) = definition else { continue }
                for modifier in outer.body where modifier.isCustom && modifier.name == name {
                    found.append((modifier.source, "in modifier '\(outer.common.name)'"))
                }
            }
        }
        return found
    }

    /// The call arguments written in a use's source.
    func arguments(ofUse source: String) -> [Argument]? {
        let file = SourceFile(name: "<use>", text: source)
        if source.hasPrefix(".") {
            return Parser.parseModifiers(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue).value.first?.arguments
        }
        switch Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue).value.kind {
        case .call(_, let arguments, _): return arguments
        case .identifier: return []
        default: return nil
        }
    }
}
