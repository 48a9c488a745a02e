/// The environment flowing down the tree during body evaluation (§5, §8.9): every key's
/// value and, for `env`, which node's modifier set it.
public struct EnvironmentValues: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var value: Value
        /// nil for the default; else the address and modifier that set it.
        public var origin: Origin?
    }

    public struct Origin: Sendable, Equatable {
        public var address: String
        public var modifier: String
    }

    public private(set) var entries: [String: Entry]

    /// SwiftUI's defaults plus every `envkey`'s default.
    public static func defaults(_ definitions: Definitions) -> EnvironmentValues {
        var entries: [String: Entry] = [:]
        for info in EnvironmentCatalog.all { entries[info.name] = Entry(value: info.defaultValue, origin: nil) }
        for name in definitions.names(of: .envkey) {
            if case .envkey(let key)? = definitions[name] { entries[name] = Entry(value: key.defaultValue, origin: nil) }
        }
        return EnvironmentValues(entries: entries)
    }

    public subscript(key: String) -> Value { entries[key]?.value ?? .none }

    public mutating func set(_ key: String, to value: Value, by origin: Origin) {
        entries[key] = Entry(value: value, origin: origin)
    }

    /// §8.1 font table: points of each text style (body 17).
    public var fontScale: Double {
        guard case .symbol(let style) = self["font"] else { return 1 }
        return (Self.fontPoints[style] ?? 17) / 17
    }

    /// Built once: every text asks (a table literal in `fontScale` was a dictionary per text).
    private static let fontPoints: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
}
