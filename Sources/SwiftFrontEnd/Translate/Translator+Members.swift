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
        /// `@Environment(\.key) var name` whose key is not one name (`\.a.b`): not supported yet.
        var environment: [String: SourceRange] = [:]
        /// `@Environment(\.colorScheme) var scheme`: a parameter the view reads from the
        /// environment where it sits (`scheme: Environment<ColorScheme> = \.colorScheme`).
        var environmentReads: [(variable: SwiftVariableDecl, key: String, keyRange: SourceRange)] = []
        /// `@Environment(\.dismiss) var dismiss`: actions of the host window (§18.10); calling
        /// one in an action is dropped.
        var hostActions: Set<String> = []
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
            if role == .object || objectClass(of: member, variable) != nil {
                // §18.11: it holds an observable object, whose properties are states of their own.
                if role == .object, objectClass(of: member, variable) == nil {
                    let wrapper = member.attributes.first { SwiftNames.propertyWrapper($0.name.text) == .object }
                    notModelled("@" + (wrapper?.name.text ?? ""), at: wrapper?.range ?? member.range,
                                hint: "its type is not an observable class of this file")
                    members.failed = true
                }
                continue
            }
            switch role {
            case .state?:
                members.states.append((member, variable))
            case .binding?:
                members.parameters.append(StoredProperty(name: variable.name, type: variable.type, defaultValue: nil, isBinding: true, isContent: false))
            case .environment?:
                if let key = member.attribute("Environment")?.arguments?.first?.value, case .keyPath(_, let path) = key.kind,
                   path.count == 1, SwiftNames.hostActions.contains(path[0]) {
                    members.hostActions.insert(variable.name.text)
                } else if let key = member.attribute("Environment")?.arguments?.first?.value, case .keyPath(_, let path) = key.kind,
                          path.count == 1 {
                    members.environmentReads.append((variable, path[0], key.range))
                } else {
                    members.environment[variable.name.text] = member.range
                }
            case .namespace?:
                ignore("@Namespace", at: member.attributes[0].range)
            case .stateLike(let what)?:
                // §18.10: a state from its written value (a Bool focus: false).
                let wrapper = member.attributes.first { SwiftNames.propertyWrapper($0.name.text) == role }
                ignore("@\(wrapper?.name.text ?? "") (\(what))", at: wrapper?.range ?? member.range)
                members.states.append((member, variable))
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

    /// Whether a view struct takes view content or an action — `let onTap: () -> Void`, a
    /// callback its parent gives (Translator+ClosureProperties.swift) — so it is expanded at each
    /// use: viewsh's views take values, not code.
    static func isContainer(_ type: SwiftTypeDecl) -> Bool {
        let generics = Set(type.generics.map(\.name.text))
        for member in type.members where !member.isStatic {
            if case .variable(let variable) = member.kind, variable.isStored {
                if member.attribute("ViewBuilder") != nil || Self.namesGeneric(variable.type, generics) { return true }
                if isAction(variable.type) { return true }
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
            // Swift's memberwise initialiser gives an optional `var` without a value a nil default
            // (`var onDelete: (() -> Void)?`).
            var defaultValue = variable.initializer
            if defaultValue == nil, !variable.isLet, case .optional? = variable.type?.kind {
                defaultValue = SwiftExpr(.nilLiteral, variable.name.range)
            }
            parameters.append(SwiftParameter(label: variable.name.text, name: variable.name, type: variable.type, attributes: attributes,
                                             defaultValue: defaultValue, range: member.range))
        }
        return (SwiftFunctionDecl(name: Name("init", type.name.range), generics: [], parameters: parameters, result: nil, body: nil), [])
    }

    static func bodyStatements(of type: SwiftTypeDecl) -> [SwiftStmt]? {
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
        guard let typeName, let type = structs[typeName] ?? observables[typeName] else { return nil }
        if observables[typeName] != nil, objectProperties(type).contains(where: { $0.variable.name.text == name }) {
            // An observable's stored property is its state (§18.11).
            return .translated(Expr(.identifier(objectStateName(typeName, name)), .point(0)))
        }
        var scope = Scope(typeName: typeName)
        if let box = current.memberScope, box.scope.typeName == typeName {
            scope = box.scope
            scope.memberScope = box
        }
        for member in type.members where name != "body" {
            switch member.kind {
            case .variable(let variable) where variable.name.text == name:
                if member.isStatic, let initializer = variable.initializer { return .value(Self.relabelled(initializer, as: variable.type), scope) }
                switch variable.accessors {
                case .getter(let body)?, .getSet(let body, _)?:
                    // `var total: Int { let a = x * 2; return a + 1 }`: a value, its lets inlined into its result.
                    if !Self.isViewType(variable.type), let (result, resultScope) = Self.valueBody(body, in: scope) {
                        return .value(result, resultScope)
                    }
                    return .views(body, scope)
                default:
                    if variable.isLet, let initializer = variable.initializer { return .value(Self.relabelled(initializer, as: variable.type), scope) }
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
}
