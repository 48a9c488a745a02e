import ViewLayout

extension Evaluator {
    static func binary(
        _ op: Expression.BinaryOp, _ leftExpression: Expression, _ rightExpression: Expression, in scope: EvaluationScope
    ) throws(EvaluationError) -> Value {
        if op == .match, case .binary(let rangeOp, let lower, let upper) = leftExpression,
           rangeOp == .closedRange || rangeOp == .halfOpenRange {
            // `1...5 ~= x`: containment, the range never made into a list.
            let low = try evaluate(lower, in: scope), high = try evaluate(upper, in: scope)
            return try rangeContains(rangeOp, low, high, evaluate(rightExpression, in: scope))
        }
        let left = try evaluate(leftExpression, in: scope)
        if let value = try shortCircuit(op, left, { () throws(EvaluationError) in try evaluate(rightExpression, in: scope) }) {
            return value
        }
        return try combine(op, left, try evaluate(rightExpression, in: scope), work: scope.work)
    }

    /// `&&`, `||` and `??`, which evaluate their right side only when needed, as Swift does;
    /// nil for any other operator.
    static func shortCircuit(
        _ op: Expression.BinaryOp, _ left: Value, _ rightValue: () throws(EvaluationError) -> Value
    ) throws(EvaluationError) -> Value? {
        switch op {
        case .and, .or:
            guard case .bool(let l) = left else { throw EvaluationError("'\(op.rawValue)' needs booleans, got \(left.kindName)") }
            if op == .and, !l { return .bool(false) }
            if op == .or, l { return .bool(true) }
            let right = try rightValue()
            guard case .bool(let r) = right else { throw EvaluationError("'\(op.rawValue)' needs booleans, got \(right.kindName)") }
            return .bool(r)
        case .nilCoalescing:
            return left == .none ? try rightValue() : left
        default:
            return nil
        }
    }

    /// Swift's `pattern ~= value` as an enum case pattern reads it: a case (`.loaded`) matches that
    /// case whatever the values it carries (`.loaded(["a"])`, a record whose type is `.loaded`);
    /// a range (`1...5 ~= x`, which `binary` tests by its bounds: `rangeContains`) or a list (what
    /// a range held in a name is) matches a value it contains; any other pattern matches a value
    /// equal to it. (`case .loaded(let items)` is this test, its names reading the values:
    /// Docs/Swift.md.)
    static func matches(_ pattern: Value, _ value: Value) -> Bool {
        switch pattern {
        case .symbol(let name):
            switch value {
            case .symbol(let other): return other == name
            case .record(let type, _): return type.hasPrefix(".") && type.dropFirst() == name
            default: return false
            }
        case .list(let items):
            if case .list = value { return pattern.equals(value) }
            return items.contains { $0.equals(value) }
        default:
            return pattern.equals(value)
        }
    }

    /// Swift's `lower...upper ~= value` (`..<` excluding `upper`): numbers or strings compared as
    /// `<=` and `<` compare them; a value of another kind is not contained.
    static func rangeContains(_ op: Expression.BinaryOp, _ lower: Value, _ upper: Value, _ value: Value) throws(EvaluationError) -> Value {
        func within<T: Comparable>(_ l: T, _ u: T, _ v: T) -> Bool {
            l <= v && (op == .closedRange ? v <= u : v < u)
        }
        switch (lower, upper, value) {
        case (.number(let l), .number(let u), .number(let v)): return .bool(within(l, u, v))
        case (.string(let l), .string(let u), .string(let v)): return .bool(within(l, u, v))
        case (.number, .number, _), (.string, .string, _): return .bool(false)
        default:
            throw EvaluationError("cannot apply '\(op.rawValue)' to \(lower.kindName) and \(upper.kindName)")
        }
    }

