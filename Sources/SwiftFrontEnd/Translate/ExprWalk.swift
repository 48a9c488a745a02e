import ViewSyntax

/// Every expression inside an expression (views, closures and modifiers included), outermost first.
enum ExprWalk {
    static func each(_ expr: Expr, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .member(let base, _, _): each(base, visit)
        case .call(let callee, let arguments, let closures):
            each(callee, visit)
            for argument in arguments { each(argument.value, visit) }
            for closure in closures { each(closure.closure, visit) }
        case .subscriptAccess(let base, let arguments):
            each(base, visit)
            for argument in arguments { each(argument.value, visit) }
        case .unary(_, let operand): each(operand, visit)
        case .binary(_, let left, let right):
            each(left, visit)
            each(right, visit)
        case .ternary(let a, let b, let c):
            each(a, visit)
            each(b, visit)
            each(c, visit)
        case .list(let items): for item in items { each(item, visit) }
        case .dictionary(let items):
            for item in items {
                each(item.key, visit)
                each(item.value, visit)
            }
        case .tuple(let arguments): for argument in arguments { each(argument.value, visit) }
        case .closure(let closure): each(closure, visit)
        case .string(let parts): for part in parts { if case .interpolation(let e) = part { each(e, visit) } }
        case .view(let view):
            for argument in view.arguments { each(argument.value, visit) }
            if let operand = view.operand { each(operand, visit) }
            for child in view.children ?? [] { each(child, visit) }
            if let closure = view.closure { each(closure, visit) }
        case .conditional(let conditional):
            each(conditional.condition, visit)
            for view in conditional.then + (conditional.otherwise ?? []) { each(view, visit) }
        case .modified(let base, let modifiers):
            each(base, visit)
            for modifier in modifiers {
                for argument in modifier.arguments { each(argument.value, visit) }
                for closure in modifier.trailingClosures { each(closure.closure, visit) }
            }
        default: break
        }
    }

    static func each(_ closure: Closure, _ visit: (Expr) -> Void) {
        for statement in closure.body { each(statement, visit) }
    }

    static func each(_ statement: Statement, _ visit: (Expr) -> Void) {
        switch statement.kind {
        case .expression(let e): each(e, visit)
        case .assignment(let target, _, let value):
            each(target, visit)
            each(value, visit)
        case .conditional(let condition, let then, let otherwise):
            each(condition, visit)
            for s in then + (otherwise ?? []) { each(s, visit) }
        case .declaration(let declaration):
            if let value = declaration.value { each(value, visit) }
        case .optionalBinding(_, let value, let then, let otherwise):
            each(value, visit)
            for s in then + (otherwise ?? []) { each(s, visit) }
        case .guardStatement(let clause, let otherwise):
            switch clause {
            case .expression(let e), .binding(_, let e): each(e, visit)
            }
            for s in otherwise { each(s, visit) }
        case .forIn(_, let sequence, let body):
            each(sequence, visit)
            for s in body { each(s, visit) }
        case .whileLoop(let condition, let body):
            each(condition, visit)
            for s in body { each(s, visit) }
        case .returnStatement(let value):
            if let value { each(value, visit) }
        case .breakStatement, .continueStatement:
            break
        }
    }
}
