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
            }
        }
    }

    static func collect(_ modifier: ModifierSyntax, _ found: (String) -> Void) {
        found(modifier.name)
        for argument in modifier.arguments { collect(argument.value, found) }
        for closure in modifier.trailingClosures { collect(closure.closure, found) }
    }

    static func collect(_ closure: Closure, _ found: (String) -> Void) {
        for statement in closure.body { collect(statement, found) }
    }

    static func collect(_ statement: Statement, _ found: (String) -> Void) {
        switch statement.kind {
        case .expression(let e): collect(e, found)
        case .assignment(let target, _, let value):
            collect(target, found)
            collect(value, found)
        case .conditional(let condition, let then, let otherwise):
            collect(condition, found)
            for s in then + (otherwise ?? []) { collect(s, found) }
        }
    }

    static func collect(_ expr: Expr, _ found: (String) -> Void) {
        switch expr.kind {
        case .identifier(let name), .binding(let name), .implicitMember(let name): found(name)
        case .keyPath(let path): if let first = path.first { found(first) }
        case .member(let base, _, _): collect(base, found)
        case .call(let callee, let arguments, let closures):
            collect(callee, found)
            for argument in arguments { collect(argument.value, found) }
            for closure in closures { collect(closure.closure, found) }
        case .subscriptAccess(let base, let arguments):
            collect(base, found)
            for argument in arguments { collect(argument.value, found) }
        case .unary(_, let operand): collect(operand, found)
        case .binary(_, let left, let right):
            collect(left, found)
            collect(right, found)
        case .ternary(let a, let b, let c):
            collect(a, found)
            collect(b, found)
            collect(c, found)
        case .list(let items): for item in items { collect(item, found) }
        case .tuple(let arguments): for argument in arguments { collect(argument.value, found) }
        case .closure(let closure): collect(closure, found)
        case .string(let parts):
            for part in parts { if case .interpolation(let e) = part { collect(e, found) } }
        case .view(let view):
            for argument in view.arguments { collect(argument.value, found) }
            if let operand = view.operand { collect(operand, found) }
            for child in view.children ?? [] { collect(child, found) }
            if let closure = view.closure { collect(closure, found) }
        case .conditional(let conditional):
            collect(conditional.condition, found)
            for view in conditional.then + (conditional.otherwise ?? []) { collect(view, found) }
        case .modified(let base, let modifiers):
            collect(base, found)
            for modifier in modifiers { collect(modifier, found) }
        case .number, .bool, .nilLiteral, .shorthandArgument, .missing: break
        }
    }
}
