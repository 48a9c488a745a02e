/// Dictionaries (`[Int: Anchor<CGRect>]`, `[String: CGFloat]`): what anchor-preference code
/// reduces into (`value.merge(nextValue()) { $1 }`) and reads back by key (`anchors[selected]`).
/// A dictionary is its entries in the order their keys were first inserted; a key appears once.
/// Keys are numbers (not NaN, which equals nothing), strings, booleans or members (`.leading`):
/// what keys are in the SwiftUI code this serves, and cheap to compare and hash. Every
/// operation is charged: a lookup or a write one step per entry it passes (a string key a step
/// per 64 bytes more), a literal or a merge one step per key it hashes.
extension Value {
    /// Why `key` cannot be a dictionary key, or nil.
    static func keyProblem(_ key: Value) -> String? {
        switch key {
        case .number(let n) where n.isNaN: return "a dictionary key cannot be NaN (it equals nothing, not even itself)"
        case .number, .string, .bool, .symbol: return nil
        default: return "a dictionary key is a number, a string, a boolean or a member such as .leading, not \(key.kindName)"
        }
    }

    /// The steps hashing or comparing `key` once costs.
    static func keySteps(_ key: Value) -> Int {
        if case .string(let s) = key { return 1 + s.utf8.count / 64 }
        return 1
    }

    static func checkKey(_ key: Value, work: EvaluationWork) throws(EvaluationError) {
        if let problem = keyProblem(key) { throw EvaluationError(problem) }
        try work.charge(keySteps(key))
    }

    /// The entries of `[k: v, …]` as written; a key written twice is an error, as in Swift
    /// ("Dictionary literal contains duplicate keys").
    static func dictionary(literal entries: [Entry], work: EvaluationWork) throws(EvaluationError) -> Value {
        try EvaluationLimits.checkList(entries.count)
        var seen = Set<Value>()
        for entry in entries {
            try checkKey(entry.key, work: work)
            guard seen.insert(entry.key).inserted else { throw EvaluationError("the dictionary literal has the key \(entry.key) twice") }
        }
        return .dictionary(entries)
    }

    /// `entries[key]`, charged one step per entry passed (`keySteps` each).
    static func lookup(_ key: Value, in entries: [Entry], work: EvaluationWork) throws(EvaluationError) -> Value? {
        try work.charge(entries.count * keySteps(key))
        return entries.first { $0.key == key }?.value
    }

    /// `entries` with `key` set to `value` (appended when new); `nil` removes the key, as
    /// `d[k] = nil` does in Swift. Charged as a lookup plus one step per entry copied.
    static func setting(_ key: Value, to value: Value, in entries: [Entry], work: EvaluationWork) throws(EvaluationError) -> Value {
        try checkKey(key, work: work)
        try work.charge(entries.count * (1 + keySteps(key)))
        var changed = entries
        if let position = changed.firstIndex(where: { $0.key == key }) {
            if value == .none { changed.remove(at: position) } else { changed[position].value = value }
        } else if value != .none {
            try EvaluationLimits.checkList(changed.count + 1)
            changed.append(Entry(key, value))
        }
        return .dictionary(changed)
    }

    /// `base.merging(other) { old, new in … }`: other's keys added in its order; for a key in
    /// both, `combine(old, new)` decides.
    static func merging(_ base: [Entry], _ other: [Entry], work: EvaluationWork,
                        combine: (Value, Value) throws(EvaluationError) -> Value) throws(EvaluationError) -> Value {
        var merged = base
        var positions: [Value: Int] = [:]
        for (position, entry) in merged.enumerated() {
            try checkKey(entry.key, work: work)
            positions[entry.key] = position
        }
        for entry in other {
            try checkKey(entry.key, work: work)
            if let position = positions[entry.key] {
                merged[position].value = try combine(merged[position].value, entry.value)
            } else {
                try EvaluationLimits.checkList(merged.count + 1)
                positions[entry.key] = merged.count
                merged.append(entry)
            }
        }
        return .dictionary(merged)
    }

    /// Swift's `==`: a dictionary equals another with the same keys and values, whatever order
    /// they were inserted in (the synthesised `==` of `Value`, which `save` relies on, compares
    /// the order too).
    public func equals(_ other: Value) -> Bool {
        switch (self, other) {
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            if a == b { return true }
            var values: [Value: Value] = [:]
            for entry in a { values[entry.key] = entry.value }
            return b.allSatisfy { entry in values[entry.key].map { $0.equals(entry.value) } ?? false }
        case (.list(let a), .list(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.equals($1) }
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.equals($1.value) }
        case (.record(let s, let a), .record(let t, let b)):
            return s == t && a.count == b.count && zip(a, b).allSatisfy { $0.label == $1.label && $0.value.equals($1.value) }
        case (.integer(let i), .number), (.number, .integer(let i)):
            // A Double can be a whole number beyond 2⁵³ too (`pow(2, 60)`): equal when it is exactly `i`.
            return (self == .integer(i) ? other : self).exactInteger == i
        default:
            return self == other
        }
    }

    /// An entry as Swift's `(key: Key, value: Value)` tuple (what `for (k, v) in d` and the
    /// closure methods see).
    static func tuple(of entry: Entry) -> Value {
        .tuple([Field("key", entry.key), Field("value", entry.value)])
    }
}
