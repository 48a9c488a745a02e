import ViewSyntax

extension SwiftWriter {
    /// Views as result-builder statements, one a line (containers open a block).
    func writeViews(_ views: [Expr], _ out: inout SwiftLines) {
        for view in views { writeView(view, &out) }
    }

    func writeView(_ expr: Expr, _ out: inout SwiftLines) {
        switch expr.kind {
        case .modified(let base, let modifiers):
            let before = out.rawLines.count
            writeView(base, &out)
            // After a block (`VStack { … }`) modifiers line up with it; after one line, they indent.
            let indent = out.rawLines.count - before > 1 ? "" : "    "
            writeModifiers(modifiers, indent: indent, &out)
        case .view(let view):
            writeBuiltin(view, &out)
        case .conditional(let conditional):
            out.open("if \(conditionText(conditional.condition)) {")
            writeViews(conditional.then, &out)
            if let otherwise = conditional.otherwise {
                out.close("} else {")
                out.indent()
                writeViews(otherwise, &out)
            }
            out.close()
        case .identifier(let name) where isCatalogueWord(name):
            // A view word that is not reserved (`circle`) reads as a name until the shell lowers it.
            writeBuiltin(ViewSyntax(keyword: name, keywordRange: expr.range), &out)
        case .call(let callee, let arguments, let closures) where isCatalogueCall(callee):
            if case .identifier(let name) = callee.kind {
                writeBuiltin(ViewSyntax(keyword: name, keywordRange: callee.range, arguments: arguments,
                                        closure: closures.first?.closure), &out)
            }
        case .identifier(let name):
            out.line(name + "(" + bindingArguments(name, prefix: "") + ")")
        case .call(let callee, let arguments, _):
            if case .identifier(let name) = callee.kind {
                // A binding this view holds, passed to the callee's Binding parameter, is `$name` in Swift.
                let bindings = Self.bindingParameters(views.first { $0.0.text == name }?.1 ?? [])
                let written = arguments.map { passing($0, toBinding: $0.label.map(bindings.contains) ?? false) }.joined(separator: ", ")
                out.line(name + "(" + written + bindingArguments(name, prefix: written.isEmpty ? "" : ", ") + ")")
            } else {
                out.line(expression(expr))
            }
        default:
            out.line(expression(expr))
        }
    }

    /// Modifier lines below a view (or `self`/`content`), multi-line arguments kept indented.
    func writeModifiers(_ modifiers: [ModifierSyntax], indent: String, _ out: inout SwiftLines) {
        for modifier in modifiers {
            for line in self.modifier(modifier).split(separator: "\n", omittingEmptySubsequences: false) { out.line(indent + line) }
        }
    }

    /// A catalogue view word that no definition of the session shadows.
    func isCatalogueWord(_ name: String) -> Bool {
        catalogue.swiftName(ofKeyword: name) != nil && !views.contains { $0.0.text == name }
    }

    func isCatalogueCall(_ callee: Expr) -> Bool {
        if case .identifier(let name) = callee.kind { return isCatalogueWord(name) }
        return false
    }

    /// `height: $height` for each state a user view or modifier takes as a binding.
    func bindingArguments(_ name: String, prefix: String) -> String {
        let states = threaded[name] ?? []
        guard !states.isEmpty else { return "" }
        return prefix + states.map { "\($0): $\($0)" }.joined(separator: ", ")
    }

    /// An argument, `$name` when it passes a binding this view holds to a Binding parameter.
    func passing(_ argument: Argument, toBinding: Bool) -> String {
        guard toBinding, case .identifier(let name) = argument.value.kind, bindingLocals.contains(name) else { return self.argument(argument) }
        return (argument.label.map { $0 + ": " } ?? "") + "$" + name
    }

