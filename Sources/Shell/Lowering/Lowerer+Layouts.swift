import Diagnostics
import ViewEngine
import ViewSyntax

/// Custom layouts (Docs/Semantics.md §14): the `layout` definition, a layout used as a
/// container (`FlowLayout(spacing: 4) < … >`) or as a value (`anylayout(FlowLayout())`,
/// `FlowLayout().sizeThatFits(…)` in another layout), and the expressions layout code needs
/// (closures given to `map`/`reduce`…, the layout's functions, `Angle`, `.pi`).
extension Lowerer {
    /// Numbers spelled as members: `.infinity`, `.pi`, `CGFloat.greatestFiniteMagnitude`.
    static let numberConstants: [String: Double] = [
        "infinity": .infinity, "pi": .pi, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
    ]

    /// `CGSize.zero`, `CGPoint.zero`, `CGFloat.zero` …
    static func zero(of type: String) -> Value? {
        switch type {
        case "CGFloat", "Double", "Int", "Float": return .number(0)
        case "CGSize": return .record(type: "CGSize", fields: [.init("width", .number(0)), .init("height", .number(0))])
        case "CGPoint": return .record(type: "CGPoint", fields: [.init("x", .number(0)), .init("y", .number(0))])
        case "ProposedViewSize": return .symbol("zero")
        default: return nil
        }
    }

    // MARK: definitions

    /// The two methods a layout must have, with the labels of their Swift form.
    static let layoutMethods: [(name: String, labels: [String], closure: String)] = [
        ("sizeThatFits", ["proposal", "subviews"], "sizeThatFits { proposal, subviews in … }"),
        ("placeSubviews", ["in", "proposal", "subviews"], "placeSubviews { bounds, proposal, subviews in … }"),
    ]

    /// Members SwiftUI's Layout has that viewsh does not model.
    static let unmodelledLayoutMembers = ["spacing", "explicitAlignment", "makeCache", "updateCache", "layoutProperties"]

