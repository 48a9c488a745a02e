import ViewSyntax

/// Custom layouts as SwiftUI source: `layout Flow(spacing: CGFloat = 8) { … }` is
/// `struct Flow: Layout { var spacing: CGFloat = 8; func sizeThatFits(…) … }`; the statements
/// are Swift's already (Docs/Language.md, "Statements").
extension SwiftWriter {
    func writeLayout(_ name: Name, _ parameters: [ParameterSyntax], _ members: [LayoutMember], _ out: inout SwiftLines) {
        out.open("struct \(name.text): Layout {")
        for parameter in parameters {
            out.line("var " + parameter.name.text + (parameter.type.map { ": " + $0.text } ?? "")
                     + (parameter.defaultValue.map { " = " + expression($0) } ?? ""))
        }
        for (index, member) in members.enumerated() {
            if index > 0 || !parameters.isEmpty { out.blank() }
            switch member {
            case .method(let method, let closure):
                let names = closure.parameters.map(\.name)
                let labels = method.text == "sizeThatFits"
                    ? [("proposal", "ProposedViewSize"), ("subviews", "Subviews")]
                    : [("in", "CGRect"), ("proposal", "ProposedViewSize"), ("subviews", "Subviews")]
                var written = zip(labels, names).map { label, name in
                    (label.0 == name ? name : label.0 + " " + name) + ": " + label.1
                }
                written.append((names.count > labels.count ? "cache " + names[labels.count] : "cache") + ": inout ()")
                let result = method.text == "sizeThatFits" ? " -> CGSize" : ""
                out.open("func \(method.text)(" + written.joined(separator: ", ") + ")" + result + " {")
                writeStatements(closure.body, &out)
                out.close()
            case .function(let function):
                let written = function.parameters.map { parameter in
                    let label = parameter.label == parameter.name.text ? "" : (parameter.label ?? "_") + " "
                    return label + parameter.name.text + ": " + (parameter.type?.text ?? "Any")
                }
                out.open("func \(function.name.text)(" + written.joined(separator: ", ") + ")"
                         + (function.result.map { " -> " + $0.text } ?? "") + " {")
                writeStatements(function.body, &out)
                out.close()
            }
        }
        out.close()
    }

    /// `let`, `var`, `for`, `while`, `guard`, `if let`, `return`, `break`, `continue`.
    func writeControlStatement(_ statement: Statement, _ out: inout SwiftLines) {
        switch statement.kind {
        case .declaration(let declaration):
            var text = (declaration.isVariable ? "var " : "let ") + pattern(declaration.pattern)
            if let type = declaration.type { text += ": " + type.text }
            if let value = declaration.value { text += " = " + expression(value) }
            out.line(text)
        case .optionalBinding(let name, let value, let then, let otherwise):
            out.open("if let \(name.text) = \(expression(value)) {")
            writeStatements(then, &out)
            if let otherwise {
                out.close("} else {")
                out.indent()
                writeStatements(otherwise, &out)
            }
            out.close()
        case .guardStatement(let clause, let otherwise):
            switch clause {
            case .expression(let condition): out.open("guard \(expression(condition)) else {")
            case .binding(let name, let value): out.open("guard let \(name.text) = \(expression(value)) else {")
            }
            writeStatements(otherwise, &out)
            out.close()
        case .forIn(let pattern, let sequence, let body):
            out.open("for \(self.pattern(pattern)) in \(expression(sequence)) {")
            writeStatements(body, &out)
            out.close()
        case .whileLoop(let condition, let body):
            out.open("while \(expression(condition)) {")
            writeStatements(body, &out)
            out.close()
        case .returnStatement(let value):
            out.line("return" + (value.map { " " + expression($0) } ?? ""))
        case .breakStatement:
            out.line("break")
        case .continueStatement:
            out.line("continue")
        case .expression, .assignment, .conditional:
            writeStatements([statement], &out)
        }
    }

    func pattern(_ pattern: Pattern) -> String {
        switch pattern {
        case .name(let name): return name.text
        case .wildcard: return "_"
        case .tuple(let parts, _): return "(" + parts.map(self.pattern).joined(separator: ", ") + ")"
        }
    }
}
