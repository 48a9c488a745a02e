import ViewSyntax

/// Writes a session (its definitions and root, as viewsh syntax) as SwiftUI source: preference
/// keys, environment values (`@Entry`), alignments, modifiers (`extension View` functions, or
/// `ViewModifier`s when they need state), views, and a `#Preview` for the root.
///
/// viewsh's states are the session's; SwiftUI's live in views. A state only one view uses
/// becomes that view's `@State`; one the root uses becomes a `@Previewable @State` of the
/// preview; one several views use lives in the preview and is passed down as a `@Binding`.
/// Loading the written file gives back the same layout and data flow (`SwiftWriterTests`).
public struct SwiftWriter {
    let keys: [(Name, TypeSyntax?, Expr?, ReducerSyntax?)]
    let environment: [(Name, TypeSyntax?, Expr?)]
    let alignments: [(Name, Name, Closure?)]
    let modifiers: [(Name, [ParameterSyntax], [ModifierSyntax])]
    let views: [(Name, [ParameterSyntax], Expr)]
    /// Custom layouts, written as `struct … : Layout` (SwiftWriter+Layouts.swift).
    var layouts: [(Name, [ParameterSyntax], [LayoutMember])] = []
    let states: [(Name, TypeSyntax?, Expr?)]
    let root: Expr?
    let keyNames: Set<String>
    /// States passed down as bindings, by definition (views and modifiers) and for the root.
    var threaded: [String: [String]] = [:]
    /// States declared by a view (`@State` in that struct).
    var owned: [String: [String]] = [:]
    var previewStates: [String] = []
    /// Parameters some call passes without a label (`.pageTitle("Guide")`): Swift spells them `_`.
    var positional: [String: Set<String>] = [:]
    /// Modifiers used as a button style (`.buttonStyle(Pill())`): written as `ButtonStyle`s.
    var buttonStyles: Set<String> = []
    /// In the view being written, the names that hold bindings (its `Binding<…>` parameters and
    /// the states threaded to it): passed on to a binding parameter, each is written `$name`.
    var bindingLocals: Set<String> = []
    /// The views' SwiftUI names.
    var catalogue: SwiftCatalogue = .empty

    /// `comments` are lines written at the top (`// options: …`).
    public static func source(_ items: [Item], catalogue: SwiftCatalogue, comments: [String] = [], currentValues: [String: String] = [:]) -> String {
        var writer = SwiftWriter(items)
        writer.catalogue = catalogue
        writer.placeStates()
        writer.findPositionalArguments()
        return writer.write(comments: comments, currentValues: currentValues)
    }

    init(_ items: [Item]) {
        var keys: [(Name, TypeSyntax?, Expr?, ReducerSyntax?)] = []
        var environment: [(Name, TypeSyntax?, Expr?)] = []
        var alignments: [(Name, Name, Closure?)] = []
        var modifiers: [(Name, [ParameterSyntax], [ModifierSyntax])] = []
        var views: [(Name, [ParameterSyntax], Expr)] = []
        var states: [(Name, TypeSyntax?, Expr?)] = []
        var layouts: [(Name, [ParameterSyntax], [LayoutMember])] = []
        var root: Expr?
        for item in items {
            switch item.kind {
            case .root(let view, _): root = view
            case .definition(let definition):
                switch definition {
                case .key(let name, let type, let value, let reducer): keys.append((name, type, value, reducer))
                case .envkey(let name, let type, let value): environment.append((name, type, value))
                case .alignment(let name, let axis, let closure): alignments.append((name, axis, closure))
                case .modifier(let name, let parameters, let body): modifiers.append((name, parameters, body))
                case .view(let name, let parameters, let body): views.append((name, parameters, body))
                case .state(let name, let type, let value): states.append((name, type, value))
                case .layout(let name, let parameters, let members): layouts.append((name, parameters, members))
                }
            }
        }
        (self.keys, self.environment, self.alignments, self.modifiers, self.views, self.states, self.root) =
            (keys, environment, alignments, modifiers, views, states, root)
        keyNames = Set(keys.map(\.0.text))
        self.layouts = layouts
    }

    // MARK: Where states live

