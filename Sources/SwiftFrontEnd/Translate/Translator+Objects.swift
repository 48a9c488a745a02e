import Diagnostics
import ViewSyntax

/// Observable objects (Docs/Swift.md, "Observable objects"; Docs/Semantics.md §18.11): a class
/// that is an `ObservableObject` (its `@Published` properties) or `@Observable` holds values
/// views read and write like states. viewsh has no reference types, so each stored property of
/// such a class is a state of its own, named by the class and the property (`TaskStore.tasks`
/// is the state `taskStore_tasks`, so no parameter or closure parameter of a view can take its
/// name) — and a view that holds the object (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`,
/// `@Bindable`, `@State var store = Store()`, `@Environment(Store.self)`, `let store: Store`)
/// reads `store.tasks` as that state. There is one object per class: every holder shares it,
/// as the views of one screen usually share their model. Methods are inlined where they are
/// called, computed properties where they are read.
extension Translator {
    /// `class Store: ObservableObject` or `@Observable class Store`.
    static func isObservable(_ type: SwiftTypeDecl, decl: SwiftDecl) -> Bool {
        type.kindWord == "class" && (type.conforms(to: "ObservableObject") || decl.attribute("Observable") != nil)
    }

    /// The class whose instance a declared property holds, if it is one of the file's observables:
    /// from its type (`Store`, `Store?`) or its initial value (`Store()`), or `@Environment(Store.self)`.
    func objectClass(of member: SwiftDecl, _ variable: SwiftVariableDecl) -> String? {
        if let environment = member.attribute("Environment"), let argument = environment.arguments?.first,
           case .member(let base, "self", _) = argument.value.kind, case .identifier(let name) = base.kind, observables[name] != nil {
            return name
        }
        if let name = variable.type?.simpleName, observables[name] != nil { return name }
        if case .optional(let wrapped)? = variable.type?.kind, let name = wrapped.simpleName, observables[name] != nil { return name }
        if let initializer = variable.initializer, case .call(let callee, _, _) = initializer.kind, case .identifier(let name) = callee.kind,
           observables[name] != nil {
            return name
        }
        return nil
    }

