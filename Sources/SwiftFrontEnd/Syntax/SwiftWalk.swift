/// Every expression of a Swift declaration, statement or expression, outermost first — a walk
/// for the questions asked of a whole file (where is `Store()` constructed?).
public enum SwiftWalk {
    public static func expressions(in decl: SwiftDecl, _ visit: (SwiftExpr) -> Void) {
        switch decl.kind {
        case .type(let type):
            for member in type.members { expressions(in: member, visit) }
        case .variable(let variable):
            if let initializer = variable.initializer { expressions(in: initializer, visit) }
            switch variable.accessors {
            case .getter(let body)?: expressions(in: body, visit)
            case .getSet(let get, let set)?:
                expressions(in: get, visit)
                expressions(in: set ?? [], visit)
            default: break
            }
        case .function(let function), .initializer(let function):
            expressions(in: function.body ?? [], visit)
        case .macro(_, let arguments, let closures):
            for argument in arguments { expressions(in: argument.value, visit) }
            for closure in closures { expressions(in: closure.closure.body, visit) }
        case .importDeclaration, .typeAlias, .enumCase, .associatedType, .unsupported:
            break
        }
    }

    public static func expressions(in statements: [SwiftStmt], _ visit: (SwiftExpr) -> Void) {
        for statement in statements { expressions(in: statement, visit) }
    }

    public static func expressions(in statement: SwiftStmt, _ visit: (SwiftExpr) -> Void) {
        func conditions(_ list: [SwiftCondition]) {
            for condition in list {
                switch condition {
                case .expression(let e): expressions(in: e, visit)
                case .optionalBinding(_, _, let value): if let value { expressions(in: value, visit) }
                case .casePattern(let pattern, let value):
                    expressions(in: pattern, visit)
                    expressions(in: value, visit)
                case .availability: break
                }
            }
        }
        switch statement.kind {
        case .expression(let e), .returnStatement(let e?): expressions(in: e, visit)
        case .declaration(let decl): expressions(in: decl, visit)
        case .assignment(let target, _, let value, _):
            expressions(in: target, visit)
            expressions(in: value, visit)
        case .ifStatement(let list, let then, let otherwise):
            conditions(list)
            expressions(in: then, visit)
            expressions(in: otherwise ?? [], visit)
        case .guardStatement(let list, let otherwise):
            conditions(list)
            expressions(in: otherwise, visit)
        case .forIn(_, let sequence, let whereClause, let body):
            expressions(in: sequence, visit)
            if let whereClause { expressions(in: whereClause, visit) }
            expressions(in: body, visit)
        case .whileLoop(let list, let body):
            conditions(list)
            expressions(in: body, visit)
        case .repeatWhile(let body, let condition):
            expressions(in: body, visit)
            expressions(in: condition, visit)
        case .other(_, let body):
            expressions(in: body, visit)
        case .switchStatement(let subject, let cases):
            expressions(in: subject, visit)
            for c in cases { expressions(in: c.body, visit) }
        case .returnStatement(nil), .missing:
            break
        }
    }

    public static func expressions(in expr: SwiftExpr, _ visit: (SwiftExpr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .prefix(_, let base), .cast(let base, _, _),
             .effect(_, let base), .specialization(let base, _):
            expressions(in: base, visit)
        case .call(let callee, let arguments, let closures):
            expressions(in: callee, visit)
            for argument in arguments { expressions(in: argument.value, visit) }
            for closure in closures { expressions(in: closure.closure.body, visit) }
        case .subscriptAccess(let base, let arguments):
            expressions(in: base, visit)
            for argument in arguments { expressions(in: argument.value, visit) }
        case .binary(_, let a, let b, _):
            expressions(in: a, visit)
            expressions(in: b, visit)
        case .ternary(let c, let a, let b):
            expressions(in: c, visit)
            expressions(in: a, visit)
            expressions(in: b, visit)
        case .tuple(let elements), .macro(_, let elements):
            for element in elements { expressions(in: element.value, visit) }
        case .array(let elements):
            for element in elements { expressions(in: element, visit) }
        case .dictionary(let elements):
            for element in elements {
                expressions(in: element.key, visit)
                expressions(in: element.value, visit)
            }
        case .closure(let closure):
            expressions(in: closure.body, visit)
        case .statement(let statement):
            expressions(in: statement, visit)
        case .string(let parts):
            for case .interpolation(let arguments, _) in parts { for argument in arguments { expressions(in: argument.value, visit) } }
        default:
            break
        }
    }
}
