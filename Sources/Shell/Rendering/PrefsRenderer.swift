import ViewEngine
import ViewLayout

/// `prefs`: per key, the reduction in the order SwiftUI performs it, then the readers.
struct PrefsRenderer {
    let resolution: Resolution
    let document: Document

    func render(keys: [String], from start: LayoutNodeID) -> String {
        var lines: [String] = []
        for key in keys {
            guard let definition = document.definitions.key(key) else { continue }
            let computer = PreferenceComputer(resolution: resolution, document: document)
            lines.append("\(key) (default \(definition.defaultValue), reduce \(reducer(definition.reducer)))")
            var result: Value?
            do throws(EvaluationError) {
                result = try computer.value(key, at: start)
            } catch {
                lines.append("  error: \(error.message)")
            }
            // Readers inside the subtree ask for their own subtrees (§4.4).
            var readerLines: [String] = []
            // A computer of their own, so the readers' asking does not enter the trace above.
            let readerComputer = PreferenceComputer(resolution: resolution, document: document)
            for node in resolution.preorder(from: start) {
                let entry = resolution.entry(node)
                switch entry.role {
                case .preferenceAction(let reader, _, _) where reader == key,
                     .preferenceValueReader(let reader) where reader == key:
                    let child = resolution.layout.children(of: node)[0]
                    let seen = (try? readerComputer.value(key, at: child)) ?? nil
                    readerLines.append("  \(entry.address) \(LayoutTable.clip(entry.label, limit: 50)) sees \(seen ?? computer.defaultValue(key))"
                                       + (seen == nil ? " (the default: nothing in its subtree writes \(key))" : ""))
                    readerLines += anchorLines(seen, reader: node)
                default:
                    break
                }
            }
            if computer.events.isEmpty { lines.append("  nothing writes \(key)") }
            for event in computer.events { lines.append("  " + describe(event)) }
            if case .passedUp(let node, _, _)? = computer.events.last, node == start {
                // Already said by the last event.
            } else {
                lines.append("  \(resolution.entry(start).address) passes up \(result.map(\.description) ?? "nothing (no value: readers see the default \(definition.defaultValue))")")
            }
            if !readerLines.isEmpty { lines.append("readers:") }
            lines += readerLines
        }
        if lines.isEmpty { return "(no preference keys)\n" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// For each anchor a reader sees: the rectangle (or point) it stands for in the window,
    /// and what a GeometryProxy filling the reader resolves it to (§10.1 rule 5).
    func anchorLines(_ value: Value?, reader: LayoutNodeID) -> [String] {
        var layout = resolution.layout
        guard let value, let frame = layout.result(of: reader)?.frame else { return [] }
        var anchors: [Value] = []
        func collect(_ v: Value) {
            switch v {
            case .record(let type, _) where Anchor.isAnchor(type): anchors.append(v)
            case .record(_, let fields), .tuple(let fields): fields.forEach { collect($0.value) }
            case .list(let items): items.forEach(collect)
            default: break
            }
        }
        collect(value)
        return anchors.map { anchor in
            let proxy = Resolver.proxyValue(frame)
            let resolved = (try? Evaluator.evaluate(.subscriptAccess(.literal(proxy), [.init(nil, .literal(anchor))]), in: EvaluationScope()))
            return "    \(anchor) is in the window; a GeometryReader filling the reader at (\(formatLength(frame.minX)), "
                + "\(formatLength(frame.minY))) resolves it to \(resolved.map(\.description) ?? "?") (§10.1)"
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
