import Diagnostics
import ViewSyntax

/// A view's closure properties — `let onTap: () -> Void`, `var onSelect: (Item) -> Void` — the
/// callbacks a parent gives a row or a child screen: `Row(title: t, onTap: { selection = .home })`.
/// viewsh's views take values, not code, so such a view is expanded at each use (as a view
/// taking view content is, `isContainer`), and the closure it is given is inlined where the view
/// calls it — `Button(action: onTap)`, `.onTapGesture { onSelect(item) }` — as a view's own
/// method is (Translator+Calls.swift): read in the caller's scope, its parameters bound to the
/// call's arguments.
extension Translator {
    /// A function type that returns nothing (`() -> Void`, `(Int) -> ()`, `@escaping` or not): an action.
    static func isAction(_ type: SwiftType?) -> Bool {
        guard case .function(_, let result)? = type?.kind else { return false }
        return isVoid(result)
    }

    /// Rebinds each action parameter of `function` bound to a closure (or to a method of the
    /// caller) as that function, so that calling it inlines the closure. False after an error.
    mutating func bindingActions(_ function: SwiftFunctionDecl, _ scope: inout Scope) -> Bool {
        for parameter in function.parameters where Self.isAction(parameter.type) && !Self.isViewBuilder(parameter) {
            guard case .value(let argument, let argumentScope)? = scope.substitutions[parameter.name.text] else { continue }
            switch argument.kind {
            case .closure(let closure):
                // A closure for `(Item) -> Void` that names no parameter reads `$0`, which an
                // inlined body has no value for. (For `() -> Void` a `$0` can only be a nested
                // closure's, as in `xs.filter { $0.done }`.)
                if closure.parameters == nil, case .function(let takes, _)? = parameter.type?.kind, !takes.isEmpty,
                   Self.usesShorthand(closure.body) {
                    notSupported("a closure using '$0' given for '\(parameter.name.text)'", at: closure.range,
                                 hint: "name its parameters: { item in … }")
                    return false
                }
                let parameters = (closure.parameters ?? []).map { written in
                    SwiftParameter(label: nil, name: written.name, type: written.type, attributes: [], defaultValue: nil, range: written.name.range)
                }
                let action = SwiftFunctionDecl(name: parameter.name, generics: [], parameters: parameters, result: nil, body: closure.body)
                scope = scope.binding(parameter.name.text, to: .function(action, argumentScope))
            case .identifier, .member:
                // `Row(onTap: save)`: the caller's method (or the action it was given) itself.
                if let method = calledMethod(argument, argumentScope) {
                    scope = scope.binding(parameter.name.text, to: .function(method.function, method.scope))
                }
            default:
                continue
            }
        }
        return true
    }

    /// Whether statements read a closure's unnamed parameters (`$0`), their own or a nested closure's.
    static func usesShorthand(_ statements: [SwiftStmt]) -> Bool {
        var found = false
        SwiftWalk.expressions(in: statements) { if case .shorthand = $0.kind { found = true } }
        return found
    }

    /// Whether an expression reads `$0` (its own closure's or a nested one's).
    static func usesShorthand(_ expr: SwiftExpr) -> Bool {
        usesShorthand([SwiftStmt(.expression(expr), expr.range)])
    }
}
