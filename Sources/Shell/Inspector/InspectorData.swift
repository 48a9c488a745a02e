import ViewEngine
import ViewLayout

/// What `export html` embeds (schema `viewsh/page@1`, Docs/JSON.md): the session's layout,
/// each view's `why` trace and environment, the preference traces, the recent frames with
/// each pass's layout, and the text of every § section they cite. Every part is the value a
/// `--json` command prints (layout@1, why@1, env@1's values, prefs@1, frames@1), so the page
/// and the JSON outputs cannot disagree.
struct InspectorData {
    static let schema = "viewsh/page@1"
    /// The `why` traces embedded, in bytes of JSON: past this, views show the command to run
    /// instead (a view in a stack of 10,000 lists all its siblings in its trace).
    static let whyBudget = 2_000_000

    var resolution: Resolution
    let document: Document
    let timeline: FrameTimeline
    let title: String

    mutating func value() -> JSONValue {
        let snapshot = LayoutSnapshot(&resolution, window: document.window)
        var cited: [String] = []
        func cite(_ text: String) {
            for section in WhyJSON.sections(in: text) where !cited.contains(section) { cited.append(section) }
        }

        // why: one traced layout for every node, each view's events picked from it.
        var addresses: [String] = []
        var seen = Set<String>()
        for node in snapshot.nodes where !node.isModifier && seen.insert(node.address).inserted { addresses.append(node.address) }
        let (traced, events) = Resolver.trace(resolution, proposal: document.rootProposal, nodes: Set(resolution.preorder()))
        let index = TraceIndex(events, layout: traced.layout)
        var nodesAt: [String: [LayoutNodeID]] = [:]
        for node in traced.preorder() { nodesAt[traced.entry(node).address, default: []].append(node) }
        var budget = Self.whyBudget
        var oversized = Set<LayoutNodeID>()
        var environments: [String: Int] = [:]
        var environmentValues: [JSONValue] = []
        var views: [JSONValue] = []
        for address in addresses {
            let nodes = nodesAt[address] ?? []
            var why = JSONValue.null
            if budget > 0, let outer = nodes.first, !oversized.contains(traced.layout.parent(of: outer) ?? outer) {
                let parent = traced.layout.parent(of: outer)
                let picked = index.events(for: Set(nodes), parent: parent)
                var builder = WhyJSON(resolution: traced, address: address, nodes: nodes)
                let value = builder.value(picked, notes: resolution.notes)
                let bytes = value.compact().utf8.count
                if bytes <= budget {
                    budget -= bytes
                    why = value
                } else if let parent {
                    // Its siblings share the parent's decisions (a stack's order of all its
                    // children): as large, so they are not tried.
                    oversized.insert(parent)
                }
                if case .object(let fields) = why, case .array(let lines)? = fields.first(where: { $0.0 == "lines" })?.1 {
                    for case .object(let line) in lines {
                        if case .string(let text)? = line.first(where: { $0.0 == "text" })?.1 { cite(text) }
                    }
                }
            }
            var env = JSONValue.null
            if let view = nodes.last, let environment = traced.entry(view).environment {
                let values = EnvJSON.values(environment)
                let key = values.compact()
                if environments[key] == nil {
                    environments[key] = environmentValues.count
                    environmentValues.append(values)
                }
                env = .int(environments[key]!)
            }
            views.append(.object([("address", .string(address)), ("why", why), ("environment", env)]))
        }

        // Preferences: every key something writes or reads, from the root.
        var prefs = JSONValue.null
        if let root = resolution.layout.root {
            let used = Self.usedKeys(resolution)
            let keys = document.definitions.names(of: .key).filter(used.contains)
            let renderer = PrefsRenderer(resolution: resolution, document: document)
            let trace = PreferenceTrace(keys: keys, from: root, resolution: resolution, document: document)
            for key in trace.keys {
                for event in key.events { cite(renderer.describe(event)) }
            }
            prefs = PrefsJSON(renderer: renderer).value(trace, unused: [])
        }

        // The timeline: each run's events, and each update's layout.
        var timelineValue = JSONValue.null
        if !timeline.isEmpty {
            let runs: [JSONValue] = timeline.runs.map { run in
                let command = run.command.split(separator: " ").first.map(String.init) ?? "step-frame"
                for event in run.events { cite(FrameRenderer.render([event])) }
                return .object([
                    ("command", .string(run.command)),
                    ("frames", FramesJSON.value(command: command, events: run.events, verdict: run.verdict)),
                    ("layouts", .array(run.updateLayouts.map { $0.map(JSONValue.int) ?? .null })),
                ])
            }
            timelineValue = .object([
                ("runs", .array(runs)),
                ("layouts", .array(timeline.layouts.map { $0.map(LayoutJSON.value) ?? .null })),
            ])
        }

        var sections: [(String, JSONValue)] = []
        for section in cited {
            if let text = SemanticsSections.section(section) { sections.append((section, .string(text))) }
        }
        return .object([
            ("schema", .string(Self.schema)),
            ("title", .string(title)),
            ("layout", LayoutJSON.value(snapshot)),
            ("views", .array(views)),
            ("environments", .array(environmentValues)),
            ("prefs", prefs),
            ("timeline", timelineValue),
            ("sections", .object(sections)),
            ("notes", .array(resolution.notes.map(JSONValue.string))),
            ("warnings", .array(resolution.layout.warnings.map { .string($0.message) })),
        ])
    }

