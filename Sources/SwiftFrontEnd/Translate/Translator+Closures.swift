import Diagnostics
import ViewSyntax

/// Method calls on values: the list methods that take a closure (`map`, `filter`, `reduce`,
/// `contains(where:)` …, as viewsh runs them), a layout's own functions called on `self`, and
/// optional chaining (`a?.b`), which viewsh spells out as `a == nil ? nil : a.b`.
extension Translator {
    /// The list methods viewsh runs with a closure (Docs/Language.md, "Statements").
    /// `merge` is a statement (`value.merge(nextValue()) { $1 }`); the shell lowers it to `merging`.
    static let listClosureMethods: Set<String> = ["map", "compactMap", "filter", "reduce", "contains", "first", "allSatisfy", "forEach",
                                                  "sorted", "merging", "merge", "mapValues", "firstIndex", "lastIndex"]

    /// Slices by a count (`s.prefix(3)`, `xs.dropFirst()`), methods of the shell's values.
    static let sliceMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    /// Methods of Swift's collections and strings that viewsh's expressions do not have yet.
    static let unsupportedMethods: Set<String> = [
        "sort", "flatMap", "split", "insert", "remove", "removeLast", "removeFirst",
        "sum", "zip", "last", "shuffled", "randomElement", "rounded",
    ]

