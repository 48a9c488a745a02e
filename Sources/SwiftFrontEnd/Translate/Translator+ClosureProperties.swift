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
    /// The function type of a closure property, seen through `?` and parentheses:
    /// `((Item) -> Void)?` is `(Item) -> Void`.
    static func actionType(_ type: SwiftType?) -> (parameters: [SwiftType], result: SwiftType)? {
        guard let type else { return nil }
        switch type.kind {
        case .function(let parameters, let result): return (parameters, result)
        case .optional(let wrapped): return actionType(wrapped)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return actionType(elements[0].type)
        default: return nil
        }
    }

    /// A function type that returns nothing (`() -> Void`, `(Int) -> ()`, `@escaping` or not,
    /// optional or not): an action.
    static func isAction(_ type: SwiftType?) -> Bool {
        actionType(type).map { isVoid($0.result) } ?? false
    }

    /// Rebinds each action parameter of `function` bound to a closure (or to a method of the
    /// caller) as that function, so that calling it inlines the closure. False after an error.
    /// An optional action given nothing stays bound to its `nil`: calling it with `?` does
    /// nothing, and `if let` takes the other branch.
    mutating func bindingActions(_ function: SwiftFunctionDecl, _ scope: inout Scope) -> Bool {
        for parameter in function.parameters where Self.isAction(parameter.type) && !Self.isViewBuilder(parameter) {
            guard case .value(let argument, let argumentScope)? = scope.substitutions[parameter.name.text] else { continue }
            switch argument.kind {
            case .closure(let written):
                var closure = written
                if closure.parameters == nil, let takes = Self.actionType(parameter.type)?.parameters, !takes.isEmpty {
                    // `{ toggle($0) }` for `(Item) -> Void`: its own `$0` becomes a named parameter
                    // (a nested closure's `$0`, as in `xs.filter { $0.done }`, stays that closure's).
                    closure = Self.namingShorthand(closure, count: takes.count)
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

    /// A closure that names no parameters, with `count` named ones (`arg0`, `arg1`, … — another
    /// prefix when the body already reads such a name) standing for its own `$0`, `$1`, ….
    static func namingShorthand(_ closure: SwiftClosure, count: Int) -> SwiftClosure {
        var read = declaredNames(in: closure.body)
        SwiftWalk.expressions(in: closure.body) { if case .identifier(let name) = $0.kind { read.insert(name) } }
        var prefix = "arg"
        while (0..<count).contains(where: { read.contains(prefix + String($0)) }) { prefix += "_" }
        let range = closure.range
        var named = closure
        named.parameters = (0..<count).map { SwiftClosure.Parameter(name: Name(prefix + String($0), range), type: nil) }
        named.body = SwiftRewrite.statements(closure.body, intoClosures: false) { expr in
            guard case .shorthand(let index) = expr.kind, index < count else { return nil }
            return SwiftExpr(.identifier(prefix + String(index)), expr.range)
        }
        return named
    }

    /// What an action name stands for where it is used as an optional — `onDelete?()`,
    /// `if let onDelete { … }`: true when it was given a closure or method, false when it holds
    /// `nil`, nil when it is not such a name.
    func actionIsGiven(_ expr: SwiftExpr, _ scope: Scope) -> Bool? {
        if calledMethod(expr, scope) != nil { return true }
        guard let name = Self.memberName(expr, scope), let found = scope.substitutions[name],
              case .value(let bound, _) = Self.followingAliases(found), case .nilLiteral = bound.kind else { return nil }
        return false
    }

    /// `if let onDelete { … }` (and `if let f = onDelete`) over action names only: whether each
    /// was given a closure — known when the view is expanded, so the branch not taken is not
    /// translated (a `Button(action: onDelete)` there has no action to take) — and the scope of
    /// the branch taken. nil when any condition is something else.
    func actionCondition(_ conditions: [SwiftCondition], _ scope: Scope) -> (holds: Bool, thenScope: Scope)? {
        guard !conditions.isEmpty else { return nil }
        var holds = true
        var thenScope = scope
        for condition in conditions {
            guard case .optionalBinding(_, let name, let bound) = condition else { return nil }
            let source = bound ?? SwiftExpr(.identifier(name.text), name.range)
            guard let given = actionIsGiven(source, scope) else { return nil }
            holds = holds && given
            if given, bound != nil, let method = calledMethod(source, scope) {
                thenScope = thenScope.binding(name.text, to: .function(method.function, method.scope))
            }
        }
        return (holds, thenScope)
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
