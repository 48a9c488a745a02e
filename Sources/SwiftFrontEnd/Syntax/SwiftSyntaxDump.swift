/// A compact S-expression form of the Swift syntax tree, for tests and debugging:
///
///     (struct CardStack : View {(var @State private tallestChild: CGFloat = 0) (var body: some View {…})})
///     (call VStack alignment:.leading {…})  (member proxy size)  (+ a b)  (? c a b)  {a b in …}
public enum SwiftSyntaxDump {
    public static func file(_ file: SwiftFile) -> String {
        file.statements.map(statement).joined(separator: "\n")
    }

    public static func statement(_ statement: SwiftStmt) -> String {
        switch statement.kind {
        case .expression(let e): return expr(e)
        case .declaration(let d): return declaration(d)
        case .assignment(let target, let op, let value, _): return "(\(op) \(expr(target)) \(expr(value)))"
        case .ifStatement(let conditions, let then, let otherwise):
            var text = "(if " + conditions.map(condition).joined(separator: ", ") + " " + block(then)
            if let otherwise { text += " else " + block(otherwise) }
            return text + ")"
        case .guardStatement(let conditions, let otherwise):
            return "(guard " + conditions.map(condition).joined(separator: ", ") + " else " + block(otherwise) + ")"
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return "(for \(expr(pattern)) in \(expr(sequence))" + (whereClause.map { " where " + expr($0) } ?? "") + " " + block(body) + ")"
        case .whileLoop(let conditions, let body):
            return "(while " + conditions.map(condition).joined(separator: ", ") + " " + block(body) + ")"
        case .repeatWhile(let body, let condition):
            return "(repeat " + block(body) + " while " + expr(condition) + ")"
        case .other(let keyword, let body): return "(" + keyword.text + (body.isEmpty ? "" : " " + block(body)) + ")"
        case .switchStatement(let subject, let cases):
            return "(switch \(expr(subject)) " + cases.map { c in
                (c.isDefault ? "default" : "case " + c.patterns.map(expr).joined(separator: ", ")) + ": " + block(c.body)
            }.joined(separator: " ") + ")"
        case .returnStatement(let value): return "(return" + (value.map { " " + expr($0) } ?? "") + ")"
        case .missing: return "missing"
        }
    }

    static func block(_ statements: [SwiftStmt]) -> String {
        "{" + statements.map(statement).joined(separator: " ") + "}"
    }

