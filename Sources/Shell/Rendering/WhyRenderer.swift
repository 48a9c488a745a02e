import ViewEngine
import ViewLayout

/// `why`: the layout negotiation of one view, in the order it happened — what its parent
/// decided about it, each proposal it (and each of its modifiers) received, each answer,
/// and the rule behind each decision, with the Docs/Semantics.md section.
struct WhyRenderer {
    var resolution: Resolution
    let address: String
    /// The layout nodes at `address`, outermost modifier first (looked up when nil; the page,
    /// which traces every view, passes them).
    var own: [LayoutNodeID]? = nil

    /// One line of `why`: what it says, and the trace event it describes (nil for the
    /// header lines, the window's placement of the root and the result). `why --json` and
    /// the page give the same lines with their events.
    struct Line {
        enum Kind: String { case header, modifiers, parent, blank, event, rootPlacement, result, missing }
        var kind: Kind
        var text: String
        var event: LayoutTraceEvent? = nil
    }

    /// The text `why` prints: each decision once, repeats counted (`WhyCondenser`).
    mutating func render(_ events: [LayoutTraceEvent]) -> String {
        lines(events, condensed: true).map(\.text).joined(separator: "\n") + "\n"
    }

    /// The lines of the trace: every event, each with its event (`why --json`, the page), or
    /// `condensed` as `why` prints them (collapsed lines carry no event).
    mutating func lines(_ events: [LayoutTraceEvent], condensed: Bool = false) -> [Line] {
        let nodes = self.own ?? resolution.nodes(at: address)
        let own = Set(nodes)
        guard let outer = nodes.first else { return [Line(kind: .missing, text: "nothing is laid out at \(address)")] }
        let parent = resolution.layout.parent(of: outer)
        let view = nodes.last!
        var lines: [Line] = []
        lines.append(Line(kind: .header, text: "why \(address): \(resolution.entry(view).label)"))
        let modifiers = nodes.dropLast().reversed().map { resolution.entry($0).label }
        if !modifiers.isEmpty {
            lines.append(Line(kind: .modifiers, text: "  modifiers, innermost first: " + modifiers.map { LayoutTable.clip($0, limit: 40) }.joined(separator: " ")))
        }
        if let parent { lines.append(Line(kind: .parent, text: "  inside \(name(parent)) at \(resolution.entry(parent).address)")) }
        lines.append(Line(kind: .blank, text: ""))
        if condensed {
            // What `why` prints: each decision once (WhyCondenser).
            let condenser = WhyCondenser(outer: outer, sizeText: size, proposalText: LayoutTable.format, name: name)
            lines += condenser.condense(events.compactMap { item($0, own: own, parent: parent) }).map { Line(kind: .event, text: $0) }
        } else {
            // Every event (`why --json`, the page): answers from the cache marked as such.
            for event in events {
                guard let item = item(event, own: own, parent: parent) else { continue }
                var text = item.text
                if case .answered(_, _, _, true, _) = item { text += " (cached)" }
                lines.append(Line(kind: .event, text: text, event: event))
            }
        }
        if parent == nil, let window = resolution.layout.rootPlacement, let result = resolution.layout.result(of: outer) {
            lines.append(Line(kind: .rootPlacement, text: rootPlacement(window, result.size)))
        }
        if let result = resolution.layout.result(of: outer) {
            lines.append(Line(kind: .blank, text: ""))
            var text = "result: placed with \(LayoutTable.format(result.proposal)), size \(size(result.size)), at \(point(result.frame.origin)) in the window"
            if view != outer, let drawn = resolution.layout.result(of: view)?.frame, drawn != result.frame {
                // A modifier inside moved or resized the view (`.offset`, a frame, padding): where
                // it is drawn, as `layout` shows it on the view's own row.
                text += "; \(name(view)) itself: \(size(drawn.size)) at \(point(drawn.origin))"
            }
            lines.append(Line(kind: .result, text: text))
        }
        return lines
    }

    /// One event as a line of the trace, with what `WhyCondenser` needs to leave out repeats.
    func item(_ event: LayoutTraceEvent, own: Set<LayoutNodeID>, parent: LayoutNodeID?) -> WhyCondenser.Item? {
        switch event {
        case .proposed(let node, let proposal) where own.contains(node):
            return .proposed(node, proposal, "→ \(name(node)) is proposed \(LayoutTable.format(proposal))")
        case .answered(let node, let proposal, let answer, let source) where own.contains(node):
            return .answered(node, proposal, answer, cached: source == .cached,
                             "← \(name(node)) answers \(size(answer)) to \(LayoutTable.format(proposal))")
        case .placed(let node, let proposal, let result, let origin) where own.contains(node):
            return .placed("■ \(name(node)) is placed with \(LayoutTable.format(proposal)): \(size(result)) at \(point(origin)) in its parent")
        default:
            return describe(event, own: own, parent: parent).map(WhyCondenser.Item.decision)
        }
    }

