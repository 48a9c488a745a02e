import ViewEngine
import ViewLayout

/// What `prefs` shows, as data: for each key, the reduction in the order SwiftUI performs it
/// (the engine's `PreferenceEvent`s), what the start node passes up, and what each reader
/// inside sees. `PrefsRenderer` prints it; `PrefsJSON` gives it as JSON (and to the page).
struct PreferenceTrace {
    struct Reader {
        var node: LayoutNodeID
        /// nil: nothing in its subtree writes the key, so it sees the default.
        var seen: Value?
        /// Each anchor it sees: the anchor and what a GeometryReader filling the reader
        /// resolves it to (§10.1).
        var anchors: [(anchor: Value, resolved: Value?, readerOrigin: Point)]
    }

    struct Key {
        var name: String
        var definition: PreferenceKeyDefinition
        var error: String?
        var events: [PreferenceEvent]
        var result: Value?
        var readers: [Reader]
    }

    var start: LayoutNodeID
    var keys: [Key]

    init(keys names: [String], from start: LayoutNodeID, resolution: Resolution, document: Document) {
        self.start = start
        keys = []
        for name in names {
            guard let definition = document.definitions.key(name) else { continue }
            let computer = PreferenceComputer(resolution: resolution, document: document)
            var key = Key(name: name, definition: definition, error: nil, events: [], result: nil, readers: [])
            do throws(EvaluationError) {
                key.result = try computer.value(name, at: start)
            } catch {
                key.error = error.message
            }
            key.events = computer.events
            // Readers inside the subtree ask for their own subtrees (§4.4), with a computer of
            // their own, so their asking does not enter the trace above.
            let readerComputer = PreferenceComputer(resolution: resolution, document: document)
            for node in resolution.preorder(from: start) {
                switch resolution.entry(node).role {
                case .preferenceAction(let reader, _, _) where reader == name,
                     .preferenceValueReader(let reader) where reader == name:
                    let child = resolution.layout.children(of: node)[0]
                    let seen = (try? readerComputer.value(name, at: child)) ?? nil
                    key.readers.append(Reader(node: node, seen: seen, anchors: Self.anchors(seen, reader: node, resolution: resolution)))
                default:
                    break
                }
            }
            keys.append(key)
        }
    }

    /// For each anchor a reader sees: what a GeometryProxy filling the reader resolves it to
    /// (§10.1 rule 5).
    static func anchors(_ value: Value?, reader: LayoutNodeID, resolution: Resolution) -> [(anchor: Value, resolved: Value?, readerOrigin: Point)] {
        var layout = resolution.layout
        guard let value, let frame = layout.result(of: reader)?.frame else { return [] }
        var anchors: [Value] = []
        func collect(_ v: Value) {
            switch v {
            case .record(let type, _) where Anchor.isAnchor(type): anchors.append(v)
            case .record(_, let fields), .tuple(let fields): fields.forEach { collect($0.value) }
            case .list(let items): items.forEach(collect)
            case .dictionary(let entries): entries.forEach { collect($0.value) }
            default: break
            }
        }
        collect(value)
        return anchors.map { anchor in
            let proxy = Resolver.proxyValue(frame)
            let resolved = try? Evaluator.evaluate(.subscriptAccess(.literal(proxy), [.init(nil, .literal(anchor))]), in: EvaluationScope())
            return (anchor, resolved, frame.origin)
        }
    }
}
