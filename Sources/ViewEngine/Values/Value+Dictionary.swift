/// Dictionaries (`[Int: Anchor<CGRect>]`, `[String: CGFloat]`): what anchor-preference code
/// reduces into (`value.merge(nextValue()) { $1 }`) and reads back by key (`anchors[selected]`).
/// A dictionary is its entries in the order their keys were first inserted; a key appears once.
/// Every operation here is charged by the caller: lookups scan the entries (one step each),
/// building ones index them first.
extension Value {
    /// The entries of `[k: v, …]` as written; a key written twice is an error, as in Swift
    /// ("Dictionary literal contains duplicate keys").
    static func dictionary(literal entries: [Entry]) throws(EvaluationError) -> Value {
        try EvaluationLimits.checkList(entries.count)
        var seen = Set<Value>()
        for entry in entries where !seen.insert(entry.key).inserted {
            throw EvaluationError("the dictionary literal has the key \(entry.key) twice")
        }
        return .dictionary(entries)
    }

    /// The value stored under `key`, or nil.
    static func lookup(_ key: Value, in entries: [Entry]) -> Value? {
        entries.first { $0.key == key }?.value
    }

    /// `entries` with `key` set to `value` (appended when new); `nil` removes the key, as
    /// `d[k] = nil` does in Swift.
    static func setting(_ key: Value, to value: Value, in entries: [Entry]) throws(EvaluationError) -> Value {
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
    static func merging(_ base: [Entry], _ other: [Entry],
                        combine: (Value, Value) throws(EvaluationError) -> Value) throws(EvaluationError) -> Value {
        var merged = base
        var positions: [Value: Int] = [:]
        for (position, entry) in merged.enumerated() { positions[entry.key] = position }
        for entry in other {
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

    /// An entry as Swift's `(key: Key, value: Value)` tuple (what `for (k, v) in d` and the
    /// closure methods see).
    static func tuple(of entry: Entry) -> Value {
        .tuple([Field("key", entry.key), Field("value", entry.value)])
    }
}
