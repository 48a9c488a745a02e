/// Statements and expressions with some expressions replaced — the rewriting counterpart of
/// `SwiftWalk`. `replace` is asked each expression outermost first; what it answers stands in
/// the expression's place (and is not rewritten further), nil goes on into its parts. A closure
/// is entered only when `intoClosures` is set: a closure's `$0` is its own, not the enclosing one's.
public enum SwiftRewrite {
    public static func statements(_ statements: [SwiftStmt], intoClosures: Bool,
                                  _ replace: (SwiftExpr) -> SwiftExpr?) -> [SwiftStmt] {
        withoutActuallyEscaping(replace) { replace in
            var rewriter = Rewriter(intoClosures: intoClosures, replace: replace)
            return statements.map { rewriter.statement($0) }
        }
    }

    private struct Rewriter {
        let intoClosures: Bool
        let replace: (SwiftExpr) -> SwiftExpr?

        mutating func statement(_ s: SwiftStmt) -> SwiftStmt {
            var s = s
            switch s.kind {
            case .expression(let e): s.kind = .expression(expr(e))
            case .declaration(var decl):
                if case .variable(var variable) = decl.kind, let initializer = variable.initializer {
                    variable.initializer = expr(initializer)
                    decl.kind = .variable(variable)
                }
                s.kind = .declaration(decl)
            case .assignment(let target, let op, let value, let operatorRange):
                s.kind = .assignment(target: expr(target), op: op, value: expr(value), operatorRange: operatorRange)
            case .ifStatement(let list, let then, let otherwise):
                s.kind = .ifStatement(conditions: conditions(list), then: then.map { statement($0) },
                                      otherwise: otherwise.map { $0.map { statement($0) } })
            case .guardStatement(let list, let otherwise):
                s.kind = .guardStatement(conditions: conditions(list), otherwise: otherwise.map { statement($0) })
            case .forIn(let pattern, let sequence, let whereClause, let body):
                s.kind = .forIn(pattern: pattern, sequence: expr(sequence), whereClause: whereClause.map { expr($0) },
                                body: body.map { statement($0) })
            case .whileLoop(let list, let body):
                s.kind = .whileLoop(conditions: conditions(list), body: body.map { statement($0) })
            case .repeatWhile(let body, let condition):
                s.kind = .repeatWhile(body: body.map { statement($0) }, condition: expr(condition))
            case .other(let keyword, let body):
                s.kind = .other(keyword: keyword, body: body.map { statement($0) })
            case .switchStatement(let subject, let cases):
                s.kind = .switchStatement(subject: expr(subject), cases: cases.map { c in
                    var c = c
                    c.body = c.body.map { statement($0) }
                    return c
                })
            case .returnStatement(let e):
                s.kind = .returnStatement(e.map { expr($0) })
            case .missing:
                break
            }
            return s
        }

        mutating func conditions(_ list: [SwiftCondition]) -> [SwiftCondition] {
            list.map { condition in
                switch condition {
                case .expression(let e): return .expression(expr(e))
                case .optionalBinding(let isLet, let name, let value): return .optionalBinding(isLet: isLet, name: name, value: value.map { expr($0) })
                case .casePattern(let pattern, let value): return .casePattern(pattern, value: expr(value))
                case .availability: return condition
                }
            }
        }

        mutating func arguments(_ list: [SwiftArgument]) -> [SwiftArgument] {
            list.map { SwiftArgument(label: $0.label, value: expr($0.value)) }
        }

        mutating func closure(_ c: SwiftClosure) -> SwiftClosure {
            guard intoClosures else { return c }
            var c = c
            c.body = c.body.map { statement($0) }
            return c
        }

        mutating func expr(_ e: SwiftExpr) -> SwiftExpr {
            if let replaced = replace(e) { return replaced }
            var e = e
            switch e.kind {
            case .member(let base, let name, let nameRange): e.kind = .member(expr(base), name: name, nameRange: nameRange)
            case .optionalChain(let base): e.kind = .optionalChain(expr(base))
            case .forceUnwrap(let base): e.kind = .forceUnwrap(expr(base))
            case .prefix(let op, let base): e.kind = .prefix(op, expr(base))
            case .cast(let base, let op, let type): e.kind = .cast(expr(base), op, type)
            case .effect(let word, let base): e.kind = .effect(word, expr(base))
            case .specialization(let base, let types): e.kind = .specialization(expr(base), types)
            case .call(let callee, let args, let closures):
                e.kind = .call(expr(callee), arguments: arguments(args),
                               trailingClosures: closures.map { SwiftTrailingClosure(label: $0.label, closure: closure($0.closure)) })
            case .subscriptAccess(let base, let args): e.kind = .subscriptAccess(expr(base), arguments: arguments(args))
            case .binary(let op, let a, let b, let operatorRange): e.kind = .binary(op, expr(a), expr(b), operatorRange: operatorRange)
            case .ternary(let c, let a, let b): e.kind = .ternary(expr(c), expr(a), expr(b))
            case .tuple(let elements): e.kind = .tuple(arguments(elements))
            case .macro(let name, let elements): e.kind = .macro(name, arguments: arguments(elements))
            case .array(let elements): e.kind = .array(elements.map { expr($0) })
            case .dictionary(let elements): e.kind = .dictionary(elements.map { SwiftDictionaryElement(key: expr($0.key), value: expr($0.value)) })
            case .closure(let c): e.kind = .closure(closure(c))
            case .statement(let s): e.kind = .statement(statement(s))
            case .string(let parts):
                e.kind = .string(parts.map { part in
                    guard case .interpolation(let args, let range) = part else { return part }
                    return .interpolation(arguments(args), range: range)
                })
            case .integer, .float, .bool, .nilLiteral, .identifier, .dollar, .shorthand, .implicitMember, .keyPath, .type,
                 .bindingPattern, .wildcard, .missing:
                break
            }
            return e
        }
    }
}
