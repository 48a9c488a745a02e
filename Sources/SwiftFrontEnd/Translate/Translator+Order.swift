import Diagnostics
import ViewSyntax

extension Translator {
    /// Definitions in source order, except that each comes after the ones it names (viewsh
    /// checks names as it goes; Swift lets a file use a view declared below). A cycle among
    /// views or modifiers is reported: it would expand forever.
    mutating func orderedDefinitions() -> [Item] {
        let defined = Set(definitions.map(\.name))
        var uses: [String: [String]] = [:]
        for (name, item) in definitions {
            var found: [String] = []
            var seen = Set<String>()
            ItemReferences.collect(item) { reference in
                if reference != name, defined.contains(reference), seen.insert(reference).inserted { found.append(reference) }
            }
            uses[name] = found
        }
        var placed = Set<String>()
        var visiting: [String] = []
        var result: [Item] = []
        var cycles: [(String, String, SourceRange)] = []
        let all = definitions
        func place(_ name: String) {
            if placed.contains(name) { return }
            if let start = visiting.firstIndex(of: name) {
                let chain = (visiting[start...] + [name]).joined(separator: " → ")
                if !cycles.contains(where: { $0.0 == name }), let item = all.first(where: { $0.name == name })?.item {
                    cycles.append((name, chain, Self.nameRange(item)))
                }
                return
            }
            visiting.append(name)
            for dependency in uses[name] ?? [] { place(dependency) }
            visiting.removeLast()
            placed.insert(name)
            for (definedName, item) in all where definedName == name { result.append(item) }
        }
        for (name, _) in all { place(name) }
        for (name, chain, range) in cycles { error("'\(name)' would contain itself: " + chain, at: range) }
        return result
    }

    static func nameRange(_ item: Item) -> SourceRange {
        if case .definition(let definition) = item.kind { return definition.name.range }
        return item.range
    }
}

/// The names an item mentions (identifiers, bindings, calls, modifiers, key paths, implicit
/// members such as a custom alignment's `.valueColumn`), for ordering definitions.
enum ItemReferences {
    static func collect(_ item: Item, _ found: (String) -> Void) {
        switch item.kind {
        case .root(let expr, _):
            collect(expr, found)
        case .definition(let definition):
            switch definition {
            case .key(_, _, let value, let reducer):
                if let value { collect(value, found) }
                if case .body(let closure)? = reducer { collect(closure, found) }
            case .state(_, _, let value), .envkey(_, _, let value):
                if let value { collect(value, found) }
            case .alignment(_, _, let closure):
                if let closure { collect(closure, found) }
            case .modifier(_, let parameters, let body):
                for parameter in parameters { if let value = parameter.defaultValue { collect(value, found) } }
                for modifier in body { collect(modifier, found) }
            case .view(_, let parameters, let body):
                for parameter in parameters { if let value = parameter.defaultValue { collect(value, found) } }
                collect(body, found)
            case .layout(_, let parameters, let members):
                for parameter in parameters { if let value = parameter.defaultValue { collect(value, found) } }
                for member in members {
                    switch member {
                    case .method(_, let closure): collect(closure, found)
                    case .function(let function): for statement in function.body { ExprWalk.each(statement) { names(in: $0, found) } }
                    }
                }
            }
        }
    }

    static func collect(_ modifier: ModifierSyntax, _ found: (String) -> Void) {
        found(modifier.name)
        for argument in modifier.arguments { collect(argument.value, found) }
        for closure in modifier.trailingClosures { collect(closure.closure, found) }
    }

    static func collect(_ closure: Closure, _ found: (String) -> Void) {
        ExprWalk.each(closure) { names(in: $0, found) }
    }

    static func collect(_ expr: Expr, _ found: (String) -> Void) {
        ExprWalk.each(expr) { names(in: $0, found) }
    }

    /// The names one node mentions itself (its children are walked separately).
    static func names(in expr: Expr, _ found: (String) -> Void) {
        switch expr.kind {
        case .identifier(let name), .binding(let name), .implicitMember(let name): found(name)
        case .keyPath(let path): if let first = path.first { found(first) }
        case .modified(_, let modifiers): for modifier in modifiers { found(modifier.name) }
        default: break
        }
    }
}