    static func condition(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let e): return expr(e)
        case .optionalBinding(let isLet, let name, let value): return (isLet ? "let " : "var ") + name.text + (value.map { " = " + expr($0) } ?? "")
        case .casePattern(let pattern, let value): return "case " + expr(pattern) + " = " + expr(value)
        case .availability: return "#available"
        }
    }

    public static func declaration(_ decl: SwiftDecl) -> String {
        let prefix = decl.attributes.map { "@" + $0.name.text + ($0.arguments.map { "(" + $0.map(argument).joined(separator: " ") + ")" } ?? "") + " " }.joined()
            + decl.modifiers.map { $0.text + " " }.joined()
        switch decl.kind {
        case .importDeclaration(let path): return "(import \(path))"
        case .type(let type):
            var text = "(" + type.kindWord + " " + prefix + type.name.text
            if !type.generics.isEmpty { text += "<" + type.generics.map { $0.name.text + ($0.constraint.map { ": " + $0.text } ?? "") }.joined(separator: ", ") + ">" }
            if !type.inherited.isEmpty { text += " : " + type.inherited.map(\.text).joined(separator: ", ") }
            return text + " {" + type.members.map(declaration).joined(separator: " ") + "})"
        case .typeAlias(let name, let type): return "(typealias \(name.text) = \(type.text))"
        case .variable(let variable):
            var text = "(" + (variable.isLet ? "let " : "var ") + prefix + variable.name.text
            if let type = variable.type { text += ": " + type.text }
            if let initializer = variable.initializer { text += " = " + expr(initializer) }
            switch variable.accessors {
            case .getter(let body)?: text += " " + block(body)
            case .getSet(let get, let set)?: text += " {get " + block(get) + (set.map { " set " + block($0) } ?? "") + "}"
            case .observers?: text += " {observers}"
            case nil: break
            }
            return text + ")"
        case .function(let function), .initializer(let function):
            var text = "(func " + prefix + function.name.text + "("
            text += function.parameters.map { p in
                p.attributes.map { "@" + $0.name.text + " " }.joined() + (p.label ?? "_") + (p.label == p.name.text ? "" : " " + p.name.text)
                    + (p.type.map { ": " + $0.text } ?? "") + (p.defaultValue.map { " = " + expr($0) } ?? "")
            }.joined(separator: ", ") + ")"
            if let result = function.result { text += " -> " + result.text }
            if let body = function.body { text += " " + block(body) }
            return text + ")"
        case .enumCase(let elements):
            return "(case " + elements.map { $0.name.text + ($0.rawValue.map { " = " + expr($0) } ?? "") }.joined(separator: ", ") + ")"
        case .associatedType(let name): return "(associatedtype \(name.text))"
        case .macro(let name, let arguments, let closures):
            return "(#" + name.text + arguments.map { " " + argument($0) }.joined() + closures.map { " " + closure($0.closure) }.joined() + ")"
        case .unsupported: return "(unsupported \(decl.keyword.text))"
        }
    }

    public static func expr(_ expr: SwiftExpr) -> String {
        switch expr.kind {
        case .integer(let text), .float(let text): return text
        case .string(let parts):
            return "\"" + parts.map { part in
                switch part {
                case .literal(let text): return text.replacingNewlines()
                case .interpolation(let arguments, _): return "\\(" + arguments.map(argument).joined(separator: " ") + ")"
                }
            }.joined() + "\""
        case .bool(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .identifier(let name): return name
        case .dollar(let name): return "$" + name
        case .shorthand(let index): return "$\(index)"
        case .implicitMember(let name): return "." + name
        case .keyPath(let root, let components): return "\\" + (root?.text ?? "") + components.map { "." + $0 }.joined()
        case .member(let base, let name, _): return "(member \(self.expr(base)) \(name))"
        case .optionalChain(let base): return "(? \(self.expr(base)))"
        case .forceUnwrap(let base): return "(! \(self.expr(base)))"
        case .call(let callee, let arguments, let closures):
            return "(call " + ([self.expr(callee)] + arguments.map(argument)
                + closures.map { ($0.label.map { $0.text + ":" } ?? "") + closure($0.closure) }).joined(separator: " ") + ")"
        case .subscriptAccess(let base, let arguments): return "(subscript " + ([self.expr(base)] + arguments.map(argument)).joined(separator: " ") + ")"
        case .prefix(let op, let operand): return "(\(op) \(self.expr(operand)))"
        case .binary(let op, let left, let right, _): return "(\(op) \(self.expr(left)) \(self.expr(right)))"
        case .ternary(let c, let a, let b): return "(?: \(self.expr(c)) \(self.expr(a)) \(self.expr(b)))"
        case .cast(let inner, let op, let type): return "(\(op) \(self.expr(inner)) \(type.text))"
        case .effect(let effect, let inner): return "(\(effect) \(self.expr(inner)))"
        case .tuple(let elements): return "(tuple" + elements.map { " " + argument($0) }.joined() + ")"
        case .array(let elements): return "[" + elements.map(self.expr).joined(separator: " ") + "]"
        case .dictionary(let pairs): return "[" + pairs.map { self.expr($0.key) + ": " + self.expr($0.value) }.joined(separator: " ") + "]"
        case .closure(let value): return closure(value)
        case .specialization(let base, let types): return self.expr(base) + "<" + types.map(\.text).joined(separator: ", ") + ">"
        case .type(let type): return type.text
        case .bindingPattern(let isLet, let name): return (isLet ? "let " : "var ") + name.text
        case .wildcard: return "_"
        case .macro(let name, let arguments): return "#" + name.text + (arguments.isEmpty ? "" : "(" + arguments.map(argument).joined(separator: " ") + ")")
        case .statement(let inner): return Self.statement(inner)
        case .missing: return "missing"
        }
    }

    static func argument(_ argument: SwiftArgument) -> String {
        (argument.label.map { $0.text + ":" } ?? "") + expr(argument.value)
    }

    static func closure(_ closure: SwiftClosure) -> String {
        let parameters = closure.parameters.map { $0.map(\.name.text).joined(separator: " ") + " in " } ?? ""
        return "{" + parameters + closure.body.map(statement).joined(separator: " ") + "}"
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        var result = ""
        for character in self { result += character == "\n" ? "\\n" : String(character) }
        return result
    }
}
