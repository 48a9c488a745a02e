/// A compact S-expression form of the syntax tree, for tests and debugging. Leaves read as
/// typed (`12`, `"Brew"`, `x`, `$x`, `$0`, `.leading`, `\.a.b`, `true`, `nil`); nodes are
/// parenthesised with their kind first:
///
///     (member proxy size)  (call max a b)  (subscript d .leading)  (- x)  (+ a b)  (? c a b)
///     (list a b)  (tuple a title:"x")  {a b in STATEMENT…}  (= target value)
///     (if COND {STATEMENTS} else {STATEMENTS})           a statement conditional
///     (vstack alignment:.leading < (text "a") (color red) >)   a view: arguments, operand, children, closure
///     (if COND < VIEWS > else < VIEWS >)                  a view conditional
///     (modified BASE .padding .frame(width:10) .onChange(of:x){…})
///     (key HeightKey: CGFloat = 0 reduce max)  (root VIEW)  (root= VIEW)  missing
public enum SyntaxDump {
    public static func expr(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(_, let text): return text
        case .string(let parts): return string(parts)
        case .bool(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .identifier(let name): return name
        case .binding(let name): return "$" + name
        case .shorthandArgument(let index): return "$\(index)"
        case .implicitMember(let name): return "." + name
        case .keyPath(let components): return "\\" + components.map { "." + $0 }.joined()
        case .member(let base, let name, _): return "(member \(self.expr(base)) \(name))"
        case .call(let callee, let arguments, let closures):
            return node("call", [self.expr(callee)] + arguments.map(argument) + closures.map(trailing))
        case .subscriptAccess(let base, let arguments): return node("subscript", [self.expr(base)] + arguments.map(argument))
        case .unary(let op, let operand): return "(\(op.rawValue) \(self.expr(operand)))"
        case .binary(let op, let left, let right): return "(\(op.rawValue) \(self.expr(left)) \(self.expr(right)))"
        case .ternary(let condition, let a, let b): return "(? \(self.expr(condition)) \(self.expr(a)) \(self.expr(b)))"
        case .list(let elements): return node("list", elements.map(self.expr))
        case .dictionary(let elements): return node("dictionary", elements.map { node("entry", [self.expr($0.key), self.expr($0.value)]) })
        case .tuple(let elements): return node("tuple", elements.map(argument))
        case .closure(let value): return closure(value)
        case .view(let syntax): return view(syntax)
        case .conditional(let syntax): return conditional(syntax)
        case .modified(let base, let modifiers): return node("modified", [self.expr(base)] + modifiers.map(modifier))
        case .missing: return "missing"
        }
    }

    public static func item(_ item: Item) -> String {
        switch item.kind {
        case .root(let view, let explicit): return "(\(explicit ? "root=" : "root") \(expr(view)))"
        case .definition(let definition): return self.definition(definition)
        }
    }

    public static func items(_ items: [Item]) -> String {
        items.map(item).joined(separator: "\n")
    }

    public static func modifier(_ modifier: ModifierSyntax) -> String {
        var text = "." + modifier.name
        if !modifier.arguments.isEmpty { text += "(" + modifier.arguments.map(argument).joined(separator: " ") + ")" }
        for closure in modifier.trailingClosures { text += trailing(closure) }
        return text
    }

    public static func statement(_ statement: Statement) -> String {
        switch statement.kind {
        case .expression(let value): return expr(value)
        case .assignment(let target, let op, let value): return "(\(op.rawValue) \(expr(target)) \(expr(value)))"
        case .conditional(let condition, let then, let otherwise):
            var text = "(if \(expr(condition)) \(block(then))"
            if let otherwise { text += " else \(block(otherwise))" }
            return text + ")"
        case .declaration(let declaration):
            return "(" + (declaration.isVariable ? "var " : "let ") + pattern(declaration.pattern) + typed(declaration.type)
                + initial(declaration.value) + ")"
        case .optionalBinding(let name, let value, let then, let otherwise):
            var text = "(if let \(name.text) = \(expr(value)) \(block(then))"
            if let otherwise { text += " else \(block(otherwise))" }
            return text + ")"
        case .guardStatement(let clause, let otherwise):
            switch clause {
            case .expression(let condition): return "(guard \(expr(condition)) else \(block(otherwise)))"
            case .binding(let name, let value): return "(guard let \(name.text) = \(expr(value)) else \(block(otherwise)))"
            }
        case .forIn(let pattern, let sequence, let body):
            return "(for \(self.pattern(pattern)) in \(expr(sequence)) \(block(body)))"
        case .whileLoop(let condition, let body):
            return "(while \(expr(condition)) \(block(body)))"
        case .returnStatement(let value):
            return value.map { "(return \(expr($0)))" } ?? "(return)"
        case .breakStatement:
            return "(break)"
        case .continueStatement:
            return "(continue)"
        }
    }

