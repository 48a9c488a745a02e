import ViewLayout

/// Strings made from strings, as Swift makes them: `s.uppercased()`, `s.lowercased()`, the
/// slices `s.prefix(n)`, `s.suffix(n)`, `s.dropFirst(n)`, `s.dropLast(n)` (n characters, n items
/// of a list; `dropFirst()` drops one), a list of strings `joined(separator:)`, and
/// `String(repeating: "★", count: n)`.
///
/// A count is a whole number from 0 up (Swift stops the program for a negative one: viewsh says
/// so instead); a count past the end takes everything, as Swift's does. What is built is bounded
/// before it is built: `String(repeating:count:)` checks its size (`EvaluationLimits`) and
/// charges the meter as interpolation does, before it allocates; a case change is charged by the
/// receiver's size and its result checked (one character can become three: "ß" → "SS").
extension Evaluator {
    static let stringMethods = ["uppercased", "lowercased", "prefix", "suffix", "dropFirst", "dropLast", "joined", "trimmingCharacters"]

    /// The method, or nil when `name` is not one of these for this receiver.
    static func stringMethod(_ name: String, of receiver: Value, arguments: [Value.Field]) throws(EvaluationError) -> Value? {
        switch (receiver, name) {
        case (.string(let text), "uppercased"), (.string(let text), "lowercased"):
            guard arguments.isEmpty else { throw EvaluationError("\(name) takes no arguments, as in text.\(name)()") }
            let changed = name == "uppercased" ? text.uppercased() : text.lowercased()
            try EvaluationLimits.checkString(changed.utf8.count)
            return .string(changed)
        case (.string(let text), _) where slices.contains(name):
            return .string(String(slice(text, name, try sliceCount(name, arguments))))
        case (.list(let items), _) where slices.contains(name):
            return .list(Array(slice(items, name, try sliceCount(name, arguments))))
        case (.list(let items), "joined"):
            return try joined(items, arguments)
        case (.string(let text), "trimmingCharacters"):
            // `s.trimmingCharacters(in: .whitespaces)` or `.whitespacesAndNewlines`.
            guard arguments.count == 1, arguments[0].label == "in", case .symbol(let set) = arguments[0].value,
                  set == "whitespaces" || set == "whitespacesAndNewlines" else {
                throw EvaluationError("trimmingCharacters takes in: .whitespaces or .whitespacesAndNewlines")
            }
            let trimmed: (Character) -> Bool = set == "whitespaces" ? { $0.isWhitespace && !$0.isNewline } : { $0.isWhitespace }
            return .string(String(text.drop(while: trimmed).reversed().drop(while: trimmed).reversed()))
        default:
            return nil
        }
    }

    /// `names.joined(separator: ", ")`, `parts.joined()`: a list of strings as one, its size
    /// checked before it is built (the items were charged by `chargeMethod`).
    static func joined(_ items: [Value], _ arguments: [Value.Field]) throws(EvaluationError) -> Value {
        var separator = ""
        if !arguments.isEmpty {
            guard arguments.count == 1, arguments[0].label == "separator", case .string(let s) = arguments[0].value else {
                throw EvaluationError("joined takes a string separator, as in names.joined(separator: \", \")")
            }
            separator = s
        }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        var bytes = separator.utf8.count.multipliedReportingOverflow(by: max(0, items.count - 1))
        for item in items {
            guard case .string(let s) = item else {
                throw EvaluationError("joined joins strings; this list holds \(item.kindName): map it to strings first")
            }
            strings.append(s)
            let sum = bytes.partialValue.addingReportingOverflow(s.utf8.count)
            bytes = (sum.partialValue, bytes.overflow || sum.overflow)
        }
        try EvaluationLimits.checkString(bytes.overflow ? Int.max : bytes.partialValue)
        return .string(strings.joined(separator: separator))
    }

    static let slices: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    /// One of `slices` of a string's characters or a list's items.
    static func slice<C: BidirectionalCollection>(_ collection: C, _ name: String, _ count: Int) -> C.SubSequence {
        switch name {
        case "prefix": collection.prefix(count)
        case "suffix": collection.suffix(count)
        case "dropFirst": collection.dropFirst(count)
        default: collection.dropLast(count)
        }
    }

    /// A slice's count: `prefix(n)`, `suffix(n)`; `dropFirst()` and `dropLast()` also without one (1).
    static func sliceCount(_ name: String, _ arguments: [Value.Field]) throws(EvaluationError) -> Int {
        if arguments.isEmpty, name.hasPrefix("drop") { return 1 }
        guard arguments.count == 1, arguments[0].label == nil else {
            throw EvaluationError("\(name) takes one count, as in text.\(name)(3)")
        }
        return try count(arguments[0].value, for: name)
    }

    /// A count given to `name`: a whole number from 0 to the largest Int, never a trap.
    static func count(_ value: Value, for name: String) throws(EvaluationError) -> Int {
        if case .integer(let i) = value {
            guard i >= 0 else { throw EvaluationError("\(name) needs a count of 0 or more, got \(i) (Swift stops the program there)") }
            return i
        }
        guard case .number(let n) = value else { throw EvaluationError("\(name) takes a whole number as its count, got \(value.kindName)") }
        if n < 0 { throw EvaluationError("\(name) needs a count of 0 or more, got \(Value.format(n)) (Swift stops the program there)") }
        guard let count = CheckedInt.exact(n, in: 0...Int.max) else {
            let why = n.isFinite && n.rounded() == n ? ", more than an Int holds" : ""
            throw EvaluationError("\(name) takes a whole number as its count, got \(Value.format(n))\(why)")
        }
        return count
    }

    /// `String(repeating: unit, count: n)`: its size checked and charged before it is built.
    static func repeated(_ values: [Value], work: EvaluationWork) throws(EvaluationError) -> Value {
        guard values.count == 2, case .string(let unit) = values[0] else {
            throw EvaluationError("String(repeating:count:) repeats a string, got \(values.first?.kindName ?? "nothing")")
        }
        let count = try count(values[1], for: "String(repeating:count:)")
        if unit.isEmpty || count == 0 { return .string("") }
        let (bytes, overflow) = unit.utf8.count.multipliedReportingOverflow(by: count)
        try work.chargeString(overflow ? Int.max : bytes)
        return .string(String(repeating: unit, count: count))
    }
}
