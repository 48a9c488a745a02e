import Diagnostics
import ViewSyntax

/// What a name means where a Swift expression is translated. viewsh has no local constants,
/// computed properties or helper functions, so the translator inlines them: a name bound by
/// `let`, a computed property, a generic container's `content` or an `if let` stands for
/// Swift syntax that is translated again, in the scope it was written in, at every use.
struct Scope {
    var substitutions: [String: Substitution] = [:]
    /// `item` of `ForEach($items) { item in … }`: a Binding, where its parameter is written.
    var bindingElements: [String: SourceRange] = [:]
    /// Names bound by closures and `ForEach` (they shadow substitutions of the same name).
    var locals: Set<String> = []
    /// `@Binding` parameters of the view being translated: `$height` passes the binding on.
    var bindings: Set<String> = []
    /// The struct whose members `self.x` and `Self.x` name.
    var typeName: String?
    /// Inside a static function: its type, whose static functions it calls without a prefix.
    var staticOwner: String?
    /// Inside a preference key's reduce: the name its `nextValue` parameter has.
    var nextValueName: String?
    /// Inside a reduce body, where `nextValue()` exists.
    var isReduce = false
    /// Inside a ButtonStyle's `makeBody(configuration:)`: the parameter's name. Its `isPressed`
    /// is false (viewsh shows buttons at rest), its `role` nil.
    var buttonConfiguration: String?
    /// Names that exist in Swift but cannot be translated yet (an `@Environment` property):
    /// what to call them, and where they are declared.
    var unsupported: [String: (what: String, range: SourceRange)] = [:]
    /// The scope of the struct being translated, for its computed properties and functions.
    var memberScope: ScopeBox?
    /// Inside a custom layout: its own functions, called by name (`rows(subviews, width: w)`),
    /// which viewsh keeps as the layout's functions instead of inlining them.
    var layoutFunctions: Set<String> = []
    /// Those of them that return an `Int`.
    var integerFunctions: Set<String> = []
    /// Locals known to be `Int` (declared so, or from an integer): their `/` truncates.
    var integers: Set<String> = []
    /// A `ScrollViewReader`'s proxies: `proxy.scrollTo(…)` in an action is dropped (§18.9).
    var scrollProxies: Set<String> = []
    /// Names that hold an observable object, and its class: `store.tasks` is a state (§18.11).
    var objects: [String: String] = [:]
    /// Names known to hold a case of one of the file's enums, and the enum (`@State var tab: Tab`,
    /// `ForEach(Tab.allCases) { tab in … }`): `tab.title` is that enum's computed property.
    var enumValues: [String: String] = [:]
    /// Names whose Swift type the file declares (`let task: TaskItem`, `@State var tasks:
    /// [TaskItem]`, `ForEach(tasks) { task in … }`): `task.priority.title` finds `Priority` through
    /// `TaskItem`'s declared field (Translator+DeclaredTypes).
    var declaredTypes: [String: SwiftType] = [:]
    /// `@Environment(\.dismiss)` and the like: calls of these in actions are dropped (§18.10).
    var hostActions: Set<String> = []
    /// Substituted names whose value Swift takes where they are bound (a case pattern's
    /// `items`, an `if let n = name`'s `n`, a view builder's `let`): an action reading one declares it first
    /// (`capturedDeclarations`), so that statements before the read cannot change it.
    var captured: Set<String> = []
    /// Locals viewsh names otherwise than `localName` does: a captured name an action also
    /// reaches as `self.name` is declared as `name_`, so the property stays `name`.
    var localNames: [String: String] = [:]
    /// The type a `return` gives (a layout method's `-> CGSize`), for `.init(…)` and `.zero`.
    var returnType: SwiftType?

    /// The scope of the type being translated (what `self.x` names), else this one.
    var members: Scope { memberScope?.scope ?? self }

    /// The scope inside a closure whose parameters are `names`.
    func shadowing(_ names: [String]) -> Scope {
        var scope = self
        for name in names {
            scope.locals.insert(name)
            scope.substitutions[name] = nil
            scope.bindingElements[name] = nil
            scope.bindings.remove(name)
            scope.integers.remove(name)
            scope.scrollProxies.remove(name)
            scope.objects[name] = nil
            scope.enumValues[name] = nil
            scope.declaredTypes[name] = nil
            scope.hostActions.remove(name)
            scope.captured.remove(name)
            scope.localNames[name] = nil
        }
        return scope
    }

    /// The scope after `name` is declared, an `Int` when `integer` (`let row = index / columns`).
    func declaring(_ name: String, integer: Bool) -> Scope {
        var scope = shadowing([name])
        if integer { scope.integers.insert(name) }
        return scope
    }

    func binding(_ name: String, to substitution: Substitution) -> Scope {
        var scope = self
        scope.substitutions[name] = substitution
        scope.bindingElements[name] = nil
        scope.locals.remove(name)
        scope.integers.remove(name)
        scope.enumValues[name] = nil
        scope.declaredTypes[name] = nil
        scope.captured.remove(name)
        return scope
    }

    /// `binding(name, to: .value(value, scope))` for a name whose value Swift takes where it is
    /// bound (`captured`).
    func capturing(_ name: String, _ value: SwiftExpr, in valueScope: Scope) -> Scope {
        var scope = binding(name, to: .value(value, valueScope))
        scope.captured.insert(name)
        return scope
    }
}

indirect enum Substitution {
    /// A value written in Swift, translated where it is used.
    case value(SwiftExpr, Scope)
    /// Views written in Swift (a `@ViewBuilder` closure, a computed `some View` property).
    case views([SwiftStmt], Scope)
    /// A function inlined at each call (a `func` in a view, a top-level `func`).
    case function(SwiftFunctionDecl, Scope)
    /// Already viewsh (a parameter renamed, `rows.indices` as `0..<rows.count`).
    case translated(Expr)
}

extension Translator {
    /// Runs `body` one expansion deeper, refusing recursion (`A` using `B` using `A`) and
    /// unbounded depth, so that hostile input ends in an error, not a stack overflow.
    /// `key` tells expansions of one name apart when they are not recursion (`e.next.next`: the
    /// outer `next` reads its receiver, the inner one, while it expands); the name by default.
    mutating func expanding<T>(_ name: String, key: String? = nil, at range: SourceRange, _ body: (inout Translator) -> T?) -> T? {
        guard !abandoned else { return nil }
        if let start = expansionKeys.firstIndex(of: key ?? name) {
            let chain = (expansionStack[start...] + [name]).joined(separator: " → ")
            error("'\(name)' would contain itself: \(chain)", at: range)
            return nil
        }
        guard expansionStack.count < 64 else {
            error("expansions nest too deeply (limit 64): \(expansionStack.suffix(3).joined(separator: " → ")) …", at: range)
            abandoned = true
            return nil
        }
        expansionStack.append(name)
        expansionKeys.append(key ?? name)
        defer {
            expansionStack.removeLast()
            expansionKeys.removeLast()
        }
        return deeper(at: range, body)
    }

    /// One level of translation recursion; past the limit (or the size budget) the rest of the
    /// file is abandoned with one error.
    mutating func deeper<T>(at range: SourceRange, _ body: (inout Translator) -> T?) -> T? {
        guard !abandoned else { return nil }
        budget -= 1
        if depth >= Self.depthLimit || budget <= 0 {
            error(budget <= 0 ? "the translation is too large (inlined constants and views expand to more than 2 million nodes)"
                  : "the translation nests too deeply (limit \(Self.depthLimit))", at: range)
            abandoned = true
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }
}
