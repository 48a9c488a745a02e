/// The statements beyond assignment: declarations with Swift's block scope, loops, `guard`,
/// `if let`, and the jumps `return`, `break`, `continue`. Every statement and every loop
/// iteration charges the context's step budget, so no body runs forever.
extension StatementRunner {
    enum Flow {
        case returned(Value)
        case breakLoop
        case continueLoop
    }

    /// What `return` gave, if the body returned (nil for a body that ran to its end).
    public var returnedValue: Value? {
        if case .returned(let value)? = flow { return value }
        return nil
    }

    /// Whether the body left through `return`.
    public var hasReturned: Bool {
        if case .returned? = flow { return true }
        return false
    }

    mutating func runControl(_ statement: StatementNode) throws(EvaluationError) {
        switch statement {
        case .declare(let pattern, let value):
            guard let value else {
                // `var total: CGFloat`: a name with no value until it is assigned.
                for name in Self.names(in: pattern) { declare(name, nil) }
                return
            }
            try bind(pattern, to: Evaluator.evaluate(value, in: scope))
        case .forIn(let pattern, let sequence, let body, let head):
            context.loops.append(head)
            defer { context.loops.removeLast() }
            try forEach(in: sequence) { runner, element throws(EvaluationError) in
                try runner.context.step()
                let blockStart = runner.declared.count
                defer { runner.endBlock(at: blockStart) }
                try runner.bind(pattern, to: element)
                return try runner.runLoopBody(body)
            }
        case .whileLoop(let condition, let body, let head):
            context.loops.append(head)
            defer { context.loops.removeLast() }
            while try truth(condition, of: "while") {
                try context.step()
                guard try runLoopBody(body) else { break }
            }
        case .ifLet(let name, let value, let then, let otherwise):
            let unwrapped = try Evaluator.evaluate(value, in: scope)
            if unwrapped == .none {
                try run(otherwise)
            } else {
                let blockStart = declared.count
                defer { endBlock(at: blockStart) }
                declare(name, unwrapped)
                try run(then)
            }
        case .guardCheck(let condition, let binding, let otherwise):
            let passes: Bool
            var unwrapped = Value.none
            if binding != nil {
                unwrapped = try Evaluator.evaluate(condition, in: scope)
                passes = unwrapped != .none
            } else {
                passes = try truth(condition, of: "guard")
            }
            if passes {
                // The binding lives on after the guard, to the end of the enclosing block.
                if let binding { declare(binding, unwrapped) }
                return
            }
            try run(otherwise)
            if flow == nil { throw EvaluationError("the else of 'guard' must leave with return, break or continue") }
        case .returnValue(let value):
            flow = .returned(try value.map { expression throws(EvaluationError) in try Evaluator.evaluate(expression, in: scope) } ?? .none)
        case .breakLoop:
            flow = .breakLoop
        case .continueLoop:
            flow = .continueLoop
        case .assign, .append, .conditional, .evaluate:
            try run([statement])
        }
    }

    /// Runs one iteration's body; false when the loop must stop (`break` or `return`).
    mutating func runLoopBody(_ body: [StatementNode]) throws(EvaluationError) -> Bool {
        try run(body)
        switch flow {
        case .breakLoop?:
            flow = nil
            return false
        case .continueLoop?:
            flow = nil
            return true
        case .returned?:
            return false
        case nil:
            return true
        }
    }

    func truth(_ condition: Expression, of word: String) throws(EvaluationError) -> Bool {
        let value = try Evaluator.evaluate(condition, in: scope)
        guard case .bool(let flag) = value else {
            throw EvaluationError("the condition of '\(word)' must be true or false, got \(value.kindName)")
        }
        return flag
    }

    /// The elements of a `for` loop's sequence, one at a time: a range counts without building
    /// a list (so `for i in 0..<1_000_000_000` is stopped by the step budget, not by memory); a
    /// list gives its items.
    mutating func forEach(
        in sequence: Expression, _ body: (inout StatementRunner, Value) throws(EvaluationError) -> Bool
    ) throws(EvaluationError) {
        if case .binary(let op, let lowerExpression, let upperExpression) = sequence, op == .halfOpenRange || op == .closedRange {
            let lower = try Evaluator.evaluate(lowerExpression, in: scope)
            let upper = try Evaluator.evaluate(upperExpression, in: scope)
            guard case .number(let l) = lower, case .number(let u) = upper, l.isFinite, !u.isNaN else {
                throw EvaluationError("a range needs two numbers, got \(lower.kindName) and \(upper.kindName)")
            }
            guard l <= u || (op == .halfOpenRange && l == u) else {
                throw EvaluationError("a range cannot start above its end (\(Value.format(l))\(op.rawValue)\(Value.format(u)))")
            }
            var n = l
            while op == .halfOpenRange ? n < u : n <= u {
                guard try body(&self, .number(n)) else { return }
                n += 1
            }
            return
        }
        let value = try Evaluator.evaluate(sequence, in: scope)
        let items: [Value]
        switch value {
        case .list(let list): items = list
        case .string(let text): items = text.map { .string(String($0)) }
        default: throw EvaluationError("'for' needs a list, a range or subviews, got \(value.kindName)")
        }
        for item in items {
            guard try body(&self, item) else { return }
        }
    }

