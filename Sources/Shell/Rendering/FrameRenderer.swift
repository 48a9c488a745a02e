import ViewEngine
import ViewLayout

/// `step-frame` and `settle`: the frame trace, one line an event, indented by pass.
enum FrameRenderer {
    static func render(_ events: [FrameEvent]) -> String {
        var lines: [String] = []
        for event in events {
            switch event {
            case .frameStarted(let frame):
                lines.append("frame \(frame)")
            case .pass(let number, let seed):
                lines.append("  pass \(number) (update seed \(seed))")
            case .flush(let seed, let between):
                lines.append(between ? "  after the frame: flush (still seed \(seed))" : "  flush of state changes (seed \(seed))")
            case .evaluated(let changed, let total, let size):
                let root = "root \(formatLength(size.width))×\(formatLength(size.height))"
                if changed.isEmpty {
                    lines.append("    no body's inputs changed; layout unchanged: \(root)")
                } else if changed.count == total {
                    lines.append("    bodies evaluated: all \(total) view\(total == 1 ? "" : "s"); laid out: \(root)")
                } else {
                    // The count first, the addresses after "at": `0` is an address here, never a count.
                    let shown = changed.prefix(6).joined(separator: ", ") + (changed.count > 6 ? ", +\(changed.count - 6) more" : "")
                    lines.append("    bodies evaluated: \(changed.count) of \(total) (inputs changed at \(shown)); laid out: \(root)")
                }
            case .sizeChanged(let address, let label, let from, let to):
                let old = from.map { "\(formatLength($0.width))×\(formatLength($0.height))" } ?? "new"
                lines.append("    size \(address) \(LayoutTable.clip(label, limit: 40)): \(old) → \(formatLength(to.width))×\(formatLength(to.height))")
            case .reduced(let key, let address, let value, let next, let result):
                if let next {
                    lines.append("    \(key) at \(address): reduce(value: \(value), nextValue: \(next)) → \(result)")
                } else {
                    lines.append("    \(key) at \(address): reduce(value: \(value)) did not ask for nextValue()")
                }
            case .binder(let label, let address, let old, let new, let decision):
                let change = "\(old.map(\.description) ?? "nil") → \(new)"
                switch decision {
                case .fired(let ordinal):
                    lines.append("    \(label) at \(address): \(change): fires (\(ordinal == 1 ? "1st" : "2nd") in this seed)")
                case .unchanged:
                    lines.append("    \(label) at \(address): \(new), unchanged")
                case .suppressed:
                    lines.append("    \(label) at \(address): \(change): suppressed (3rd in this seed; \(new) is remembered)")
                }
            case .stateChanged(let state, let old, let new, let by, let writes):
                lines.append("    state \(state): \(old) → \(new)  (by \(by)\(writes > 1 ? ", \(writes) writes" : ""))")
            case .stateUnchanged(let state, let value, _, let writes):
                lines.append("    state \(state) = \(value) again: no change\(writes > 1 ? " (\(writes) writes)" : "")")
            case .printed(let output, _):
                lines.append(Self.printedLines(output))
            case .appearance(let address, let appeared):
                lines.append(appeared ? "    onAppear at \(address): the view appeared; its action runs"
                             : "    onDisappear at \(address): the view is gone; its action runs")
            case .tapped(let address, let label, let response):
                lines.append("tap \(address): \(LayoutTable.clip(label, limit: 40)) \(response)")
            case .warning(let text):
                lines.append("    warning: \(text)")
            case .problem(let text):
                lines.append("    error: \(text)")
            case .displayed(let frame, let states):
                let shown = states.keys.sorted().map { "\($0) = \(states[$0]!)" }.joined(separator: ", ")
                lines.append("  frame \(frame) displays" + (shown.isEmpty ? "" : " with \(shown)"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One `print`'s output under its action, a line each (a final newline ends the last one;
    /// another terminator is kept as written), each as `Value.consoleLine` shows it.
    static func printedLines(_ output: String) -> String {
        Value.consoleText(output).split(separator: "\n", omittingEmptySubsequences: false).map { "    print: " + Value.consoleLine(String($0)) }
            .joined(separator: "\n")
    }
}
