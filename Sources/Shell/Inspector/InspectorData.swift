import ViewEngine
import ViewLayout

/// What `export html` embeds (schema `viewsh/page@2`, Docs/JSON.md): the session's layout,
/// each view's `why` trace and environment, the preference traces, the recent frames with
/// each pass's layout, and the text of every § section they cite. Every part is the value a
/// `--json` command prints (why@1, env@1's values, prefs@1, frames@1), layouts as layout@1 in
/// columns (`PageLayoutTable`) with the page's strings shared, so the page and the JSON
/// outputs cannot disagree and a 10,000-view page stays small. Written straight to bytes.
struct InspectorData {
    static let schema = "viewsh/page@2"
    /// The `why` traces embedded, in bytes of JSON: past this, views show the command to run
    /// instead (a view in a stack of 10,000 lists all its siblings in its trace).
    static let whyBudget = 2_000_000
    /// One trace, in bytes: a longer one is not embedded (a page that shows a 2 MB line is
    /// no help, and it would take the budget of hundreds of views).
    static let whyLimit = 200_000

    var resolution: Resolution
    let document: Document
    let timeline: FrameTimeline
    let title: String

    /// The page's data as compact JSON, with how many views it holds and how many of their
    /// traces it embeds.
    mutating func write() -> (json: [UInt8], views: Int, traces: Int) {
        let snapshot = LayoutSnapshot(&resolution, window: document.window)
        var strings = PageStrings()
        var cited: [String] = []
        func cite(_ text: String) {
            for section in WhyJSON.sections(in: text) where !cited.contains(section) { cited.append(section) }
        }

        var layout = PageJSONWriter(capacity: snapshot.nodes.count * 48)
        PageLayoutTable.write(snapshot, strings: &strings, into: &layout)

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
        var whys = PageJSONWriter(), whyCount = 0
        var environments = InternedValues<EnvironmentValues>()
        var viewAddresses = PageJSONWriter(), viewWhys = PageJSONWriter(), viewEnvironments = PageJSONWriter()
        for (i, address) in addresses.enumerated() {
            viewAddresses.separator(i)
            viewAddresses.int(strings.id(address))
            viewWhys.separator(i)
            viewEnvironments.separator(i)
            let nodes = nodesAt[address] ?? []
            var embedded = false
            if budget > 0, let outer = nodes.first, !oversized.contains(traced.layout.parent(of: outer) ?? outer) {
                let parent = traced.layout.parent(of: outer)
                let picked = index.events(for: Set(nodes), parent: parent)
                var builder = WhyJSON(resolution: traced, address: address, nodes: nodes)
                let value = builder.value(picked, notes: resolution.notes)
                let room = min(budget, Self.whyLimit)
                var json = PageJSONWriter()
                if PageJSONWriter.minimumSize(value) <= room { json.value(value) }
                if !json.bytes.isEmpty, json.bytes.count <= room {
                    budget -= json.bytes.count
                    whys.separator(whyCount)
                    whys.append(json)
                    viewWhys.int(whyCount)
                    whyCount += 1
                    embedded = true
                    if case .object(let fields) = value, case .array(let lines)? = fields.first(where: { $0.0 == "lines" })?.1 {
                        for case .object(let line) in lines {
                            if case .string(let text)? = line.first(where: { $0.0 == "text" })?.1 { cite(text) }
                        }
                    }
                } else if let parent {
                    // Its siblings share the parent's decisions (a stack's order of all its
                    // children): as large, so they are not tried.
                    oversized.insert(parent)
                }
            }
            if !embedded { viewWhys.raw("null") }
            guard let view = nodes.last, let environment = traced.entry(view).environment else {
                viewEnvironments.raw("null")
                continue
            }
            // Views next to each other mostly share their environment: compared first.
            let id = environments.id(of: environment, json: EnvJSON.values)
            viewEnvironments.int(id)
        }

        // Preferences: every key something writes or reads, from the root.
        var prefs = PageJSONWriter()
        if let root = resolution.layout.root {
            let used = Self.usedKeys(resolution)
            let keys = document.definitions.names(of: .key).filter(used.contains)
            let renderer = PrefsRenderer(resolution: resolution, document: document)
            let trace = PreferenceTrace(keys: keys, from: root, resolution: resolution, document: document)
            for key in trace.keys {
                for event in key.events { cite(renderer.describe(event)) }
            }
            prefs.value(PrefsJSON(renderer: renderer).value(trace, unused: []))
        } else {
            prefs.raw("null")
        }

        // The timeline: each run's events, and each update's layout.
        var timelineJSON = PageJSONWriter()
        if timeline.isEmpty {
            timelineJSON.raw("null")
        } else {
            timelineJSON.raw("{")
            timelineJSON.key("runs")
            timelineJSON.raw("[")
            for (i, run) in timeline.runs.enumerated() {
                let command = run.command.split(separator: " ").first.map(String.init) ?? "step-frame"
                for event in run.events { cite(FrameRenderer.render([event])) }
                timelineJSON.separator(i)
                timelineJSON.value(.object([
                    ("command", .string(run.command)),
                    ("frames", FramesJSON.value(command: command, events: run.events, verdict: run.verdict)),
                    ("layouts", .array(run.updateLayouts.map { $0.map(JSONValue.int) ?? .null })),
                ]))
            }
            timelineJSON.raw("],")
            timelineJSON.key("layouts")
            timelineJSON.raw("[")
            for (i, kept) in timeline.layouts.enumerated() {
                timelineJSON.separator(i)
                if let kept { PageLayoutTable.write(kept, strings: &strings, into: &timelineJSON) } else { timelineJSON.raw("null") }
            }
            timelineJSON.raw("]}")
        }

        var sections: [(String, JSONValue)] = []
        for section in cited {
            if let text = SemanticsSections.section(section) { sections.append((section, .string(text))) }
        }

        var out = PageJSONWriter(capacity: layout.bytes.count + whys.bytes.count + timelineJSON.bytes.count + 4096)
        out.raw("{")
        out.key("schema")
        out.string(Self.schema)
        out.raw(",")
        out.key("title")
        out.string(title)
        out.raw(",")
        out.key("strings")
        strings.write(into: &out)
        out.raw(",")
        out.key("layout")
        out.append(layout)
        out.raw(",")
        out.key("views")
        out.raw("{")
        out.key("address")
        out.raw("[")
        out.append(viewAddresses)
        out.raw("],")
        out.key("why")
        out.raw("[")
        out.append(viewWhys)
        out.raw("],")
        out.key("environment")
        out.raw("[")
        out.append(viewEnvironments)
        out.raw("]},")
        out.key("whys")
        out.raw("[")
        out.append(whys)
        out.raw("],")
        out.key("environments")
        out.raw("[")
        out.append(environments.items)
        out.raw("],")
        out.key("prefs")
        out.append(prefs)
        out.raw(",")
        out.key("timeline")
        out.append(timelineJSON)
        out.raw(",")
        out.key("sections")
        out.value(.object(sections))
        out.raw(",")
        out.key("notes")
        out.value(.array(resolution.notes.map(JSONValue.string)))
        out.raw(",")
        out.key("warnings")
        out.value(.array(resolution.layout.warnings.map { .string($0.message) }))
        out.raw("}")
        return (out.bytes, addresses.count, whyCount)
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