    /// The line of an event that explains a decision (a rule and its result), or nil.
    func describe(_ event: LayoutTraceEvent, own: Set<LayoutNodeID>, parent: LayoutNodeID?) -> String? {
        switch event {
        case .stackIdeal(let node, let axis) where node == parent || own.contains(node):
            return "  \(name(node)) was proposed nil along its \(axisName(axis)) axis, so it proposes nil to every child: each takes its ideal size (§1.2 case A)"
        case .stackOrder(let node, let axis, let children, let spacing) where node == parent || own.contains(node):
            var text = "  \(name(node)) sizes its children by priority, then flexibility (max − min at a \(axisName(axis)) proposal of 0 and ∞, §1.2 step 2); spacing \(formatLength(spacing)) in all:"
            for (index, child) in children.enumerated() {
                let mark = own.contains(child.child) ? "  ◀" : ""
                text += "\n    \(index + 1). \(name(child.child)): priority \(priority(child.priority)), min \(length(child.minimum)), max \(length(child.maximum))\(mark)"
            }
            return text
        case .stackReserved(let node, let groupPriority, let reserved, let available) where node == parent || own.contains(node):
            return "  \(name(node)) keeps \(length(reserved)) for the minimums of lower priorities; \(length(available)) is left for priority \(priority(groupPriority)) (§1.2 step 3)"
        case .stackOffer(let node, let child, let offer, let took, let remaining) where own.contains(child) || own.contains(node):
            return "  \(name(node)) offers \(name(child)) \(LayoutTable.format(offer)) (an equal share of what is left, §1.2 step 5); it takes \(size(took)); \(length(remaining)) left"
        case .stackAlignment(let node, let guide, let line, let result) where node == parent || own.contains(node):
            return "  \(name(node)) aligns its children on \(resolution.layout.guides.name(of: guide)) at \(length(line)); its size is \(size(result)) (§1.2)"
        case .zstackSize(let node, let sizing, let mode, let result) where node == parent || own.contains(node):
            return "  \(name(node)) takes the \(mode.rawValue) of \(sizing.count) child frame\(sizing.count == 1 ? "" : "s"): \(size(result)) (§1.4)"
        case .frameRule(let node, let axis, let rule, let result) where own.contains(node):
            return "  \(name(node)) \(axisName(axis == .horizontal ? .horizontal : .vertical)): \(describe(rule)) = \(length(result))"
        case .framePlacementProposal(let node, let proposal, let ideal) where own.contains(node):
            let note = ideal.isEmpty ? "" : " (nil again on the \(ideal.map { axisName($0) }.joined(separator: " and ")) axis: its size lies between min and max and its parent proposed nil, §2.3 iOS 17)"
            return "  \(name(node)) places its child with \(LayoutTable.format(proposal))\(note)"
        case .text(let node, let count, let truncated, let result) where own.contains(node):
            return "  \(name(node)) needs \(count) line\(count == 1 ? "" : "s")\(truncated ? ", truncated with …" : "") at this width: \(size(result)) (§1.7, §8.5)"
        case .aspectRatio(let node, let ratio, let childProposal) where own.contains(node):
            return "  \(name(node)) keeps the ratio \(size(ratio)) and proposes \(LayoutTable.format(childProposal)) to its child (§2.9)"
        case .note(let node, let text) where node == parent || own.contains(node):
            return "  \(name(node)): \(text)"
        default:
            return nil
        }
    }

    /// How the window placed the root (§17.1).
    func rootPlacement(_ window: RootPlacement, _ rootSize: Size) -> String {
        let origin = window.rootOrigin(for: rootSize)
        guard window.centred else {
            return "  the window puts the root at its safe area's origin \(point(origin)) (option rootPlacement origin, §17.1)"
        }
        func axis(_ start: Double, _ room: Double?, _ length: Double, _ result: Double) -> String {
            guard let room, room.isFinite else { return self.length(result) + " (nothing to centre in)" }
            return "\(self.length(start)) + (\(self.length(room)) − \(self.length(length))) / 2 = \(self.length(result))"
        }
        return "  the window centres the root in its safe area: x = \(axis(window.origin.x, window.size.width, rootSize.width, origin.x)), "
            + "y = \(axis(window.origin.y, window.size.height, rootSize.height, origin.y)) (§17.1)"
    }

    func describe(_ rule: FrameRule) -> String {
        switch rule {
        case .fixed(let value): return "fixed at \(length(value)) (§2.2)"
        case .ideal(let value): return "proposed nil, so its ideal \(length(value)) (§2.3)"
        case .clampProposal(let proposal, let min, let max):
            return "min and max given, so the proposal \(length(proposal)) clamped to \(length(min))…\(length(max)) (§2.3)"
        case .clampChild(let child, let min, let max):
            return "proposed nil, so the child's \(length(child)) clamped to \(length(min))…\(length(max)) (§2.3)"
        case .minOnly(let proposal, let child, let min):
            return "min only: max(min(proposal \(proposal.map(length) ?? "nil"), child \(length(child))), min \(length(min))) (§2.3)"
        case .maxOnly(let proposal, let child, let max):
            return "max only: min(max(proposal \(proposal.map(length) ?? "nil"), child \(length(child))), max \(length(max))) (§2.3)"
        case .child(let value): return "no constraint on this axis, so the child's \(length(value)) (§2.2, §2.3)"
        }
    }

    func name(_ node: LayoutNodeID) -> String {
        let entry = resolution.entry(node)
        return LayoutTable.clip(entry.label, limit: 36)
    }

    func axisName(_ axis: Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }
    func length(_ value: Double) -> String { value.isInfinite ? (value > 0 ? "∞" : "-∞") : formatLength(value) }
    func priority(_ value: Double) -> String { length(value) }
    func size(_ size: Size) -> String { "\(length(size.width))×\(length(size.height))" }
    func point(_ point: Point) -> String { "(\(length(point.x)), \(length(point.y)))" }
}