    mutating func placeStates() {
        let stateNames = Set(states.map(\.0.text))
        let definitionNames = Set(views.map(\.0.text) + modifiers.map(\.0.text))
        var direct: [String: Set<String>] = [:]
        var uses: [String: Set<String>] = [:]
        func scan(_ name: String, _ collect: ((String) -> Void) -> Void, parameters: [ParameterSyntax]) {
            var found = Set<String>(), used = Set<String>()
            let locals = Set(parameters.map(\.name.text))
            collect { reference in
                if stateNames.contains(reference), !locals.contains(reference) { found.insert(reference) }
                if definitionNames.contains(reference), reference != name { used.insert(reference) }
            }
            direct[name] = found
            uses[name] = used
        }
        for (name, parameters, body) in views {
            scan(name.text, { ItemReferences.collect(body, $0) }, parameters: parameters)
        }
        for (name, parameters, body) in modifiers {
            scan(name.text, { found in for modifier in body { ItemReferences.collect(modifier, found) } }, parameters: parameters)
        }
        let rootName = "#Preview"
        if let root { scan(rootName, { ItemReferences.collect(root, $0) }, parameters: []) }
        // A state one view uses, and nothing else names directly, is that view's.
        let viewNames = Set(views.map(\.0.text))
        var ownerOf: [String: String] = [:]
        for state in stateNames {
            let users = direct.filter { $0.value.contains(state) }.map(\.key)
            if users.count == 1, viewNames.contains(users[0]) { ownerOf[state] = users[0] }
        }
        for state in states.map(\.0.text) { if let view = ownerOf[state] { owned[view, default: []].append(state) } }
        // What each definition needs passed in: its own states that no view owns, and what
        // the definitions it uses need.
        var memo: [String: Set<String>] = [:]
        func needs(_ name: String, _ visiting: Set<String>) -> Set<String> {
            if let known = memo[name] { return known }
            guard !visiting.contains(name) else { return [] }
            var result = (direct[name] ?? []).filter { ownerOf[$0] == nil }
            for used in uses[name] ?? [] { result.formUnion(needs(used, visiting.union([name]))) }
            memo[name] = result
            return result
        }
        let order = states.map(\.0.text)
        for name in definitionNames { threaded[name] = order.filter(needs(name, []).contains) }
        previewStates = order.filter { ownerOf[$0] == nil }
    }

    /// Which parameters calls pass by position, as viewsh binds them (in order, after the last
    /// one named).
    mutating func findPositionalArguments() {
        var parameters: [String: [String]] = [:]
        for (name, list, _) in views { parameters[name.text] = list.map(\.name.text) }
        for (name, list, _) in modifiers { parameters[name.text] = list.map(\.name.text) }
        var found: [String: Set<String>] = [:]
        func record(_ name: String, _ arguments: [Argument]) {
            guard let names = parameters[name] else { return }
            var next = 0
            for argument in arguments {
                if let label = argument.label, let index = names.firstIndex(of: label) {
                    next = index + 1
                } else if argument.label == nil, next < names.count {
                    found[name, default: []].insert(names[next])
                    next += 1
                }
            }
        }
        func visit(_ expr: Expr) {
            switch expr.kind {
            case .call(let callee, let arguments, _):
                if case .identifier(let name) = callee.kind { record(name, arguments) }
            case .modified(_, let list):
                for modifier in list {
                    record(modifier.name, modifier.arguments)
                    recordStyle(modifier)
                }
            default: break
            }
        }
        func recordStyle(_ modifier: ModifierSyntax) {
            guard modifier.name == "buttonStyle", let argument = modifier.arguments.first,
                  case .call(let callee, _, _) = argument.value.kind, case .identifier(let style) = callee.kind,
                  parameters[style] != nil else { return }
            buttonStyles.insert(style)
        }
        var all = views.map(\.2)
        if let root { all.append(root) }
        for expr in all { ExprWalk.each(expr, visit) }
        for (_, _, body) in modifiers {
            for modifier in body {
                record(modifier.name, modifier.arguments)
                recordStyle(modifier)
                for argument in modifier.arguments { ExprWalk.each(argument.value, visit) }
                for closure in modifier.trailingClosures { ExprWalk.each(closure.closure, visit) }
            }
        }
        positional = found
    }

    // MARK: Writing