    func writeBuiltin(_ view: ViewSyntax, _ out: inout SwiftLines) {
        let keyword = view.keyword
        let bindingLabels = catalogue.swiftName(ofKeyword: keyword).flatMap { catalogue.views[$0]?.bindingArguments } ?? []
        let arguments = view.arguments.enumerated().map { index, argument in
            // A title given as the first argument (`Stepper("Vol \(v)", value: $v)`) as an operand is.
            if index == 0, argument.label == nil, view.operand == nil, Translator.localizedTitleViews.contains(keyword),
               Self.literalWouldDiffer(argument.value) { return titleOperand(argument.value) }
            return passing(argument, toBinding: argument.label.map(bindingLabels.contains) ?? false)
        }.joined(separator: ", ")
        switch keyword {
        case "vstack", "hstack", "zstack":
            let name = catalogue.swiftName(ofKeyword: keyword) ?? keyword
            out.open(name + (arguments.isEmpty ? "" : "(\(arguments))") + " {")
            writeViews(view.children ?? [], &out)
            out.close()
        case "text":
            let operand = view.operand ?? view.arguments.first?.value
            if let (date, style) = operand.flatMap(Self.textDateStyle) {
                out.line("Text(" + expression(date) + ", style: " + expression(style) + ")")  // §18.16
                break
            }
            if let operand, case .call(let callee, let arguments, []) = operand.kind, case .member(let start, "formatted", _) = callee.kind,
               arguments.first?.label == "timerInterval" {
                // `start.formatted(timerInterval: end, …)` is `Text(timerInterval: start...end, …)` (§18.16).
                let rest = arguments.dropFirst().map { ", " + argument($0) }.joined()
                out.line("Text(timerInterval: " + postfixBase(start) + "..." + postfixBase(arguments[0].value) + rest + ")")
                break
            }
            out.line("Text(" + (operand.map(textOperand) ?? "\"\"") + ")")
        case "contentunavailableview" where view.arguments.count == 1 && view.arguments[0].label == nil
            && Translator.isSearchUnavailable(view.arguments[0].value):
            // `contentunavailableview(.search(text: q))` is SwiftUI's static `ContentUnavailableView.search(text: q)` (§16.7).
            out.line("ContentUnavailableView" + expression(view.arguments[0].value))
        case "color":
            out.line(colorExpression(view.operand ?? view.arguments.first?.value))
        case "path":
            // A named path is the file's own Shape (written before the views); a plain one a Path
            // whose lines viewsh never had (§15.1).
            out.line(pathShapeName(view).map { $0 + "()" } ?? "Path { _ in }")
        case "canvas":
            out.line("Canvas { _, _ in }")
        case "image" where view.arguments.contains { $0.label == "width" }:
            // viewsh's sized placeholder: SwiftUI needs a real image, sized by a frame.
            out.line("Image(systemName: \"photo\")")
            out.line("    .resizable()")
            out.line("    .frame(" + arguments + ")")
        case "anylayout":
            // Swift needs each branch erased: `c ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`.
            var value = view.arguments.first.map { anyLayout($0.value) } ?? "AnyLayout(VStackLayout())"
            if case .ternary? = view.arguments.first?.value.kind { value = "(" + value + ")" }
            out.open(value + " {")
            writeViews(view.children ?? [], &out)
            out.close()
        case "navigationstack":
            // SwiftUI's NavigationStack takes no bar argument: the root asks for it (§17.5), so
            // the root carries the modifier that NavigationBarScan reads back.
            var bar = "inline"
            if let written = view.arguments.first(where: { $0.label == "bar" }), case .implicitMember(let name) = written.value.kind { bar = name }
            let children = view.children ?? []
            // One view takes the modifier itself; an `if` or a ForEach (several views) is wrapped.
            let single: Bool
            switch children.first?.kind {
            case .conditional?: single = false
            case .view(let child)?: single = children.count == 1 && child.keyword != "foreach"
            default: single = children.count == 1
            }
            out.open("NavigationStack {")
            if single {
                writeViews(children, &out)
            } else {
                out.open("VStack {")
                writeViews(children, &out)
                out.close()
            }
            out.line("    " + (bar == "hidden" ? ".toolbar(.hidden, for: .navigationBar)" : ".navigationBarTitleDisplayMode(.\(bar))"))
            out.close()
        case "navigationlink" where !view.arguments.contains { $0.label == "value" }, "menu", "link":
            // SwiftUI's needs what the tap shows, which viewsh does not keep (§17.6): an empty one.
            let title = view.operand.map(titleOperand) ?? view.arguments.first { $0.label == nil }.map { expression($0.value) }
            let name = catalogue.swiftName(ofKeyword: keyword) ?? keyword
            if keyword == "link" {
                let destination = "destination: URL(string: \"about:blank\")!"
                if let title { out.line("Link(\(title), \(destination))") } else { out.open("Link(\(destination)) {") }
            } else if let title {
                out.line("\(name)(\(title)) { EmptyView() }")
            } else {
                out.line("\(name) {")
                out.line("    EmptyView()")
                out.open("} label: {")
            }
            if title == nil {
                writeViews(view.children ?? [], &out)
                out.close()
            }
        case "geometry":
            let parameter = view.closure?.parameters.first?.name
            out.open("GeometryReader {" + (parameter.map { " \($0) in" } ?? ""))
            writeViews(closureViews(view.closure), &out)
            out.close()
        case "foreach":
            let data = view.operand.map { expression($0) } ?? view.arguments.first.map { expression($0.value) } ?? "[]"
            var head = "ForEach(" + data
            if let id = view.arguments.first(where: { $0.label == "id" }) {
                head += ", id: " + expression(id.value)
            } else if let operand = view.operand, case .binary(let op, _, _) = operand.kind, op == .halfOpenRange || op == .closedRange {
                head += ", id: \\.self"
            }
            let names = view.closure?.parameters.map(\.name) ?? []
            out.open(head + ") {" + (names.isEmpty ? "" : " " + names.joined(separator: ", ") + " in"))
            writeViews(closureViews(view.closure), &out)
            out.close()
        case _ where keyword == "disclosuregroup" || view.arguments.contains(where: { isViewArgument($0, of: keyword) }):
            // SwiftUI takes these view arguments as closures: `DisclosureGroup { … } label: { … }`,
            // `GroupBox { … } label: { … }`, `Label { title } icon: { icon }` (the first one
            // trailing when there is no content).
            let name = catalogue.swiftName(ofKeyword: keyword) ?? keyword
            var plain = view.arguments.filter { !isViewArgument($0, of: keyword) }.map(argument).joined(separator: ", ")
            var closures = view.arguments.filter { isViewArgument($0, of: keyword) }
            if keyword == "disclosuregroup", closures.isEmpty, !view.arguments.contains(where: { $0.label == nil }) {
                plain = "\"\"" + (plain.isEmpty ? "" : ", " + plain)  // SwiftUI's group needs a title or a label
            }
            out.open(name + (plain.isEmpty ? "" : "(" + plain + ")") + " {")
            if catalogue.views[name]?.takesChildren == true {
                // Its content (a GroupBox's, a DisclosureGroup's) even when none was written.
                writeViews(view.children ?? [], &out)
                if view.children?.isEmpty ?? true { out.line("EmptyView()") }
            } else {
                writeViews([closures.removeFirst().value], &out)
            }
            for closure in closures {
                out.close("} \(closure.label ?? "label"): {")
                out.indent()
                writeViews([closure.value], &out)
            }
            out.close()
        default:
            // A view of the catalogue: its SwiftUI name and arguments (an operand, `button "Save"`,
            // first and unlabelled: `Button("Save")`), its children as content.
            let name = catalogue.swiftName(ofKeyword: keyword) ?? keyword
            let arguments = ([view.operand.map(titleOperand)].compactMap { $0 } + (arguments.isEmpty ? [] : [arguments]))
                .joined(separator: ", ")
            var head = name + (arguments.isEmpty && view.children != nil && view.closure == nil ? "" : "(" + arguments + ")")
            if let closure = view.closure {
                head += " " + self.closure(closure, viewsIn: "")
            }
            if let children = view.children {
                out.open(head + " {")
                writeViews(children, &out)
                out.close()
            } else {
                for line in head.split(separator: "\n", omittingEmptySubsequences: false) { out.line(String(line)) }
            }
        }
    }

