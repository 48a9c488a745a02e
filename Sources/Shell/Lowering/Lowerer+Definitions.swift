import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Built-in names a definition may not take. View words that are not keywords (`label`,
    /// `circle`) may: a definition of that name is what the name means in that session.
    static var reservedNames: Set<String> {
        Set(ModifierCatalog.names + ViewCatalog.all.filter { $0.isReserved || $0.takesChildren }.map(\.keyword)
            + BuiltinFunction.allCases.map(\.rawValue)
            + ["value", "proxy", "root", "true", "false", "nil"] + CommandTable.names.filter { $0 != "state" })
    }

    mutating func lowerDefinition(_ definition: SyntaxDefinition, source: String) {
        let name = definition.name
        let kind = Self.kind(of: definition)
        if Self.reservedNames.contains(name.text), !(name.text == "value" && kind == .state) {
            error("'\(name.text)' is a built-in name; choose another", at: name.range)
            return
        }
        if let existing = document.definitions[name.text], existing.kind != kind {
            error("'\(name.text)' is already a \(existing.kind.noun); choose another name", at: name.range)
            return
        }
        let common = DefinitionCommon(name: name.text, source: source, isPrelude: isPrelude)
        switch definition {
        case .key(_, let type, let defaultExpr, let reducer):
            guard let defaultValue = definitionDefault(defaultExpr, type: type, name: name, what: "key") else { return }
            guard let reducer else {
                error("key '\(name.text)' needs a reducer: add 'reduce max' (or min, sum, first, last, append, or, and) or a body { value in … }",
                      at: name.range)
                return
            }
            guard let lowered = lowerReducer(reducer) else { return }
            document.definitions.define(.key(PreferenceKeyDefinition(
                common: common, type: type?.text, defaultValue: defaultValue, reducer: lowered)))
        case .state(_, let type, let initialExpr):
            guard let initial = definitionDefault(initialExpr, type: type, name: name, what: "state") else { return }
            document.definitions.define(.state(StateDefinition(common: common, type: type?.text, initialValue: initial)))
            document.stateValues[name.text] = initial
        case .envkey(_, let type, let defaultExpr):
            guard EnvironmentCatalog.info(name.text) == nil else {
                error("'\(name.text)' is a built-in environment key", at: name.range)
                return
            }
            guard let defaultValue = definitionDefault(defaultExpr, type: type, name: name, what: "envkey") else { return }
            document.definitions.define(.envkey(EnvironmentKeyDefinition(common: common, type: type?.text, defaultValue: defaultValue)))
        case .alignment(_, let axisName, let closure):
            guard let axis = AlignmentDefinition.Axis(rawValue: axisName.text) else {
                error("an alignment's axis is 'horizontal' or 'vertical'", at: axisName.range,
                      suggesting: axisName.text, from: ["horizontal", "vertical"])
                return
            }
            var body = ClosureNode(parameters: ["d"], body: [.evaluate(.subscriptAccess(
                .local("d"), [LabeledExpression(nil, .literal(.symbol(axis == .horizontal ? "leading" : "top")))]))])
            if let closure {
                let parameter = Signature.ClosureParameter("defaultValue", .expression)
                guard case .closure(let lowered)? = lowerClosureArgument(closure, parameter, callName: "alignment '\(name.text)'")
                else { return }
                body = lowered
            }
            document.definitions.define(.alignment(AlignmentDefinition(common: common, axis: axis, defaultValue: body)))
        case .modifier(_, let parameterSyntax, let bodySyntax):
            guard let parameters = lowerParameters(parameterSyntax, readingNoEnvironment: "modifier '\(name.text)'") else { return }
            let names = parameters.map(\.name)
            if bodySyntax.contains(where: { $0.name == name.text }) {
                error("modifier '\(name.text)' cannot use itself", at: name.range)
                return
            }
            guard let body = withScope(names, { $0.lowerModifiers(bodySyntax) }),
                  checkShapeStyles(body, added: bodySyntax, view: nil) else { return }
            let previous = document.definitions
            document.definitions.define(.modifier(ModifierDefinition(
                common: common, parameters: parameters, body: body,
                bodySource: bodySyntax.map(SyntaxPrinter.print).joined(separator: " "))))
            rejectCycle(through: name, restoring: previous, kind: "modifier")
            rejectExplosion(at: name, restoring: previous)
            rejectBrokenUses(of: name, previous: previous)
        case .view(_, let parameterSyntax, let bodySyntax):
            guard let parameters = lowerParameters(parameterSyntax) else { return }
            if mentionsView(named: name.text, in: bodySyntax) {
                error("view '\(name.text)' cannot contain itself", at: name.range)
                return
            }
            guard let body = withScope(parameters.map(\.name), { $0.lowerView(bodySyntax) }) else { return }
            let previous = document.definitions
            document.definitions.define(.view(ViewDefinition(
                common: common, parameters: parameters, body: body, bodySource: SyntaxPrinter.print(bodySyntax))))
            rejectCycle(through: name, restoring: previous, kind: "view")
            rejectExplosion(at: name, restoring: previous)
            rejectBrokenUses(of: name, previous: previous)
        case .layout(_, let parameterSyntax, let members):
            if ViewCatalog.info(name.text) != nil || ViewGrammar.catalogue.shape(of: name.text) != nil {
                error("'\(name.text)' is a built-in view; choose another name", at: name.range)
                return
            }
            let previous = document.definitions
            lowerLayoutDefinition(name, parameterSyntax, members, common: common)
            rejectBrokenUses(of: name, previous: previous)
        }
    }

    /// A definition that reaches itself through others would expand forever: refuse it.
    mutating func rejectCycle(through name: Name, restoring previous: Definitions, kind: String) {
        guard let chain = DefinitionCycles.cycle(through: name.text, in: document.definitions, tree: document.tree) else { return }
        document.definitions = previous
        error("\(kind) '\(name.text)' would contain itself: " + chain.joined(separator: " → "), at: name.range)
    }

    static func kind(of definition: SyntaxDefinition) -> ViewEngine.Definition.Kind {
        switch definition {
        case .key: return .key
        case .state: return .state
        case .envkey: return .envkey
        case .alignment: return .alignment
        case .modifier: return .modifier
        case .view: return .view
        case .layout: return .layout
        }
    }

    /// The default of a key/state/envkey: written, or nil for an optional type.
    mutating func definitionDefault(_ expr: Expr?, type: TypeSyntax?, name: Name, what: String) -> Value? {
        if let expr {
            guard let value = constantValue(expr) else { return nil }
            if let problem = DeclaredType.nanProblem(value) ?? type.flatMap({ DeclaredType.problem(value, against: $0.text) }) {
                error("\(what) '\(name.text)' \(problem)", at: expr.range)
                return nil
            }
            return value.withoutNegativeZero
        }
        if type?.isOptional == true { return Value.none }
        error("\(what) '\(name.text)' needs a value: \(what) \(name.text)\(type.map { ": " + $0.text } ?? "") = …", at: name.range)
        return nil
    }

    mutating func lowerReducer(_ reducer: ReducerSyntax) -> Reducer? {
        switch reducer {
        case .named(let name):
            guard let named = NamedReducer(rawValue: name.text) else {
                error("unknown reducer '\(name.text)'", at: name.range, suggesting: name.text,
                      from: NamedReducer.allCases.map(\.rawValue))
                return nil
            }
            return .named(named)
        case .body(let closure):
            guard closure.parameters.count <= 1 else {
                error("a reduce body takes one parameter (the value)", at: closure.parameters[1].range)
                return nil
            }
            let names = closure.parameters.isEmpty ? ["value"] : closure.parameters.map(\.name)
            guard let body = withScope(names, shorthands: 0, nextValue: true, { $0.lowerStatements(closure.body) }) else {
                return nil
            }
            return .body(ClosureNode(parameters: names, body: body))
        }
    }

    /// A definition's parameters. `owner` names a modifier or layout, whose parameters are all
    /// given by arguments: an environment parameter, which only a view's body reads (it is filled
    /// where the view sits), is refused there.
    mutating func lowerParameters(_ parameters: [ParameterSyntax], readingNoEnvironment owner: String? = nil) -> [ParameterDefinition]? {
        var result: [ParameterDefinition] = []
        var seen = Set<String>()
        for parameter in parameters {
            guard seen.insert(parameter.name.text).inserted else {
                error("parameter '\(parameter.name.text)' appears twice", at: parameter.name.range)
                return nil
            }
            var defaultValue: Expression?
            if let expr = parameter.defaultValue {
                guard let lowered = lowerExpression(expr) else { return nil }
                defaultValue = lowered
            }
            let lowered = ParameterDefinition(name: parameter.name.text, type: parameter.type?.text, defaultValue: defaultValue,
                                              environmentKey: parameter.environmentKey)
            if let type = parameter.type, parameter.isEnvironment {
                if let owner {
                    let plain = parameter.environmentValueType.map { "'\(parameter.name.text): \($0)'" } ?? "a plain parameter"
                    error("'\(parameter.name.text)' of \(owner) is an Environment parameter: those are read only by views' bodies "
                          + "(filled where the view sits); make it \(plain) and pass the value", at: type.range)
                    return nil
                }
                // `scheme: Environment<ColorScheme> = \.colorScheme` reads a key the environment has.
                guard let key = lowered.environmentKey else {
                    error("an Environment parameter names the key it reads, as in 'scheme: Environment<ColorScheme> = \\.colorScheme'",
                          at: parameter.defaultValue?.range ?? type.range)
                    return nil
                }
                let keys = EnvironmentCatalog.names + document.definitions.names(of: .envkey)
                guard keys.contains(key) else {
                    error("unknown environment key '\(key)': viewsh's environment holds \(keys.sorted().joined(separator: ", "))",
                          at: parameter.defaultValue?.range ?? type.range, suggesting: key, from: keys)
                    return nil
                }
            }
            result.append(lowered)
        }
        return result
    }

    /// Whether a view body names the view being defined (which would expand forever).
    func mentionsView(named name: String, in expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let n): return n == name
        case .call(let callee, _, _): return mentionsView(named: name, in: callee)
        case .modified(let base, let modifiers):
            return mentionsView(named: name, in: base) || modifiers.contains { modifier in
                modifier.arguments.contains { mentionsView(named: name, in: $0.value) }
                    || modifier.trailingClosures.contains { closure in
                        closure.closure.body.contains { if case .expression(let e) = $0.kind { mentionsView(named: name, in: e) } else { false } }
                    }
            }
        case .view(let view):
            return (view.children ?? []).contains { mentionsView(named: name, in: $0) }
                || (view.closure?.body ?? []).contains { if case .expression(let e) = $0.kind { mentionsView(named: name, in: e) } else { false } }
        case .conditional(let c):
            return (c.then + (c.otherwise ?? [])).contains { mentionsView(named: name, in: $0) }
        default: return false
        }
    }
}
