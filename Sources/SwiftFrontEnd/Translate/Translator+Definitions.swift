import Diagnostics
import ViewSyntax

/// Views, states and view modifiers as viewsh definitions.
extension Translator {
    // MARK: Views

    mutating func translateView(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let members = self.members(of: type)
        for (stateDecl, variable) in members.states { translateState(stateDecl, variable, owner: type.name.text, in: type) }
        if inlineViews.contains(type.name.text) { return }  // expanded at each use
        guard !members.failed else { return }
        guard let body = Self.bodyStatements(of: type) else {
            error("view '\(type.name.text)' needs a body: var body: some View { … }", at: type.name.range)
            return
        }
        let name = definitionName(type.name)
        var parameters: [ParameterSyntax] = []
        var scope = Scope(typeName: type.name.text)
        let initializer = self.initializer(of: type)
        if type.members.contains(where: { if case .initializer = $0.kind { true } else { false } }) {
            // A custom init: its parameters are the view's (but those that only seed states,
            // Translator+StateSeeds.swift); the properties it sets are inlined.
            let seedOnly = seedOnlyParameters(of: type)
            guard let translated = parameterList(initializer.function.parameters.filter { !seedOnly.contains($0.name.text) }, &scope) else { return }
            parameters = translated
            let seeded = Set(stateSeeds(of: type).map { "_" + $0.state })
            for (property, assigned) in initializer.assignments where property != "_" && !seeded.contains(property) {
                scope = scope.binding(property, to: .value(assigned, scope))
                let state = String(property.dropFirst())
                if property.hasPrefix("_"), members.states.contains(where: { $0.1.name.text == state }) {
                    // `_count = State(initialValue: start)`: viewsh's states are one per name, made
                    // where declared (Docs/Swift.md, States), so the value the init gives is not applied.
                    sink.add(Diagnostic(.note, "'\(property) = …' in an init is not applied: viewsh's state '\(state)' starts at the value "
                                        + "it is declared with (one state per name); 'set \(state) = …' gives it another", at: assigned.range))
                }
            }
        } else {
            guard let translated = storedParameters(members.parameters, &scope) else { return }
            parameters = translated
        }
        for read in members.environmentReads {
            // `@Environment(\.colorScheme) var scheme` → `scheme: Environment<ColorScheme> = \.colorScheme`:
            // the value where the view sits (Semantics §5 rule 4); the shell checks the key.
            let type = "Environment" + (read.variable.type.map { "<" + $0.text + ">" } ?? "")
            parameters.append(ParameterSyntax(name: Name(localName(read.variable.name.text), read.variable.name.range),
                                              type: TypeSyntax(text: type, range: read.variable.type?.range ?? read.keyRange),
                                              defaultValue: Expr(.keyPath([read.key]), read.keyRange)))
            scope.locals.insert(read.variable.name.text)
        }
        for (environmentName, range) in members.environment {
            scope.unsupported[environmentName] = ("reading the environment in a view ('\(environmentName)')", range)
        }
        scope.objects = objectHolders(of: type)
        scope.enumValues.merge(enumHolders(of: type)) { written, _ in written }
        scope.declaredTypes.merge(declaredTypeHolders(of: type)) { written, _ in written }
        scope.hostActions = members.hostActions
        scope.memberScope = ScopeBox(scope)
        guard let views = views(body, scope) else { return }
        guard let bodyView = single(views, what: "the body of '\(type.name.text)'", at: type.name.range) else { return }
        let item = Item(.definition(.view(name: name, parameters: parameters, body: bodyView)), decl.range)
        definitions.append((name.text, item))
    }

    /// Stored properties as viewsh parameters (a `@Binding` as `Binding<T>`); the body's scope
    /// then reads each as a local.
    mutating func storedParameters(_ properties: [StoredProperty], _ scope: inout Scope) -> [ParameterSyntax]? {
        var parameters: [ParameterSyntax] = []
        for property in properties {
            var defaultValue: Expr?
            if let written = property.defaultValue {
                guard let translated = value(written, typed: property.type, Scope(typeName: scope.typeName)) else { return nil }
                defaultValue = translated
            }
            let typeText = property.type.map { property.isBinding ? "Binding<\($0.text)>" : $0.text }
            parameters.append(ParameterSyntax(name: Name(localName(property.name.text), property.name.range),
                                              type: typeText.map { TypeSyntax(text: $0, range: property.type!.range) }, defaultValue: defaultValue))
            scope.locals.insert(property.name.text)
            if property.isBinding { scope.bindings.insert(property.name.text) }
            // `let year = 2024` is an Int as much as `let year: Int = 2024`.
            if Self.isIntegerType(property.type) || (property.type == nil && property.defaultValue.map { integerKind($0, Scope()) == .literal } == true) {
                scope.integers.insert(property.name.text)
            }
        }
        return parameters
    }

