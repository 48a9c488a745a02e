import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Lowers an expression in value position; nil after reporting an error.
    mutating func lowerExpression(_ expr: Expr) -> Expression? {
        switch expr.kind {
        case .number(let value, let text):
            // An integer literal beyond 2⁵³ keeps every digit (`Value.integer`); a Double would round it.
            return .literal(IntegerSpelling.exact(text).map(Value.whole) ?? .number(value))
        case .string(let parts):
            var segments: [Expression.InterpolationSegment] = []
            for part in parts {
                switch part {
                case .literal(let s): segments.append(.literal(s))
                case .interpolation(let e):
                    guard let lowered = lowerExpression(e) else { return nil }
                    segments.append(.expression(lowered))
                }
            }
            if segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
                return .literal(.string(segments.map { if case .literal(let s) = $0 { s } else { "" } }.joined()))
            }
            return .interpolation(segments)
        case .bool(let b):
            return .literal(.bool(b))
        case .nilLiteral:
            return .literal(.none)
        case .identifier(let name):
            return lowerIdentifier(name, at: expr.range)
        case .binding(let name):
            if isLocal(name) {
                // `$settings` of a binding parameter: the binding itself, not its value, so that
                // `$settings.sounds` is a binding to the part (BindingPath).
                return .local("$" + name)
            }
            guard document.definitions.state(name) != nil else {
                error("'$\(name)' needs a state named '\(name)'", at: expr.range,
                      suggesting: name, from: document.definitions.names(of: .state))
                return nil
            }
            return .literal(.binding(state: name))
        case .shorthandArgument(let index):
            guard index < shorthandLimit else {
                error(shorthandLimit == 0 ? "'$\(index)' can only be used inside a closure"
                      : "this closure has no argument '$\(index)'", at: expr.range)
                return nil
            }
            return .shorthand(index)
        case .implicitMember(let name):
            if let number = Self.numberConstants[name] { return .literal(.number(number)) }
            return .literal(.symbol(name))
        case .keyPath(let path):
            return .literal(.keyPath(path))
        case .member(let base, let name, _):
            return lowerMember(base, name, at: expr.range)
        case .call(let callee, let arguments, let closures):
            return lowerCall(callee, arguments, closures, at: expr.range)
        case .subscriptAccess(let base, let arguments):
            guard let loweredBase = lowerExpression(base), let args = lowerArguments(arguments) else { return nil }
            return .subscriptAccess(loweredBase, args)
        case .unary(.negate, let operand):
            if case .number(_, let text) = operand.kind, IntegerSpelling.exact(text) == nil,
               let value = IntegerSpelling.exact(text, negated: true) {
                // `-9223372036854775808` is Swift's `Int.min`, though its digits alone overflow.
                return .literal(.whole(value))
            }
            guard let lowered = lowerExpression(operand) else { return nil }
            return .unary(.negate, lowered)
        case .unary(let op, let operand):
            guard let lowered = lowerExpression(operand) else { return nil }
            return .unary(op == .negate ? .negate : op == .bitNot ? .bitNot : .not, lowered)
        case .binary(let op, let left, let right):
            guard let l = lowerExpression(left), let r = lowerExpression(right),
                  let engineOp = Expression.BinaryOp(rawValue: op.rawValue) else { return nil }
            return .binary(engineOp, l, r)
        case .ternary(let c, let a, let b):
            guard let lc = lowerExpression(c), let la = lowerExpression(a), let lb = lowerExpression(b) else { return nil }
            return .ternary(lc, la, lb)
        case .list(let items):
            var lowered: [Expression] = []
            for item in items {
                guard let l = lowerExpression(item) else { return nil }
                lowered.append(l)
            }
            return .list(lowered)
        case .dictionary(let items):
            var lowered: [KeyedExpression] = []
            for item in items {
                guard let key = lowerExpression(item.key), let value = lowerExpression(item.value) else { return nil }
                lowered.append(KeyedExpression(key, value))
            }
            return .dictionary(lowered)
        case .tuple(let arguments):
            guard let args = lowerArguments(arguments) else { return nil }
            return .tuple(args)
        case .closure:
            error("a closure is not expected here", at: expr.range)
            return nil
        case .view(let view) where document.definitions.layout(view.keyword) != nil && view.children == nil && view.closure == nil:
            // `anylayout(FlowLayout(spacing: 4))`: outside layouts a layout's name is a view word.
            return lowerLayoutValue(view.keyword, view.arguments, at: expr.range)
        case .view, .conditional, .modified:
            error("a view is not expected here; a value is", at: expr.range)
            return nil
        case .missing:
            return nil
        }
    }

    mutating func lowerArguments(_ arguments: [Argument]) -> [LabeledExpression]? {
        var lowered: [LabeledExpression] = []
        for argument in arguments {
            guard let value = lowerExpression(argument.value) else { return nil }
            lowered.append(LabeledExpression(argument.label, value))
        }
        return lowered
    }

    mutating func lowerIdentifier(_ name: String, at range: SourceRange) -> Expression? {
        if isLocal(name) { return .local(name) }
        let definitions = document.definitions
        switch definitions[name] {
        case .state?: return .state(name)
        case .key?: return .literal(.keyType(name))
        case .envkey?:
            error("'\(name)' is an environment key; read it with \\.\(name) in .environment or in a view's environment",
                  at: range)
            return nil
        case .view?, .modifier?, .alignment?:
            error("'\(name)' is a \(definitions[name]!.kind.noun), not a value", at: range)
            return nil
        case .layout?:
            error("'\(name)' is a layout; its value is written \(name)()", at: range)
            return nil
        case nil:
            if name == "CGFloat" || name == "Double" || name == "Int" || name == "String" || name == "Bool" {
                return .literal(.symbol(name))
            }
            if name == "self" {
                error("'self' is written only before a layout's property: self.spacing", at: range)
                return nil
            }
            let candidates = localNames + definitions.names(of: .state) + definitions.names(of: .key)
            error("unknown name '\(name)'", at: range, suggesting: name, from: candidates)
            return nil
        }
    }

    mutating func lowerMember(_ base: Expr, _ name: String, at range: SourceRange) -> Expression? {
        // `self.spacing` in a layout: its property.
        if case .identifier("self") = base.kind, !isLocal("self"), isLocal(name) { return .local(name) }
        if case .identifier(let typeName) = base.kind, !isLocal(typeName), document.definitions[typeName] == nil {
            // `CGFloat.infinity`, `CGFloat.self`, `Color.red`: a type's static member.
            if let number = Self.numberConstants[name] { return .literal(.number(number)) }
            // `Int.max`, `Int.min` (`.max` alone is a member, as `.leading` is).
            if typeName == "Int", name == "max" || name == "min" { return .literal(.whole(name == "max" ? .max : .min)) }
            if let zero = Self.zero(of: typeName), name == "zero" { return .literal(zero) }
            if name == "self" { return .literal(.symbol(typeName)) }
            if typeName.first?.isUppercase == true { return .literal(.symbol(name)) }
        }
        guard let lowered = lowerExpression(base) else { return nil }
        if case .literal(.keyType(let key)) = lowered, name == "self" { return .literal(.keyType(key)) }
        return .member(lowered, name)
    }

    mutating func lowerCall(_ callee: Expr, _ arguments: [Argument], _ closures: [TrailingClosure], at range: SourceRange)
        -> Expression?
    {
        if case .member(let base, let method, _) = callee.kind, Evaluator.closureMethods.contains(method),
           !closures.isEmpty || arguments.contains(where: { Self.isFunctionArgument($0.value) }) {
            return lowerClosureMethod(base, method, arguments, closures, at: range)
        }
        guard closures.isEmpty else {
            error("a trailing closure is not expected here", at: closures[0].closure.range)
            return nil
        }
        if case .member(let base, let method, let methodRange) = callee.kind {
            if case .identifier("Angle") = base.kind, !isLocal("Angle"), method == "degrees" || method == "radians" {
                return lowerAngle(method, arguments, at: range)
            }
            guard Evaluator.methods.contains(method) else {
                error("unknown method '\(method)'", at: methodRange, suggesting: method, from: Evaluator.methods)
                return nil
            }
            guard let receiver = lowerExpression(base), let args = lowerArguments(arguments) else { return nil }
            return .method(receiver, method, args)
        }
        if case .implicitMember(let name) = callee.kind {
            // `.named("stack")`, `.unitPoint(…)`: an enum case with a payload, kept as a record named `.name`.
            guard let args = lowerArguments(arguments) else { return nil }
            return .record(type: "." + name, args)
        }
        guard case .identifier(let name) = callee.kind else {
            do {
                error("this cannot be called", at: callee.range)
            }
            return nil
        }
        if let function = layoutFunctions[name], !isLocal(name) {
            return lowerFunctionCall(function, arguments, at: range)
        }
        if document.definitions.layout(name) != nil {
            return lowerLayoutValue(name, arguments, at: range)
        }
        if name == "Angle", !isLocal(name), document.definitions[name] == nil, arguments.count == 1,
           let label = arguments[0].label, label == "degrees" || label == "radians" {
            return lowerAngle(label, [Argument(value: arguments[0].value)], at: range)
        }
        if name == "String", !isLocal(name), arguments.first?.label == "format" {
            // `String(format: "%.2f", x)`: the format, then its arguments (Evaluator+Format.swift).
            guard arguments.dropFirst().allSatisfy({ $0.label == nil }) else {
                error("String(format:) takes the format, then its arguments without labels", at: range)
                return nil
            }
            guard arguments.count <= BuiltinFunction.variadicLimit + 1 else {
                error("String(format:) takes at most \(BuiltinFunction.variadicLimit) arguments", at: range)
                return nil
            }
            guard let args = lowerArguments(arguments) else { return nil }
            return .call(.formatString, args)
        }
        if name == "String", !isLocal(name), arguments.count == 2, arguments[0].label == "repeating", arguments[1].label == "count" {
            // `String(repeating: "★", count: n)`: bounded by the string limit (Evaluator+Strings.swift).
            guard let args = lowerArguments(arguments) else { return nil }
            return .call(.repeatString, args)
        }
        if let function = BuiltinFunction(rawValue: name), !isLocal(name) {
            if function == .print {
                error("print(…) is a statement: it stands on its own in an action, a function or a layout method", at: range)
                return nil
            }
            if function == .nextValue, !allowsNextValue {
                error("'nextValue()' can only be used in a key's reduce body", at: range)
                return nil
            }
            guard function.arity.contains(arguments.count) else {
                let expected = function.arity.lowerBound == function.arity.upperBound ? "\(function.arity.lowerBound)"
                    : function.arity.lowerBound == 0 ? "at most \(function.arity.upperBound)" : "at least \(function.arity.lowerBound)"
                error("'\(name)' takes \(expected) argument\(function.arity.upperBound == 1 ? "" : "s"), got \(arguments.count)",
                      at: range)
                return nil
            }
            if function == .UUID, arguments.count == 1, arguments[0].label != "uuidString" {
                error("'UUID' takes no argument or one labelled uuidString:, as in UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")", at: range)
                return nil
            }
            guard let args = lowerArguments(arguments) else { return nil }
            return .call(function, args)
        }
        if document.definitions.view(name) != nil {
            error("'\(name)' is a view; a value is expected here", at: callee.range)
            return nil
        }
        if name == "Array", !isLocal(name), document.definitions[name] == nil {
            // `Array(0..<n)`, `Array(list)`: the list itself (a range is a list of its numbers), not
            // a struct value named Array that a foreach would then refuse.
            guard arguments.count == 1, arguments[0].label == nil else {
                error("Array(…) takes one list or range, as in 'Array(0..<3)'; write other lists as literals: [0, 0, 0]", at: range)
                return nil
            }
            return lowerExpression(arguments[0].value)
        }
        if name.first?.isUppercase == true, document.definitions[name] == nil {
            // A struct value, as in `ToolbarEntry(title: "Share")`.
            guard checkValueType(name, arguments, at: range), let args = lowerArguments(arguments) else { return nil }
            return .record(type: name, args)
        }
        let functions = BuiltinFunction.allCases.filter { $0 != .nextValue || allowsNextValue }.map(\.rawValue)
        error("unknown function '\(name)'", at: callee.range, suggesting: name, from: functions)
        return nil
    }

    /// Evaluates an expression that must be known when it is defined (a default value).
    mutating func constantValue(_ expr: Expr) -> Value? {
        guard let lowered = lowerExpression(expr) else { return nil }
        do throws(EvaluationError) {
            // A `UUID()` in it is the session's next one, and counted (§18.17).
            var scope = EvaluationScope(states: document.stateValues)
            let work = document.uuidCountingWork()
            scope.work = work
            let value = try Evaluator.evaluate(lowered, in: scope)
            document.keepUUIDs(of: work)
            return value
        } catch {
            self.error(error.message, at: expr.range)
            return nil
        }
    }
}