    /// A layout value as an `AnyLayout`: a ternary's branches each wrapped, an `AnyLayout(…)` kept.
    func anyLayout(_ expr: Expr) -> String {
        switch expr.kind {
        case .ternary(let condition, let a, let b):
            return operandText(condition, 1) + " ? " + anyLayout(a) + " : " + anyLayout(b)
        case .call(let callee, _, _):
            if case .identifier("AnyLayout") = callee.kind { return expression(expr) }
        default:
            break
        }
        return "AnyLayout(" + expression(expr) + ")"
    }

    func closureViews(_ closure: Closure?) -> [Expr] {
        (closure?.body ?? []).compactMap { statement in
            if case .expression(let e) = statement.kind { return e }
            return nil
        }
    }

    /// `Text(label)` for what reads as a string; `Text("\(x)")` for anything else.
    /// Whether a literal would show something else in SwiftUI than viewsh shows: its Markdown read
    /// (§18.14), or an interpolated value formatted for the locale (§18.13: the shell's `"\(n)"` is
    /// a String's interpolation; one SwiftUI formats is written `\(n.formatted())`).
    static func literalWouldDiffer(_ operand: Expr) -> Bool {
        guard case .string(let parts) = operand.kind else { return false }
        return parts.contains { part in
            switch part {
            case .literal(let text): InlineMarkdown.plain(text) != nil
            case .interpolation(let value): !isFormattedCall(value)
            }
        }
    }

