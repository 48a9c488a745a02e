/// The shell's own settings, changed with `option` like the simulator's but not part of the
/// document: they say how this terminal shows things, not what the views are, so `undo` does not
/// take them back and `save` does not write them.
public struct ShellSettings: Sendable, Equatable {
    /// Output longer than the terminal goes through a pager (`$PAGER`, or `less`), at the
    /// interactive prompt only.
    public var pager = true

    struct Spec {
        var name: String
        var values: [String]
        var defaultValue: String
        var summary: String
    }

    static let specs = [
        Spec(name: "pager", values: ["on", "off"], defaultValue: "on",
             summary: "output longer than the terminal goes through $PAGER (less) at the prompt (not saved or undone)"),
    ]

    static func spec(_ name: String) -> Spec? { specs.first { $0.name == name } }

    subscript(name: String) -> String {
        switch name {
        case "pager": pager ? "on" : "off"
        default: ""
        }
    }

    /// Sets a value after checking it; returns the problem otherwise.
    mutating func set(_ name: String, to value: String) -> String? {
        guard let spec = Self.spec(name) else { return "unknown option '\(name)'" }
        guard spec.values.contains(value) else {
            return "option '\(name)' takes " + spec.values.map { "'\($0)'" }.joined(separator: " or ")
        }
        switch name {
        case "pager": pager = value == "on"
        default: break
        }
        return nil
    }
}
