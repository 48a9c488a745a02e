import ViewLayout

/// Simulator settings (`option NAME VALUE`): behaviour SwiftUI leaves unsettled or
/// platform-dependent, with Docs/Semantics.md §8.10's defaults. The layout engine's own table
/// (`LayoutOptions.table`) plus the data-flow settings.
public struct OptionSpec: Sendable {
    public var name: String
    public var values: [String]
    public var defaultValue: String
    public var isNumeric: Bool
    public var summary: String
    public var section: String
    /// What a value must be, for messages, when `values` are not a list of words.
    public var expects: String? = nil
}

public enum OptionTable {
    public static let all: [OptionSpec] = LayoutOptions.table.map { info in
        OptionSpec(name: info.name, values: info.isNumeric ? [] : info.allowedValues, defaultValue: info.defaultValue,
                   isNumeric: info.isNumeric, summary: info.summary, section: info.section, expects: info.expects)
    } + dataFlow

    static let dataFlow: [OptionSpec] = [
        OptionSpec(name: "dynamicSlotsInjectDefault", values: ["true", "false"], defaultValue: "true", isNumeric: false,
                   summary: "if/foreach contribute the key's default when their content writes nothing", section: "§4.2, §8.7"),
        OptionSpec(name: "lag", values: ["sameFrame", "nextFrame"], defaultValue: "sameFrame", isNumeric: false,
                   summary: "action-driven state lands in the same frame (SwiftUI) or the next (teaching)", section: "§8.8"),
        OptionSpec(name: "missingCoordinateSpace", values: ["global", "error"], defaultValue: "global", isNumeric: false,
                   summary: "proxy.frame(in: .named(n)) with no such space above: the global frame, or an error", section: "§10.2"),
        OptionSpec(name: "rootPlacement", values: ["center", "origin"], defaultValue: "center", isNumeric: false,
                   summary: "the window centres the root in its safe area, or puts it at the safe area's origin",
                   section: "§17.1"),
    ]

    public static func spec(_ name: String) -> OptionSpec? { all.first { $0.name == name } }
}

/// Current option values; only the ones changed from the default are stored.
public struct OptionValues: Sendable, Equatable {
    public private(set) var changed: [String: String] = [:]
    public init() {}

    public subscript(name: String) -> String {
        changed[name] ?? OptionTable.spec(name)?.defaultValue ?? ""
    }

    /// Sets a value after checking it; returns the problem otherwise.
    public mutating func set(_ name: String, to value: String) -> String? {
        guard let spec = OptionTable.spec(name) else { return "unknown option '\(name)'" }
        if LayoutOptions.table.contains(where: { $0.name == name }) {
            var probe = LayoutOptions()
            do {
                try probe.set(name, to: value)
            } catch {
                if let expects = spec.expects { return "option '\(name)' takes \(expects)" }
                return spec.isNumeric ? "option '\(name)' takes a number of 0 or more" + (name == "charWidth" || name == "lineHeight" ? " (not 0)" : "")
                    : "option '\(name)' takes " + spec.values.map { "'\($0)'" }.joined(separator: " or ")
            }
            // Store the engine's spelling so `-infinity` and `-inf` are one value.
            let canonical = probe.value(of: name) ?? value
            changed[name] = canonical == spec.defaultValue ? nil : canonical
            return nil
        }
        guard spec.values.contains(value) else {
            return "option '\(name)' takes " + spec.values.map { "'\($0)'" }.joined(separator: " or ")
        }
        changed[name] = value == spec.defaultValue ? nil : value
        return nil
    }

    /// The layout engine's settings.
    public var layout: LayoutOptions {
        var options = LayoutOptions()
        for (name, value) in changed where LayoutOptions.table.contains(where: { $0.name == name }) {
            try? options.set(name, to: value)
        }
        return options
    }
}
