import ViewLayout

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

    /// Every key's value and origin.
    public var entries: [String: Entry] { storage.entries }

    /// The keys `env` lists, sorted: every key but viewsh's own (`_listRow`, set by a List for its rows).
    public var listedKeys: [String] { storage.entries.keys.filter { !$0.hasPrefix("_") }.sorted() }

    /// One reference (every layout node's entry and every body holds an environment): the values
    /// and what every text and every view reads from them (the text style, the layout direction),
    /// kept with the values instead of looked up by name for each of 100,000 views. `derived` is a
    /// function of `entries`, recomputed only when one of its keys is set.
    private final class Storage: Sendable {
        let entries: [String: Entry]
        let derived: Derived

        init(_ entries: [String: Entry], derived: Derived? = nil) {
            self.entries = entries
            self.derived = derived ?? Derived(entries)
        }
    }

    private var storage: Storage

    struct Derived: Sendable, Equatable {
        var textStyle: TextStyle
        var isRightToLeft: Bool
        /// `textCase`: `.uppercase` (true), `.lowercase` (false), or nil (as written).
        var upperCase: Bool?

        init(_ entries: [String: Entry]) {
            var lineLimit: Int?
            switch entries["lineLimit"]?.value {
            case .number(let n)? where n >= 1: lineLimit = CheckedInt.clamped(n, to: 1...1_000_000, nan: 1)
            // `.lineLimit(2...4)`, a range (a list of its numbers): at most its upper bound (§16.5).
            case .list(let bounds)?:
                if case .number(let n)? = bounds.last, n >= 1 { lineLimit = CheckedInt.clamped(n, to: 1...1_000_000, nan: 1) }
            default: break
            }
            var truncation = TruncationMode.tail
            if case .symbol(let mode)? = entries["truncationMode"]?.value {
                truncation = mode == "head" ? .head : mode == "middle" ? .middle : .tail
            }
            let fontScale = (entries["font"].map { EnvironmentValues.points(of: $0.value) } ?? 17) / 17
            textStyle = TextStyle(fontScale: fontScale, lineLimit: lineLimit, truncationMode: truncation)
            isRightToLeft = entries["layoutDirection"]?.value == .symbol("rightToLeft")
            switch entries["textCase"]?.value {
            case .symbol("uppercase")?: upperCase = true
            case .symbol("lowercase")?: upperCase = false
            default: upperCase = nil
            }
        }

        static let keys: Set<String> = ["lineLimit", "truncationMode", "font", "layoutDirection", "textCase"]
    }

    init(entries: [String: Entry]) {
        storage = Storage(entries)
    }

    public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool {
        a.storage === b.storage || a.storage.entries == b.storage.entries
    }

    /// The style a Text takes from this environment (font scale, line limit, truncation).
    public var textStyle: TextStyle { storage.derived.textStyle }

    /// `string` as a Text shows it under the environment's `textCase` (§13.3 rule 6): upper- or
    /// lower-cased (which can change its length: "ß" is "SS"), else as written. A Text is
    /// measured on what it shows.
    public func textCased(_ string: String) -> String {
        switch storage.derived.upperCase {
        case true?: return string.uppercased()
        case false?: return string.lowercased()
        case nil: return string
        }
    }

    /// Whether a modifier set `key` (`.textCase(nil)` included), rather than its default holding.
    public func isSet(_ key: String) -> Bool { entries[key]?.origin != nil }

    /// `layoutDirection` is `.rightToLeft`.
    public var isRightToLeft: Bool { storage.derived.isRightToLeft }

    /// SwiftUI's defaults plus every `envkey`'s default.
    /// `window`'s device gives the root its `displayScale` and size classes (§17.2), defaults like the others.
    public static func defaults(_ definitions: Definitions, window: Window? = nil) -> EnvironmentValues {
        var entries: [String: Entry] = [:]
        for info in EnvironmentCatalog.all { entries[info.name] = Entry(value: info.defaultValue, origin: nil) }
        for (key, value) in window?.environment ?? [:] { entries[key] = Entry(value: value, origin: nil) }
        for name in definitions.names(of: .envkey) {
            if case .envkey(let key)? = definitions[name] { entries[name] = Entry(value: key.defaultValue, origin: nil) }
        }
        return EnvironmentValues(entries: entries)
    }

    public subscript(key: String) -> Value { entries[key]?.value ?? .none }

    public mutating func set(_ key: String, to value: Value, by origin: Origin) {
        var entries = storage.entries
        entries[key] = Entry(value: value, origin: origin)
        storage = Storage(entries, derived: Derived.keys.contains(key) ? nil : storage.derived)
    }

    /// §8.1 font table: points of each text style (body 17).
    public var fontScale: Double { storage.derived.textStyle.fontScale }

    /// The points of a font value: a text style (`.title`: §8.1's table), or a fixed size
    /// (`.system(size: 12)`, clamped to 1…1000 pt so that no text is sized by 0, a negative
    /// number or an infinity); 17 (body) for anything else.
    static func points(of font: Value) -> Double {
        switch font {
        case .symbol(let style):
            return fontPoints[style] ?? 17
        case .record(".system", let fields):
            guard case .number(let size)? = fields.first(where: { $0.label == "size" })?.value, !size.isNaN else { return 17 }
            return min(max(size, 1), 1000)
        default:
            return 17
        }
    }

    /// Built once: every text asks (a table literal in `fontScale` was a dictionary per text).
    private static let fontPoints: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
    ]
}
