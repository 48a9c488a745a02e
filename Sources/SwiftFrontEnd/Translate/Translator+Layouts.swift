import Diagnostics
import ViewSyntax

/// Custom layouts (`struct FlowLayout: Layout`) as viewsh's `layout` definitions, and the
/// places a layout is used: `FlowLayout(spacing: 4) { … }`, `AnyLayout(HStackLayout()) { … }`,
/// `let layout = c ? AnyLayout(A()) : AnyLayout(B()); layout { … }`.
extension Translator {
    /// The members of SwiftUI's Layout protocol viewsh does not model, and why.
    static let unmodelledLayoutMembers: [String: String] = [
        "makeCache": "a layout cache; viewsh keeps none and asks the subviews again, §14.1 rule 10",
        "updateCache": "a layout cache; viewsh keeps none and asks the subviews again, §14.1 rule 10",
        "spacing": "a custom layout's own spacing preference towards its neighbours",
        "explicitAlignment": "a custom layout's own alignment guides",
        "layoutProperties": "a custom layout's stack orientation",
    ]

    /// `struct FlowLayout: Layout { var spacing: CGFloat = 8; func sizeThatFits(…) -> CGSize { … }; func placeSubviews(…) { … } }`
    /// → `layout FlowLayout(spacing: CGFloat = 8) { func sizeThatFits(…) -> CGSize { … } … }`: the
    /// stored properties, in order, are the parameters (or the `init`'s, with what it assigns
    /// inlined); the methods and helper functions keep their Swift form, their statements
    /// translated; constants and computed properties are inlined where used.
    mutating func translateLayout(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let typeName = type.name.text
        var failed = false
        var functions: [SwiftFunctionDecl] = []
        for member in type.members {
            switch member.kind {
            case .function(let function):
                let name = function.name.text
                let isCacheMethod = name == "makeCache" || name == "updateCache"
                let isProtocolMember = isCacheMethod || name == "explicitAlignment"
                    || (name == "spacing" && function.parameters.contains { $0.label == "cache" })
                if isProtocolMember, let why = Self.unmodelledLayoutMembers[name] {
                    notModelled(Self.signature(function), at: function.name.range, hint: why)
                    failed = true
                } else if member.isStatic {
                    notSupported("a static function in a layout ('\(name)')", at: function.name.range, hint: "make it an instance func")
                    failed = true
                } else {
                    functions.append(function)
                }
            case .variable(let variable) where member.isStatic:
                if let why = Self.unmodelledLayoutMembers[variable.name.text] {
                    notModelled("static var " + variable.name.text, at: variable.name.range, hint: why)
                    failed = true
                }
                // Other static constants are inlined where used.
            case .variable(let variable):
                if let wrapper = member.attributes.first(where: { !SwiftNames.neutralAttributes.contains($0.name.text) }) {
                    notModelled("@" + wrapper.name.text, at: wrapper.range, hint: "a property wrapper in a layout")
                    failed = true
                }
                _ = variable
            case .typeAlias(let name, let aliased) where name.text == "Cache" && !Self.isVoid(aliased):
                notModelled("typealias Cache", at: name.range, hint: Self.unmodelledLayoutMembers["makeCache"])
                failed = true
            case .initializer, .typeAlias:
                break
            case .type(let nested) where nested.name.text == "Cache":
                notModelled("struct Cache", at: nested.name.range, hint: Self.unmodelledLayoutMembers["makeCache"])
                failed = true
            case .type(let nested):
                notSupported("a type inside a layout ('\(nested.name.text)')", at: nested.name.range, hint: "declare it at the top level")
                failed = true
            default:
                notSupported("'\(member.keyword.text)' in a layout", at: member.keyword.range)
                failed = true
            }
        }
        guard !failed else { return }
        var scope = Scope(typeName: typeName)
        var parameters: [ParameterSyntax]
        if type.members.contains(where: { if case .initializer = $0.kind { true } else { false } }) {
            let initializer = self.initializer(of: type)
            guard let translated = parameterList(initializer.function.parameters, &scope) else { return }
            parameters = translated
            for (property, assigned) in initializer.assignments where property != "_" {
                scope = scope.binding(property, to: .value(assigned, scope))
            }
        } else {
            guard let translated = storedParameters(layoutProperties(type), &scope) else { return }
            parameters = translated
        }
        scope.layoutFunctions = Set(functions.map(\.name.text)).subtracting(["sizeThatFits", "placeSubviews"])
        scope.integerFunctions = Set(functions.filter { Self.isIntegerType($0.result) }.map(\.name.text))
        scope.memberScope = ScopeBox(scope)
        var members: [LayoutMember] = []
        for function in functions {
            guard let member = layoutFunction(function, scope) else { return }
            members.append(.function(member))
        }
        let name = definitionName(type.name)
        definitions.append((name.text, Item(.definition(.layout(name: name, parameters: parameters, members: members)), decl.range)))
    }