    /// A function's parameters as viewsh parameters, named by their labels; the body's scope
    /// then reads each internal name as its label.
    mutating func parameterList(_ swiftParameters: [SwiftParameter], _ scope: inout Scope) -> [ParameterSyntax]? {
        var parameters: [ParameterSyntax] = []
        for parameter in swiftParameters {
            if Self.isViewBuilder(parameter) {
                notSupported("a view parameter ('\(parameter.name.text)') in a definition viewsh keeps", at: parameter.range)
                return nil
            }
            let external = localName(parameter.label ?? parameter.name.text)
            var defaultValue: Expr?
            if let written = parameter.defaultValue {
                guard let translated = value(written, Scope(typeName: scope.typeName)) else { return nil }
                defaultValue = translated
            }
            var typeText = parameter.type?.text
            if case .named(let components)? = parameter.type?.kind, components.first?.name == "Binding" { scope.bindings.insert(parameter.name.text) }
            if case .inout? = parameter.type?.kind { typeText = nil }
            parameters.append(ParameterSyntax(name: Name(external, parameter.name.range),
                                              type: typeText.map { TypeSyntax(text: $0, range: parameter.type!.range) }, defaultValue: defaultValue))
            if external == localName(parameter.name.text) {
                scope.locals.insert(parameter.name.text)
                if Self.isIntegerType(parameter.type) { scope.integers.insert(parameter.name.text) }
                if let enumName = enumName(of: parameter.type) { scope.enumValues[parameter.name.text] = enumName }
                if let type = parameter.type.flatMap(Self.unwrapped) { scope.declaredTypes[parameter.name.text] = type }
            } else {
                scope = scope.binding(parameter.name.text, to: .translated(Expr(.identifier(external), parameter.name.range)))
            }
        }
        return parameters
    }

    mutating func single(_ views: [Expr], what: String, at range: SourceRange) -> Expr? {
        guard views.count == 1 else {
            if views.isEmpty {
                error("\(what) shows no view", at: range)
            } else {
                notSupported("\(what) with \(views.count) views side by side", at: range, hint: "wrap them in a VStack")
            }
            return nil
        }
        return views[0]
    }

    mutating func translateState(_ decl: SwiftDecl, _ variable: SwiftVariableDecl, owner: String, in type: SwiftTypeDecl? = nil) {
        if let other = stateOwners[variable.name.text], other != owner {
            notSupported("a second '@State var \(variable.name.text)' (also in '\(other)')", at: variable.name.range,
                         hint: "viewsh's states are shared by name; rename one")
            return
        }
        stateOwners[variable.name.text] = owner
        // `_name = State(initialValue: name)` in the init: the value the file constructs the view with.
        switch type.map({ seededValue(of: variable.name.text, in: $0, typed: variable.type) }) ?? .none {
        case .failed:
            return
        case .value(let initial, let site):
            sink.add(Diagnostic(.note, "state '\(variable.name.text)' starts at what the init is given here (viewsh's states are one per "
                                + "name; SwiftUI, too, applies State(initialValue:) only when the view first appears)", at: site))
            recordNumberKind(of: variable)
            let name = definitionName(variable.name)
            definitions.append((name.text, Item(.definition(.state(name: name, type: typeSyntax(variable.type), initialValue: initial)), decl.range)))
            return
        case .none:
            if let type, stateSeeds(of: type).contains(where: { $0.state == variable.name.text }) {
                // Seeded, but from values a construction computes (a ForEach's element …).
                guard variable.initializer != nil || Self.isOptional(variable.type) else {
                    notSupported("a '@State' its init sets from what the view is constructed with ('\(variable.name.text)')", at: variable.name.range,
                                 hint: "no construction of '\(type.name.text)' in the file gives plain values; give it one: @State var \(variable.name.text) = …")
                    return
                }
                sink.add(Diagnostic(.note, "state '\(variable.name.text)' starts at the value it is declared with: no construction of '\(type.name.text)' "
                                    + "in the file gives its init plain values (viewsh's states are one per name)", at: variable.name.range))
            }
        }
        guard let initializer = variable.initializer else {
            if decl.attribute("FocusState") != nil || decl.attribute("AccessibilityFocusState") != nil, variable.type?.text == "Bool" {
                // `@FocusState var isFocused: Bool`: nothing has focus (§18.10).
                let name = definitionName(variable.name)
                let initial = Expr(.bool(false), variable.name.range)
                definitions.append((name.text, Item(.definition(.state(name: name, type: typeSyntax(variable.type), initialValue: initial)), decl.range)))
                return
            }
            if Self.isOptional(variable.type) {
                let name = definitionName(variable.name)
                // `= nil` written out: a line ending in `?` would continue the statement in a script.
                let initial = Expr(.nilLiteral, variable.name.range)
                definitions.append((name.text, Item(.definition(.state(name: name, type: typeSyntax(variable.type), initialValue: initial)), decl.range)))
                return
            }
            notSupported("a '@State' without an initial value ('\(variable.name.text)')", at: variable.name.range,
                         hint: "give it one: @State var \(variable.name.text) = …")
            return
        }
        guard let initial = value(initializer, typed: variable.type, Scope(typeName: owner)) else { return }
        recordNumberKind(of: variable)
        let name = definitionName(variable.name)
        definitions.append((name.text, Item(.definition(.state(name: name, type: typeSyntax(variable.type), initialValue: initial)), decl.range)))
    }

