import ViewEngine
import ViewLayout

/// `why <node> --json` (schema `viewsh/why@1`, Docs/JSON.md): the lines `why` prints, each
/// with the trace event it describes as data (the engine's `LayoutTraceEvent`, never the
/// text), plus the view, its modifiers, its parent and its result.
struct WhyJSON {
    static let schema = "viewsh/why@1"
    var renderer: WhyRenderer

    init(resolution: Resolution, address: String, nodes: [LayoutNodeID]? = nil) {
        renderer = WhyRenderer(resolution: resolution, address: address, own: nodes)
    }

    var resolution: Resolution { renderer.resolution }

    mutating func value(_ events: [LayoutTraceEvent], notes: [String]) -> JSONValue {
        let address = renderer.address
        let nodes = renderer.own ?? resolution.nodes(at: address)
        let lines = renderer.lines(events)
        var fields: [(String, JSONValue)] = [("schema", .string(Self.schema)), ("address", .string(address))]
        if let view = nodes.last {
            fields.append(("label", .string(resolution.entry(view).label)))
            fields.append(("modifiers", .array(nodes.dropLast().reversed().map { .string(resolution.entry($0).label) })))
            fields.append(("parent", resolution.layout.parent(of: nodes[0]).map(ref) ?? .null))
        } else {
            fields += [("label", .null), ("modifiers", .array([])), ("parent", .null)]
        }
        let result = nodes.first.flatMap { renderer.resolution.layout.result(of: $0) }
        fields.append(("result", result.map { result -> JSONValue in
            .object([
                ("proposal", Self.proposal(result.proposal)),
                ("frame", LayoutJSON.rect(x: result.frame.minX, y: result.frame.minY, width: result.frame.width, height: result.frame.height)),
            ])
        } ?? .null))
        fields.append(("lines", .array(lines.map(line))))
        fields.append(("notes", .array(notes.map(JSONValue.string))))
        return .object(fields)
    }

