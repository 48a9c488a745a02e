/// What the compiled statements share with the runner: where control goes after `return`,
/// `break` and `continue`, and the rules for writing into a part of a value (a field, a list's
/// item) and appending to a list.
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

    // MARK: parts of values

    /// `whole` with its field `name` set to `value` (values are copied, as Swift's structs).
    static func replacing(_ name: String, in whole: Value, with value: Value) throws(EvaluationError) -> Value {
        let fields: [Value.Field]
        switch whole {
        case .record(_, let f), .tuple(let f): fields = f
        default: throw EvaluationError("\(whole.kindName) has no member '\(name)' to assign")
        }
        guard let position = fields.firstIndex(where: { $0.label == name }) ?? Int(name).flatMap({ fields.indices.contains($0) ? $0 : nil })
        else { throw EvaluationError("\(whole.kindName) has no member '\(name)' to assign") }
        var changed = fields
        changed[position].value = value
        if case .record(let type, _) = whole { return record(type, changed, changing: name) }
        return .tuple(changed)
    }

    /// `whole` (a list) with its item at `index` set to `value`; a dictionary with its key
    /// `index` set (nil removes it).
    static func replacing(at index: Value, in whole: Value, with value: Value, work: EvaluationWork) throws(EvaluationError) -> Value {
        if case .dictionary(let entries) = whole { return try Value.setting(index, to: value, in: entries, work: work) }
        guard case .list(var items) = whole, case .number(let n) = index else { throw cannotAssign(whole, index) }
        items[try elementIndex(n, count: items.count)] = value
        return .list(items)
    }

    static func cannotAssign(_ whole: Value, _ index: Value) -> EvaluationError {
        EvaluationError("cannot assign to \(whole.kindName)[\(index.kindName)]")
    }

    /// The item an assignment `list[n] = …` writes.
    static func elementIndex(_ n: Double, count: Int) throws(EvaluationError) -> Int {
        guard n.rounded() == n, n >= 0, n < Double(count) else {
            throw EvaluationError("index \(Value.format(n)) is out of range (the list has \(count) items)")
        }
        return Int(n)
    }

    /// A record with one field changed: a rectangle keeps its derived members in step (Swift
    /// assigns `origin` and `size`, or a part of one; the others are read-only there).
    static func record(_ type: String, _ fields: [Value.Field], changing name: String) -> Value {
        guard type == "CGRect" else { return .record(type: type, fields: fields) }
        if name == "origin" || name == "size", let r = Value.record(type: type, fields: fields).rectParts {
            return .rect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
        let number = { (label: String) in fields.first { $0.label == label }?.value.number ?? 0 }
        return Resolver.rectValue(x: number("minX"), y: number("minY"), width: number("width"), height: number("height"))
    }

    // MARK: appending

    /// `target.append(x)` / `target.append(contentsOf: xs)` on the list `whole`.
    static func appending(_ element: Value, to whole: Value, contentsOf: Bool) throws(EvaluationError) -> Value {
        guard case .list(var items) = whole else { throw cannotAppend(to: whole) }
        try append(element, to: &items, contentsOf: contentsOf)
        return .list(items)
    }

    static func append(_ element: Value, to items: inout [Value], contentsOf: Bool) throws(EvaluationError) {
        if contentsOf {
            guard case .list(let more) = element else { throw EvaluationError("append(contentsOf:) needs a list, got \(element.kindName)") }
            try EvaluationLimits.checkList(items.count + more.count)
            items += more
        } else {
            try EvaluationLimits.checkList(items.count + 1)
            items.append(element)
        }
    }

    static func cannotAppend(to whole: Value) -> EvaluationError {
        EvaluationError("append needs a list to append to, got \(whole.kindName)")
    }
}