    /// Whether a state holds an `Int` or a `Double`, as its declared type or its initial value says.
    mutating func recordNumberKind(of variable: SwiftVariableDecl) {
        let initializer = variable.type == nil ? variable.initializer : nil
        if Self.isIntegerType(variable.type) || initializer.map({ isInteger($0, Scope()) }) == true {
            integerStates.insert(variable.name.text)
        } else if Self.isFloatingType(variable.type) || initializer.map({ isFloatingPoint($0, Scope()) }) == true {
            floatingStates.insert(variable.name.text)
        }
    }

    func typeSyntax(_ type: SwiftType?) -> TypeSyntax? {
        guard let type else { return nil }
        let resolved = typeAliases[type.text].map { $0.text } ?? type.text
        return TypeSyntax(text: resolved, range: type.range)
    }

    // MARK: View modifiers

    /// `struct Pill: ButtonStyle { func makeBody(configuration: Configuration) -> some View {
    /// configuration.label.padding().background(…) } }` → `modifier Pill = .padding .background(…)`:
    /// a style whose body is the label with modifiers is a modifier on the label, which a button
    /// under `.buttonStyle(Pill())` applies (§16.1 rule 6).
    mutating func translateButtonStyle(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        translateViewModifier(type, decl: decl, body: "makeBody", what: "button style")
    }

    mutating func translateViewModifier(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        translateViewModifier(type, decl: decl, body: "body", what: "view modifier")
    }

    /// A ViewModifier's `body(content:)`, or a ButtonStyle's `makeBody(configuration:)` whose chain
    /// starts at `configuration.label`.
    mutating func translateViewModifier(_ type: SwiftTypeDecl, decl: SwiftDecl, body bodyName: String, what: String) {
        let members = self.members(of: type)
        for (stateDecl, variable) in members.states { translateState(stateDecl, variable, owner: type.name.text, in: type) }
        guard !members.failed else { return }
        var scope = Scope(typeName: type.name.text)
        guard let parameters = storedParameters(members.parameters, &scope) else { return }
        scope.enumValues.merge(enumHolders(of: type)) { written, _ in written }
        scope.declaredTypes.merge(declaredTypeHolders(of: type)) { written, _ in written }
        for read in members.environmentReads {
            // viewsh's modifiers take every value as an argument; only a view's body reads the
            // environment where it sits (Semantics §5 rule 4).
            scope.unsupported[read.variable.name.text] = ("reading the environment in a view modifier ('\(read.variable.name.text)')", read.keyRange)
        }
        for (environmentName, range) in members.environment {
            scope.unsupported[environmentName] = ("reading the environment in a view modifier ('\(environmentName)')", range)
        }
        guard let body = modifierBody(of: type, named: bodyName) else {
            let signature = bodyName == "body" ? "func body(content: Content) -> some View" : "func makeBody(configuration: Configuration) -> some View"
            error("\(what) '\(type.name.text)' needs \(signature)", at: type.name.range)
            return
        }
        let base: ChainBase = bodyName == "body" ? .named(body.content) : .label(of: body.content)
        if bodyName == "makeBody" { scope.buttonConfiguration = body.content }
        scope.memberScope = ScopeBox(scope)
        guard let chain = modifierChain(body.statements, base: base, scope, what: "the body of '\(type.name.text)'") else { return }
        let name = definitionName(type.name)
        definitions.append((name.text, Item(.definition(.modifier(name: name, parameters: parameters, body: chain)), decl.range)))
    }