    /// A binary operator other than `&&`, `||` and `??` applied to two values (both evaluated).
    static func combine(_ op: Expression.BinaryOp, _ left: Value, _ right: Value, work: EvaluationWork?) throws(EvaluationError) -> Value {
        switch op {
        case .equal: return .bool(left.equals(right))
        case .notEqual: return .bool(!left.equals(right))
        case .match: return .bool(matches(left, right))
        default: break
        }
        if Value.involvesInteger(left, right) { return try integerCombine(op, left, right, work: work) }
        switch (left, right) {
        case (.number(let l), .number(let r)):
            switch op {
            case .add: return .number(l + r)
            case .subtract: return .number(l - r)
            case .multiply: return .number(l * r)
            case .divide: return .number(l / r)
            case .remainder: return .number(l.truncatingRemainder(dividingBy: r))
            case .less: return .bool(l < r)
            case .lessEqual: return .bool(l <= r)
            case .greater: return .bool(l > r)
            case .greaterEqual: return .bool(l >= r)
            case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight:
                return .whole(try integerOperation(op, integerOperand(l, of: op.rawValue), integerOperand(r, of: op.rawValue)))
            case .closedRange, .halfOpenRange:
                guard l.isFinite, r.isFinite, abs(r - l) <= Double(EvaluationLimits.maximumListCount) else {
                    throw EvaluationError("a range may hold at most \(EvaluationLimits.maximumListCount) numbers")
                }
                let upper = op == .closedRange ? r : r - 1
                try work?.charge(CheckedInt.clamped(upper - l + 1, to: 0...Int.max, rounding: .up, nan: 0))
                return .list(l <= upper ? stride(from: l, through: upper, by: 1).map(Value.number) : [])
            default: break
            }
        case (.string(let l), .string(let r)):
            switch op {
            case .add:
                try work?.chargeString(l.utf8.count + r.utf8.count)
                return .string(l + r)
            case .less: return .bool(l < r)
            case .lessEqual: return .bool(l <= r)
            case .greater: return .bool(l > r)
            case .greaterEqual: return .bool(l >= r)
            default: break
            }
        case (.list(let l), .list(let r)) where op == .add:
            try work?.chargeList(l.count + r.count)
            return .list(l + r)
        default:
            // Dates compare as their seconds from now (§18.16): `deadline < .now`.
            if let l = secondsFromNow(left), let r = secondsFromNow(right), [.less, .lessEqual, .greater, .greaterEqual].contains(op) {
                return try combine(op, .number(l), .number(r), work: work)
            }
        }
        throw EvaluationError("cannot apply '\(op.rawValue)' to \(left.kindName) and \(right.kindName)")
    }

    /// An operator with an `integer` operand (a whole number beyond ±2⁵³): `Int`'s arithmetic
    /// when both sides are whole, exact, and an overflow an error where Swift traps
    /// (`9223372036854775807 + 1`, `-9223372036854775808 % -1`); with a fraction, the Doubles'.
    static func integerCombine(_ op: Expression.BinaryOp, _ left: Value, _ right: Value, work: EvaluationWork?) throws(EvaluationError) -> Value {
        guard let l = left.exactInteger, let r = right.exactInteger else {
            guard let l = left.number, let r = right.number else {
                throw EvaluationError("cannot apply '\(op.rawValue)' to \(left.kindName) and \(right.kindName)")
            }
            return try combine(op, .number(l), .number(r), work: work)
        }
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws(EvaluationError) -> Value {
            guard !result.overflow else {
                throw EvaluationError("\(l) \(op.rawValue) \(r) overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps")
            }
            return .whole(result.partialValue)
        }
        switch op {
        case .add: return try checked(l.addingReportingOverflow(r))
        case .subtract: return try checked(l.subtractingReportingOverflow(r))
        case .multiply: return try checked(l.multipliedReportingOverflow(by: r))
        case .divide:
            // viewsh's `/` divides numbers: a whole quotient is exact, any other a Double.
            guard r != 0 else { return .number(Double(l) / Double(r)) }
            let quotient = try checked(l.dividedReportingOverflow(by: r))
            return l.remainderReportingOverflow(dividingBy: r).partialValue == 0 ? quotient : .number(Double(l) / Double(r))
        case .remainder:
            guard r != 0 else { throw EvaluationError("\(l) % 0 divides by zero, where Swift traps") }
            return try checked(l.remainderReportingOverflow(dividingBy: r))
        case .less: return .bool(l < r)
        case .lessEqual: return .bool(l <= r)
        case .greater: return .bool(l > r)
        case .greaterEqual: return .bool(l >= r)
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight: return .whole(integerOperation(op, l, r))
        default: throw EvaluationError("cannot apply '\(op.rawValue)' to \(left.kindName) and \(right.kindName)")
        }
    }