    func write(comments: [String], currentValues: [String: String]) -> String {
        var out = SwiftLines()
        out.line("// Written by viewsh (save --swift). Load it back with: load FILE.swift")
        for comment in comments { out.line("// " + comment) }
        out.line("import SwiftUI")
        for (name, fields) in recordTypes() {
            out.blank()
            out.open("struct \(name): Hashable, Identifiable {")
            for (field, type) in fields { out.line("var \(field): \(type)") }
            if !fields.contains(where: { $0.0 == "id" }) { out.line("var id: Self { self }") }
            out.close()
        }
        for name in shapeNames() {
            // §15.1: viewsh kept the shape's name, not its outline; drawn as its bounds.
            out.blank()
            // Insettable, so that `.strokeBorder` on it reads back as it was written.
            out.open("struct \(name): InsettableShape {")
            out.line("func path(in rect: CGRect) -> Path { Path(rect) }")
            out.line("func inset(by amount: CGFloat) -> some InsettableShape { self }")
            out.close()
        }
        for (name, type, value, reducer) in keys { out.blank(); writeKey(name, type, value, reducer, &out) }
        if !environment.isEmpty {
            out.blank()
            out.open("extension EnvironmentValues {")
            for (name, type, value) in environment {
                out.line("@Entry var \(name.text)\(type.map { ": " + $0.text } ?? "") = \(value.map { expression($0) } ?? "nil")")
            }
            out.close()
        }
        for (name, axis, closure) in alignments { out.blank(); writeAlignment(name, axis, closure, &out) }
        for (name, parameters, members) in layouts { out.blank(); writeLayout(name, parameters, members, &out) }
        for (name, parameters, body) in modifiers { out.blank(); writeModifier(name, parameters, body, &out) }
        for (name, parameters, body) in views { out.blank(); writeView(name, parameters, body, currentValues: currentValues, &out) }
        if let root {
            out.blank()
            out.open("#Preview {")
            for name in previewStates {
                out.line("@Previewable " + stateDeclaration(name, currentValues: currentValues).replacingPrivate())
            }
            writeViews([root], &out)
            out.close()
        }
        return out.text
    }

    func writeKey(_ name: Name, _ type: TypeSyntax?, _ value: Expr?, _ reducer: ReducerSyntax?, _ out: inout SwiftLines) {
        let typeText = type?.text ?? value.map(Self.inferredType) ?? "CGFloat"
        out.open("struct \(name.text): PreferenceKey {")
        out.line("static var defaultValue: \(typeText) = \(value.map { expression($0) } ?? "nil")")
        out.blank()
        var parameter = "value"
        var body: [String] = []
        switch reducer {
        case .named(let named)?:
            switch named.text {
            case "max", "min": body = ["value = \(named.text)(value, nextValue())"]
            case "sum": body = ["value += nextValue()"]
            case "last": body = ["value = nextValue()"]
            case "append": body = ["value.append(contentsOf: nextValue())"]
            case "or": body = ["value = value || nextValue()"]
            case "and": body = ["value = value && nextValue()"]
            default: body = []  // first: the value so far stays
            }
        case .body(let closure)?:
            parameter = closure.parameters.first?.name ?? "value"
            var lines = SwiftLines()
            writeStatements(closure.body, &lines)
            body = lines.rawLines
        case nil:
            body = []
        }
        let label = parameter == "value" ? "value" : "value \(parameter)"
        out.open("static func reduce(\(label): inout \(typeText), nextValue: () -> \(typeText)) {")
        for line in body { out.line(line) }
        out.close()
        out.close()
    }

    /// `path "Triangle"`: the name of a file's own Shape, when it can be one (not SwiftUI's:
    /// a `struct Circle` would shadow `Circle`).
    func pathShapeName(_ view: ViewSyntax) -> String? {
        guard case .string(let parts)? = (view.operand ?? view.arguments.first?.value)?.kind, parts.count == 1,
              case .literal(let name) = parts[0], name.first?.isUppercase == true, Translator.isIdentifier(name),
              catalogue.views[name] == nil, SwiftNames.view(name) == nil else { return nil }
        return name
    }

    /// The custom shapes the views name, in the order they first appear.
    func shapeNames() -> [String] {
        var order: [String] = []
        func visit(_ expr: Expr) {
            if case .view(let view) = expr.kind, view.keyword == "path", let name = pathShapeName(view), !order.contains(name) {
                order.append(name)
            }
        }
        var all: [Expr] = views.map(\.2)
        if let root { all.append(root) }
        for expr in all { ExprWalk.each(expr, visit) }
        for (_, _, body) in modifiers { for modifier in body { for argument in modifier.arguments { ExprWalk.each(argument.value, visit) } } }
        return order
    }