    /// The keys some node writes or reads (what `prefs` shows without a key).
    static func usedKeys(_ resolution: Resolution) -> Set<String> {
        Set(resolution.entries.compactMap { entry -> String? in
            switch entry.role {
            case .preferenceWriter(let key, _), .preferenceTransform(let key, _, _), .preferenceAction(let key, _, _),
                 .preferenceValueReader(let key): return key
            default: return nil
            }
        })
    }
}

/// The events of one traced layout by the node they concern, so each view's `why` is picked
/// without scanning them all: events about a node, the parent's decisions about its children
/// (not its offers to other children), and the offers made to a node.
struct TraceIndex {
    let events: [LayoutTraceEvent]
    var byNode: [LayoutNodeID: [Int]] = [:]
    var parentDecisions: [LayoutNodeID: [Int]] = [:]
    var offersTo: [LayoutNodeID: [Int]] = [:]

    init(_ events: [LayoutTraceEvent], layout: LayoutTree) {
        self.events = events
        for (i, event) in events.enumerated() {
            switch event {
            case .proposed(let node, _), .answered(let node, _, _, _), .frameRule(let node, _, _, _),
                 .framePlacementProposal(let node, _, _), .text(let node, _, _, _), .aspectRatio(let node, _, _),
                 .placed(let node, _, _, _):
                byNode[node, default: []].append(i)
            case .stackIdeal(let node, _), .stackOrder(let node, _, _, _), .stackReserved(let node, _, _, _),
                 .stackAlignment(let node, _, _, _), .zstackSize(let node, _, _, _), .note(let node, _):
                byNode[node, default: []].append(i)
                parentDecisions[node, default: []].append(i)
            case .stackOffer(let node, let child, _, _, _):
                byNode[node, default: []].append(i)
                offersTo[child, default: []].append(i)
            }
        }
    }

    /// The events `why` can show for a view made of `own` nodes inside `parent`, in order.
    func events(for own: Set<LayoutNodeID>, parent: LayoutNodeID?) -> [LayoutTraceEvent] {
        var picked: [Int] = []
        for node in own {
            picked += byNode[node] ?? []
            picked += offersTo[node] ?? []
        }
        if let parent, !own.contains(parent) { picked += parentDecisions[parent] ?? [] }
        return Array(Set(picked)).sorted().map { events[$0] }
    }
}