    /// A layout's stored properties in declaration order, as its memberwise initialiser takes
    /// them (a `let` with a value is a constant, not a parameter).
    func layoutProperties(_ type: SwiftTypeDecl) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.isStored else { continue }
            if variable.isLet, variable.initializer != nil { continue }
            properties.append(StoredProperty(name: variable.name, type: variable.type, defaultValue: variable.initializer,
                                             isBinding: false, isContent: false))
        }
        return properties
    }

    /// `func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }`
    /// as written, its statements translated.
    mutating func layoutFunction(_ function: SwiftFunctionDecl, _ scope: Scope) -> FunctionSyntax? {
        guard let body = function.body else {
            error("'\(function.name.text)' needs a body", at: function.name.range)
            return nil
        }
        var inner = scope.shadowing(function.parameters.map(\.name.text))
        for parameter in function.parameters where Self.isIntegerType(parameter.type) { inner.integers.insert(parameter.name.text) }
        inner.returnType = function.result
        guard let statements = statements(body, inner, context: .code) else { return nil }
        let parameters = function.parameters.map { parameter in
            FunctionSyntax.FunctionParameter(label: parameter.label.map { $0 == parameter.name.text ? localName($0) : $0 },
                                             name: Name(localName(parameter.name.text), parameter.name.range),
                                             type: parameter.type.map { TypeSyntax(text: $0.text, range: $0.range) })
        }
        let result = function.result.map { TypeSyntax(text: $0.text, range: $0.range) }
        return FunctionSyntax(name: function.name, parameters: parameters, result: result, body: statements,
                              range: function.name.range.union(function.result?.range ?? function.name.range))
    }

    /// `spacing(subviews:cache:)`: a function's name with its labels.
    static func signature(_ function: SwiftFunctionDecl) -> String {
        function.name.text + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    // MARK: Where layouts are used

    /// `FlowLayout(spacing: 4) { … }`: the layout's word with its arguments, the closure's
    /// views as its children.
    mutating func layoutContainer(_ name: String, nameRange: SourceRange, _ arguments: [SwiftArgument],
                                  _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> [Expr]? {
        guard let content = contentClosure(arguments, closures, for: name, range: range),
              let args = self.arguments(content.arguments, scope), let children = views(content.closure.body, scope) else { return nil }
        var syntax = ViewSyntax(keyword: renames[name] ?? name, keywordRange: nameRange, arguments: args, children: children)
        syntax.childrenOpen = .point(content.closure.range.start)
        syntax.childrenClose = .point(max(content.closure.range.end - 1, content.closure.range.start))
        return [Expr(.view(syntax), range)]
    }

    /// A layout value called with content — `layout { … }` where `layout` is an `AnyLayout`
    /// (a `let`, a computed property, a parameter), `HStackLayout(spacing: 4) { … }` — as
    /// `anylayout(value) < … >`.
    mutating func anyLayoutContainer(_ layout: Expr, _ closures: [SwiftTrailingClosure], what: String,
                                     range: SourceRange, _ scope: Scope) -> [Expr]? {
        guard let keyword = catalogue.views["AnyLayout"]?.keyword, keywords.isModelled(keyword) else {
            notModelled("AnyLayout", at: range)
            return nil
        }
        guard let content = contentClosure([], closures, for: what, range: range), let children = views(content.closure.body, scope) else {
            return nil
        }
        var syntax = ViewSyntax(keyword: keyword, keywordRange: layout.range, arguments: [Argument(value: layout)], children: children)
        syntax.childrenOpen = .point(content.closure.range.start)
        syntax.childrenClose = .point(max(content.closure.range.end - 1, content.closure.range.start))
        return [Expr(.view(syntax), range)]
    }
}