    /// Value types the session builds by name (`ToolbarEntry(title: "Share")`): viewsh has no
    /// declaration for them, Swift needs one. Fields take the types of the values written.
    func recordTypes() -> [(String, [(String, String)])] {
        let defined = Set(views.map(\.0.text) + modifiers.map(\.0.text) + keys.map(\.0.text) + layouts.map(\.0.text))
        let known = SwiftNames.valueTypes.union(catalogue.layoutValues)
        var order: [String] = []
        var fields: [String: [(String, String)]] = [:]
        func visit(_ expr: Expr) {
            if case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
               name.first?.isUppercase == true, !defined.contains(name), !known.contains(name),
               !arguments.isEmpty, arguments.allSatisfy({ $0.label != nil }), fields[name] == nil {
                order.append(name)
                fields[name] = arguments.map { ($0.label!, Self.inferredType($0.value)) }
            }
        }
        var all: [Expr] = states.compactMap(\.2) + keys.compactMap(\.2) + environment.compactMap(\.2) + views.map(\.2)
        if let root { all.append(root) }
        for expr in all { ExprWalk.each(expr, visit) }
        for (_, _, body) in modifiers { for modifier in body { for argument in modifier.arguments { ExprWalk.each(argument.value, visit) } } }
        return order.map { ($0, fields[$0]!) }
    }

    func writeAlignment(_ name: Name, _ axis: Name, _ closure: Closure?, _ out: inout SwiftLines) {
        let type = axis.text == "vertical" ? "VerticalAlignment" : "HorizontalAlignment"
        let id = name.text.prefix(1).uppercased() + name.text.dropFirst() + "ID"
        let parameter = closure?.parameters.first?.name ?? "context"
        let result: String
        if let closure, closure.body.count == 1, let e = closure.body[0].singleValue {
            result = expression(e)
        } else {
            result = "\(parameter)[.\(axis.text == "vertical" ? "top" : "leading")]"
        }
        out.open("extension \(type) {")
        out.open("private enum \(id): AlignmentID {")
        out.line("static func defaultValue(in \(parameter): ViewDimensions) -> CGFloat { \(result) }")
        out.close()
        out.line("static let \(name.text) = \(type)(\(id).self)")
        out.close()
    }

    func writeModifier(_ name: Name, _ parameters: [ParameterSyntax], _ body: [ModifierSyntax], _ out: inout SwiftLines) {
        let bindings = threaded[name.text] ?? []
        let unlabelled = positional[name.text] ?? []
        let declared = parameters.map { (unlabelled.contains($0.name.text) ? "_ " : "") + parameterDeclaration($0) }
        if bindings.isEmpty, buttonStyles.contains(name.text) {
            // `.buttonStyle(Pill())`: the modifier on a button's label (§16.1 rule 6).
            out.open("struct \(name.text): ButtonStyle {")
            for parameter in parameters { out.line(propertyDeclaration(parameter)) }
            if !parameters.isEmpty { out.blank() }
            out.open("func makeBody(configuration: Configuration) -> some View {")
            out.line("configuration.label")
            writeModifiers(body, indent: "    ", &out)
            out.close()
            out.close()
            return
        }
        if bindings.isEmpty {
            out.open("extension View {")
            out.open("func \(name.text)(\(declared.joined(separator: ", "))) -> some View {")
            out.line("self")
            writeModifiers(body, indent: "    ", &out)
            out.close()
            out.close()
            return
        }
        // It reads or writes states: a ViewModifier holding them as bindings.
        let structName = name.text.prefix(1).uppercased() + name.text.dropFirst() + "Modifier"
        out.open("struct \(structName): ViewModifier {")
        for parameter in parameters { out.line(propertyDeclaration(parameter)) }
        for state in bindings { out.line("@Binding var \(state): \(stateType(state))") }
        out.blank()
        out.open("func body(content: Content) -> some View {")
        out.line("content")
        writeModifiers(body, indent: "    ", &out)
        out.close()
        out.close()
        out.blank()
        let all = declared + bindings.map { "\($0): Binding<\(stateType($0))>" }
        let arguments = (parameters.map(\.name.text) + bindings).map { "\($0): \($0)" }.joined(separator: ", ")
        out.open("extension View {")
        out.open("func \(name.text)(\(all.joined(separator: ", "))) -> some View {")
        out.line("modifier(\(structName)(\(arguments)))")
        out.close()
        out.close()
    }