    private static func pattern(_ pattern: Pattern) -> String {
        switch pattern {
        case .name(let name): return name.text
        case .wildcard: return "_"
        case .tuple(let parts, _): return "(" + parts.map(self.pattern).joined(separator: ", ") + ")"
        }
    }

    public static func closure(_ closure: Closure) -> String {
        let parameters = closure.parameters.isEmpty ? "" : closure.parameters.map(\.name).joined(separator: " ") + " in "
        return "{" + parameters + closure.body.map(statement).joined(separator: " ") + "}"
    }

    private static func block(_ statements: [Statement]) -> String {
        "{" + statements.map(statement).joined(separator: " ") + "}"
    }

    private static func view(_ syntax: ViewSyntax) -> String {
        var parts = [syntax.keyword]
        parts += syntax.arguments.map(argument)
        if let operand = syntax.operand { parts.append(expr(operand)) }
        if let children = syntax.children { parts.append((["<"] + children.map(expr) + [">"]).joined(separator: " ")) }
        if let closure = syntax.closure { parts.append(self.closure(closure)) }
        return "(" + parts.joined(separator: " ") + ")"
    }

    private static func conditional(_ syntax: ConditionalSyntax) -> String {
        var text = "(if \(expr(syntax.condition)) " + views(syntax.then)
        if let otherwise = syntax.otherwise { text += " else " + views(otherwise) }
        return text + ")"
    }

    private static func views(_ views: [Expr]) -> String {
        (["<"] + views.map(expr) + [">"]).joined(separator: " ")
    }

    private static func argument(_ argument: Argument) -> String {
        (argument.label.map { $0 + ":" } ?? "") + expr(argument.value)
    }

    private static func trailing(_ closure: TrailingClosure) -> String {
        (closure.label.map { $0 + ":" } ?? "") + self.closure(closure.closure)
    }

    private static func node(_ head: String, _ parts: [String]) -> String {
        "(" + ([head] + parts).joined(separator: " ") + ")"
    }

    private static func string(_ parts: [StringPart]) -> String {
        var text = "\""
        for part in parts {
            switch part {
            case .literal(let literal): text += escaped(literal)
            case .interpolation(let value): text += "\\(" + expr(value) + ")"
            }
        }
        return text + "\""
    }

    private static func escaped(_ literal: String) -> String {
        var text = ""
        for scalar in literal.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case "\0": text += "\\0"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func definition(_ definition: Definition) -> String {
        switch definition {
        case .key(let name, let type, let value, let reducer):
            var text = "(key " + name.text + typed(type) + initial(value)
            switch reducer {
            case .named(let reducer): text += " reduce " + reducer.text
            case .body(let body): text += " " + closure(body)
            case nil: break
            }
            return text + ")"
        case .state(let name, let type, let value):
            return "(state " + name.text + typed(type) + initial(value) + ")"
        case .envkey(let name, let type, let value):
            return "(envkey " + name.text + typed(type) + initial(value) + ")"
        case .alignment(let name, let axis, let value):
            return "(alignment " + name.text + ": " + axis.text + (value.map { " " + closure($0) } ?? "") + ")"
        case .modifier(let name, let parameters, let body):
            return "(modifier " + name.text + self.parameters(parameters) + " =" + body.map { " " + modifier($0) }.joined() + ")"
        case .view(let name, let parameters, let body):
            return "(view " + name.text + self.parameters(parameters) + " = " + expr(body) + ")"
        case .layout(let name, let parameters, let members):
            return "(layout " + name.text + self.parameters(parameters) + members.map { " " + member($0) }.joined() + ")"
        }
    }

    private static func member(_ member: LayoutMember) -> String {
        switch member {
        case .method(let name, let body):
            return name.text + closure(body)
        case .function(let function):
            let parameters = function.parameters.map { parameter in
                (parameter.label == parameter.name.text ? "" : (parameter.label ?? "_") + " ") + parameter.name.text + typed(parameter.type)
            }
            return "(func " + function.name.text + "(" + parameters.joined(separator: ", ") + ")"
                + (function.result.map { " -> " + $0.text } ?? "") + " " + block(function.body) + ")"
        }
    }

    private static func typed(_ type: TypeSyntax?) -> String {
        type.map { ": " + $0.text } ?? ""
    }

    private static func initial(_ value: Expr?) -> String {
        value.map { " = " + expr($0) } ?? ""
    }

    private static func parameters(_ parameters: [ParameterSyntax]) -> String {
        guard !parameters.isEmpty else { return "" }
        let list = parameters.map { $0.name.text + typed($0.type) + initial($0.defaultValue) }
        return "(" + list.joined(separator: ", ") + ")"
    }
}