    mutating func lowerLayoutDefinition(
        _ name: Name, _ parameterSyntax: [ParameterSyntax], _ members: [LayoutMember], common: DefinitionCommon
    ) {
        guard let parameters = lowerParameters(parameterSyntax, readingNoEnvironment: "layout '\(name.text)'") else { return }
        // Members by name: each once; the functions' signatures first, so bodies may call any.
        var methods: [String: (parameters: [String], body: [Statement], at: SourceRange)] = [:]
        var functions: [FunctionSyntax] = []
        var seen = Set<String>()
        for member in members {
            let memberName = member.name
            guard seen.insert(memberName.text).inserted else {
                error("layout '\(name.text)' has two members named '\(memberName.text)'", at: memberName.range)
                return
            }
            // `spacing { … }` or `func spacing(subviews:cache:)` is the protocol's; a helper may share the name.
            var isProtocolMember = Self.unmodelledLayoutMembers.contains(memberName.text)
            if case .function(let function) = member, !["makeCache", "updateCache"].contains(memberName.text) {
                isProtocolMember = isProtocolMember && function.parameters.contains { $0.label == "cache" }
            }
            if isProtocolMember {
                error("'\(memberName.text)' of the Layout protocol is not modelled by viewsh", at: memberName.range)
                return
            }
            let method = Self.layoutMethods.first { $0.name == memberName.text }
            switch member {
            case .method(_, let closure):
                guard let method else {
                    error("unknown member '\(memberName.text)' of a layout; write a helper as func \(memberName.text)(…) { … }",
                          at: memberName.range, suggesting: memberName.text, from: Self.layoutMethods.map(\.name))
                    return
                }
                let count = method.labels.count
                guard closure.parameters.count == count || closure.parameters.count == count + 1 else {
                    error("\(method.name) takes \(count) parameters: \(method.closure)", at: closure.range)
                    return
                }
                methods[method.name] = (closure.parameters.map(\.name), closure.body, memberName.range)
            case .function(let function):
                if let method {
                    // The Swift form: `func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize`.
                    let labels = function.parameters.map { $0.label ?? "_" }
                    guard labels == method.labels || labels == method.labels + ["cache"] else {
                        error("\(method.name) takes (" + method.labels.map { $0 + ":" }.joined(separator: " ") + ") "
                              + "and maybe cache:, got (" + labels.map { $0 + ":" }.joined(separator: " ") + ")",
                              at: function.name.range)
                        return
                    }
                    methods[method.name] = (function.parameters.map(\.name.text), function.body, memberName.range)
                } else {
                    if BuiltinFunction(rawValue: memberName.text) != nil || Self.reservedNames.contains(memberName.text) {
                        error("'\(memberName.text)' is a built-in name; choose another", at: memberName.range)
                        return
                    }
                    functions.append(function)
                }
            }
        }
        for method in Self.layoutMethods where methods[method.name] == nil {
            error("layout '\(name.text)' needs \(method.closure) (SwiftUI's Layout requires it)", at: name.range)
            return
        }
        let propertyNames = parameters.map(\.name)
        // The layout's own name means it while its code is lowered (so calling itself is a cycle).
        let empty = LayoutMethod(parameters: [], body: [])
        document.definitions.define(.layout(LayoutDefinition(
            common: common, parameters: parameters, sizeThatFits: empty, placeSubviews: empty, functions: [:], uses: [])))
        let savedFunctions = layoutFunctions, savedUses = usedLayouts
        defer {
            layoutFunctions = savedFunctions
            usedLayouts = savedUses
        }
        usedLayouts = []
        layoutFunctions = Dictionary(functions.map { function in
            (function.name.text, FunctionNode(name: function.name.text, parameters: function.parameters.map {
                FunctionNode.Parameter(label: $0.label, name: $0.name.text)
            }, body: []))
        }, uniquingKeysWith: { a, _ in a })
        var loweredFunctions: [String: FunctionNode] = [:]
        for function in functions {
            let parameterNames = function.parameters.map(\.name.text)
            guard let body = lowerCode(function.body, constants: propertyNames + parameterNames) else { return }
            var node = layoutFunctions[function.name.text]!
            node.body = body
            loweredFunctions[node.name] = node
        }
        var lowered: [String: LayoutMethod] = [:]
        for method in Self.layoutMethods {
            let written = methods[method.name]!
            guard let body = lowerCode(written.body, constants: propertyNames + written.parameters) else { return }
            lowered[method.name] = LayoutMethod(parameters: written.parameters, body: body)
        }
        document.definitions.define(.layout(LayoutDefinition(
            common: common, parameters: parameters, sizeThatFits: lowered["sizeThatFits"]!, placeSubviews: lowered["placeSubviews"]!,
            functions: loweredFunctions, uses: usedLayouts)))
        if let chain = DefinitionCycles.layoutCycle(through: name.text, in: document.definitions) {
            error("layout '\(name.text)' would call itself: " + chain.joined(separator: " → ")
                  + " (its methods would never return)", at: name.range)
        }
    }

    /// A method's or function's body, with the layout's properties and its parameters as
    /// constants. A body of one expression returns it, as in Swift (`sizeThatFits { p, s in .zero }`).
    private mutating func lowerCode(_ body: [Statement], constants: [String]) -> [StatementNode]? {
        let saved = (loopDepth, closureBoundary)
        defer { (loopDepth, closureBoundary) = saved }
        loopDepth = 0
        closureBoundary = 0
        beginBlock()
        defer { endBlock() }
        declareConstants(constants)
        guard let lowered = lowerStatements(body) else { return nil }
        if lowered.count == 1, case .evaluate(let value) = lowered[0] { return [.returnValue(value)] }
        return lowered
    }

    // MARK: layouts as values and containers

    /// `FlowLayout(spacing: 4)`: the layout's value, its arguments matched to its parameters.
    mutating func lowerLayoutValue(_ name: String, _ arguments: [Argument], at range: SourceRange) -> Expression? {
        guard let definition = document.definitions.layout(name) else { return nil }
        guard let bound = bindParameters(definition.parameters, arguments, callName: "'\(name)'", range: range) else { return nil }
        var fields: [LabeledExpression] = []
        for (parameter, argument) in bound {
            guard let value = lowerExpression(argument.value) else { return nil }
            fields.append(LabeledExpression(parameter.name, value))
        }
        if !usedLayouts.contains(name) { usedLayouts.append(name) }
        return .record(type: name, fields)
    }

    /// `FlowLayout(spacing: 4) < text "a" text "b" >`: an `anylayout` node holding the value,
    /// written as the user wrote it.
    mutating func lowerLayoutContainer(_ view: ViewSyntax, at range: SourceRange) -> NodeID? {
        if let closure = view.closure {
            error("'\(view.keyword)' does not take a closure; its subviews go in < … >", at: closure.range)
            return nil
        }
        guard let value = lowerLayoutValue(view.keyword, view.arguments, at: view.keywordRange),
              let children = lowerViews(view.children ?? []) else { return nil }
        return document.tree.add(ViewNode(kind: .builtin("anylayout", arguments: ["layout": .expression(value)]), children: children,
                                          head: SyntaxPrinter.printHead(view)))
    }