    /// A Text's operand: `verbatim:` where a literal would show something else than viewsh does.
    func textOperand(_ operand: Expr) -> String {
        if Self.literalWouldDiffer(operand) { return "verbatim: " + expression(operand) }
        // A value that is not a string is shown by a String interpolation of it, as the shell does.
        if Self.isStringLike(operand) || Self.isFormattedCall(operand) { return expression(operand) }
        return "verbatim: \"\\(" + expression(operand) + ")\""
    }

    /// A control's title (`Button(…)`, `Link(…)`): a string, or a value shown as one; a literal
    /// that would differ is given as a `String` (the title overload that shows it as it is).
    func titleOperand(_ operand: Expr) -> String {
        if Self.literalWouldDiffer(operand) { return "String(" + expression(operand) + ")" }
        return Self.isStringLike(operand) ? expression(operand) : "\"\\(" + expression(operand) + ")\""
    }

    /// `date.formatted(style: .time)`, viewsh's spelling of `Text(date, style: .time)` (§18.16): the date and the style.
    static func textDateStyle(_ expr: Expr) -> (Expr, Expr)? {
        guard case .call(let callee, let arguments, let closures) = expr.kind, closures.isEmpty, arguments.count == 1,
              arguments[0].label == "style", case .member(let date, "formatted", _) = callee.kind else { return nil }
        return (date, arguments[0].value)
    }

    /// `n.formatted()` or `n.formatted(style)`: already a string, whatever a literal does with it.
    static func isFormattedCall(_ expr: Expr) -> Bool {
        if case .call(let callee, _, _) = expr.kind, case .member(_, "formatted", _) = callee.kind { return true }
        return false
    }

