import Diagnostics
import ViewSyntax

/// `ForEach($chores) { chore in … }` makes `chore` the Binding SwiftUI gives: a part of it
/// (`chore.done`) is a binding, passed where one is taken (`isOn:`, a `@Binding` parameter, the
/// data of a nested ForEach); its value is read as `chore.wrappedValue.done`. Reading a part as
/// a value, which Swift refuses too, is an error naming the two ways to write it.
extension Translator {
    /// Whether `expr` reads a part of the Binding `item` of `ForEach($items) { item in … }` as a
    /// value (`Text(item.title)`, `item.done ? …`, `item.title.uppercased()`), which Swift refuses
    /// too: an error naming the two ways to write it. `item.wrappedValue…` and `item.id` read
    /// values and are fine. `assigning`: `expr` is what an assignment changes (`item.done = true`),
    /// which is written through the value too (`item.wrappedValue.done = true`).
    mutating func readsBindingElement(_ expr: SwiftExpr, _ scope: Scope, assigning: Bool = false) -> Bool {
        var path: [String] = []
        var current = expr
        while true {
            switch current.kind {
            case .member(let base, let name, _):
                if name == "wrappedValue" { return false }
                path.insert(name, at: 0)
                current = base
            case .subscriptAccess(let base, _), .forceUnwrap(let base), .optionalChain(let base):
                current = base
            case .call(let callee, _, _):
                // `item.title.uppercased()`: a method of the part reads its value.
                guard case .member(let base, _, _) = callee.kind else { return false }
                path = []
                current = base
            case .identifier(let element):
                guard scope.bindingElements[element] != nil, !scope.locals.contains(element), path != ["id"] else { return false }
                let part = path.isEmpty ? "" : "." + path.joined(separator: ".")
                let notes = scope.bindingElements[element].map { [Diagnostic.Note("'\(element)' is declared here", at: $0)] } ?? []
                if assigning {
                    error("'\(element)' is a Binding (ForEach over a binding gives one): assign its value as '\(element).wrappedValue\(part) = …', "
                          + "or write the closure as { $\(element) in … } and assign '\(element)\(part)'", at: expr.range, notes: notes)
                } else {
                    error("'\(element)' is a Binding (ForEach over a binding gives one): read its value as '\(element).wrappedValue\(part)', "
                          + "or write the closure as { $\(element) in … } and read '\(element)\(part)'", at: expr.range, notes: notes)
                }
                return true
            default:
                return false
            }
        }
    }

    /// A call's arguments as values, except those labelled in `bindings` (`isOn:`, a view's
    /// `@Binding` parameter), which may be a part of a binding element: `chore.title` is
    /// refused where `Button(chore.title)` or `Row(title: chore.title)` reads it as a value.
    mutating func valueArguments(_ arguments: [SwiftArgument], bindings: Set<String?>, _ scope: Scope) -> [Argument]? {
        for argument in arguments where !bindings.contains(argument.label?.text) {
            if readsBindingElement(argument.value, scope) { return nil }
        }
        return self.arguments(arguments, scope)
    }

    /// The labels of a view's or view modifier's `@Binding` parameters (nil for an unlabelled
    /// one), from its initialiser (written, or the memberwise one).
    func bindingLabels(of typeName: String) -> Set<String?> {
        guard let type = structs[typeName] else { return [] }
        var labels: Set<String?> = []
        for parameter in initializer(of: type).function.parameters
        where parameter.attributes.contains(where: { $0.name.text == "Binding" }) || parameter.type?.simpleName == "Binding" {
            labels.insert(parameter.label)
        }
        return labels
    }

    /// What a binding expression reads: `$items[i].done` → `items[i].done`; nil for another expression.
    static func bindingRead(_ expr: Expr) -> Expr? {
        switch expr.kind {
        case .binding(let state): return Expr(.identifier(state), expr.range)
        case .member(let base, let name, let nameRange):
            return bindingRead(base).map { Expr(.member($0, name: name, nameRange: nameRange), expr.range) }
        case .subscriptAccess(let base, let arguments):
            return bindingRead(base).map { Expr(.subscriptAccess($0, arguments: arguments), expr.range) }
        default: return nil
        }
    }

    /// `.constant` or `Binding.constant`, called.
    static func isBindingConstant(_ callee: SwiftExpr) -> Bool {
        switch callee.kind {
        case .implicitMember("constant"): return true
        case .member(let base, "constant", _): return base.kind == .identifier("Binding")
        default: return false
        }
    }

    /// `.constant(x)` (or `Binding.constant(x)`) given for a binding: `x` written as a state of its
    /// own, passed as `$constant1` — the usual way to preview a view with a `@Binding`
    /// (`TodoRow(item: .constant(.sample))`). A tap or a `set` changes it, where SwiftUI's constant
    /// binding keeps its value: a located note says so. `type` (the parameter's, without `Binding`)
    /// reads `x` (`.sample` is `TodoItem.sample`); nil when `expr` is no such call.
    mutating func constantBinding(_ expr: SwiftExpr, typed type: SwiftType?) -> Expr?? {
        guard case .call(let callee, let arguments, []) = expr.kind, arguments.count == 1, arguments[0].label == nil,
              Self.isBindingConstant(callee) else { return nil }
        guard let initial = value(arguments[0].value, typed: type, Scope()) else { return .some(nil) }
        var number = 1
        while stateOwners["constant\(number)"] != nil { number += 1 }
        let name = "constant\(number)"
        stateOwners[name] = "#Preview"
        if Self.isIntegerType(type) || (type == nil && isInteger(arguments[0].value, Scope())) { integerStates.insert(name) }
        if Self.isFloatingType(type) || (type == nil && isFloatingPoint(arguments[0].value, Scope())) { floatingStates.insert(name) }
        definitions.append((name, Item(.definition(.state(name: Name(name, expr.range), type: typeSyntax(type), initialValue: initial)), expr.range)))
        sink.add(Diagnostic(.note, "'.constant(…)' is the state '\(name)' here: a tap or a set changes it, where SwiftUI's constant binding keeps its value",
                            at: expr.range))
        return .some(Expr(.binding(name), expr.range))
    }
}

