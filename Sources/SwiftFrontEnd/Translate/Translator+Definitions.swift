import Diagnostics
import ViewSyntax

/// The scope a struct's members are translated in, shared by its computed properties and
/// functions (a class so that a `Scope` can hold its own root without being recursive).
final class ScopeBox {
    let scope: Scope
    init(_ scope: Scope) { self.scope = scope }
}

extension Translator {
    /// A stored property of a view or view modifier, as the memberwise initialiser takes it.
    struct StoredProperty {
        var name: Name
        var type: SwiftType?
        var defaultValue: SwiftExpr?
        var isBinding: Bool
        /// `@ViewBuilder let content: Content`, `let content: () -> Content`.
        var isContent: Bool
    }

    struct Members {
        var parameters: [StoredProperty] = []
        var states: [(decl: SwiftDecl, variable: SwiftVariableDecl)] = []
        /// `@Environment(\.key) var name`: reading it in a body is not supported yet.
        var environment: [String: SourceRange] = [:]
        var failed = false
    }

    /// Sorts a struct's instance properties: parameters, `@State`, `@Environment`; reports
    /// unknown and unmodelled property wrappers.
    mutating func members(of type: SwiftTypeDecl) -> Members {
        var members = Members()
        let genericViews = Set(type.generics.map(\.name.text))
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind else { continue }
            var role: SwiftNames.WrapperRule?
            var isViewBuilder = false
            for attribute in member.attributes {
                let rule = SwiftNames.propertyWrapper(attribute.name.text)
                switch rule {
                case .viewBuilder?: isViewBuilder = true
                case .notModelled(let hint)?:
                    notModelled("@" + attribute.name.text, at: attribute.range, hint: hint)
                    members.failed = true
                case nil:
                    if !SwiftNames.neutralAttributes.contains(attribute.name.text) {
                        sink.add(Diagnostic.error("unknown property wrapper '@\(attribute.name.text)'", at: attribute.range)
                            .suggesting(attribute.name.text, from: SwiftNames.propertyWrapperNames))
                        members.failed = true
                    }
                default:
                    role = rule
                }
            }
            switch variable.accessors {
            case .getter?, .getSet?:
                continue  // computed: inlined where used (memberSubstitution)
            default:
                break
            }
            switch role {
            case .state?:
                members.states.append((member, variable))
            case .binding?:
                members.parameters.append(StoredProperty(name: variable.name, type: variable.type, defaultValue: nil, isBinding: true, isContent: false))
            case .environment?:
                members.environment[variable.name.text] = member.range
            case .entry?, .previewable?:
                error("'@\(role == .entry ? "Entry" : "Previewable")' belongs in \(role == .entry ? "'extension EnvironmentValues'" : "a '#Preview'")",
                      at: member.attributes[0].range)
                members.failed = true
            default:
                if variable.isLet, variable.initializer != nil { continue }  // a constant, not a parameter
                let isContent = isViewBuilder || Self.namesGeneric(variable.type, genericViews)
                members.parameters.append(StoredProperty(name: variable.name, type: variable.type, defaultValue: variable.initializer,
                                                         isBinding: false, isContent: isContent))
            }
        }
        return members
    }

    /// `Content` or `() -> Content` where `Content` is one of the struct's generic parameters.
    static func namesGeneric(_ type: SwiftType?, _ generics: Set<String>) -> Bool {
        guard let type else { return false }
        switch type.kind {
        case .named(let components): return components.count == 1 && generics.contains(components[0].name)
        case .function(_, let result): return namesGeneric(result, generics)
        case .optional(let wrapped): return namesGeneric(wrapped, generics)
        default: return false
        }
    }

    /// Whether a view struct takes view content (so it is expanded at each use).
    static func isContainer(_ type: SwiftTypeDecl) -> Bool {
        let generics = Set(type.generics.map(\.name.text))
        for member in type.members where !member.isStatic {
            if case .variable(let variable) = member.kind, variable.isStored {
                if member.attribute("ViewBuilder") != nil || Self.namesGeneric(variable.type, generics) { return true }
            }
            if case .initializer(let function) = member.kind, function.parameters.contains(where: Self.isViewBuilder) { return true }
        }
        return false
    }

    /// The initialiser a call of the struct goes through: its own `init`, or the memberwise one;
    /// with the properties each sets (`self.content = content()`).
    func initializer(of type: SwiftTypeDecl) -> (function: SwiftFunctionDecl, assignments: [(String, SwiftExpr)]) {
        for member in type.members {
            guard case .initializer(let function) = member.kind else { continue }
            var assignments: [(String, SwiftExpr)] = []
            for statement in function.body ?? [] {
                if case .assignment(let target, "=", let value, _) = statement.kind {
                    if case .member(let base, let name, _) = target.kind, case .identifier("self") = base.kind {
                        assignments.append((name, value))
                    } else if case .identifier(let name) = target.kind {
                        assignments.append((name, value))
                    }
                }
            }
            return (function, assignments)
        }
        var parameters: [SwiftParameter] = []
        let generics = Set(type.generics.map(\.name.text))
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.isStored else { continue }
            if member.attribute("State") != nil || member.attribute("Environment") != nil { continue }
            if variable.isLet, variable.initializer != nil { continue }
            let isContent = member.attribute("ViewBuilder") != nil || Self.namesGeneric(variable.type, generics)
            var attributes = member.attributes
            if isContent, attributes.allSatisfy({ $0.name.text != "ViewBuilder" }) {
                attributes.append(SwiftAttribute(name: Name("ViewBuilder", variable.name.range), arguments: nil, range: variable.name.range))
            }
            parameters.append(SwiftParameter(label: variable.name.text, name: variable.name, type: variable.type, attributes: attributes,
                                             defaultValue: variable.initializer, range: member.range))
        }
        return (SwiftFunctionDecl(name: Name("init", type.name.range), generics: [], parameters: parameters, result: nil, body: nil), [])
    }

    func bodyStatements(of type: SwiftTypeDecl) -> [SwiftStmt]? {
        for member in type.members where !member.isStatic {
            if case .variable(let variable) = member.kind, variable.name.text == "body", case .getter(let body)? = variable.accessors {
                return body
            }
            if case .variable(let variable) = member.kind, variable.name.text == "body", case .getSet(let body, _)? = variable.accessors {
                return body
            }
        }
        return nil
    }

    /// A computed property, constant or function of the struct `typeName`, inlined where used.
    func memberSubstitution(_ name: String, of typeName: String?, _ current: Scope) -> Substitution? {
        guard let typeName, let type = structs[typeName] else { return nil }
        var scope = Scope(typeName: typeName)
        if let box = current.memberScope, box.scope.typeName == typeName {
            scope = box.scope
            scope.memberScope = box
        }
        for member in type.members where name != "body" {
            switch member.kind {
            case .variable(let variable) where variable.name.text == name:
                if member.isStatic, let initializer = variable.initializer { return .value(initializer, scope) }
                switch variable.accessors {
                case .getter(let body)?, .getSet(let body, _)?:
                    if let expression = singleExpression(body), !Self.isViewType(variable.type) { return .value(expression, scope) }
                    return .views(body, scope)
                default:
                    if variable.isLet, let initializer = variable.initializer { return .value(initializer, scope) }
                    return nil
                }
            case .function(let function) where function.name.text == name:
                return .function(function, scope)
            default:
                continue
            }
        }
        return nil
    }

    static func isViewType(_ type: SwiftType?) -> Bool {
        guard let type else { return false }
        switch type.kind {
        case .some(let base): return base.simpleName == "View"
        case .named: return ["AnyView", "EmptyView", "Text", "Color"].contains(type.simpleName ?? "")
        default: return false
        }
    }

    // MARK: Views

    mutating func translateView(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let members = self.members(of: type)
        for (stateDecl, variable) in members.states { translateState(stateDecl, variable, owner: type.name.text) }
        if inlineViews.contains(type.name.text) { return }  // expanded at each use
        guard !members.failed else { return }
        guard let body = bodyStatements(of: type) else {
            error("view '\(type.name.text)' needs a body: var body: some View { … }", at: type.name.range)
            return
        }
        let name = definitionName(type.name)
        var parameters: [ParameterSyntax] = []
        var scope = Scope(typeName: type.name.text)
        let initializer = self.initializer(of: type)
        if type.members.contains(where: { if case .initializer = $0.kind { true } else { false } }) {
            // A custom init: its parameters are the view's; the properties it sets are inlined.
            guard let translated = parameterList(initializer.function.parameters, &scope) else { return }
            parameters = translated
            for (property, assigned) in initializer.assignments where property != "_" {
                scope = scope.binding(property, to: .value(assigned, scope))
            }
        } else {
            guard let translated = storedParameters(members.parameters, &scope) else { return }
            parameters = translated
        }
        for (environmentName, range) in members.environment {
            scope.unsupported[environmentName] = ("reading the environment in a view ('\(environmentName)')", range)
        }
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

    mutating func translateState(_ decl: SwiftDecl, _ variable: SwiftVariableDecl, owner: String) {
        if let other = stateOwners[variable.name.text], other != owner {
            notSupported("a second '@State var \(variable.name.text)' (also in '\(other)')", at: variable.name.range,
                         hint: "viewsh's states are shared by name; rename one")
            return
        }
        stateOwners[variable.name.text] = owner
        guard let initializer = variable.initializer else {
            if variable.type.map({ if case .optional = $0.kind { true } else { false } }) == true {
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
        let name = definitionName(variable.name)
        definitions.append((name.text, Item(.definition(.state(name: name, type: typeSyntax(variable.type), initialValue: initial)), decl.range)))
    }

    func typeSyntax(_ type: SwiftType?) -> TypeSyntax? {
        guard let type else { return nil }
        let resolved = typeAliases[type.text].map { $0.text } ?? type.text
        return TypeSyntax(text: resolved, range: type.range)
    }

    // MARK: View modifiers

    mutating func translateViewModifier(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let members = self.members(of: type)
        for (stateDecl, variable) in members.states { translateState(stateDecl, variable, owner: type.name.text) }
        guard !members.failed else { return }
        var scope = Scope(typeName: type.name.text)
        guard let parameters = storedParameters(members.parameters, &scope) else { return }
        guard let body = modifierBody(of: type) else {
            error("view modifier '\(type.name.text)' needs func body(content: Content) -> some View", at: type.name.range)
            return
        }
        scope.memberScope = ScopeBox(scope)
        guard let chain = modifierChain(body.statements, base: .named(body.content), scope, what: "the body of '\(type.name.text)'") else { return }
        let name = definitionName(type.name)
        definitions.append((name.text, Item(.definition(.modifier(name: name, parameters: parameters, body: chain)), decl.range)))
    }

    func modifierBody(of type: SwiftTypeDecl) -> (statements: [SwiftStmt], content: String)? {
        for member in type.members {
            if case .function(let function) = member.kind, function.name.text == "body", let body = function.body,
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
        case (.implicitSelf, .call(let callee, let arguments, let closures)):
            // `background(…)` on the implicit self is the chain's first modifier.
            guard case .identifier(let name) = callee.kind, SwiftNames.view(name) == nil, structs[name] == nil else { fallthrough }
            modifiers.insert(SwiftModifier(name: name, nameRange: callee.range, arguments: arguments, closures: closures, range: core.range), at: 0)
        default:
            let content: String
            if case .named(let name) = base { content = "'\(name)'" } else { content = "'self'" }
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

    // MARK: Preference keys

    mutating func translatePreferenceKey(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        var valueType: SwiftType?
        var defaultValue: SwiftExpr?
        var reduce: SwiftFunctionDecl?
        let scope = Scope(typeName: type.name.text)
        for member in type.members {
            switch member.kind {
            case .typeAlias(let name, let aliased) where name.text == "Value":
                valueType = aliased
            case .variable(let variable) where variable.name.text == "defaultValue":
                valueType = valueType ?? variable.type
                if let initializer = variable.initializer {
                    defaultValue = initializer
                } else if case .getter(let body)? = variable.accessors, let expression = singleExpression(body) {
                    defaultValue = expression
                }
            case .function(let function) where function.name.text == "reduce":
                reduce = function
            default:
                break
            }
        }
        let name = definitionName(type.name)
        guard let defaultValue else {
            error("preference key '\(type.name.text)' needs 'static let defaultValue: \(valueType?.text ?? "Value") = …'", at: type.name.range)
            return
        }
        guard let reduce, let body = reduce.body, reduce.parameters.count == 2 else {
            error("preference key '\(type.name.text)' needs 'static func reduce(value: inout Value, nextValue: () -> Value)'", at: type.name.range)
            return
        }
        if case .named(let components)? = valueType?.kind, components.first?.name == "Value", let alias = type.members.compactMap({ member -> SwiftType? in
            if case .typeAlias(let n, let t) = member.kind, n.text == "Value" { return t }
            return nil
        }).first {
            valueType = alias
        }
        guard let initial = value(defaultValue, typed: valueType, scope) else { return }
        var reduceScope = scope.shadowing([reduce.parameters[0].name.text])
        reduceScope.nextValueName = reduce.parameters[1].name.text
        reduceScope.isReduce = true
        guard let statements = statements(body, reduceScope) else { return }
        let closure = Closure(parameters: [Closure.Parameter(name: localName(reduce.parameters[0].name.text), range: reduce.parameters[0].name.range)],
                              body: statements, range: SourceRange(reduce.name.range.start, decl.range.end))
        let item = Item(.definition(.key(name: name, type: typeSyntax(valueType), defaultValue: initial, reducer: .body(closure))), decl.range)
        definitions.append((name.text, item))
    }

    // MARK: Environment keys and alignments

    /// `var accent: String { get { self[AccentKey.self] } set { … } }` or `@Entry var accent = "blue"`.
    mutating func translateEnvironmentProperty(_ variable: SwiftVariableDecl, decl: SwiftDecl) {
        var type = variable.type
        var defaultValue: SwiftExpr?
        var keyScope = Scope()
        if decl.attribute("Entry") != nil {
            defaultValue = variable.initializer
            if defaultValue == nil, case .optional? = type?.kind { defaultValue = SwiftExpr(.nilLiteral, variable.name.range) }
        } else if let keyName = environmentKeyName(variable.accessors), let key = structs[keyName] {
            keyScope = Scope(typeName: keyName)
            for member in key.members {
                if case .variable(let keyVariable) = member.kind, keyVariable.name.text == "defaultValue" {
                    type = type ?? keyVariable.type
                    defaultValue = keyVariable.initializer
                    if defaultValue == nil, case .getter(let body)? = keyVariable.accessors { defaultValue = singleExpression(body) }
                }
            }
            if defaultValue == nil {
                error("environment key '\(keyName)' needs 'static let defaultValue'", at: variable.name.range)
                return
            }
        } else {
            error("an EnvironmentValues property reads its key as 'get { self[Key.self] }', or is declared with @Entry", at: variable.name.range)
            return
        }
        guard let defaultValue, let initial = value(defaultValue, typed: type, keyScope) else {
            if decl.attribute("Entry") != nil, variable.initializer == nil {
                error("'@Entry var \(variable.name.text)' needs a default value", at: variable.name.range)
            }
            return
        }
        let name = definitionName(variable.name)
        definitions.append((name.text, Item(.definition(.envkey(name: name, type: typeSyntax(type), defaultValue: initial)), decl.range)))
    }

    /// `get { self[AccentKey.self] }` → `AccentKey`.
    func environmentKeyName(_ accessors: SwiftAccessors?) -> String? {
        let getter: [SwiftStmt]
        switch accessors {
        case .getter(let body)?: getter = body
        case .getSet(let body, _)?: getter = body
        default: return nil
        }
        guard let expression = singleExpression(getter), case .subscriptAccess(let base, let arguments) = expression.kind,
              case .identifier("self") = base.kind, arguments.count == 1,
              case .member(let keyBase, "self", _) = arguments[0].value.kind, case .identifier(let key) = keyBase.kind else { return nil }
        return key
    }

    /// `static let valueColumn = HorizontalAlignment(ValueColumn.self)` with `ValueColumn`'s
    /// `defaultValue(in:)` → `alignment valueColumn: horizontal { context in context[.leading] }`.
    mutating func translateAlignment(_ variable: SwiftVariableDecl, axis: String, decl: SwiftDecl) {
        guard let initializer = variable.initializer, case .call(let callee, let arguments, []) = initializer.kind,
              case .identifier(let typeName) = callee.kind, typeName == "HorizontalAlignment" || typeName == "VerticalAlignment",
              arguments.count == 1, case .member(let idBase, "self", _) = arguments[0].value.kind,
              case .identifier(let idName) = idBase.kind else {
            notSupported("this alignment constant", at: variable.name.range, hint: "write static let name = \(axis == "horizontal" ? "HorizontalAlignment" : "VerticalAlignment")(ID.self)")
            return
        }
        guard let id = alignmentIDs[idName] else {
            error("unknown alignment ID '\(idName)'", at: idBase.range)
            return
        }
        var closure: Closure?
        for member in id.members {
            guard case .function(let function) = member.kind, function.name.text == "defaultValue", let body = function.body,
                  let parameter = function.parameters.first else { continue }
            let scope = Scope(typeName: idName).shadowing([parameter.name.text])
            guard let expression = singleExpression(body) else {
                notSupported("an alignment default with statements", at: function.name.range, hint: "return one expression")
                return
            }
            guard let translated = value(expression, scope) else { return }
            closure = Closure(parameters: [Closure.Parameter(name: localName(parameter.name.text), range: parameter.name.range)],
                              body: [Statement(.expression(translated), translated.range)], range: SourceRange(function.name.range.start, decl.range.end))
        }
        guard let closure else {
            error("alignment ID '\(idName)' needs static func defaultValue(in context: ViewDimensions) -> CGFloat", at: idBase.range)
            return
        }
        let name = definitionName(variable.name)
        let item = Item(.definition(.alignment(name: name, axis: Name(axis, callee.range), defaultValue: closure)), decl.range)
        definitions.append((name.text, item))
    }

    // MARK: Previews and the root

    /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`.
    mutating func translatePreviewProvider(_ type: SwiftTypeDecl) {
        for member in type.members {
            if case .variable(let variable) = member.kind, variable.name.text == "previews", case .getter(let body)? = variable.accessors {
                previews.append((nil, SwiftClosure(parameters: nil, body: body, range: member.range), member.range))
            }
        }
    }

    /// The chosen preview's view as the root; its `@Previewable @State` lines as states.
    mutating func translateRoot() -> (Int, Item)? {
        guard !previews.isEmpty else { return nil }
        var index = 0
        if let wanted = options.preview {
            if let number = Int(wanted), number >= 1, number <= previews.count {
                index = number - 1
            } else if let found = previews.firstIndex(where: { $0.name == wanted }) {
                index = found
            } else {
                let names = previews.enumerated().map { "'\($0.element.name ?? String($0.offset + 1))'" }.joined(separator: ", ")
                error("no preview named '\(wanted)'; the file has \(names)", at: previews[0].range)
                return nil
            }
        }
        let preview = previews[index]
        var body: [SwiftStmt] = []
        for statement in preview.closure.body {
            if case .declaration(let decl) = statement.kind, decl.attribute("Previewable") != nil, case .variable(let variable) = decl.kind {
                if decl.attribute("State") != nil {
                    translateState(decl, variable, owner: "#Preview")
                } else {
                    notSupported("'@Previewable' without '@State'", at: decl.range)
                }
                continue
            }
            body.append(statement)
        }
        guard let views = views(body, Scope()) else { return nil }
        guard let root = single(views, what: "the preview", at: preview.range) else { return nil }
        return (index, Item(.root(root, explicit: true), preview.range))
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