    func modifierBody(of type: SwiftTypeDecl, named name: String = "body") -> (statements: [SwiftStmt], content: String)? {
        for member in type.members {
            if case .function(let function) = member.kind, function.name.text == name, let body = function.body,
               let parameter = function.parameters.first {
                return (body, parameter.name.text)
            }
        }
        return nil
    }

    enum ChainBase {
        /// `content.padding()` in a ViewModifier's body.
        case named(String)
        /// `padding()` or `self.padding()` in `extension View`.
        case implicitSelf
        /// `configuration.label.padding()` in a ButtonStyle's `makeBody`.
        case label(of: String)
    }

    /// `content.background(…).padding()` → `.background(…) .padding`: viewsh's modifiers are
    /// chains applied to the view they modify.
    mutating func modifierChain(_ body: [SwiftStmt], base: ChainBase, _ scope: Scope, what: String) -> [ModifierSyntax]? {
        guard let expression = singleExpression(body) else {
            notSupported("\(what) with statements", at: body.first?.range ?? .point(0), hint: "write one chain of modifiers")
            return nil
        }
        var (core, modifiers) = peelModifiers(expression, scope)
        switch (base, core.kind) {
        case (.named(let name), .identifier(let found)) where found == name:
            break
        case (.implicitSelf, .identifier("self")):
            break
        case (.label(let configuration), .member(let holder, "label", _)) where holder.kind == .identifier(configuration):
            break
        case (.implicitSelf, .call(let callee, let arguments, let closures)):
            // `background(…)` on the implicit self is the chain's first modifier.
            guard case .identifier(let name) = callee.kind, SwiftNames.view(name) == nil, structs[name] == nil else { fallthrough }
            modifiers.insert(SwiftModifier(name: name, nameRange: callee.range, arguments: arguments, closures: closures, range: core.range), at: 0)
        default:
            let content: String
            switch base {
            case .named(let name): content = "'\(name)'"
            case .label(let configuration): content = "'\(configuration).label'"
            case .implicitSelf: content = "'self'"
            }
            notSupported("\(what) puts \(content) inside another view", at: core.range,
                         hint: "viewsh's modifiers are chains: \(content) followed by modifiers")
            return nil
        }
        guard !modifiers.isEmpty else {
            error("\(what) adds no modifier", at: expression.range)
            return nil
        }
        return self.modifiers(modifiers, scope)
    }

    /// `extension View { func readHeight() -> some View { modifier(ReadHeight()) } }`.
    mutating func translateViewFunction(_ function: SwiftFunctionDecl, decl: SwiftDecl) {
        guard let body = function.body, inlineModifiers[function.name.text] == nil else { return }
        var scope = Scope()
        guard let parameters = parameterList(function.parameters, &scope) else { return }
        let name = modifierRenames[function.name.text].map { Name($0, function.name.range) } ?? definitionName(function.name)
        // A function that only applies a parameterless ViewModifier of this file is that modifier.
        if parameters.isEmpty, let expression = singleExpression(body), let alias = forwardedModifier(expression),
           let target = definitions.first(where: { $0.name == (renames[alias] ?? alias) }),
           case .definition(.modifier(_, let targetParameters, let chain)) = target.item.kind, targetParameters.isEmpty {
            definitions.append((name.text, Item(.definition(.modifier(name: name, parameters: [], body: chain)), decl.range)))
            return
        }
        guard let chain = modifierChain(body, base: .implicitSelf, scope, what: "'\(function.name.text)'") else { return }
        definitions.append((name.text, Item(.definition(.modifier(name: name, parameters: parameters, body: chain)), decl.range)))
    }

    /// `modifier(M())` or `self.modifier(M())`: the name `M`.
    func forwardedModifier(_ expression: SwiftExpr) -> String? {
        guard case .call(let callee, let arguments, []) = expression.kind, arguments.count == 1, arguments[0].label == nil,
              case .call(let inner, [], []) = arguments[0].value.kind, case .identifier(let name) = inner.kind else { return nil }
        switch callee.kind {
        case .identifier("modifier"): return name
        case .member(let base, "modifier", _):
            if case .identifier("self") = base.kind { return name }
            return nil
        default: return nil
        }
    }
}

extension SwiftVariableDecl {
    /// A stored property (observers allowed), not a computed one.
    var isStored: Bool {
        switch accessors {
        case nil, .observers?: return true
        default: return false
        }
    }
}