    /// `receiver.method(arguments) { closures }` as a value.
    mutating func methodCall(_ base: SwiftExpr, _ method: String, methodRange: SourceRange, _ arguments: [SwiftArgument],
                             _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        if case .identifier("self") = base.kind, scope.layoutFunctions.contains(method) {
            // `self.rows(subviews, width: w)`: the layout's own function.
            guard let args = self.arguments(arguments, scope) else { return nil }
            return Expr(.call(Expr(.identifier(method), methodRange), arguments: args, trailingClosures: []), range)
        }
        if method == "opacity", let color = colorValue(base, scope) {
            // `Color.blue.opacity(0.2)` as a shape style: the colour (its opacity draws nothing viewsh shows).
            ignore("colour opacity", at: methodRange)
            return color
        }
        if method == "rounded", closures.isEmpty, arguments.count <= 1 {
            // `x.rounded()` is `round(x)`; `.rounded(.down)` floor, `.rounded(.up)` ceil.
            var function = "round"
            if let rule = arguments.first {
                switch rule.value.kind {
                case .implicitMember("down"): function = "floor"
                case .implicitMember("up"): function = "ceil"
                case .implicitMember("toNearestOrAwayFromZero"): function = "round"
                default:
                    notSupported("this rounding rule", at: rule.range, hint: "use .rounded(), .rounded(.down) or .rounded(.up)")
                    return nil
                }
            }
            guard let number = value(base, scope) else { return nil }
            return Expr(.call(Expr(.identifier(function), methodRange), arguments: [Argument(value: number)], trailingClosures: []), range)
        }
        if method == "isMultiple", closures.isEmpty, arguments.count == 1, arguments[0].label?.text == "of" {
            // `n.isMultiple(of: 2)` is `n % 2 == 0`.
            guard let number = value(base, scope), let divisor = value(arguments[0].value, scope) else { return nil }
            let remainder = Expr(.binary(.remainder, number, divisor), range)
            return Expr(.binary(.equal, remainder, Expr(.number(0, text: "0"), range)), range)
        }
        var arguments = arguments
        if method == "sizeThatFits" || method == "placeSubviews", arguments.count > 1 {
            // `Other().sizeThatFits(proposal: p, subviews: s, cache: &cache)`: viewsh's layouts have no cache.
            arguments.removeAll { $0.label?.text == "cache" }
        }
        let takesFunction = !closures.isEmpty || arguments.contains { Self.isFunctionArgument($0.value) }
        if method == "count", takesFunction, arguments.count + closures.count == 1 {
            // `xs.count(where: { $0.done })` (Swift 6) is `xs.filter { $0.done }.count`.
            let test = closures.first.map { SwiftTrailingClosure(label: nil, closure: $0.closure) }
            let filtered = SwiftExpr(.call(SwiftExpr(.member(base, name: "filter", nameRange: methodRange), base.range),
                                           arguments: arguments.map { SwiftArgument(label: nil, value: $0.value) },
                                           trailingClosures: test.map { [$0] } ?? []), range)
            return value(SwiftExpr(.member(filtered, name: "count", nameRange: methodRange), range), scope)
        }
        if Self.listClosureMethods.contains(method), takesFunction {
            if method == "reduce", arguments.first?.label?.text == "into" {
                notSupported("'reduce(into:)'", at: methodRange, hint: "write reduce(initial) { partial, item in … } returning the next value")
                return nil
            }
            guard let receiver = value(base, scope) else { return nil }
            var args: [Argument] = []
            for argument in arguments {
                let translated: Expr?
                if Self.isFunctionArgument(argument.value) {
                    translated = functionArgument(argument.value, scope)
                } else {
                    translated = value(argument.value, scope)
                }
                guard let translated else { return nil }
                args.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
            }
            var trailing: [TrailingClosure] = []
            let integerItems = countsIntegers(base, scope) && method != "reduce"
            for closure in closures {
                guard let translated = codeClosure(closure.closure, scope, integerItems: integerItems) else { return nil }
                trailing.append(TrailingClosure(label: closure.label?.text, labelRange: closure.label?.range, closure: translated))
            }
            let member = Expr(.member(receiver, name: method, nameRange: methodRange), receiver.range.union(methodRange))
            return Expr(.call(member, arguments: args, trailingClosures: trailing), range)
        }
        if method == "formatted", !isSupportedFormatStyle(arguments, at: methodRange) { return nil }
        if method == "contains", closures.isEmpty, arguments.count == 1, arguments[0].label == nil {
            // `xs.contains(v)` (an element) and `email.contains("@")` (a substring): a method of the value.
            guard let receiver = value(base, scope), let element = value(arguments[0].value, scope) else { return nil }
            let member = Expr(.member(receiver, name: method, nameRange: methodRange), receiver.range.union(methodRange))
            return Expr(.call(member, arguments: [Argument(value: element)], trailingClosures: []), range)
        }
        if Self.sliceMethods.contains(method), takesFunction || arguments.contains(where: { $0.label != nil }) {
            // `prefix(while:)`, `prefix(upTo:)`: viewsh slices by a count only.
            notSupported("'.\(method)(\(arguments.first?.label.map { $0.text + ":" } ?? "…"))'", at: methodRange,
                         hint: "viewsh has .\(method)(n), a count")
            return nil
        }
        // `xs.sorted()` without a closure is a plain method of the shell's (numbers or strings).
        let takesOnlyAClosure = Self.listClosureMethods.contains(method) && !(method == "sorted" && arguments.isEmpty)
        if Self.unsupportedMethods.contains(method) || takesOnlyAClosure || !closures.isEmpty {
            notSupported("'.\(method)(…)'", at: methodRange)
            return nil
        }
        // `proxy.frame(in: .named("list"))`, `subview.sizeThatFits(.unspecified)`: the shell knows which methods exist.
        guard let receiver = value(base, scope) else { return nil }
        var args: [Argument] = []
        for argument in arguments {
            // `.init(…)` and `.zero` take the type the parameter has: `place(at: .init(x: 0, y: 0))`.
            let type = Self.parameterTypes[method + ":" + (argument.label?.text ?? "_")].map { Self.namedType($0, at: argument.range) }
            guard let translated = value(argument.value, typed: type, scope) else { return nil }
            args.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
        }
        let member = Expr(.member(receiver, name: method, nameRange: methodRange), receiver.range.union(methodRange))
        return Expr(.call(member, arguments: args, trailingClosures: []), range)
    }

