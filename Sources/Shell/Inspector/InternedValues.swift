/// Values the page stores once and names by index (environments, drawings): most views share one
/// with the view before them, which is tried first; then the ones seen, by their JSON. `items` is
/// the JSON array's elements, comma-separated, ready to be written between `[` and `]`.
struct InternedValues<Value: Equatable> {
    private(set) var items = PageJSONWriter()
    private var ids: [[UInt8]: Int] = [:]
    private var last: (value: Value, id: Int)?

    /// The index of `value`, writing its JSON (`json(value)`) the first time it is met.
    mutating func id(of value: Value, json: (Value) -> JSONValue) -> Int {
        if let last, last.value == value { return last.id }
        var written = PageJSONWriter()
        written.value(json(value))
        let id: Int
        if let known = ids[written.bytes] {
            id = known
        } else {
            id = ids.count
            ids[written.bytes] = id
            items.separator(id)
            items.append(written)
        }
        last = (value, id)
        return id
    }
}
