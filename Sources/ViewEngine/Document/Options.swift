/// Simulator settings (`option NAME VALUE`): behaviour SwiftUI leaves unsettled or
/// platform-dependent, with SEMANTICS.md §8.10's defaults.
public struct OptionSpec: Sendable {
    public var name: String
    public var values: [String]
    /// nil: any number (with `range`).
    public var defaultValue: String
    public var isNumeric: Bool
    public var summary: String
    public var section: String
}

public enum OptionTable {
    public static let all: [OptionSpec] = [
        OptionSpec(name: "zstackSize", values: ["union", "max"], defaultValue: "union", isNumeric: false,
                   summary: "ZStack size: union of aligned child frames, or max width × max height", section: "§1.4"),
        OptionSpec(name: "spacerPriority", values: ["-infinity", "0"], defaultValue: "-infinity", isNumeric: false,
                   summary: "layout priority of a Spacer (sized after every other child)", section: "§1.5"),
        OptionSpec(name: "spacerNeighborSpacing", values: ["0", "default"], defaultValue: "0", isNumeric: false,
                   summary: "stack spacing next to a Spacer", section: "§1.3"),
        OptionSpec(name: "lastTextBaselineMerge", values: ["max", "min"], defaultValue: "max", isNumeric: false,
                   summary: "how a container merges its children's lastTextBaseline", section: "§3.3"),
        OptionSpec(name: "stackExplicitGuideUsesOrigin", values: ["true", "false"], defaultValue: "true", isNumeric: false,
                   summary: "a stack's explicit guide adds each child's origin", section: "§3.3"),
        OptionSpec(name: "textSpacing", values: [], defaultValue: "8", isNumeric: true,
                   summary: "spacing between two Texts in a stack", section: "§1.3"),
        OptionSpec(name: "textMinWidth", values: ["ellipsis", "0"], defaultValue: "ellipsis", isNumeric: false,
                   summary: "a Text's width when proposed 0", section: "§8.5"),
        OptionSpec(name: "flexFrameIdealSizing", values: ["true", "false"], defaultValue: "true", isNumeric: false,
                   summary: "iOS 17 re-proposal of nil by flexible frames when placing", section: "§2.3"),
        OptionSpec(name: "dynamicSlotsInjectDefault", values: ["true", "false"], defaultValue: "true", isNumeric: false,
                   summary: "if/foreach contribute the key's default when their content writes nothing", section: "§4.2"),
        OptionSpec(name: "lag", values: ["sameFrame", "nextFrame"], defaultValue: "sameFrame", isNumeric: false,
                   summary: "action-driven state lands in the same frame (SwiftUI) or the next (teaching)", section: "§8.8"),
        OptionSpec(name: "defaultSpacing", values: [], defaultValue: "8", isNumeric: true,
                   summary: "stack spacing between views when spacing is nil", section: "§8.1"),
        OptionSpec(name: "defaultPadding", values: [], defaultValue: "16", isNumeric: true,
                   summary: "the amount of .padding() on each edge", section: "§8.1"),
        OptionSpec(name: "charWidth", values: [], defaultValue: "8", isNumeric: true,
                   summary: "text: points per character (body font)", section: "§8.5"),
        OptionSpec(name: "lineHeight", values: [], defaultValue: "20", isNumeric: true,
                   summary: "text: points per line (body font)", section: "§8.5"),
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

    public func number(_ name: String) -> Double { Double(self[name]) ?? 0 }

    /// Sets a value after checking it; returns the problem otherwise.
    public mutating func set(_ name: String, to value: String) -> String? {
        guard let spec = OptionTable.spec(name) else { return "unknown option '\(name)'" }
        if spec.isNumeric {
            guard let number = Double(value), number.isFinite, number >= 0, number <= 10_000 else {
                return "option '\(name)' takes a number from 0 to 10000"
            }
            _ = number
        } else if !spec.values.contains(value) {
            return "option '\(name)' takes " + spec.values.map { "'\($0)'" }.joined(separator: " or ")
        }
        changed[name] = value == spec.defaultValue ? nil : value
        return nil
    }
}