    func line(_ line: WhyRenderer.Line) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(line.kind.rawValue)), ("text", .string(line.text))]
        fields.append(("sections", .array(Self.sections(in: line.text).map(JSONValue.string))))
        if let event = line.event { fields.append(("event", self.event(event))) }
        return .object(fields)
    }

    /// The `§` sections a line cites (`§1.2`, `§2.3`), in order, each once: the sections of
    /// Docs/Semantics.md the rule comes from.
    static func sections(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let mark = rest.firstIndex(of: "§") {
            let number = rest[rest.index(after: mark)...].prefix { $0.isNumber || $0 == "." }
            let trimmed = number.hasSuffix(".") ? number.dropLast() : number
            if !trimmed.isEmpty, !found.contains("§" + trimmed) { found.append("§" + trimmed) }
            rest = rest[rest.index(after: mark)...]
        }
        return found
    }

    func ref(_ node: LayoutNodeID) -> JSONValue {
        let entry = resolution.entry(node)
        return .object([("address", .string(entry.address)), ("label", .string(entry.label)), ("modifier", .bool(entry.isModifier))])
    }

    /// One trace event as data: its kind and what the engine recorded.
    func event(_ event: LayoutTraceEvent) -> JSONValue {
        func fields(_ kind: String, _ node: LayoutNodeID, _ rest: [(String, JSONValue)]) -> JSONValue {
            .object([("type", .string(kind)), ("node", ref(node))] + rest)
        }
        switch event {
        case .proposed(let node, let proposal):
            return fields("proposed", node, [("proposal", Self.proposal(proposal))])
        case .answered(let node, let proposal, let size, let source):
            return fields("answered", node, [("proposal", Self.proposal(proposal)), ("size", Self.size(size)),
                                             ("cached", .bool(source == .cached))])
        case .stackIdeal(let node, let axis):
            return fields("stackIdeal", node, [("axis", Self.axis(axis))])
        case .stackOrder(let node, let axis, let children, let spacing):
            return fields("stackOrder", node, [
                ("axis", Self.axis(axis)), ("spacing", .number(spacing)),
                ("children", .array(children.map { child in
                    .object([("node", ref(child.child)), ("priority", .number(child.priority)),
                             ("minimum", .number(child.minimum)), ("maximum", .number(child.maximum))])
                })),
            ])
        case .stackReserved(let node, let priority, let reserved, let available):
            return fields("stackReserved", node, [("priority", .number(priority)), ("reserved", .number(reserved)),
                                                  ("available", .number(available))])
        case .stackOffer(let node, let child, let offer, let took, let remaining):
            return fields("stackOffer", node, [("child", ref(child)), ("offer", Self.proposal(offer)), ("took", Self.size(took)),
                                               ("remaining", .number(remaining))])
        case .stackAlignment(let node, let guide, let line, let size):
            return fields("stackAlignment", node, [("guide", .string(resolution.layout.guides.name(of: guide))),
                                                   ("line", .number(line)), ("size", Self.size(size))])
        case .zstackSize(let node, let sizing, let mode, let size):
            return fields("zstackSize", node, [("sizingChildren", .array(sizing.map(ref))), ("mode", .string(mode.rawValue)),
                                               ("size", Self.size(size))])
        case .frameRule(let node, let axis, let rule, let result):
            return fields("frameRule", node, [("axis", Self.axis(axis)), ("rule", Self.rule(rule)), ("result", .number(result))])
        case .framePlacementProposal(let node, let proposal, let ideal):
            return fields("framePlacementProposal", node, [("proposal", Self.proposal(proposal)),
                                                           ("reproposedIdeal", .array(ideal.map(Self.axis)))])
        case .text(let node, let lines, let truncated, let size):
            return fields("text", node, [("lines", .int(lines)), ("truncated", .bool(truncated)), ("size", Self.size(size))])
        case .aspectRatio(let node, let ratio, let childProposal):
            return fields("aspectRatio", node, [("ratio", Self.size(ratio)), ("childProposal", Self.proposal(childProposal))])
        case .note(let node, let text):
            return fields("note", node, [("note", .string(text))])
        case .placed(let node, let proposal, let size, let origin):
            return fields("placed", node, [("proposal", Self.proposal(proposal)), ("size", Self.size(size)),
                                           ("originInParent", .object([("x", .number(origin.x)), ("y", .number(origin.y))]))])
        }
    }

    static func rule(_ rule: FrameRule) -> JSONValue {
        func object(_ kind: String, _ rest: [(String, JSONValue)]) -> JSONValue { .object([("kind", .string(kind))] + rest) }
        func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        switch rule {
        case .fixed(let value): return object("fixed", [("value", .number(value))])
        case .ideal(let value): return object("ideal", [("value", .number(value))])
        case .clampProposal(let proposal, let min, let max):
            return object("clampProposal", [("proposal", .number(proposal)), ("min", .number(min)), ("max", .number(max))])
        case .clampChild(let child, let min, let max):
            return object("clampChild", [("child", .number(child)), ("min", .number(min)), ("max", .number(max))])
        case .minOnly(let proposal, let child, let min):
            return object("minOnly", [("proposal", optional(proposal)), ("child", .number(child)), ("min", .number(min))])
        case .maxOnly(let proposal, let child, let max):
            return object("maxOnly", [("proposal", optional(proposal)), ("child", .number(child)), ("max", .number(max))])
        case .child(let value): return object("child", [("value", .number(value))])
        }
    }

    static func proposal(_ proposal: ProposedSize) -> JSONValue { LayoutJSON.size(proposal.width, proposal.height) }
    static func size(_ size: Size) -> JSONValue { LayoutJSON.size(size.width, size.height) }
    static func axis(_ axis: Axis) -> JSONValue { .string(axis == .horizontal ? "horizontal" : "vertical") }
}
