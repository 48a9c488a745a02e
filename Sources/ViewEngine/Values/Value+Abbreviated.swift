/// A value as a one-line echo shows it (`set`): whole when short, else its start and its size,
/// so `set l = l + l` on a 100,000-item list prints a line, not 600 KB. Only the start is ever
/// written out, so a 16 MB string costs what its first characters cost.
extension Value {
    public func abbreviated(limit: Int = 120) -> String {
        var out = ""
        guard !write(into: &out, budget: limit) else { return out }
        let size: String
        switch self {
        case .list(let items): size = "\(items.count) items"
        case .dictionary(let entries): size = "\(entries.count) entries"
        case .string(let s): size = "\(s.utf8.count) bytes"
        default: size = "long"
        }
        return String(out.prefix(limit - 20)) + "… (\(size))"
    }

    /// Appends the description while `out` is within `budget` characters; false when it stopped short.
    private func write(into out: inout String, budget: Int) -> Bool {
        func fits() -> Bool { out.utf8.count <= budget }
        switch self {
        case .string(let s):
            guard s.utf8.count > budget else {
                out += description
                return fits()
            }
            out += Value.quote(String(s.prefix(budget)))
            return false
        case .list(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                guard item.write(into: &out, budget: budget), fits() else { return false }
            }
            out += "]"
            return fits()
        case .dictionary(let entries) where !entries.isEmpty:
            out += "["
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += ", " }
                guard entry.key.write(into: &out, budget: budget), fits() else { return false }
                out += ": "
                guard entry.value.write(into: &out, budget: budget), fits() else { return false }
            }
            out += "]"
            return fits()
        case .tuple(let fields), .record(_, let fields):
            if case .record(let type, _) = self { out += type }
            out += "("
            for (index, field) in fields.enumerated() {
                if index > 0 { out += ", " }
                if let label = field.label { out += label + ": " }
                guard field.value.write(into: &out, budget: budget), fits() else { return false }
            }
            out += ")"
            return fits()
        default:
            out += description
            return fits()
        }
    }
}
