import ViewSyntax

/// The Swift types the file declares for its values, as far as the declarations say.
///
/// viewsh's values carry no Swift types: a struct is a record, an enum case a symbol. What a
/// member means may still depend on the type — `task.priority.title` is `Priority`'s computed
/// `title` because `TaskItem` declares `var priority: Priority`. So the translator follows the
/// declarations: a name's declared type (a property, a parameter, a `ForEach` element of a list
/// declared `[TaskItem]`), a field's declared type on a struct or an observable class of the
/// file, a list's element, a struct's initializer. Nothing is inferred beyond that: a value
/// whose type the declarations do not give stays unknown, and its members are read as written.
extension Translator {
    /// The type `expr` is declared to have, or nil when the declarations do not say.
    /// `inChain`: `expr` is the base of a member (or a member's call) whose chain `unqualified`
    /// has read already — the same chain, so not read again at each level (which was cubic).
    func declaredType(of expr: SwiftExpr, _ scope: Scope, depth: Int = 0, inChain: Bool = false) -> SwiftType? {
        guard depth < 64 else { return nil }
        if !inChain, !nestedTypes.isEmpty, let plain = unqualified(expr, scope) {  // `Outer.Item(…)`
            return declaredType(of: plain, scope, depth: depth + 1, inChain: true)
        }
        switch expr.kind {
        case .identifier(let name):
            if let type = scope.declaredTypes[name] { return type }
            // An observable object's holder (`@State var board = Board()`, `@Environment(Board.self)`).
            if let owner = scope.objects[name] { return SwiftType(.named([.init(name: owner)]), expr.range) }
            if case .value(let bound, let boundScope)? = scope.substitutions[name] {
                return declaredType(of: bound, boundScope, depth: depth + 1)
            }
            return nil
        case .member(let base, let name, _):
            // `self.task`: the type's own property, even where a closure parameter `task` shadows it.
            if case .identifier("self") = base.kind, scope.substitutions["self"] == nil { return scope.members.declaredTypes[name] }
            // `Recipe.samples`: a static property of a type of the file (`static let samples: [Recipe]`).
            if case .identifier(let typeName) = base.kind, scope.substitutions[typeName] == nil, !scope.locals.contains(typeName),
               scope.declaredTypes[typeName] == nil, let type = staticMemberType(typeName, name, depth: depth) {
                return type
            }
            let baseType = declaredType(of: base, scope, depth: depth + 1, inChain: true)
            if name == "first" || name == "last", let element = baseType.flatMap(Self.arrayElement) { return element }  // `tasks.first?.…`
            guard let owner = baseType.flatMap(Self.unwrapped)?.simpleName else { return nil }
            return memberType(owner, name)
        case .subscriptAccess(let base, let arguments) where arguments.count == 1 && arguments[0].label == nil:
            return declaredType(of: base, scope, depth: depth + 1).flatMap(Self.arrayElement)
        case .array(let items):
            // `[TaskItem(…), …]`: a list of what its first element is declared to be.
            guard let first = items.first, let element = declaredType(of: first, scope, depth: depth + 1) else { return nil }
            return SwiftType(.array(element), expr.range)
        case .forceUnwrap(let inner), .optionalChain(let inner):
            return declaredType(of: inner, scope, depth: depth + 1).flatMap(Self.unwrapped)
        case .cast(_, "as", let type):
            // `x as Item`, and what a case pattern binds (`state.0 as [Item]`, Translator+Conditions).
            return type
        case .call(let callee, _, _):
            // `TaskItem(id: 1, …)`: a struct of the file made by its initializer; `tasks.filter { … }`
            // and the like keep the list's type.
            switch callee.kind {
            case .identifier(let typeName) where structs[typeName] != nil && scope.substitutions[typeName] == nil && !scope.locals.contains(typeName):
                return SwiftType(.named([.init(name: typeName)]), expr.range)
            case .member(let base, let method, _) where Self.listKeepingMethods.contains(method):
                let type = declaredType(of: base, scope, depth: depth + 1, inChain: true)
                return type.flatMap(Self.arrayElement) != nil ? type : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Methods of a list that give a list of the same elements.
    static let listKeepingMethods: Set<String> = ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    /// The type a struct, an observable class or an enum of the file declares for its instance
    /// property `name` (`Self` read as the owner).
    func memberType(_ owner: String, _ name: String) -> SwiftType? {
        guard let decl = structs[owner] ?? observables[owner] ?? enumTypes[owner] else { return nil }
        for member in decl.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.name.text == name,
                  let type = variable.type ?? variable.initializer.flatMap(Self.literalType) else { continue }
            if type.simpleName == "Self" { return SwiftType(.named([.init(name: owner)]), type.range) }
            return type
        }
        return nil
    }

    /// The type a struct, an observable class or an enum of the file declares for its static
    /// property `name`, or that its initializer gives (`static let samples = [Recipe(…)]`).
    func staticMemberType(_ owner: String, _ name: String, depth: Int) -> SwiftType? {
        guard let decl = structs[owner] ?? observables[owner] ?? enumTypes[owner] else { return nil }
        for member in decl.members where member.isStatic {
            guard case .variable(let variable) = member.kind, variable.name.text == name else { continue }
            let type = variable.type ?? variable.initializer.flatMap { declaredType(of: $0, Scope(), depth: depth + 1) ?? Self.literalType($0) }
            guard let type else { return nil }
            return type.simpleName == "Self" ? SwiftType(.named([.init(name: owner)]), type.range) : type
        }
        return nil
    }

    /// The type Swift gives a number literal standing alone: `var step = 1` is an `Int`,
    /// `var price = 3.5` a `Double`.
    static func literalType(_ expr: SwiftExpr) -> SwiftType? {
        switch expr.kind {
        case .integer: SwiftType(.named([.init(name: "Int")]), expr.range)
        case .float: SwiftType(.named([.init(name: "Double")]), expr.range)
        case .prefix("-", let operand): literalType(operand)
        default: nil
        }
    }

    /// `T` of `T?`, `T!` and `Binding<T>`; any other type as it is.
    static func unwrapped(_ type: SwiftType) -> SwiftType? {
        switch type.kind {
        case .optional(let wrapped), .unwrapped(let wrapped): return wrapped
        case .named(let components) where components.count == 1 && components[0].name == "Binding" && components[0].arguments.count == 1:
            return components[0].arguments[0]
        default: return type
        }
    }

    /// A type's properties with the type they are declared with (`Binding<T>` as `T`; a computed
    /// one too, `var open: [Item] { items.filter { … } }`, unless it is a view), or that a stored
    /// one's initializer gives (`let project = Project(…)`).
    func declaredTypeHolders(of type: SwiftTypeDecl) -> [String: SwiftType] {
        var holders: [String: SwiftType] = [:]
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind else { continue }
            if !variable.isStored {
                if let declared = variable.type, !Self.isViewType(declared) { holders[variable.name.text] = declared }
                continue
            }
            if let declared = variable.type.flatMap(Self.unwrapped) ?? variable.initializer.flatMap({ declaredType(of: $0, Scope()) }) {
                holders[variable.name.text] = declared
            }
        }
        return holders
    }

    /// The element type of a `ForEach`'s data when its declaration says (`[TaskItem]`).
    func elementType(of data: SwiftExpr, _ scope: Scope) -> SwiftType? {
        declaredType(of: data, scope).flatMap(Self.arrayElement)
    }

    /// `T` of `[T]`, `Array<T>` (and of those optional); nil for any other type.
    static func arrayElement(_ type: SwiftType) -> SwiftType? {
        guard let type = unwrapped(type) else { return nil }
        switch type.kind {
        case .array(let element): return element
        case .named(let components) where components.count == 1 && components[0].name == "Array" && components[0].arguments.count == 1:
            return components[0].arguments[0]
        default: return nil
        }
    }
}

extension Translator {
    /// `counter.increment(by: 3)`, `product.priceText(discount: 0.25)`: a method of a struct of the
    /// file, where the receiver's declared type names the struct (one method of that name), to
    /// inline as a view's own functions are — `self` and the struct's properties named bare read
    /// (and, in a `mutating` method, written) on the receiver: `value += n` is `counter.value += n`.
    mutating func recordMethod(_ callee: SwiftExpr, _ scope: Scope) -> (name: String, function: SwiftFunctionDecl, scope: Scope)? {
        guard case .member(let base, let method, let methodRange) = callee.kind,
              let typeName = declaredType(of: base, scope).flatMap(Self.unwrapped)?.simpleName,
              let decl = structs[typeName], decl.kindWord == "struct", !decl.conforms(to: "View") else { return nil }
        let functions = decl.members.compactMap { member -> SwiftFunctionDecl? in
            guard !member.isStatic, case .function(let function) = member.kind, function.name.text == method else { return nil }
            return function
        }
        guard functions.count == 1, let function = functions.first, let body = function.body else { return nil }
        if let receiver = Self.rootName(base), Self.declaredNames(in: body).contains(receiver) {
            // The body is inlined where it is called: its local would stand for the receiver it reads.
            error("'\(typeName).\(method)' declares a local named '\(receiver)', the name of the value it is called on here; "
                  + "viewsh inlines the method, so rename the local", at: callee.range)
            return nil
        }
        return (typeName + "." + method, function, receiverScope(decl, typeName, on: base, scope, at: methodRange))
    }
}

extension Translator {
    /// The names statements declare (`let`, `var`, `if let`, `for` and `case let` patterns), at any depth.
    static func declaredNames(in statements: [SwiftStmt]) -> Set<String> {
        var names: Set<String> = []
        /// `bare`: a bare name binds (a `for` pattern); in a `case` pattern it is a value compared.
        func pattern(_ expr: SwiftExpr, bare: Bool = false) {
            switch expr.kind {
            case .identifier(let name): if bare { names.insert(name) }
            case .bindingPattern(_, let name): names.insert(name.text)
            case .tuple(let elements): elements.forEach { pattern($0.value, bare: bare) }
            case .call(_, let arguments, _): arguments.forEach { pattern($0.value, bare: bare) }
            default: break
            }
        }
        func conditions(_ list: [SwiftCondition]) {
            for condition in list {
                switch condition {
                case .optionalBinding(_, let name, _): names.insert(name.text)
                case .casePattern(let expr, _): pattern(expr)
                default: break
                }
            }
        }
        func visit(_ statements: [SwiftStmt]) {
            for statement in statements {
                switch statement.kind {
                case .declaration(let decl):
                    if case .variable(let variable) = decl.kind { names.insert(variable.name.text) }
                case .ifStatement(let list, let then, let otherwise):
                    conditions(list)
                    visit(then)
                    visit(otherwise ?? [])
                case .guardStatement(let list, let otherwise):
                    conditions(list)
                    visit(otherwise)
                case .forIn(let loopPattern, _, _, let body):
                    pattern(loopPattern, bare: true)
                    visit(body)
                case .whileLoop(let list, let body):
                    conditions(list)
                    visit(body)
                case .repeatWhile(let body, _), .other(_, let body):
                    visit(body)
                case .switchStatement(_, let cases):
                    for switchCase in cases {
                        switchCase.patterns.forEach { pattern($0) }
                        visit(switchCase.body)
                    }
                default:
                    break
                }
            }
        }
        visit(statements)
        return names
    }
}
