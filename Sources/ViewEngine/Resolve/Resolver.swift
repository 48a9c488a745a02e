import ViewLayout

/// Body evaluation: turns the declared tree (with expressions, user views, `foreach`, `if`)
/// into the layout engine's arena, evaluating every argument against the current state,
/// the environment and the closure parameters in scope (§6.2: bodies top-down, then layout,
/// then geometry-dependent content). One layout node per view and per modifier (§8.2).
public struct Resolver {
    let document: Document
    var layout: LayoutTree
    var entries: [ResolvedEntry] = []
    var problems: [String] = []
    private var problemSet: Set<String> = []
    /// Polled while bodies are evaluated (Ctrl-C on a 100,000-element foreach).
    var interrupted: @Sendable () -> Bool = { false }
    /// Counts the nodes built; past its limit nothing more is (ExpansionBudget).
    var budget = ExpansionBudget()
    /// The steps body evaluation's expressions take, all of them together (EvaluationWork).
    let work = EvaluationWork()
    /// GeometryReaders whose content waits for their size (§2.10).
    var pendingGeometry: [PendingGeometry] = []
    /// overlayPreferenceValue / backgroundPreferenceValue content waiting for its value (§4.4).
    var pendingReaders: [PendingReader] = []

    struct PendingReader {
        var node: LayoutNodeID
        var key: String
        var parameter: String
        var views: [NodeID]
        var scope: [String: Value]
        var environment: EnvironmentValues
        var address: String
        var depth: Int
    }

    struct PendingGeometry {
        var node: LayoutNodeID
        var declared: NodeID
        var parameter: String
        var scope: [String: Value]
        var environment: EnvironmentValues
        var address: String
        var depth: Int
    }

    init(document: Document) {
        self.document = document
        layout = LayoutTree(options: document.options.layout)
    }

    /// Evaluates the bodies, lays out for the document's proposal and fills in geometry
    /// content.
    public static func resolve(_ document: Document) -> Resolution {
        resolve(document, reusing: nil).0
    }

    /// Like `resolve`, reusing the previous layout's caches when the new bodies give the same
    /// tree shape: only the nodes whose values changed are replaced (`setKind`), which
    /// invalidates them and their ancestors, so re-laying out after an edit touches that path
    /// (§8.2; Docs/Layout.md step 0). Returns what the next call can reuse.
    public static func resolve(
        _ document: Document, reusing memo: LayoutMemo?, interrupted: @escaping @Sendable () -> Bool = { false }
    ) -> (Resolution, LayoutMemo) {
        var resolver = Resolver(document: document)
        resolver.interrupted = interrupted
        resolver.registerAlignments()
        var roots: [LayoutNodeID] = []
        if let root = document.tree.root, let problem = ExpansionBudget.staticProblem(root, in: document) {
            resolver.budget.refuse(problem)
            resolver.problem("0", problem)
        } else if let root = document.tree.root {
            roots = resolver.resolve(root, address: "0", depth: 0, scope: [:],
                                     environment: .defaults(document.definitions))
        }
        if resolver.budget.isExhausted {
            // Too big or interrupted: nothing is laid out, and the command fails with the problem.
            return (Resolution(layout: resolver.layout, entries: resolver.entries, problems: resolver.problems, size: .zero),
                    LayoutMemo(layout: LayoutTree(options: document.options.layout), signatures: [], definitions: document.definitions,
                               states: [:], evaluations: 0))
        }
        if roots.count == 1 {
            resolver.layout.root = roots[0]
        } else if !roots.isEmpty {
            // A root `foreach`/`if` giving several views: SwiftUI's window stacks them vertically.
            resolver.layout.root = resolver.add(.stack(axis: .vertical, alignment: .horizontalCenter), children: roots,
                                                address: "0", label: "(implicit vstack)", depth: 0)
        }
        let signatures = resolver.mainSignatures()
        if let memo { resolver.reuse(memo, signatures: signatures) }
        resolver.layout.interruption = interrupted
        var run = resolver.layout.layout(proposal: document.proposal)
        if resolver.layout.wasInterrupted {
            // Ctrl-C in the layout pass: its caches hold nothing worth keeping.
            resolver.problem("0", "interrupted during layout")
            return (Resolution(layout: resolver.layout, entries: resolver.entries, problems: resolver.problems, size: .zero),
                    LayoutMemo(layout: LayoutTree(options: document.options.layout), signatures: [], definitions: document.definitions,
                               states: [:], evaluations: 0))
        }
        let nextMemo = LayoutMemo(layout: resolver.layout, signatures: signatures, definitions: document.definitions,
                                  states: document.stateValues, evaluations: run.statistics.evaluations)
        resolver.resolveGeometryContent()
        // Preference-value readers, innermost first so the values they pass up are complete; their content
        // may hold more readers or geometry, handled in turn (bounded by the tree's depth).
        var rounds = 0
        while !resolver.pendingReaders.isEmpty, rounds < 64 {
            rounds += 1
            let readers = resolver.pendingReaders
            resolver.pendingReaders = []
            for reader in readers { resolver.attachContent(of: reader) }
            run = resolver.layout.layout(proposal: document.proposal)
            resolver.resolveGeometryContent()
        }
        if !resolver.pendingReaders.isEmpty {
            resolver.problem("0", "preference-value readers nest more than 64 deep; the innermost were not built")
        }
        if resolver.layout.wasInterrupted { resolver.problem("0", "interrupted during layout") }
        return (Resolution(layout: resolver.layout, entries: resolver.entries, problems: resolver.problems, size: run.size),
                nextMemo)
    }

