import ViewEngine
import ViewLayout

/// `prefs`: per key, the reduction in the order SwiftUI performs it, then the readers.
struct PrefsRenderer {
    let resolution: Resolution
    let document: Document

    func render(keys: [String], from start: LayoutNodeID) -> String {
        render(PreferenceTrace(keys: keys, from: start, resolution: resolution, document: document))
    }

    func render(_ trace: PreferenceTrace) -> String {
        var lines: [String] = []
        for key in trace.keys {
            lines.append(header(key))
            if let error = key.error { lines.append("  error: \(error)") }
            if key.events.isEmpty { lines.append("  nothing writes \(key.name)") }
            for event in key.events { lines.append("  " + describe(event)) }
            if let passed = passesUp(key, start: trace.start) { lines.append("  " + passed) }
            if !key.readers.isEmpty { lines.append("readers:") }
            for reader in key.readers {
                lines.append("  " + describe(reader, key: key))
                lines += anchorLines(reader).map { "    " + $0 }
            }
        }
        if lines.isEmpty { return "(no preference keys)\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    func header(_ key: PreferenceTrace.Key) -> String {
        "\(key.name) (default \(key.definition.defaultValue), reduce \(reducer(key.definition.reducer)))"
    }

    /// What the start node passes up, unless the last event already said it.
    func passesUp(_ key: PreferenceTrace.Key, start: LayoutNodeID) -> String? {
        if case .passedUp(let node, _, _)? = key.events.last, node == start { return nil }
        return "\(resolution.entry(start).address) passes up \(key.result.map(\.description) ?? "nothing (no value: readers see the default \(key.definition.defaultValue))")"
    }

    func describe(_ reader: PreferenceTrace.Reader, key: PreferenceTrace.Key) -> String {
        let entry = resolution.entry(reader.node)
        return "\(entry.address) \(LayoutTable.clip(entry.label, limit: 50)) sees \(reader.seen ?? key.definition.defaultValue)"
            + (reader.seen == nil ? " (the default: nothing in its subtree writes \(key.name))" : "")
    }

    /// For each anchor a reader sees: the rectangle (or point) it stands for in the window,
    /// and what a GeometryProxy filling the reader resolves it to (§10.1 rule 5).
    func anchorLines(_ reader: PreferenceTrace.Reader) -> [String] {
        reader.anchors.map { anchor in
            "\(anchor.anchor) is in the window; a GeometryReader filling the reader at (\(formatLength(anchor.readerOrigin.x)), "
                + "\(formatLength(anchor.readerOrigin.y))) resolves it to \(anchor.resolved.map(\.description) ?? "?") (§10.1)"
        }
    }

    func describe(_ event: PreferenceEvent) -> String {
        switch event {
        case .wrote(let node, _, let value):
            return "\(at(node)) writes \(value)"
        case .transformed(let node, _, let from, let fromDefault, let to):
            return "\(at(node)) transforms \(from)\(fromDefault ? " (the default: its subtree wrote nothing)" : "") into \(to)"
        case .injectedDefault(let node, _, let value):
            return "\(at(node)) writes nothing: as a foreach/if slot it contributes the default \(value) (§4.2)"
        case .reduced(let container, _, let value, let next, let from, let result):
            return "\(at(container)): reduce(value: \(value), nextValue: \(next) from \(resolution.entry(from).address)) → \(result)"
        case .notAsked(let container, _, let value, let skipped):
            return "\(at(container)): reduce(value: \(value)) never asked for nextValue(): \(resolution.entry(skipped).address) was not computed"
        case .passedUp(let node, _, let value):
            return "\(at(node)) passes up \(value)"
        }
    }

    func at(_ node: LayoutNodeID) -> String {
        let entry = resolution.entry(node)
        return "\(entry.address) \(LayoutTable.clip(entry.label, limit: 50))"
    }

    func reducer(_ reducer: Reducer) -> String {
        switch reducer {
        case .named(let named): return named.rawValue
        case .body: return "{ … }"
        }
    }
}
