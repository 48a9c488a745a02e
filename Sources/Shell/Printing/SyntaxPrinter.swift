import ViewEngine
import ViewSyntax

/// Prints syntax back as canonical source: single spaces, Swift-like punctuation. What
/// `tree`, `defs` and `save` show, and what `load` reads back to the same tree.
enum SyntaxPrinter {
    static func print(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(_, let text): return text
        case .string(let parts): return printString(parts)
        case .bool(let b): return b ? "true" : "false"
        case .nilLiteral: return "nil"
        case .identifier(let name): return name
        case .binding(let name): return "$" + name
        case .shorthandArgument(let index): return "$\(index)"
        case .implicitMember(let name): return "." + name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .member(let base, let name, _): return printPostfixBase(base) + "." + name
        case .call(let callee, let arguments, let closures):
            var text = printPostfixBase(callee)
            if !arguments.isEmpty || closures.isEmpty { text += "(" + print(arguments) + ")" }
            return text + printTrailing(closures)
        case .subscriptAccess(let base, let arguments):
            return printPostfixBase(base) + "[" + print(arguments) + "]"
        case .unary(let op, let operand): return op.rawValue + printOperand(operand)
        case .binary(let op, let left, let right):
            return printOperand(left, parentPrecedence: op.precedence) + " " + op.rawValue + " "
                + printOperand(right, parentPrecedence: op.precedence + 1)
        case .ternary(let c, let a, let b): return printOperand(c, parentPrecedence: 1) + " ? " + print(a) + " : " + print(b)
        case .list(let items): return "[" + items.map(print).joined(separator: ", ") + "]"
        case .dictionary(let items) where items.isEmpty: return "[:]"
        case .dictionary(let items): return "[" + items.map { print($0.key) + ": " + print($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let arguments): return "(" + print(arguments) + ")"
        case .closure(let closure): return print(closure)
        case .view(let view): return print(view)
        case .conditional(let conditional): return print(conditional)
        case .modified(let base, let modifiers):
            return print(base) + modifiers.map { " " + print($0) }.joined()
        case .missing: return "<missing>"
        }
    }