    /// A view's properties that hold observable objects: name → class.
    func objectHolders(of type: SwiftTypeDecl) -> [String: String] {
        var holders: [String: String] = [:]
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.isStored, let name = objectClass(of: member, variable) else { continue }
            holders[variable.name.text] = name
        }
        return holders
    }

    /// The stored properties of an observable class that are states (`var` with a value).
    func objectProperties(_ type: SwiftTypeDecl) -> [(decl: SwiftDecl, variable: SwiftVariableDecl)] {
        type.members.compactMap { member in
            guard !member.isStatic, case .variable(let variable) = member.kind, !variable.isLet, variable.isStored else { return nil }
            return (member, variable)
        }
    }

    /// The state that holds `property` of the class `owner`: `taskStore_tasks`. (A bare
    /// `tasks` would be taken by a view's parameter or a ForEach's element of that name.)
    func objectStateName(_ owner: String, _ property: String) -> String {
        owner.prefix(1).lowercased() + owner.dropFirst() + "_" + property
    }

    /// Where the file constructs `name` (`Store()`) in what viewsh reads — its views, classes,
    /// functions, constants and previews (not an `App`; with `inPreviewsOnly`, only the
    /// `#Preview`s and PreviewProviders): viewsh models one object per class.
    func constructions(of name: String, inPreviewsOnly: Bool = false) -> [(range: SourceRange, plain: Bool, arguments: [SwiftArgument])] {
        var found: [(range: SourceRange, plain: Bool, arguments: [SwiftArgument])] = []
        func visit(_ expr: SwiftExpr) {
            if case .call(let callee, let arguments, let closures) = expr.kind, case .identifier(name) = callee.kind {
                found.append((expr.range, arguments.isEmpty && closures.isEmpty, arguments))
            }
        }
        for decl in order {
            let type: SwiftTypeDecl? = if case .type(let type) = decl.kind { type } else { nil }
            if type?.conforms(to: "App") == true { continue }
            if inPreviewsOnly, type?.conforms(to: "PreviewProvider") != true { continue }
            SwiftWalk.expressions(in: decl, visit)
        }
        for preview in previews { SwiftWalk.expressions(in: preview.closure.body, visit) }
        return found.sorted { $0.range.start < $1.range.start }
    }

    /// `class Store: ObservableObject { @Published var tasks = […] }`: a state per stored
    /// property, from its initial value; an `init` that sets properties is not run, so it is refused.
    mutating func translateObservable(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        ignore("class \(type.name.text) (one shared object; its properties are states, §18.11)", at: type.name.range)
        let made = constructions(of: type.name.text)
        if made.count > 1 {
            // §18.11: two objects of one class share every state. One made by the code and others
            // by previews (`.environment(Store())`), all without arguments, start alike: one
            // object, with a note (a change through one shows in all, where SwiftUI's would not).
            // Two the code makes, or made with arguments, are refused.
            let inPreviews = constructions(of: type.name.text, inPreviewsOnly: true)
            if made.count - inPreviews.count <= 1, made.allSatisfy(\.plain) {
                sink.add(Diagnostic(.note, "'\(type.name.text)()' is made \(made.count) times; viewsh models one shared object per "
                                    + "observable class, so they are one object here (a change through one shows in all)", at: made[1].range))
            } else {
                notSupported("a second '\(type.name.text)()' (viewsh models one shared object per observable class)",
                             at: made[1].range, hint: "create it once and pass it on")
                return
            }
        }
        for member in type.members {
            if case .initializer(let function) = member.kind, !(function.body ?? []).isEmpty {
                notSupported("an observable class's 'init' with statements", at: member.keyword.range,
                             hint: "give each property its initial value where it is declared")
                return
            }
        }
        for (member, variable) in objectProperties(type) {
            for attribute in member.attributes where !["Published", "ObservationIgnored", "ObservationTracked"].contains(attribute.name.text) {
                checkNeutral(attribute)
            }
            if objectClass(of: member, variable) != nil {
                notSupported("an observable object inside another ('\(variable.name.text)')", at: variable.name.range,
                             hint: "keep its properties in one class")
                continue
            }
            guard variable.initializer != nil || Self.isOptional(variable.type) else {
                notSupported("a stored property without an initial value in an observable class ('\(variable.name.text)')",
                             at: variable.name.range, hint: "give it one: var \(variable.name.text) = …")
                continue
            }
            var named = variable
            named.name = Name(objectStateName(type.name.text, variable.name.text), variable.name.range)
            translateState(member, named, owner: type.name.text)
        }
    }

    static func isOptional(_ type: SwiftType?) -> Bool {
        if case .optional? = type?.kind { return true }
        return false
    }

    /// Whether `name` is a stored property of the observable class `object` (a state `$` can bind).
    func isStoredProperty(_ name: String, of object: String) -> Bool {
        observables[object].map { objectProperties($0).contains { $0.variable.name.text == name } } ?? false
    }

    /// `store.tasks` where `store` holds an object: the state, a computed property or a
    /// constant, as the class defines it.
    mutating func objectMember(_ object: String, _ name: String, at range: SourceRange) -> Expr? {
        guard let substitution = memberSubstitution(name, of: object, Scope(typeName: object)) else {
            error("'\(object)' has no property '\(name)'", at: range)
            return nil
        }
        return expanding(object + "." + name, at: range) { $0.substitute(substitution, name: name, at: range) }
    }

    /// `store.add(task)`: the class's method, inlined with the caller's arguments.
    func objectMethod(_ callee: SwiftExpr, _ scope: Scope) -> (name: String, function: SwiftFunctionDecl, scope: Scope)? {
        guard case .member(let base, let method, _) = callee.kind, case .identifier(let holder) = base.kind,
              !scope.locals.contains(holder), scope.substitutions[holder] == nil, let object = scope.objects[holder],
              case .function(let function, let definitionScope)? = memberSubstitution(method, of: object, Scope(typeName: object)) else {
            return nil
        }
        return (object + "." + method, function, definitionScope)
    }

    /// The class of the object `expr` names in `scope`, if it names one (`store`, `self.store`).
    func heldObject(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        switch expr.kind {
        case .identifier(let name) where !scope.locals.contains(name) && scope.substitutions[name] == nil:
            return scope.objects[name]
        case .member(let base, let name, _):
            if case .identifier("self") = base.kind { return scope.objects[name] }
            return nil
        default:
            return nil
        }
    }
}