    /// A number an integer operator (`&`, `|`, `^`, `<<`, `>>`, `~`) works on: a whole number
    /// Swift's `Int` holds (−2⁶³ … 2⁶³ − 1), or an error naming the operator — never a trap.
    static func integerOperand(_ n: Double, of op: String) throws(EvaluationError) -> Int {
        if let integer = CheckedInt.exact(n) { return integer }
        let shown = n.isNaN ? "NaN" : Value.format(n)
        throw EvaluationError(n.isFinite && n.rounded() == n
            ? "'\(op)' works on whole numbers from -9223372036854775808 to 9223372036854775807 (Int), got \(shown)"
            : "'\(op)' needs a whole number, got \(shown)")
    }

    /// Swift's `Int` bit operators. The shifts are Swift's smart shifts: a negative amount shifts
    /// the other way, and shifting by 64 or more moves every bit out (`x << 64` is 0, `x >> 64`
    /// is 0, or −1 for a negative `x`), so no amount traps or wraps.
    static func integerOperation(_ op: Expression.BinaryOp, _ l: Int, _ r: Int) -> Int {
        switch op {
        case .bitAnd: return l & r
        case .bitOr: return l | r
        case .bitXor: return l ^ r
        case .shiftLeft: return l << r
        case .shiftRight: return l >> r
        default: return 0
        }
    }

    static func call(
        _ function: BuiltinFunction, _ arguments: [LabeledExpression], in scope: EvaluationScope
    ) throws(EvaluationError) -> Value {
        if function == .nextValue {
            guard let next = scope.nextValue else { throw EvaluationError("'nextValue()' exists only in a reduce body") }
            return try next()
        }
        if function == .formatString {
            return try format(arguments.map { argument throws(EvaluationError) in try evaluate(argument.value, in: scope) },
                              work: scope.work ?? EvaluationWork())
        }
        if function == .repeatString {
            return try repeated(arguments.map { argument throws(EvaluationError) in try evaluate(argument.value, in: scope) },
                                work: scope.work ?? EvaluationWork())
        }
        if function == .UUID, arguments.isEmpty { return (scope.work ?? EvaluationWork()).makeUUID() }
        if function == .print {
            guard let context = scope.context else { throw EvaluationError("print(…) runs only in an action, a function or a layout method") }
            return try context.print(arguments.map { argument throws(EvaluationError) in (argument.label, try evaluate(argument.value, in: scope)) })
        }
        return try builtin(function, arguments.map { argument throws(EvaluationError) in try evaluate(argument.value, in: scope) })
    }

