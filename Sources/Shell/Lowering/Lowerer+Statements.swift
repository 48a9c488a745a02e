import Diagnostics
import ViewEngine
import ViewSyntax

/// A name given by `let`, `var`, `for`, or a layout's parameters and methods' parameters.
struct LocalBinding {
    var name: String
    var isConstant: Bool
    /// `scopes.count` when it was declared.
    var depth: Int
    /// A layout's property or a method's or function's parameter (not a `let`).
    var isParameter = false
}

/// Lowering `let`, `var`, `for`, `while`, `guard`, `if let`, `return`, `break` and
/// `continue`, with Swift's rules checked where they are written: a `let` is not assigned, a
/// name is not declared twice in one block, `break` is inside a loop, `guard`'s `else` leaves.
extension Lowerer {
    mutating func beginBlock() {
        scopes.append([])
    }

    mutating func endBlock() {
        scopes.removeLast()
        while let last = bindings.last, last.depth > scopes.count { bindings.removeLast() }
    }

    /// Declares `name` in the innermost block; false (reported) when that block has it already.
    mutating func declareLocal(_ name: Name, constant: Bool) -> Bool {
        if scopes.isEmpty { scopes.append([]) }
        if let existing = bindings.last(where: { $0.name == name.text }), existing.depth == scopes.count {
            error("invalid redeclaration of '\(name.text)'", at: name.range)
            return false
        }
        scopes[scopes.count - 1].insert(name.text)
        bindings.append(LocalBinding(name: name.text, isConstant: constant, depth: scopes.count))
        return true
    }

    /// Declares names that cannot be assigned (a layout's properties and parameters).
    mutating func declareConstants(_ names: [String]) {
        for name in names {
            scopes[scopes.count - 1].insert(name)
            bindings.append(LocalBinding(name: name, isConstant: true, depth: scopes.count, isParameter: true))
        }
    }

    /// Whether an assignment to the local `name` is allowed (reported when not).
    mutating func checkAssignable(_ name: String, at range: SourceRange) -> Bool {
        // The innermost binding of the name wins; a closure parameter (not a binding) is assignable.
        guard let index = bindings.lastIndex(where: { $0.name == name }) else { return true }
        let binding = bindings[index]
        if let shadow = scopes.indices.last(where: { scopes[$0].contains(name) }), shadow + 1 > binding.depth {
            return true  // a closure parameter declared inside the binding's scope hides it
        }
        if binding.isParameter {
            error("cannot assign to '\(name)': a layout's properties and parameters are constants", at: range,
                  notes: [Diagnostic.Note("copy it into a 'var' to change it")])
            return false
        }
        if binding.isConstant {
            error("cannot assign to '\(name)': it is a 'let' constant", at: range,
                  notes: [Diagnostic.Note("declare it with 'var' to change it")])
            return false
        }
        if binding.depth <= closureBoundary {
            error("cannot change '\(name)' inside this closure: viewsh closures cannot change variables outside them", at: range)
            return false
        }
        return true
    }

    mutating func lowerControlStatement(_ statement: Statement) -> StatementNode? {
        switch statement.kind {
        case .declaration(let declaration):
            var value: Expression?
            if let written = declaration.value {
                guard let lowered = lowerDeclaredValue(written, type: declaration.type) else { return nil }
                value = lowered
            } else if case .tuple = declaration.pattern {
                error("a tuple of names needs a value", at: statement.range)
                return nil
            }
            for name in declaration.pattern.names {
                guard declareLocal(name, constant: !declaration.isVariable) else { return nil }
            }
            return .declare(Self.binding(declaration.pattern), value: value)
        case .forIn(let pattern, let sequence, let body):
            guard let loweredSequence = lowerExpression(sequence) else { return nil }
            beginBlock()
            defer { endBlock() }
            for name in pattern.names {
                guard declareLocal(name, constant: true) else { return nil }
            }
            loopDepth += 1
            defer { loopDepth -= 1 }
            guard let loweredBody = lowerStatements(body) else { return nil }
            let head = "for " + SyntaxPrinter.print(pattern) + " in " + SyntaxPrinter.print(sequence)
            return .forIn(Self.binding(pattern), sequence: loweredSequence, body: loweredBody, head: head)
        case .whileLoop(let condition, let body):
            guard let loweredCondition = lowerExpression(condition) else { return nil }
            loopDepth += 1
            defer { loopDepth -= 1 }
            guard let loweredBody = lowerStatements(body) else { return nil }
            return .whileLoop(loweredCondition, body: loweredBody, head: "while " + SyntaxPrinter.print(condition))
        case .optionalBinding(let name, let value, let then, let otherwise):
            guard let loweredValue = lowerExpression(value) else { return nil }
            beginBlock()
            guard declareLocal(name, constant: true), let loweredThen = lowerStatements(then) else {
                endBlock()
                return nil
            }
            endBlock()
            guard let loweredOtherwise = lowerStatements(otherwise ?? []) else { return nil }
            return .ifLet(name.text, loweredValue, then: loweredThen, otherwise: loweredOtherwise)
        case .guardStatement(let clause, let otherwise):
            guard let last = otherwise.last, Self.leaves(last) else {
                error("the else of 'guard' must leave: end it with return, break or continue", at: statement.range)
                return nil
            }
            guard let loweredOtherwise = lowerStatements(otherwise) else { return nil }
            switch clause {
            case .expression(let condition):
                guard let loweredCondition = lowerExpression(condition) else { return nil }
                return .guardCheck(loweredCondition, binding: nil, otherwise: loweredOtherwise)
            case .binding(let name, let value):
                guard let loweredValue = lowerExpression(value), declareLocal(name, constant: true) else { return nil }
                return .guardCheck(loweredValue, binding: name.text, otherwise: loweredOtherwise)
            }
        case .returnStatement(let value):
            guard let value else { return .returnValue(nil) }
            return lowerExpression(value).map { .returnValue($0) }
        case .breakStatement, .continueStatement:
            let isBreak = statement.kind == .breakStatement
            guard loopDepth > 0 else {
                error("'\(isBreak ? "break" : "continue")' is only allowed inside a loop", at: statement.range)
                return nil
            }
            return isBreak ? .breakLoop : .continueLoop
        case .expression, .assignment, .conditional:
            return lowerStatement(statement)
        }
    }

    /// Whether a statement leaves its block (what a `guard`'s `else` must end with).
    static func leaves(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .returnStatement, .breakStatement, .continueStatement: return true
        case .conditional(_, let then, let otherwise?):
            return (then.last.map(leaves) ?? false) && (otherwise.last.map(leaves) ?? false)
        default: return false
        }
    }

    /// A declaration's value; `.zero` takes the written type (`var x: CGFloat = .zero` is 0).
    mutating func lowerDeclaredValue(_ value: Expr, type: TypeSyntax?) -> Expression? {
        if case .implicitMember("zero") = value.kind, let type {
            switch type.text {
            case "CGFloat", "Double", "Int", "Float": return .literal(.number(0))
            case "CGSize": return .literal(.record(type: "CGSize", fields: [.init("width", .number(0)), .init("height", .number(0))]))
            case "CGPoint": return .literal(.record(type: "CGPoint", fields: [.init("x", .number(0)), .init("y", .number(0))]))
            default: break
            }
        }
        return lowerExpression(value)
    }

    static func binding(_ pattern: Pattern) -> BindingPattern {
        switch pattern {
        case .name(let name): return .name(name.text)
        case .wildcard: return .wildcard
        case .tuple(let parts, _): return .tuple(parts.map(binding))
        }
    }
}
