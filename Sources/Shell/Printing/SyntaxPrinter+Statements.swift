import ViewEngine
import ViewSyntax

/// Statements and `layout` definitions as canonical source. A layout prints on several lines,
/// two spaces per level, as Swift code is written; the statement splitter keeps it one
/// statement (its braces are open), and `load` reads it back to the same definition. A block
/// inside a one-line closure (an action, a `map { … }`) prints on one line with `;`.
extension SyntaxPrinter {
    static func printLayout(_ name: Name, _ parameters: [ParameterSyntax], _ members: [LayoutMember]) -> String {
        var lines = ["layout " + name.text + print(parameters) + " {"]
        for member in members {
            switch member {
            case .method(let memberName, let closure):
                let names = closure.parameters.map(\.name).joined(separator: ", ")
                lines.append("  " + memberName.text + " {" + (names.isEmpty ? "" : " " + names + " in"))
                lines += printLines(closure.body, indent: "    ")
                lines.append("  }")
            case .function(let function):
                lines.append("  " + printHead(function) + " {")
                lines += printLines(function.body, indent: "    ")
                lines.append("  }")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `func name(label name: Type, _ x: Type) -> Result`
    static func printHead(_ function: FunctionSyntax) -> String {
        let parameters = function.parameters.map { parameter in
            let label = parameter.label == parameter.name.text ? "" : (parameter.label ?? "_") + " "
            return label + parameter.name.text + (parameter.type.map { ": " + $0.text } ?? "")
        }
        return "func " + function.name.text + "(" + parameters.joined(separator: ", ") + ")" + (function.result.map { " -> " + $0.text } ?? "")
    }

    static func print(_ pattern: Pattern) -> String {
        switch pattern {
        case .name(let name): return name.text
        case .wildcard: return "_"
        case .tuple(let parts, _): return "(" + parts.map(print).joined(separator: ", ") + ")"
        }
    }

    /// A statement on one line (inside a closure written on one line).
    static func printInline(_ statement: Statement) -> String {
        func inline(_ body: [Statement]) -> String {
            body.isEmpty ? "{ }" : "{ " + body.map(print).joined(separator: "; ") + " }"
        }
        switch statement.kind {
        case .expression, .assignment, .conditional:
            return print(statement)
        case .declaration(let declaration):
            var text = (declaration.isVariable ? "var " : "let ") + print(declaration.pattern)
            if let type = declaration.type { text += ": " + type.text }
            if let value = declaration.value { text += " = " + print(value) }
            return text
        case .optionalBinding(let name, let value, let then, let otherwise):
            return "if let " + name.text + " = " + print(value) + " " + inline(then) + (otherwise.map { " else " + inline($0) } ?? "")
        case .guardStatement(.expression(let condition), let otherwise):
            return "guard " + print(condition) + " else " + inline(otherwise)
        case .guardStatement(.binding(let name, let value), let otherwise):
            return "guard let " + name.text + " = " + print(value) + " else " + inline(otherwise)
        case .forIn(let pattern, let sequence, let body):
            return "for " + print(pattern) + " in " + print(sequence) + " " + inline(body)
        case .whileLoop(let condition, let body):
            return "while " + print(condition) + " " + inline(body)
        case .returnStatement(let value):
            return "return" + (value.map { " " + print($0) } ?? "")
        case .breakStatement:
            return "break"
        case .continueStatement:
            return "continue"
        }
    }

    /// Statements, one or more lines each, every line starting with `indent`.
    static func printLines(_ statements: [Statement], indent: String) -> [String] {
        var lines: [String] = []
        for statement in statements {
            switch statement.kind {
            case .expression, .assignment:
                lines.append(indent + print(statement))
            case .conditional(let condition, let then, let otherwise):
                lines += block(indent + "if " + print(condition), then, indent: indent)
                if otherwise != nil { lines.removeLast() }
                lines += elseLines(otherwise, indent: indent)
            case .optionalBinding(let name, let value, let then, let otherwise):
                lines += block(indent + "if let " + name.text + " = " + print(value), then, indent: indent)
                if otherwise != nil { lines.removeLast() }
                lines += elseLines(otherwise, indent: indent)
            case .declaration, .returnStatement, .breakStatement, .continueStatement:
                lines.append(indent + printInline(statement))
            case .guardStatement(let clause, let otherwise):
                let condition: String
                switch clause {
                case .expression(let e): condition = print(e)
                case .binding(let name, let value): condition = "let " + name.text + " = " + print(value)
                }
                lines += block(indent + "guard " + condition + " else", otherwise, indent: indent)
            case .forIn(let pattern, let sequence, let body):
                lines += block(indent + "for " + print(pattern) + " in " + print(sequence), body, indent: indent)
            case .whileLoop(let condition, let body):
                lines += block(indent + "while " + print(condition), body, indent: indent)
            }
        }
        return lines
    }

    private static func block(_ head: String, _ body: [Statement], indent: String) -> [String] {
        [head + " {"] + printLines(body, indent: indent + "  ") + [indent + "}"]
    }

    /// `} else {` … `}` after an `if`'s block (whose closing line it replaces); `} else if …`
    /// keeps a chain flat.
    private static func elseLines(_ otherwise: [Statement]?, indent: String) -> [String] {
        guard let otherwise else { return [] }
        if otherwise.count == 1, case .conditional = otherwise[0].kind {
            var nested = printLines(otherwise, indent: indent)
            nested[0] = indent + "} else " + nested[0].dropFirst(indent.count)
            return nested
        }
        return ["\(indent)} else {"] + printLines(otherwise, indent: indent + "  ") + [indent + "}"]
    }
}