    /// A built-in function other than `nextValue()` applied to its arguments' values.
    static func builtin(_ function: BuiltinFunction, _ values: [Value]) throws(EvaluationError) -> Value {
        switch function {
        case .UUID where values.count == 1:
            return try uuid(fromString: values[0])
        case .print, .nextValue, .UUID:
            // They need the context or the meter, which the callers pass (`call`, the compiled `.call`).
            throw EvaluationError("'\(function.rawValue)(…)' cannot run here")
        case .String:
            return .string(values[0].interpolated)
        case .formatString:
            // Reached for constants only (the callers pass their meter, `call` and the compiled `.call`).
            return try format(values, work: EvaluationWork())
        case .repeatString:
            return try repeated(values, work: EvaluationWork())  // the same: constants only
        case .max, .min:
            if values.count == 2, case .number(let a) = values[0], case .number(let b) = values[1] {
                // The common case without arrays, choosing as [a, b].max() / .min() do (NaN, -0 included).
                return .number(function == .max ? (a < b ? b : a) : (b < a ? b : a))
            }
            if values.contains(where: { if case .integer = $0 { true } else { false } }),
               case let integers = values.compactMap(\.exactInteger), integers.count == values.count {
                // Beyond 2⁵³ the choice is exact, as Swift's `max` of Ints is.
                return .whole(function == .max ? integers.max()! : integers.min()!)
            }
            if values.allSatisfy({ $0.number != nil }) {
                let numbers = values.compactMap(\.number)
                return .number(function == .max ? numbers.max()! : numbers.min()!)
            }
            if case .string = values[0], values.allSatisfy({ if case .string = $0 { true } else { false } }) {
                let strings = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
                return .string(function == .max ? strings.max()! : strings.min()!)
            }
            throw EvaluationError("'\(function.rawValue)' needs numbers")
        case .Double, .Int:
            // `Double("42.5")`, `Int(text)`: Swift's parse of a string, nil when it is not one
            // (`Double(amount) ?? 0`, how a TextField's text becomes a number).
            if case .string(let text) = values[0] {
                if function == .Int { return Swift.Int(text).map(Value.whole) ?? .none }
                return Swift.Double(text).map(Value.number) ?? .none
            }
            if case .integer(let i) = values[0] { return function == .Int ? values[0] : .number(Swift.Double(i)) }
            guard case .number(let n) = values[0] else { throw EvaluationError("'\(function.rawValue)' needs a number or a string") }
            return try math(function, n, values)
        default:
            if case .integer(let i) = values[0] {
                // A whole number beyond 2⁵³ stays exact where Swift's `Int` functions keep it.
                switch function {
                case .round, .floor, .ceil: return values[0]
                case .abs:
                    guard i != .min else { throw EvaluationError("abs(\(i)) overflows Int, where Swift traps") }
                    return .whole(Swift.abs(i))
                default: return try builtin(function, [.number(Swift.Double(i))] + values.dropFirst())
                }
            }
            guard case .number(let n) = values[0] else { throw EvaluationError("'\(function.rawValue)' needs a number") }
            switch function {
            case .abs: return .number(Swift.abs(n))
            case .round: return .number(n.rounded())
            case .floor: return .number(n.rounded(.down))
            case .ceil: return .number(n.rounded(.up))
            case .sqrt: return .number(n.squareRoot())
            default: return try math(function, n, values)
            }
        }
    }
}

extension Value {
    /// How a value reads inside a string interpolation (strings without quotes; an infinite
    /// number as Swift's `"\(CGFloat.infinity)"` reads, `inf`, where code writes `.infinity`).
    public var interpolated: String {
        if case .string(let s) = self { return s }
        return swiftDescription
    }

    /// As Swift describes the value inside an interpolation or a `print`: an infinite number as
    /// `inf`, also inside lists and tuples (`[inf]`); otherwise as `description` writes it.
    var swiftDescription: String {
        switch self {
        case .number(let n) where n.isInfinite: return n > 0 ? "inf" : "-inf"
        case .list(let items): return "[" + items.map(\.swiftDescription).joined(separator: ", ") + "]"
        case .tuple(let fields):
            return "(" + fields.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.swiftDescription }.joined(separator: ", ") + ")"
        default: return description
        }
    }

    /// What formatting the value costs in work steps: one per value it holds, lists, tuples and
    /// records looked into, and four per number (writing a Double's shortest form takes about as
    /// long as four steps of evaluation). Counting stops past `limit` (a list of 100,000
    /// references to one 100,000-item list holds 10¹⁰ values: formatting it must fail, not
    /// counting it).
    func formattingSteps(upTo limit: Int) -> Int {
        var steps = 0
        var pending: [Value] = [self]
        while let value = pending.popLast(), steps <= limit {
            switch value {
            case .number: steps += 4
            case .list(let items): steps += 1; pending += items
            case .dictionary(let entries): steps += 1; pending += entries.flatMap { [$0.key, $0.value] }
            case .tuple(let fields), .record(_, let fields): steps += 1; pending += fields.map(\.value)
            default: steps += 1
            }
        }
        return steps
    }
}
