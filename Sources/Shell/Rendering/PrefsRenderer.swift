import ViewEngine
import ViewLayout

/// `prefs`: per key, the reduction in the order SwiftUI performs it, then the readers.
struct PrefsRenderer {
    let resolution: Resolution
    let document: Document

    func render(keys: [String], from start: LayoutNodeID) -> String {
        render(PreferenceTrace(keys: keys, from: start, resolution: resolution, document: document))
    }

    /// `every`: each reduce call on its own line; otherwise a run of quiet slots is two lines (`folded`).
    func render(_ trace: PreferenceTrace, every: Bool = false) -> String {
        var lines: [String] = []
        for key in trace.keys {
            lines.append(header(key))
            if let error = key.error { lines.append("  error: \(error)") }
            if key.events.isEmpty { lines.append("  nothing writes \(key.name)") }
            for line in every ? key.events.map(Line.event) : Self.folded(key.events) {
                switch line {
                case .event(let event): lines.append("  " + describe(event))
                case .quietSlots(let run): lines += describe(run).map { "  " + $0 }
                }
            }
            if let passed = passesUp(key, start: trace.start) { lines.append("  " + passed) }
            if Self.injectionChangesValue(key.events) {
                lines.append("  note: a foreach/if slot's default changed the value: SwiftUI's dynamic content is measured to "
                             + "contribute it (§4.2 rule 5) — unconfirmed in general: option dynamicSlotsInjectDefault false shows "
                             + "the value without it")
            }
            if !key.readers.isEmpty { lines.append("readers:") }
            for reader in key.readers {
                lines.append("  " + describe(reader, key: key))
                lines += anchorLines(reader).map { "    " + $0 }
            }
        }
        if lines.isEmpty { return "(no preference keys)\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Foreach/if slots that write nothing and whose default, reduced in, leaves the value as it
    /// was: a 30-row list printed 60 such pairs around its one writer. Folded into one run when
    /// at least `foldedRun` follow each other in the same container with the same values (a
    /// short list, as articles show, keeps every call).
    struct QuietSlots {
        var first: LayoutNodeID
        var last: LayoutNodeID
        var count: Int
        var container: LayoutNodeID
        var value: Value
        var defaultValue: Value
        /// Index of its first event, to print the pairs as they were when the run is short.
        var start: Int
    }

    enum Line {
        case event(PreferenceEvent)
        case quietSlots(QuietSlots)
    }

    static let foldedRun = 6

    /// Whether a slot's injected default, reduced in, gave another value than the one before it
    /// (`value = nextValue()` losing a real value to the default).
    static func injectionChangesValue(_ events: [PreferenceEvent]) -> Bool {
        zip(events, events.dropFirst()).contains { first, second in
            guard case .injectedDefault(let slot, _, let d) = first,
                  case .reduced(_, _, let value, let next, let from, let result) = second else { return false }
            return from == slot && next == d && result != value
        }
    }

    static func folded(_ events: [PreferenceEvent]) -> [Line] {
        var lines: [Line] = []
        var pending: QuietSlots?
        func flush() {
            guard let run = pending else { return }
            pending = nil
            if run.count >= foldedRun { lines.append(.quietSlots(run)); return }
            // Too short to fold: the pairs as they were.
            lines += events[run.start...].prefix(2 * run.count).map(Line.event)
        }
        var i = 0
        while i < events.count {
            if i + 1 < events.count, case .injectedDefault(let slot, _, let d) = events[i],
               case .reduced(let container, _, let value, let next, let from, let result) = events[i + 1],
               from == slot, next == d, result == value {
                if var run = pending, run.container == container, run.value == value, run.defaultValue == d {
                    run.last = slot
                    run.count += 1
                    pending = run
                } else {
                    flush()
                    pending = QuietSlots(first: slot, last: slot, count: 1, container: container, value: value, defaultValue: d, start: i)
                }
                i += 2
                continue
            }
            flush()
            lines.append(.event(events[i]))
            i += 1
        }
        flush()
        return lines
    }

    func describe(_ run: QuietSlots) -> [String] {
        ["\(run.count) foreach/if slots in tree order, \(resolution.entry(run.first).address) to \(resolution.entry(run.last).address), "
            + "write nothing: each contributes the default \(run.defaultValue) (§4.2; prefs --all lists each)",
         "\(at(run.container)): reduce(value: \(run.value), nextValue: \(run.defaultValue)) for each of them → \(run.value)"]
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