    func writeView(_ name: Name, _ parameters: [ParameterSyntax], _ body: Expr, currentValues: [String: String], _ out: inout SwiftLines) {
        out.open("struct \(name.text): View {")
        for parameter in parameters { out.line(propertyDeclaration(parameter)) }
        for state in threaded[name.text] ?? [] { out.line("@Binding var \(state): \(stateType(state))") }
        for state in owned[name.text] ?? [] { out.line(stateDeclaration(state, currentValues: currentValues)) }
        if !parameters.isEmpty || !(threaded[name.text] ?? []).isEmpty || !(owned[name.text] ?? []).isEmpty { out.blank() }
        if let unlabelled = positional[name.text], !unlabelled.isEmpty {
            // Calls pass some parameters by position: an initialiser that takes them so.
            var declared: [String] = []
            var assignments: [String] = []
            for parameter in parameters where parameter.environmentKey == nil {
                let type = parameter.type?.text ?? parameter.defaultValue.map(Self.inferredType) ?? "Any"
                declared.append((unlabelled.contains(parameter.name.text) ? "_ " : "") + parameter.name.text + ": " + type
                                + (parameter.defaultValue.map { " = " + expression($0) } ?? ""))
                let isBinding = type.hasPrefix("Binding<")
                assignments.append(isBinding ? "_\(parameter.name.text) = \(parameter.name.text)" : "self.\(parameter.name.text) = \(parameter.name.text)")
            }
            for state in threaded[name.text] ?? [] {
                declared.append("\(state): Binding<\(stateType(state))>")
                assignments.append("_\(state) = \(state)")
            }
            out.open("init(\(declared.joined(separator: ", "))) {")
            for line in assignments { out.line(line) }
            out.close()
            out.blank()
        }
        out.open("var body: some View {")
        var inner = self
        inner.bindingLocals = Self.bindingParameters(parameters).union(threaded[name.text] ?? [])
        inner.writeViews([body], &out)
        out.close()
        out.close()
    }

    /// The parameters that hold bindings (`Binding<…>`).
    static func bindingParameters(_ parameters: [ParameterSyntax]) -> Set<String> {
        Set(parameters.filter { $0.type?.text.hasPrefix("Binding<") == true }.map(\.name.text))
    }

    func stateDeclaration(_ name: String, currentValues: [String: String]) -> String {
        guard let (stateName, type, value) = states.first(where: { $0.0.text == name }) else { return "" }
        var text = "@State private var \(stateName.text)"
        if let type { text += ": " + type.text } else if value.map(Self.inferredType) == nil { text += ": Any" }
        text += " = " + (value.map { expression($0) } ?? "nil")
        if let current = currentValues[name] { text += "  // \(current) when saved" }
        return text
    }

    func stateType(_ name: String) -> String {
        guard let (_, type, value) = states.first(where: { $0.0.text == name }) else { return "Any" }
        return type?.text ?? value.map(Self.inferredType) ?? "Any"
    }

    /// `let label: String`, `var spacing: CGFloat = 8`, `@Binding var height: CGFloat`.
    func propertyDeclaration(_ parameter: ParameterSyntax) -> String {
        if let key = parameter.environmentKey {
            let declared = parameter.environmentValueType.map { ": " + $0 } ?? ""
            return "@Environment(\\.\(key)) private var \(parameter.name.text)\(declared)"
        }
        let type = parameter.type?.text ?? parameter.defaultValue.map(Self.inferredType) ?? "Any"
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            return "@Binding var \(parameter.name.text): \(type.dropFirst(8).dropLast())"
        }
        if let value = parameter.defaultValue { return "var \(parameter.name.text): \(type) = \(expression(value))" }
        return "let \(parameter.name.text): \(type)"
    }

    func parameterDeclaration(_ parameter: ParameterSyntax) -> String {
        let type = parameter.type?.text ?? parameter.defaultValue.map(Self.inferredType) ?? "Any"
        return "\(parameter.name.text): \(type)" + (parameter.defaultValue.map { " = " + expression($0) } ?? "")
    }

    /// The Swift type a literal has.
    static func inferredType(_ expr: Expr) -> String {
        switch expr.kind {
        case .number: return "CGFloat"
        case .string: return "String"
        case .bool: return "Bool"
        case .list(let items): return "[" + (items.first.map(inferredType) ?? "String") + "]"
        case .dictionary(let items):
            return "[" + (items.first.map { inferredType($0.key) + ": " + inferredType($0.value) } ?? "String: String") + "]"
        case .tuple(let elements): return "(" + elements.map { inferredType($0.value) }.joined(separator: ", ") + ")"
        case .call(let callee, _, _): if case .identifier(let name) = callee.kind { return name }
        default: break
        }
        return "Any"
    }
}

extension String {
    /// `@State private var` → `@State var` (a preview's states are locals).
    func replacingPrivate() -> String {
        let prefix = "@State private var"
        guard hasPrefix(prefix) else { return self }
        return "@State var" + dropFirst(prefix.count)
    }
}

