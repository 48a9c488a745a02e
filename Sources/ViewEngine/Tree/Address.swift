/// How commands name a node: a path of child indices from the root (`0`, `0.1.2`), or an
/// id from `.id(name)` optionally followed by a relative path (`#title`, `#list.0`).
public enum Address: Sendable, Equatable, CustomStringConvertible {
    case path([Int])
    case id(String, rest: [Int])

    /// Parses `0.1.2`, `#name`, `#name.1`; nil when the text is not an address.
    public init?(_ text: String) {
        if text.hasPrefix("#") {
            let parts = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
            else { return nil }
            let rest = parts.dropFirst().map { Int($0) }
            guard rest.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
            self = .id(name, rest: rest.map { $0! })
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && $0! >= 0 }), parts[0] == 0 else { return nil }
        self = .path(parts.map { $0! })
    }

    public var description: String {
        switch self {
        case .path(let path): return Address.format(path)
        case .id(let name, let rest): return "#" + ([name] + rest.map(String.init)).joined(separator: ".")
        }
    }

    public static func format(_ path: [Int]) -> String {
        path.map(String.init).joined(separator: ".")
    }
}