    // MARK: calls

    /// A closure, or an operator passed as a function (`+` in `reduce(0, +)`).
    static func isFunctionArgument(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .closure: return true
        case .identifier(let name): return BinaryOperator(rawValue: name) != nil
        default: return false
        }
    }

    /// `xs.map { … }`, `xs.reduce(0) { $0 + $1 }`, `xs.contains(where: { … })`.
    mutating func lowerClosureMethod(
        _ base: Expr, _ method: String, _ arguments: [Argument], _ closures: [TrailingClosure], at range: SourceRange
    ) -> Expression? {
        var values = arguments
        var closure: Closure
        if let trailing = closures.first {
            guard closures.count == 1 else {
                error("'\(method)' takes one closure", at: closures[1].closure.range)
                return nil
            }
            closure = trailing.closure
        } else {
            let index = arguments.lastIndex { Self.isFunctionArgument($0.value) }!
            switch arguments[index].value.kind {
            case .closure(let written):
                closure = written
            case .identifier(let spelling):
                // `reduce(0, +)`: the operator as a closure of two values.
                let range = arguments[index].value.range
                let first = Expr(.shorthandArgument(0), range), second = Expr(.shorthandArgument(1), range)
                closure = Closure(parameters: [], body: [
                    Statement(.expression(Expr(.binary(BinaryOperator(rawValue: spelling)!, first, second), range)), range),
                ], range: range)
            default:
                return nil
            }
            values.remove(at: index)
        }
        guard values.count == Evaluator.closureMethodValues(method) else {
            error(method == "reduce" ? "reduce takes a first value and a closure: reduce(0) { $0 + $1 }"
                  : method == "merging" ? "merging takes a dictionary and a closure: a.merging(b) { $1 }"
                  : "'\(method)' takes only a closure", at: range)
            return nil
        }
        guard let receiver = lowerExpression(base), let loweredValues = lowerArguments(values) else { return nil }
        let parameterCount = Evaluator.closureMethodParameters(method)
        let names = closure.parameters.map(\.name)
        let saved = (closureBoundary, loopDepth)
        closureBoundary = scopes.count
        loopDepth = 0
        defer { (closureBoundary, loopDepth) = saved }
        guard let body = withScope(names, shorthands: names.isEmpty ? parameterCount : 0, { $0.lowerStatements(closure.body) })
        else { return nil }
        return .closureMethod(receiver, method, loweredValues, ClosureNode(parameters: names, body: body))
    }

    /// A call of the layout's own function: its arguments in order, with their labels.
    mutating func lowerFunctionCall(_ function: FunctionNode, _ arguments: [Argument], at range: SourceRange) -> Expression? {
        guard arguments.count == function.parameters.count else {
            error("\(function.signature) takes \(function.parameters.count) argument\(function.parameters.count == 1 ? "" : "s"), "
                  + "got \(arguments.count)", at: range)
            return nil
        }
        for (parameter, argument) in zip(function.parameters, arguments) where parameter.label != argument.label {
            let expected = parameter.label.map { "'\($0):'" } ?? "no label"
            error("argument of \(function.signature) needs \(expected)", at: argument.labelRange ?? argument.range)
            return nil
        }
        return lowerArguments(arguments).map { .function(function.name, $0) }
    }

    /// `Angle.degrees(x)`, `Angle(radians: r)`: a record with both `radians` and `degrees`.
    mutating func lowerAngle(_ unit: String, _ arguments: [Argument], at range: SourceRange) -> Expression? {
        guard arguments.count == 1, arguments[0].label == nil, let value = lowerExpression(arguments[0].value) else {
            if arguments.count != 1 { error("Angle.\(unit) takes one number", at: range) }
            return nil
        }
        let toRadians = Expression.binary(.multiply, value, .literal(.number(.pi / 180)))
        let toDegrees = Expression.binary(.multiply, value, .literal(.number(180 / .pi)))
        let radians = unit == "degrees" ? toRadians : value
        let degrees = unit == "degrees" ? value : toDegrees
        return .record(type: "Angle", [LabeledExpression("radians", radians), LabeledExpression("degrees", degrees)])
    }
}
