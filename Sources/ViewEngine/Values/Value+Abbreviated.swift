/// A value as a one-line echo shows it (`set`): whole when short, else its start and its size,
/// so `set l = l + l` on a 100,000-item list prints a line, not 600 KB.
extension Value {
    public func abbreviated(limit: Int = 120) -> String {
        let full = description
        guard full.count > limit else { return full }
        let size: String
        switch self {
        case .list(let items): size = "\(items.count) items"
        case .string(let s): size = "\(s.count) characters"
        default: size = "\(full.count) characters"
        }
        return String(full.prefix(limit - 20)) + "… (\(size))"
    }
}