    /// A closure, a key path (`\.width`, a function of one value) or an operator (`+` in `reduce(0, +)`).
    static func isFunctionArgument(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .closure, .keyPath: return true
        case .identifier(let name): return BinaryOperator(rawValue: name) != nil
        default: return false
        }
    }

    /// A function argument as viewsh writes it: `\.width` becomes `{ $0.width }`.
    mutating func functionArgument(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        switch expr.kind {
        case .closure(let closure):
            return codeClosure(closure, scope).map { Expr(.closure($0), expr.range) }
        case .keyPath(_, let components):
            var body = Expr(.shorthandArgument(0), expr.range)
            for component in components where component != "self" {
                body = Expr(.member(body, name: component, nameRange: expr.range), expr.range)
            }
            return Expr(.closure(Closure(parameters: [], body: [Statement(.expression(body), expr.range)], range: expr.range)), expr.range)
        case .identifier(let spelling):
            return Expr(.identifier(spelling), expr.range)
        default:
            return value(expr, scope)
        }
    }

    /// The types of the subviews' methods' parameters, for `.init(…)` written without one.
    static let parameterTypes: [String: String] = [
        "place:at": "CGPoint", "place:proposal": "ProposedViewSize", "sizeThatFits:_": "ProposedViewSize",
        "dimensions:in": "ProposedViewSize", "replacingUnspecifiedDimensions:by": "CGSize",
    ]

    /// A closure whose body is code: a list method's, run for each item (an `Int` when the
    /// list counts integers: `xs.indices.map { i in … }`).
    mutating func codeClosure(_ closure: SwiftClosure, _ scope: Scope, integerItems: Bool = false) -> Closure? {
        let parameters = closure.parameters ?? []
        var inner = scope.shadowing(parameters.map(\.name.text))
        inner.returnType = nil
        if integerItems, let first = parameters.first { inner.integers.insert(first.name.text) }
        guard let body = statements(closure.body, inner, context: .code) else { return nil }
        return Closure(parameters: parameters.map { Closure.Parameter(name: localName($0.name.text), range: $0.name.range) },
                       body: body, range: closure.range)
    }

    /// `a?.b.c` → `a == nil ? nil : a.b.c` (the chain stops at the first nil, as in Swift);
    /// nil when `expr` has no optional chaining.
    mutating func optionalChain(_ expr: SwiftExpr, _ scope: Scope) -> Expr?? {
        guard let (optional, unwrapped) = expr.optionalChainSplit else { return .none }
        guard let base = value(optional, scope), let whole = value(unwrapped, scope) else { return .some(nil) }
        let isNil = Expr(.binary(.equal, base, Expr(.nilLiteral, optional.range)), optional.range)
        return .some(Expr(.ternary(isNil, Expr(.nilLiteral, expr.range), whole), expr.range))
    }
}

extension SwiftExpr {
    /// For a postfix chain with optional chaining (`a?.b.c`): the optional at its outermost `?`
    /// (`a`) and the chain with that `?` removed (`a.b.c`).
    var optionalChainSplit: (optional: SwiftExpr, unwrapped: SwiftExpr)? {
        func rebuilt(_ base: SwiftExpr) -> (SwiftExpr, SwiftExpr)? {
            if case .optionalChain(let inner) = base.kind { return (inner, inner) }
            return base.optionalChainSplit
        }
        switch kind {
        case .member(let base, let name, let nameRange):
            guard let (optional, inner) = rebuilt(base) else { return nil }
            return (optional, SwiftExpr(.member(inner, name: name, nameRange: nameRange), range))
        case .call(let callee, let arguments, let closures):
            guard let (optional, inner) = rebuilt(callee) else { return nil }
            return (optional, SwiftExpr(.call(inner, arguments: arguments, trailingClosures: closures), range))
        case .subscriptAccess(let base, let arguments):
            guard let (optional, inner) = rebuilt(base) else { return nil }
            return (optional, SwiftExpr(.subscriptAccess(inner, arguments: arguments), range))
        case .forceUnwrap(let base):
            guard let (optional, inner) = rebuilt(base) else { return nil }
            return (optional, SwiftExpr(.forceUnwrap(inner), range))
        default:
            return nil
        }
    }
}