    /// Re-runs a resolution's layout from cold caches, recording the negotiation of these
    /// addresses (`why`).
    public static func trace(_ resolution: Resolution, proposal: ProposedSize, addresses: [String]) -> (Resolution, [LayoutTraceEvent]) {
        var traced = resolution
        let nodes = Set(addresses.flatMap { traced.nodes(at: $0) })
        traced.layout.invalidateAll()
        let run = traced.layout.layout(proposal: proposal, trace: LayoutTraceRequest(nodes: nodes))
        return (traced, run.events)
    }

    // MARK: building

    mutating func add(
        _ kind: LayoutNode.Kind, children: [LayoutNodeID] = [], direction: LayoutDirection = .leftToRight,
        address: String, label: String, depth: Int, isModifier: Bool = false, declared: NodeID? = nil,
        role: NodeRole = .none, environment: EnvironmentValues? = nil
    ) -> LayoutNodeID {
        if let message = budget.spend(interrupted: interrupted) { problem(address, message) }
        let tag = Int32(entries.count)
        entries.append(ResolvedEntry(address: address, label: label, isModifier: isModifier, depth: depth, declared: declared,
                                     role: role, environment: environment))
        return layout.add(kind, children: children, direction: direction, tag: tag)
    }

    mutating func problem(_ address: String, _ message: String) {
        // Environment writers are evaluated more than once; report each problem once.
        let text = "\(Self.abbreviated(address)): \(message)"
        guard problemSet.insert(text).inserted else { return }
        problems.append(text)
        // Enough to report: stop evaluating (100,000 failing elements took minutes to list).
        if problems.count >= ExpansionBudget.problemLimit {
            budget.refuse("and more problems after \(ExpansionBudget.problemLimit)")
        }
    }

    /// Evaluates an expression, reporting a failure against the node.
    mutating func evaluate(_ expression: Expression, _ scope: [String: Value], at address: String) -> Value? {
        // `$0`, `$1` of a parameterless closure are stored as locals named "$0", "$1".
        var shorthands: [Value] = []
        while let value = scope["$\(shorthands.count)"] { shorthands.append(value) }
        do throws(EvaluationError) {
            return try Evaluator.evaluate(
                expression, in: EvaluationScope(states: document.stateValues, locals: scope, shorthands: shorthands, work: work))
        } catch {
            problem(address, error.message)
            return nil
        }
    }

    /// A number for a layout argument; nil (with a problem) for anything else.
    mutating func number(_ expression: Expression?, _ scope: [String: Value], at address: String) -> Double? {
        guard let expression, let value = evaluate(expression, scope, at: address) else { return nil }
        switch value {
        case .number(let n):
            if n.isNaN {
                problem(address, "NaN is not a size")
                return nil
            }
            return n
        case .none:
            return nil
        default:
            problem(address, "expected a number, got \(value.kindName) (\(value))")
            return nil
        }
    }

    // MARK: declared nodes → layout nodes