    // MARK: locals

    /// Makes `name` a local until the end of the enclosing block (a name declared again in an
    /// inner block shadows the outer one, which comes back after it).
    mutating func declare(_ name: String, _ value: Value?) {
        declared.append((name, locals[name]))
        locals[name] = value
    }

    mutating func endBlock(at start: Int) {
        while declared.count > start {
            let (name, previous) = declared.removeLast()
            locals[name] = previous
        }
    }

    /// Binds a pattern's names to a value's parts: `(index, subview)` takes a tuple's fields
    /// (or a list's items) in order.
    mutating func bind(_ pattern: BindingPattern, to value: Value) throws(EvaluationError) {
        switch pattern {
        case .name(let name): declare(name, value)
        case .wildcard: break
        case .tuple(let parts):
            let values: [Value]
            switch value {
            case .tuple(let fields), .record(_, let fields): values = fields.map(\.value)
            case .list(let items): values = items
            default: throw EvaluationError("cannot take \(parts.count) parts from \(value.kindName)")
            }
            guard values.count == parts.count else {
                throw EvaluationError("cannot take \(parts.count) parts from a value with \(values.count)")
            }
            for (part, item) in zip(parts, values) { try bind(part, to: item) }
        }
    }

    static func names(in pattern: BindingPattern) -> [String] {
        switch pattern {
        case .name(let name): return [name]
        case .wildcard: return []
        case .tuple(let parts): return parts.flatMap(names)
        }
    }

    // MARK: parts of values

    /// `point.x`, `widths[i]`, `rows[0].width`: the part's current value.
    func readPart(_ target: AssignTarget) throws(EvaluationError) -> Value {
        switch target {
        case .member(let base, let name):
            return try Evaluator.member(name, of: read(base))
        case .element(let base, let index):
            return try Evaluator.subscriptValue(read(base), index: Evaluator.evaluate(index, in: scope), label: nil)
        default:
            return try read(target)
        }
    }

    /// Writes a part by rebuilding the value that holds it (values are copied, as Swift's structs).
    mutating func writePart(_ target: AssignTarget, _ value: Value) throws(EvaluationError) {
        switch target {
        case .member(let base, let name):
            let whole = try read(base)
            let fields: [Value.Field]
            switch whole {
            case .record(_, let f), .tuple(let f): fields = f
            default: throw EvaluationError("\(whole.kindName) has no member '\(name)' to assign")
            }
            guard let position = fields.firstIndex(where: { $0.label == name }) ?? Int(name).flatMap({ fields.indices.contains($0) ? $0 : nil })
            else { throw EvaluationError("\(whole.kindName) has no member '\(name)' to assign") }
            var changed = fields
            changed[position].value = value
            if case .record(let type, _) = whole {
                try write(base, Self.record(type, changed))
            } else {
                try write(base, .tuple(changed))
            }
        case .element(let base, let indexExpression):
            let whole = try read(base)
            let index = try Evaluator.evaluate(indexExpression, in: scope)
            guard case .list(var items) = whole, case .number(let n) = index else {
                throw EvaluationError("cannot assign to \(whole.kindName)[\(index.kindName)]")
            }
            guard n.rounded() == n, n >= 0, n < Double(items.count) else {
                throw EvaluationError("index \(Value.format(n)) is out of range (the list has \(items.count) items)")
            }
            items[Int(n)] = value
            try write(base, .list(items))
        default:
            try write(target, value)
        }
    }

    /// A record with one field changed: a rectangle keeps its derived members in step.
    static func record(_ type: String, _ fields: [Value.Field]) -> Value {
        guard type == "CGRect" else { return .record(type: type, fields: fields) }
        let number = { (label: String) in fields.first { $0.label == label }?.value.number ?? 0 }
        return Resolver.rectValue(x: number("minX"), y: number("minY"), width: number("width"), height: number("height"))
    }
}