    static func print(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + print($0.value) }.joined(separator: ", ")
    }

    static func printTrailing(_ closures: [TrailingClosure]) -> String {
        closures.map { " " + ($0.label.map { $0 + ": " } ?? "") + print($0.closure) }.joined()
    }

    static func print(_ modifier: ModifierSyntax) -> String {
        var text = "." + modifier.name
        if !modifier.arguments.isEmpty { text += "(" + print(modifier.arguments) + ")" }
        return text + printTrailing(modifier.trailingClosures)
    }

    static func print(_ closure: Closure) -> String {
        // `{ }`, not `{  }`: an action left empty (`button("Save") { }`).
        if closure.parameters.isEmpty && closure.body.isEmpty { return "{ }" }
        var text = "{ "
        if !closure.parameters.isEmpty {
            text += closure.parameters.map(\.name).joined(separator: ", ") + " in "
        }
        text += closure.body.map(print).joined(separator: "; ")
        return text + " }"
    }

    static func print(_ statement: Statement) -> String {
        switch statement.kind {
        case .expression(let e): return print(e)
        case .assignment(let target, let op, let value): return print(target) + " " + op.rawValue + " " + print(value)
        case .conditional(let condition, let then, let otherwise):
            // Outside a layout an unparenthesised `<` after `if` opens views: `if (a < b) { … }`.
            let written = hasBareLess(condition) || condition.hasTrailingClosure ? "(" + print(condition) + ")" : print(condition)
            var text = "if " + written + " { " + then.map(print).joined(separator: "; ") + " }"
            if let otherwise { text += " else { " + otherwise.map(print).joined(separator: "; ") + " }" }
            return text
        default:
            return printInline(statement)
        }
    }

    /// The view's own words (`text "Brew"`, `vstack(spacing: 4)`), without children.
    /// With arguments, an operand is written as the first of them (`button("Tab", action: { })`):
    /// it binds to the first unlabelled parameter either way, and `button(action: { }) "Tab"` does
    /// not parse (found by the save/load property test).
    static func printHead(_ view: ViewSyntax) -> String {
        var text = view.keyword
        var arguments = view.arguments
        if let operand = view.operand, !arguments.isEmpty { arguments.insert(Argument(value: operand), at: 0) }
        if !arguments.isEmpty { text += "(" + print(arguments) + ")" }
        if let operand = view.operand, view.arguments.isEmpty {
            // A parenthesised operand is written as the call it reads back as (`foreach(0 ..< n)`),
            // so printing what was read gives the same text (found by the structured fuzzer: a
            // translated Swift ForEach saved as `foreach (0 ..< -2)` and then as `foreach(0 ..< -2)`).
            let printed = printOperand(operand, parentPrecedence: 100)
            // A chain on an implicit member is parenthesised: `text .now.formatted(style: .date)`
            // reads back as `text .now` with a modifier `.formatted` (a translated `Text(Date.now,
            // style: .date)`, §18.16); a bare member (`color .red`) reads back as it is.
            let chained = isImplicitMemberChain(operand)
            text += printed.hasPrefix("(") ? printed : chained ? "(" + printed + ")" : " " + printed
        }
        return text
    }

    /// `.now.formatted()`, `.red.opacity(0.5)`: a member, call or subscript applied to an implicit member.
    static func isImplicitMemberChain(_ expr: Expr) -> Bool {
        func root(_ expr: Expr) -> Expr {
            switch expr.kind {
            case .member(let base, _, _), .call(let base, _, _), .subscriptAccess(let base, _): return root(base)
            default: return expr
            }
        }
        if case .implicitMember = expr.kind { return false }
        if case .implicitMember = root(expr).kind { return true }
        return false
    }

    static func print(_ view: ViewSyntax) -> String {
        var text = printHead(view)
        if let children = view.children {
            text += children.isEmpty ? " < >" : " < " + children.map(print).joined(separator: " ") + " >"
        }
        // After the children: `button < text "Add" > { … }` (a closure before them ends the view).
        if let closure = view.closure { text += " " + print(closure) }
        return text
    }

    static func print(_ conditional: ConditionalSyntax) -> String {
        // `<<` ends a condition as `<` does (it would open the views): such a condition is parenthesised.
        let condition = conditional.condition
        // A trailing closure cannot follow in a condition either (`{` would open the views): `if ([1].filter { … }.isEmpty) < … >`.
        var text = "if " + (hasBareLess(condition) || condition.hasTrailingClosure ? "(" + print(condition) + ")"
                                                    : printOperand(condition, parentPrecedence: BinaryOperator.less.precedence + 1))
        text += " < " + conditional.then.map(print).joined(separator: " ") + " >"
        if let otherwise = conditional.otherwise {
            text += " else < " + otherwise.map(print).joined(separator: " ") + " >"
        }
        return text
    }

    /// A definition's value, which ends before a `{` (a key's reduce body follows it):
    /// `state n = ([1, 2].map { $0 * 2 }[0])` keeps its parentheses.
    static func printDefault(_ expr: Expr) -> String {
        expr.hasTrailingClosure ? "(" + print(expr) + ")" : print(expr)
    }

    /// Whether `<` compares outside any bracket (`a < b && c`), where an `if` would read it as
    /// opening views.
    static func hasBareLess(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .binary(let op, let left, let right): return op == .less || op == .shiftLeft || hasBareLess(left) || hasBareLess(right)
        case .unary(_, let operand): return hasBareLess(operand)
        case .ternary(let c, let a, let b): return hasBareLess(c) || hasBareLess(a) || hasBareLess(b)
        default: return false
        }
    }

    /// What a member access, call or subscript applies to: parenthesised unless it is itself a
    /// primary or postfix expression (`(l + []).count` must not print as `l + [].count`).
    static func printPostfixBase(_ expr: Expr) -> String {
        switch expr.kind {
        case .binary, .ternary, .unary, .modified: return "(" + print(expr) + ")"
        default: return print(expr)
        }
    }

    /// Parenthesises an operand that binds looser than its context.
    static func printOperand(_ expr: Expr, parentPrecedence: Int = 9) -> String {
        switch expr.kind {
        case .binary(let op, _, _) where op.precedence < parentPrecedence: return "(" + print(expr) + ")"
        case .ternary where parentPrecedence > 0: return "(" + print(expr) + ")"
        case .modified where parentPrecedence >= 100: return "(" + print(expr) + ")"
        case _ where parentPrecedence >= 100 && expr.hasTrailingClosure:
            // An operand ends before a `{`: `foreach ((1 ... 7).map { … }) { i in … }`.
            return "(" + print(expr) + ")"
        default: return print(expr)
        }
    }

    static func printString(_ parts: [StringPart]) -> String {
        var text = "\""
        for part in parts {
            switch part {
            case .literal(let s): text += Value.escape(s)
            case .interpolation(let e): text += "\\(" + print(e) + ")"
            }
        }
        return text + "\""
    }

    static func print(_ definition: SyntaxDefinition) -> String {
        switch definition {
        case .key(let name, let type, let defaultValue, let reducer):
            var text = "key " + name.text + (type.map { ": " + $0.text } ?? "")
            if let defaultValue { text += " = " + printDefault(defaultValue) }
            switch reducer {
            case .named(let reducerName)?: text += " reduce " + reducerName.text
            case .body(let closure)?: text += " " + print(closure)
            case nil: break
            }
            return text
        case .state(let name, let type, let initial):
            return "state " + name.text + (type.map { ": " + $0.text } ?? "") + (initial.map { " = " + printDefault($0) } ?? "")
        case .envkey(let name, let type, let defaultValue):
            return "envkey " + name.text + (type.map { ": " + $0.text } ?? "") + (defaultValue.map { " = " + printDefault($0) } ?? "")
        case .alignment(let name, let axis, let closure):
            return "alignment " + name.text + ": " + axis.text + (closure.map { " " + print($0) } ?? "")
        case .modifier(let name, let parameters, let body):
            return "modifier " + name.text + print(parameters) + " = " + body.map(print).joined(separator: " ")
        case .view(let name, let parameters, let body):
            return "view " + name.text + print(parameters) + " = " + print(body)
        case .layout(let name, let parameters, let members):
            return printLayout(name, parameters, members)
        }
    }

    static func print(_ parameters: [ParameterSyntax]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "(" + parameters.map { parameter in
            parameter.name.text + (parameter.type.map { ": " + $0.text } ?? "")
                + (parameter.defaultValue.map { " = " + print($0) } ?? "")
        }.joined(separator: ", ") + ")"
    }
}
