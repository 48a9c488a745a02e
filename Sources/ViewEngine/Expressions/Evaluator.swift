import ViewLayout

/// Evaluates resolved expressions. Pure but for the command's meter (`EvaluationWork`: its steps,
/// and the `UUID()`s it counts, §18.17), so it is safe anywhere, even inside layout (alignment
/// guides) and body evaluation.
public enum Evaluator {
    public static func evaluate(_ expression: Expression, in scope: EvaluationScope) throws(EvaluationError) -> Value {
        guard let work = scope.work else {
            var metered = scope
            metered.work = scope.context?.work ?? EvaluationWork()
            return try evaluate(expression, in: metered)
        }
        try work.charge(1)
        switch expression {
        case .literal(let value):
            return value
        case .state(let name):
            guard let value = scope.states[name] else { throw EvaluationError("state '\(name)' has no value") }
            return value
        case .local(let name) where name.hasPrefix("$"):
            // `$settings` of a binding parameter: the binding itself (its parts bind, not read).
            guard let value = scope.locals[String(name.dropFirst())] else { throw EvaluationError("'\(name.dropFirst())' has no value here") }
            guard case .binding = value else { throw EvaluationError("'\(name.dropFirst())' is not a binding: '\(name)' needs one") }
            return value
        case .local(let name):
            guard let value = scope.locals[name] else { throw EvaluationError("'\(name)' has no value here") }
            // A binding parameter reads as its state's current value (§6.1).
            if case .binding(let state) = value { return try BindingPath.reading(state, in: scope.states, through: name) }
            return value
        case .shorthand(let index):
            guard index < scope.shorthands.count else { throw EvaluationError("'$\(index)' has no value here") }
            return scope.shorthands[index]
        case .member(let base, let name):
            return try member(name, of: evaluate(base, in: scope), work: work)
        case .subscriptAccess(let base, let arguments):
            let container = try evaluate(base, in: scope)
            let indices = try arguments.map { argument throws(EvaluationError) in
                Value.Field(argument.label, try evaluate(argument.value, in: scope))
            }
            return try subscriptValue(container, arguments: indices, work: work)
        case .call(let function, let arguments):
            return try call(function, arguments, in: scope)
        case .method(let base, let name, let arguments):
            let receiver = try evaluate(base, in: scope)
            let values = try arguments.map { argument throws(EvaluationError) in
                Value.Field(argument.label, try evaluate(argument.value, in: scope))
            }
            try chargeMethod(name, of: receiver, work: work)
            return try method(name, of: receiver, arguments: values, in: scope)
        case .record(let type, let arguments):
            return .constructed(type: type, fields: try arguments.map { argument throws(EvaluationError) in
                Value.Field(argument.label, try evaluate(argument.value, in: scope))
            })
        case .tuple(let arguments):
            return .tuple(try arguments.map { argument throws(EvaluationError) in
                Value.Field(argument.label, try evaluate(argument.value, in: scope))
            })
        case .list(let items):
            try work.chargeList(items.count)
            return .list(try items.map { item throws(EvaluationError) in try evaluate(item, in: scope) })
        case .dictionary(let items):
            try work.chargeList(items.count)
            return try Value.dictionary(literal: items.map { item throws(EvaluationError) in
                Value.Entry(try evaluate(item.key, in: scope), try evaluate(item.value, in: scope))
            }, work: work)
        case .unary(let op, let operand):
            return try unary(op, evaluate(operand, in: scope))
        case .binary(let op, let left, let right):
            return try binary(op, left, right, in: scope)
        case .ternary(let condition, let then, let otherwise):
            guard case .bool(let flag) = try evaluate(condition, in: scope) else {
                throw EvaluationError("the condition of '?:' must be a boolean")
            }
            return try evaluate(flag ? then : otherwise, in: scope)
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .literal(let s): try append(s, to: &text, work: work)
                case .expression(let e): try append(value: evaluate(e, in: scope), to: &text, work: work)
                }
            }
            return .string(text)
        case .closureMethod(let base, let name, let arguments, let closure):
            return try closureMethod(name, of: base, arguments: arguments, closure: closure, in: scope)
        case .function(let name, let arguments):
            return try function(name, arguments, in: scope)
        }
    }

    /// A list method's work before it runs: a step per item it passes over (`max()`,
    /// `reversed()`, `enumerated()`), n·log₂n for `sorted()`.
    static func chargeMethod(_ name: String, of receiver: Value, work: EvaluationWork) throws(EvaluationError) {
        if case .string(let text) = receiver {
            // `s.uppercased()`, `s.prefix(n)` …: a pass over the string, charged as building it is.
            if stringMethods.contains(name) || name.hasPrefix("localized") { try work.chargeString(text.utf8.count) }
            return
        }
        guard case .list(let items) = receiver, !items.isEmpty else { return }
        let n = items.count
        try work.charge(name == "sorted" ? n * (1 + Int.bitWidth - n.leadingZeroBitCount) : n)
    }

    /// A member, charging `work` for what it builds (`indices`).
    static func member(_ name: String, of base: Value, work: EvaluationWork) throws(EvaluationError) -> Value {
        // `s.capitalized` is a pass over the string, charged as building it is, before it is made.
        if case .string(let text) = base, name == "capitalized" || name == "localizedCapitalized" { try work.chargeString(text.utf8.count) }
        let value = try member(name, of: base)
        switch (name, value) {
        case ("indices", .list(let items)), ("keys", .list(let items)), ("values", .list(let items)):
            try work.chargeList(items.count)  // built here
        default: break
        }
        return value
    }

    /// One segment of an interpolation appended, the string built so far charged.
    static func append(_ segment: String, to text: inout String, work: EvaluationWork) throws(EvaluationError) {
        text += segment
        try work.chargeString(text.utf8.count)
    }

    /// One interpolated value appended. Formatting is charged before it is done — a step per
    /// number, string or symbol it holds, lists and tuples looked into (`Value.formattingSteps`)
    /// — then the string built so far: `"\(l)"` of a 30,000-number list in each of 100,000
    /// `foreach` elements was charged by bytes only and ran for minutes within its budget.
    static func append(value: Value, to text: inout String, work: EvaluationWork) throws(EvaluationError) {
        if case .string(let s) = value { return try append(s, to: &text, work: work) }
        try work.charge(value.formattingSteps(upTo: max(0, work.limit - work.spent) + 1))
        try append(value.interpolated, to: &text, work: work)
    }

    /// `s.capitalized` as swift-foundation computes it: a character after a cased one (a letter
    /// with case) or a case-ignorable one (an apostrophe, a period, a colon, a combining mark)
    /// is lowered, any other is raised — "ada lovelace-BYRON" is "Ada Lovelace-Byron", "1st" is
    /// "1St", "o'neil" is "O'neil".
    static func capitalized(_ s: String) -> String {
        var result = ""
        result.reserveCapacity(s.utf8.count)
        var inWord = false
        for character in s {
            result += inWord ? character.lowercased() : character.uppercased()
            let cased = character.isUppercase || character.isLowercase || character.isCased
            // Unicode's Case_Ignorable: apostrophes, periods, colons, combining marks.
            let ignorable = character.unicodeScalars.allSatisfy { $0.properties.isCaseIgnorable }
            inWord = cased || (inWord && ignorable)
        }
        return result
    }

    static func member(_ name: String, of value: Value) throws(EvaluationError) -> Value {
        // `$settings.sounds`: a binding to the member, as Swift's Binding dynamic member lookup gives.
        if case .binding(let path) = value { return .binding(state: BindingPath.member(name, of: path)) }
        if case .record(let type, _) = value, Anchor.isAnchor(type) {
            throw EvaluationError("an anchor is read through a GeometryProxy, as proxy[anchor] (§10.1)")
        }
        switch value {
        case .tuple(let fields), .record(_, let fields):
            if let index = Int(name), index >= 0, index < fields.count { return fields[index].value }
            if let field = fields.first(where: { $0.label == name }) { return field.value }
        case .list(let items):
            switch name {
            case "count": return .number(Double(items.count))
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .list(items.indices.map { .number(Double($0)) })
            default: break
            }
        case .symbol(let member) where name == "rawValue":
            // A String-backed enum's raw value is its case's name (Docs/Language.md, "Values";
            // the Swift front end refuses files whose enums have other raw values).
            return .string(member)
        case .dictionary(let entries):
            switch name {
            case "count": return .number(Double(entries.count))
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .list(entries.map(\.key))
            case "values": return .list(entries.map(\.value))
            case "first": return entries.first.map(Value.tuple(of:)) ?? .none
            default: break
            }
        case .string(let s):
            switch name {
            case "count": return .number(Double(s.count))
            case "isEmpty": return .bool(s.isEmpty)
            case "capitalized", "localizedCapitalized":
                // Foundation's: each word's first letter upper case, the rest lower case (one
                // character can become several, as in uppercased()).
                let words = capitalized(s)
                try EvaluationLimits.checkString(words.utf8.count)
                return .string(words)
            default: break
            }
        case .keyType(let key) where name == "self":
            return .keyType(key)
        case .symbol("zero") where ["width", "height", "x", "y"].contains(name):
            return .number(0)  // `.zero` as a CGSize or CGPoint (`reduce(.zero) { … }`)
        default:
            break
        }
        if let result = dateMember(name, of: value) { return result }
        if case .record(_, let fields) = value {
            // A record has the fields it was made with.
            let has = fields.compactMap(\.label)
            throw EvaluationError("\(value.kindName) has no member '\(name)'"
                                  + (has.isEmpty ? "" : " (it has \(has.joined(separator: ", ")))"))
        }
        // `text String(format: …).padding`: a modifier written onto a value with no space.
        if ModifierCatalog.info(name) != nil {
            throw EvaluationError("\(value.kindName) has no member '\(name)': '.\(name)' is a modifier, which follows a view after a space")
        }
        if case .symbol(let symbol) = value {
            // An enum case from Swift whose enum the translator could not tell (its computed
            // properties are inlined where the enum is known: Docs/Swift.md, "Enums").
            throw EvaluationError("the case '.\(symbol)' has no member '\(name)' here: where its enum is not known from a declared type, "
                                  + "its computed properties cannot be read")
        }
        throw EvaluationError("\(value.kindName) has no member '\(name)'")
    }

    /// `container[index]`; a dictionary also takes `d[key, default: value]`. A dictionary's
    /// lookup scans its entries and is charged one step per entry.
    static func subscriptValue(_ container: Value, arguments: [Value.Field], work: EvaluationWork) throws(EvaluationError) -> Value {
        if case .dictionary(let entries) = container {
            guard let key = arguments.first, key.label == nil, arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "default")
            else { throw EvaluationError("a dictionary's subscript takes a key, and perhaps a default: d[key] or d[key, default: value]") }
            return try Value.lookup(key.value, in: entries, work: work) ?? (arguments.count == 2 ? arguments[1].value : .none)
        }
        guard arguments.count == 1 else { throw EvaluationError("a subscript takes one index") }
        return try subscriptValue(container, index: arguments[0].value, label: arguments[0].label)
    }

    static func subscriptValue(_ container: Value, index: Value, label: String?) throws(EvaluationError) -> Value {
        if case .binding(let path) = container {
            // `$chores[i]`: a binding to the element, as Swift's Binding subscript gives (BindingPath).
            guard label == nil, let element = BindingPath.element(index, of: path) else {
                throw EvaluationError("a binding's element is read at a whole number or a string without U+001F, got \(index)")
            }
            return .binding(state: element)
        }
        switch (container, index) {
        case (.list(let items), .number(let n)):
            return items[try listIndex(n, count: items.count)]
        case (.record("GeometryProxy", _), .record(let type, _)) where Anchor.isAnchor(type):
            return try Anchor.resolve(index, in: container)
        case (.record(_, let fields), .symbol(let guide)):
            // ViewDimensions: `d[.leading]`; `d[explicit: .x]` gives nil when not explicit.
            let name = label == "explicit" ? "explicit." + guide : guide
            if let field = fields.first(where: { $0.label == name }) { return field.value }
            if label == "explicit" { return .none }
            throw EvaluationError("unknown alignment guide '.\(guide)'")
        default:
            throw EvaluationError("cannot subscript \(container.kindName) with \(index.kindName)")
        }
    }

    static func unary(_ op: Expression.UnaryOp, _ value: Value) throws(EvaluationError) -> Value {
        switch (op, value) {
        case (.negate, .number(let n)): return .number(-n)
        case (.negate, .integer(let i)):
            guard i != .min else { throw EvaluationError("-(\(i)) overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps") }
            return .whole(-i)
        case (.not, .bool(let b)): return .bool(!b)
        case (.bitNot, .number(let n)): return .whole(~(try Self.integerOperand(n, of: "~")))
        case (.bitNot, .integer(let i)): return .whole(~i)
        case (.bitNot, _): throw EvaluationError("'~' needs a whole number, got \(value.kindName)")
        case (.negate, _): throw EvaluationError("cannot negate \(value.kindName)")
        case (.not, _): throw EvaluationError("'!' needs a boolean, got \(value.kindName)")
        }
    }
}

extension Evaluator {
    /// A list index from a number, or a located error (the caller knows where): never a trap on
    /// `l[1e300]`, `l[.infinity]` or `l[0/0]` (`CheckedInt`).
    static func listIndex(_ n: Double, count: Int) throws(EvaluationError) -> Int {
        if n.isNaN { throw EvaluationError("the index is NaN (not a number)") }
        guard n.rounded() == n else { throw EvaluationError("index \(Value.format(n)) is not a whole number") }
        guard let i = CheckedInt.exact(n, in: 0...Int.max), i < count else {
            let items = count == 1 ? "1 item" : "\(count) items"
            throw EvaluationError("index \(Value.format(n)) is out of range (the list has \(items))")
        }
        return i
    }
}