    /// One declared node becomes zero or more layout nodes: `foreach` and `if` hand their
    /// views to the enclosing container (as SwiftUI's ForEach and conditional content do).
    mutating func resolve(
        _ id: NodeID, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> [LayoutNodeID] {
        guard !budget.isExhausted else { return [] }
        let node = document.tree[id]
        switch node.kind {
        case .foreach(let data, let parameters):
            guard let list = evaluate(data, scope, at: address) else { return [] }
            let elements: [Value]
            switch list {
            case .list(let items): elements = items
            default:
                problem(address, "foreach needs a list, got \(list.kindName)")
                return []
            }
            var sizes = ExpansionSize(definitions: document.definitions, tree: document.tree)
            let perElement = node.children.reduce(0) { $0 + sizes.ofSubtree($1).nodes } + Double(node.modifiers.count)
            if let message = budget.reserve(Double(elements.count) * perElement, for: "this foreach (\(elements.count) elements)") {
                problem(address, message)
                return []
            }
            var result: [LayoutNodeID] = []
            let nodesBefore = budget.nodes
            for (index, element) in elements.enumerated() {
                // The first element shows what each costs (a nested foreach included).
                if index == 1, let message = budget.reserve(Double(elements.count - 1) * Double(budget.nodes - nodesBefore),
                                                            for: "this foreach (\(elements.count) elements)") {
                    problem(address, message)
                    return []
                }
                if index % 256 == 0, interrupted() {
                    problem(address, "interrupted after \(index) of \(elements.count) elements")
                    break
                }
                var inner = scope
                bind(element, to: parameters, in: &inner)
                for (childIndex, child) in node.children.enumerated() {
                    let built = resolve(child, address: "\(address).\(childIndex)[\(index)]", depth: depth,
                                        scope: inner, environment: environment)
                    result += built.map { markSlot(wrap($0, in: node, id: id, address: "\(address).\(childIndex)[\(index)]",
                                                        depth: depth, scope: inner, environment: environment)) }
                }
            }
            return result
        case .conditional(let condition, let thenCount, _):
            guard let value = evaluate(condition, scope, at: address) else { return [] }
            guard case .bool(let flag) = value else {
                problem(address, "the condition of 'if' must be true or false, got \(value)")
                return []
            }
            let chosen = flag ? Array(node.children.prefix(thenCount).enumerated())
                : Array(node.children.enumerated().dropFirst(thenCount))
            return chosen.flatMap { index, child in
                resolve(child, address: "\(address).\(index)", depth: depth, scope: scope, environment: environment)
                    .map { markSlot(wrap($0, in: node, id: id, address: "\(address).\(index)", depth: depth, scope: scope,
                                         environment: environment)) }
            }
        case .empty where node.modifiers.isEmpty && depth > 0:
            // EmptyView adds no subview to its container: no frame, no spacing around it.
            return []
        default:
            return [resolveSingle(id, address: address, depth: depth, scope: scope, environment: environment)]
        }
    }

    /// A `foreach` item's parameters: one takes the element; several take a tuple's or
    /// list's parts (`{ label, value in … }`); none: `$0`, `$1`.
    func bind(_ element: Value, to parameters: [String], in scope: inout [String: Value]) {
        let parts: [Value]
        switch element {
        case .tuple(let fields), .record(_, let fields): parts = fields.map(\.value)
        case .list(let items) where parameters.count > 1: parts = items
        default: parts = [element]
        }
        if parameters.isEmpty {
            scope["$0"] = element
            for (index, part) in parts.enumerated() { scope["$\(index)"] = part }
            if parts.count > 1 { scope["$0"] = parts[0] }
        } else if parameters.count == 1 {
            scope[parameters[0]] = element
        } else {
            for (index, name) in parameters.enumerated() where index < parts.count { scope[name] = parts[index] }
        }
    }

    /// Builds a preference-value reader's content from the value its primary passes up.
    mutating func attachContent(of reader: PendingReader) {
        let snapshot = Resolution(layout: layout, entries: entries, problems: [], size: .zero)
        let computer = PreferenceComputer(resolution: snapshot, document: document)
        let primary = layout.children(of: reader.node)[0]
        var value = computer.defaultValue(reader.key)
        do throws(EvaluationError) {
            value = try computer.value(reader.key, at: primary) ?? value
        } catch {
            problem(reader.address, error.message)
        }
        var scope = reader.scope
        scope[reader.parameter] = value
        var views = reader.views.enumerated().flatMap { index, id in
            resolve(id, address: reader.views.count == 1 ? reader.address : "\(reader.address).\(index)", depth: reader.depth,
                    scope: scope, environment: reader.environment)
        }
        if views.count > 1 {
            views = [add(.zstack(alignment: .center), children: views, address: reader.address, label: "(implicit zstack)", depth: reader.depth)]
        }
        guard !views.isEmpty else { return }
        layout.setChildren([primary] + views, for: reader.node)
    }

    mutating func markSlot(_ node: LayoutNodeID) -> LayoutNodeID {
        entries[Int(layout.tag(of: node))].isDynamicSlot = true
        return node
    }

    /// Wraps a view produced by `foreach`/`if` in the modifiers written on the `foreach`/`if`.
    mutating func wrap(
        _ view: LayoutNodeID, in node: ViewNode, id: NodeID, address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues
    ) -> LayoutNodeID {
        guard !node.modifiers.isEmpty else { return view }
        return applyModifiers(node.modifiers, to: view, address: address, depth: depth, scope: scope,
                              environment: environment, declared: id)
    }
}
