import Diagnostics
import ViewSyntax

/// Preference keys, environment values, alignments, and the root from a preview.
extension Translator {
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