    /// Names, members and strings, and `??`, `+` and `?:` made of them.
    static func isStringLike(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .string, .identifier, .member, .subscriptAccess: return true
        case .call(let callee, let arguments, _):
            // `String(…)`: a string, written as it is.
            if case .identifier("String") = callee.kind, arguments.count == 1 { return true }
            return false
        case .binary(.nilCoalescing, _, let right): return isStringLike(right)
        case .binary(.add, let left, let right): return isString(left) || isString(right)
        case .ternary(_, let a, let b): return isStringLike(a) && isStringLike(b)
        default: return false
        }
    }

    static func isString(_ expr: Expr) -> Bool {
        if case .string = expr.kind { return true }
        return false
    }

    /// `Color.red`, `Color(.systemGray6)`, `(c ? Color.red : Color.blue)`.
    func colorExpression(_ operand: Expr?) -> String {
        guard let operand else { return "Color.clear" }
        switch operand.kind {
        case .identifier(let name):
            // `color red`; `color tint` reads a parameter or state (a colour name a local shadows is rare).
            return SwiftNames.standardColors.contains(name) ? "Color." + name : name
        case .implicitMember(let name):
            return SwiftNames.standardColors.contains(name) ? "Color." + name : "Color(." + name + ")"
        case .ternary(let c, let a, let b):
            return "(\(expression(c)) ? \(colorExpression(a)) : \(colorExpression(b)))"
        default:
            return expression(operand)
        }
    }

    // MARK: Modifiers

    /// `.padding()`, `.frame(width: 10)`, `.preference(key: K.self, value: v)`, with closures.
    func modifier(_ modifier: ModifierSyntax) -> String {
        if let styled = styleModifier(modifier) { return styled }
        var arguments: [String] = []
        for (index, argument) in modifier.arguments.enumerated() {
            var value = expression(argument.value)
            if index == 0, SwiftNames.keyModifiers.contains(modifier.name), case .identifier(let key) = argument.value.kind, keyNames.contains(key) {
                value = key + ".self"
            }
            if modifier.name == "id", case .identifier(let name) = argument.value.kind { value = "\"" + name + "\"" }
            if case .view(let view) = argument.value.kind, view.keyword == "color" {
                value = colorExpression(view.operand ?? view.arguments.first?.value)
            } else if isView(argument.value) {
                var lines = SwiftLines()
                writeView(argument.value, &lines)
                value = lines.rawLines.joined(separator: "\n")
            }
            arguments.append((argument.label.map { $0 + ": " } ?? "") + value)
        }
        let binding = bindingArguments(modifier.name, prefix: arguments.isEmpty ? "" : ", ")
        var text = "." + modifier.name + "(" + arguments.joined(separator: ", ") + binding + ")"
        for closure in modifier.trailingClosures {
            text += " " + (closure.label.map { $0 + ": " } ?? "") + self.closure(closure.closure, viewsIn: modifier.name)
        }
        return text
    }

    /// `.background(color red .ignoresSafeArea(edges: e))` is SwiftUI's shape-style overload,
    /// `.background(Color.red, ignoresSafeAreaEdges: e)` (`.background(Color.red)` for all edges);
    /// a plain `.background(color red)` stops at the safe area, so it is the same style with no
    /// edges, `.background(Color.red, ignoresSafeAreaEdges: [])` (with its `.opacity(…)`, a Color
    /// still, the same way) — `.background(Color.red)` would
    /// read back as the style that ignores them (§2.8), and the closure form is labelled apart.
    func styleModifier(_ modifier: ModifierSyntax) -> String? {
        guard modifier.name == "background" || modifier.name == "overlay", modifier.trailingClosures.isEmpty,
              modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.label == nil else { return nil }
        switch argument.value.kind {
        case .view(let view) where view.keyword == "color":
            return "." + modifier.name + "(" + colorExpression(view.operand ?? view.arguments.first?.value) + ", ignoresSafeAreaEdges: [])"
        case .modified(let base, let modifiers):
            // A colour with its opacity (`color blue .opacity(0.2)`) is a Color too: `Color.blue.opacity(0.2)`.
            guard case .view(let view) = base.kind, view.keyword == "color" else { return nil }
            var color = colorExpression(view.operand ?? view.arguments.first?.value)
            var rest = modifiers[...]
            if let opacity = rest.first, opacity.name == "opacity", opacity.trailingClosures.isEmpty, opacity.arguments.count == 1,
               opacity.arguments[0].label == nil {
                color += ".opacity(" + expression(opacity.arguments[0].value) + ")"
                rest = rest.dropFirst()
            }
            if rest.isEmpty { return "." + modifier.name + "(" + color + ", ignoresSafeAreaEdges: [])" }
            guard rest.count == 1, let ignores = rest.first, ignores.name == "ignoresSafeArea", ignores.trailingClosures.isEmpty,
                  ignores.arguments.allSatisfy({ $0.label == "edges" }) else { return nil }
            let edges = ignores.arguments.first?.value
            if edges == nil || edges?.kind == .implicitMember("all") { return "." + modifier.name + "(" + color + ")" }
            return "." + modifier.name + "(" + color + ", ignoresSafeAreaEdges: " + expression(edges!) + ")"
        default:
            return nil
        }
    }

    /// An argument given for one of a catalogue view's view parameters (`label: …`, `icon: …`).
    func isViewArgument(_ argument: Argument, of keyword: String) -> Bool {
        guard let label = argument.label, let name = catalogue.swiftName(ofKeyword: keyword) else { return false }
        return catalogue.views[name]?.viewArguments.contains(label) == true
    }

    func isView(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .view, .conditional, .modified: return true
        case .identifier(let name): return views.contains { $0.0.text == name } || isCatalogueWord(name)
        case .call(let callee, _, _):
            if case .identifier(let name) = callee.kind { return views.contains { $0.0.text == name } || isCatalogueWord(name) }
            return false
        default: return false
        }
    }

    /// A closure: on one line when it is one simple statement (`{ tallest = $0 }`,
    /// `{ $0[.leading] }`), else over several (views, conditionals).
    func closure(_ closure: Closure, viewsIn modifier: String) -> String {
        let head = closure.parameters.isEmpty ? "" : " " + closure.parameters.map(\.name).joined(separator: ", ") + " in"
        var lines = SwiftLines()
        lines.indent()
        for statement in closure.body {
            if case .expression(let e) = statement.kind, isView(e) {
                writeView(e, &lines)
            } else {
                writeStatements([statement], &lines)
            }
        }
        if lines.rawLines.isEmpty { return "{" + head + " }" }
        if lines.rawLines.count == 1 { return "{" + head + " " + lines.rawLines[0].trimmingLeadingSpaces() + " }" }
        return "{" + head + "\n" + lines.rawLines.joined(separator: "\n") + "\n}"
    }

    // MARK: Statements and expressions

    func writeStatements(_ statements: [Statement], _ out: inout SwiftLines) {
        for statement in statements {
            switch statement.kind {
            case .expression(let e): out.line(expression(e))
            case .assignment(let target, let op, let value): out.line("\(expression(target)) \(op.rawValue) \(expression(value))")
            case .conditional(let condition, let then, let otherwise):
                out.open("if \(conditionText(condition)) {")
                writeStatements(then, &out)
                if let otherwise {
                    out.close("} else {")
                    out.indent()
                    writeStatements(otherwise, &out)
                }
                out.close()
            default:
                writeControlStatement(statement, &out)
            }
        }
    }

    func argument(_ argument: Argument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + expression(argument.value)
    }

    /// A value in Swift's spelling (which is viewsh's, mostly).
    func expression(_ expr: Expr) -> String {
        switch expr.kind {
        case .number(_, let text): return text
        case .string(let parts):
            return "\"" + parts.map { part -> String in
                switch part {
                case .literal(let text): return Self.escaped(text)
                case .interpolation(let e):
                    // A date in a Text's style is LocalizedStringKey's `\(date, style: .time)` (§18.16).
                    if let (date, style) = Self.textDateStyle(e) { return "\\(" + expression(date) + ", style: " + expression(style) + ")" }
                    return "\\(" + expression(e) + ")"
                }
            }.joined() + "\""
        case .bool(let flag): return flag ? "true" : "false"
        case .nilLiteral: return "nil"
        case .identifier(let name): return name
        case .binding(let name): return "$" + name
        case .shorthandArgument(let index): return "$\(index)"
        case .implicitMember("now"): return "Date.now"  // a date (§16.11): `@State var d = Date.now` needs the type
        case .implicitMember(let name): return "." + name
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .member(let base, let name, _): return postfixBase(base) + "." + name
        case .call(let callee, let arguments, let closures):
            // `xs.map { … }`, `xs.reduce(0) { $0 + $1 }`: trailing closures as written.
            let call = expression(callee) + (arguments.isEmpty && !closures.isEmpty ? "" : "(" + arguments.map(argument).joined(separator: ", ") + ")")
            return call + closures.map { " " + ($0.label.map { $0 + ": " } ?? "") + closure($0.closure, viewsIn: "") }.joined()
        case .subscriptAccess(let base, let arguments):
            return postfixBase(base) + "[" + arguments.map(argument).joined(separator: ", ") + "]"
        case .unary(let op, let operand): return op.rawValue + operandText(operand, 9)
        case .binary(let op, let left, let right):
            return operandText(left, op.precedence) + " " + op.rawValue + " " + operandText(right, op.precedence + 1)
        case .ternary(let c, let a, let b): return operandText(c, 1) + " ? " + expression(a) + " : " + expression(b)
        case .list(let items): return "[" + items.map(expression).joined(separator: ", ") + "]"
        case .dictionary(let items) where items.isEmpty: return "[:]"
        case .dictionary(let items): return "[" + items.map { expression($0.key) + ": " + expression($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let arguments): return "(" + arguments.map(argument).joined(separator: ", ") + ")"
        case .closure(let closure): return self.closure(closure, viewsIn: "")
        case .view, .conditional, .modified:
            var lines = SwiftLines()
            writeView(expr, &lines)
            return lines.rawLines.joined(separator: "\n")
        case .missing: return "<#missing#>"
        }
    }

    /// An `if` condition: in parentheses when a trailing closure is written in it
    /// (`if (xs.filter { … }.isEmpty) {`), which Swift otherwise reads as the body.
    func conditionText(_ condition: Expr) -> String {
        condition.hasTrailingClosure ? "(" + expression(condition) + ")" : expression(condition)
    }

    /// What a member access or subscript applies to: an operator's result in parentheses.
    func postfixBase(_ expr: Expr) -> String {
        switch expr.kind {
        case .binary, .ternary, .unary: return "(" + expression(expr) + ")"
        default: return expression(expr)
        }
    }

    func operandText(_ expr: Expr, _ precedence: Int) -> String {
        switch expr.kind {
        case .binary(let op, _, _) where op.precedence < precedence: return "(" + expression(expr) + ")"
        case .ternary: return "(" + expression(expr) + ")"
        default: return expression(expr)
        }
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }

}
