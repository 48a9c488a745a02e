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

    /// The largest value a numeric option takes: a character a million points wide is already
    /// no layout anyone reads, and beyond it products of sizes overflow to infinity.
    public static let numericLimit = 1_000_000.0

    /// Sets a value after checking it; returns the problem otherwise.
    public mutating func set(_ name: String, to value: String) -> String? {
        guard let spec = OptionTable.spec(name) else { return "unknown option '\(name)'" }
        if spec.isNumeric {
            // Checked here, and stored in the shortest spelling that reads back as the same number
            // (`0.001`, not the table's two decimals `0`), so what `save` writes loads again.
            let positive = name == "charWidth" || name == "lineHeight"
            guard let number = Double(value), number.isFinite, positive ? number > 0 : number >= 0 else {
                return "option '\(name)' takes a number " + (positive ? "greater than 0" : "of 0 or more") + " (not \(value))"
            }
            guard number <= Self.numericLimit else {
                return "option '\(name)' takes a number up to \(Value.format(Self.numericLimit)) (not \(value))"
            }
            let canonical = Value.format(number)
            if LayoutOptions.table.contains(where: { $0.name == name }) {
                var probe = LayoutOptions()
                do { try probe.set(name, to: canonical) } catch { return "option '\(name)' takes a number greater than 0 (not \(value))" }
            }
            changed[name] = Double(spec.defaultValue) == number ? nil : canonical
            return nil
        }
        if LayoutOptions.table.contains(where: { $0.name == name }) {
            var probe = LayoutOptions()
            do {
                try probe.set(name, to: value)
            } catch {
                if let expects = spec.expects { return "option '\(name)' takes \(expects)" }
                return "option '\(name)' takes " + spec.values.map { "'\($0)'" }.joined(separator: " or ")
            }
            // Store the engine's spelling so `-infinity` and `-inf` are one value — unless that spelling
            // rounds (two decimals), when the value as typed is what `save` must write back.
            var canonical = probe.value(of: name) ?? value
            var check = LayoutOptions()
            if (try? check.set(name, to: canonical)) == nil || check != probe { canonical = value }
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
