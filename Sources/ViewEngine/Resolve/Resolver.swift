import ViewLayout

/// Body evaluation: turns the declared tree (with expressions, user views, `foreach`, `if`)
/// into the layout engine's arena, evaluating every argument against the current state,
/// the environment and the closure parameters in scope (§6.2: bodies top-down, then layout,
/// then geometry-dependent content). One layout node per view and per modifier (§8.2).
public struct Resolver {
    var document: Document
    var layout: LayoutTree
    var entries: [ResolvedEntry] = []
    /// The layout node of each entry (entries are tagged by index).
    var nodeByTag: [LayoutNodeID] = []
    /// The tag of each layout node (the engine's `tag(of:)`, kept here: a call into the engine on
    /// `layout` from a mutating method copies the whole tree struct, 800 bytes, for each call).
    var tagByNode: [Int32] = []
    /// The engine's options (read once: the same copy per read as `tag(of:)`).
    var layoutOptions: LayoutOptions {
        didSet { sharedEvaluation = nil }
    }
    /// What this run's evaluated arguments share (`evaluationShared()`).
    var sharedEvaluation: EvaluationShared?
    /// Problems found in this run (a run with any starts afresh, so their order is the tree's).
    var problems: [String] = []
    /// Polled while bodies are evaluated (Ctrl-C on a 100,000-element foreach).
    var interrupted: @Sendable () -> Bool = { false }
    /// Counts the nodes built; past its limit nothing more is (ExpansionBudget).
    var budget = ExpansionBudget()
    /// The steps body evaluation's expressions take, all of them together (EvaluationWork).
    let work = EvaluationWork()
    private var problemSet: Set<String> = []
    /// The last drawing boxed (sharedDrawing).
    private var lastDrawing: Box<Drawing>?

    // Bodies (Resolver+Bodies.swift).
    var bodies: [Body] = []
    var bodyStack: [Int32] = []
    var memos: [BodyMemo] = []
    var claimed = BodySet()
    /// The tags whose entries are marked as the slot (`ResolvedEntry.isDynamicSlot`), kept with
    /// them by `setSlot`: `keptRun` reads a bit here for each of 100,000 kept rows rather than
    /// each row's entry, one cache line apart from the next.
    var slotTags = BodySet()
    var rootBody: Int32?
    /// The vstack holding several root views, when there are several.
    var implicitRoot: LayoutNodeID?
    /// The bodies evaluated in this run, in order (their addresses are read only when asked:
    /// ResolverCache.evaluatedBodies).
    var evaluatedBodies: [Int32] = []
    /// Foreach elements handed over as they were by `keptRun` in this run (for tests).
    var keptElements = 0
    /// Layout nodes no longer in the tree (a rebuilt body's old ones); past a point, start afresh.
    var deadNodes = 0
    /// What changed since the previous run; nil when everything is built afresh.
    var change: Change?
    var analysis: BodyAnalysis?
    var spliceFailed = false
    /// Whether the part rooted at a declared node is dirty for this run's change (by node id).
    var dirtyParts: [Int32: Bool] = [:]
    /// Bodies rebuilt in this run: built from the new document, so the change no longer makes
    /// them dirty. (A geometry reader's content is refreshed in every round of `finish`; rebuilt
    /// again, it made its preference-value readers afresh, without the content a round before
    /// had built — a reader added by an edit inside a GeometryReader stayed empty.)
    var rebuiltThisRun = Set<Int32>()
    /// Previous nodes of the bodies being rebuilt, innermost last (Resolver+Bodies.swift).
    var nodeReuse: [NodeReuse] = []
    /// Readers of rebuilt bodies, by node, until the rebuild makes them again (Resolver+Bodies.swift).
    var staleGeometry: [Int32: GeometryReader] = [:]
    var staleValueReaders: [Int32: ValueReader] = [:]
    /// Reused GeometryReaders that kept their content until it is built again (reuseNode).
    var keptGeometryContent = Set<Int32>()
    /// Catalogue views by declared node (Resolver+Views.swift, builtinView).
    var builtinViews: [BuiltinView?] = []
    /// The container `place(of:)` last read (Resolver+Bodies.swift).
    var placeCache: PlaceCache?
    /// Bodies that have notes (so collecting them does not visit every body).
    var bodiesWithNotes = Set<Int32>()
    /// While a foreach's first element is built for its template: the nodes `add` made, in order.
    var recording: [ElementTemplate.Recorded]?
    /// Whether a foreach's elements are made from the first one's template (ElementTemplate);
    /// tests turn it off to compare.
    var elementTemplates = true
    /// Elements made from a template in this run (tests count them).
    var templatedElements = 0
    /// The node ids `instantiate` builds each element with, kept between elements.
    var templateScratch: [LayoutNodeID]?
    /// Whether any node was given a rule's kind (else no rule can refuse or be misplaced, and
    /// `finish` does not walk the arena asking).
    var madeRuleNodes = false

    /// GeometryReaders, whose content is built once their size is known (§2.10).
    var geometryReaders = ReaderList<GeometryReader>()
    /// overlayPreferenceValue / backgroundPreferenceValue, whose content is built from the value (§4.4).
    var valueReaders = ReaderList<ValueReader>()
    /// Entries whose role is an anchor writer, as written (their roles are rewritten after each layout).
    var anchorWriters: [Int32: NodeRole] = [:]

    /// The part of a catalogue entry body evaluation uses.
    struct BuiltinView {
        var keyword: String
        var takesChildren: Bool
        var stacking: ViewInfo.ChildStacking
        var childEnvironment: [String: Value]
        var isLabelled: Bool
        var build: @Sendable (inout EvaluatedArguments) -> LayoutNode.Kind
    }

    struct Change {
        var states: Set<String>
        var nodes: Set<NodeID>
    }

    struct ValueReader: OwnedReader {
        var node: LayoutNodeID
        var key: String
        var parameter: String
        var views: [NodeID]
        var scope: [String: Value]
        var environment: EnvironmentValues
        var address: String
        var depth: Int
        var owner: Int32?
        var content: Int32?
        var value: Value?
    }

    struct GeometryReader: OwnedReader {
        var node: LayoutNodeID
        var declared: NodeID
        var parameter: String
        var scope: [String: Value]
        var environment: EnvironmentValues
        var address: String
        var depth: Int
        var owner: Int32?
        var content: Int32?
    }

    init(document: Document) {
        self.document = document
        // Body evaluation's `UUID()`s count on from the session's, afresh at each resolve (§18.17).
        work.uuidsMade = document.uuidsMade
        layout = LayoutTree(options: document.options.layout)
        layoutOptions = layout.options
    }

    /// The tag (entry index) of a layout node this resolver made.
    @inline(__always) func tag(of node: LayoutNodeID) -> Int { Int(tagByNode[Int(node.rawValue)]) }

    /// Evaluates the bodies, lays out for the document's proposal and fills in geometry
    /// content.
    public static func resolve(_ document: Document) -> Resolution {
        resolve(document, reusing: nil).0
    }

    /// Like `resolve`, reusing the previous run (`ResolverCache`): only the bodies whose inputs
    /// changed are evaluated again, and the layout keeps the caches of everything else, so a
    /// state change or an edit re-lays out a path (§6.2, §8.2; ARCHITECTURE.md). Anything the
    /// previous run cannot vouch for (other definitions, options, alignments reading a changed
    /// state, a problem) starts afresh. Returns what the next call can reuse.
    public static func resolve(
        _ document: Document, reusing cache: consuming ResolverCache?, interrupted: @escaping @Sendable () -> Bool = { false }
    ) -> (Resolution, ResolverCache) {
        if let root = document.tree.root, let problem = ExpansionBudget.staticProblem(root, in: document) {
            // Too big or too deep before anything is built (ExpansionSize).
            var resolver = Resolver(document: document)
            resolver.problem("0", problem)
            return resolver.refused()
        }
        // The cache is moved into the patch (inout, never copied): a second reference to its arrays
        // would make the first write to each copy it whole (400,000 entries, 100,000 bodies).
        if var cache = cache.take(), let patched = patch(&cache, to: document, interrupted: interrupted) { return patched }
        return fresh(document, interrupted: interrupted)
    }

    /// Every body evaluated afresh; `elementTemplates` off builds every foreach element on its own
    /// (tests compare the two, ElementTemplate).
    static func fresh(_ document: Document, interrupted: @escaping @Sendable () -> Bool = { false },
                      elementTemplates: Bool = true) -> (Resolution, ResolverCache) {
        var resolver = Resolver(document: document)
        resolver.elementTemplates = elementTemplates
        resolver.interrupted = interrupted
        resolver.registerAlignments()
        if let root = document.tree.root {
            let roots = resolver.withBody(.root, declared: [root], address: "0", depth: 0, scope: [:],
                                          environment: .defaults(document.definitions, window: document.window)) { resolver in
                resolver.build(resolver.bodies[Int(resolver.bodyStack.last!)])
            }
            resolver.rootBody = 0
            resolver.setRoot(roots)
        }
        return resolver.finish()
    }

    /// The root view(s) as the layout's root: several (a root `foreach`/`if`) stack vertically,
    /// as SwiftUI's window does.
    mutating func setRoot(_ roots: [LayoutNodeID]) {
        childrenChanged()
        if let implicit = implicitRoot {
            // The old implicit vstack is dropped; its children may be linked again below.
            layout.dropChildren(of: implicit)
            implicitRoot = nil
        }
        if roots.count == 1 {
            layout.root = roots[0]
        } else if !roots.isEmpty {
            layout.root = add(.stack(axis: .vertical, alignment: .horizontalCenter), children: roots,
                              address: "0", label: "(implicit vstack)", depth: 0)
            implicitRoot = layout.root
        } else {
            layout.root = nil
        }
    }

    /// Lays out, then builds what waits for the layout: geometry content (§2.10), anchors
    /// (§10.1), preference-value readers (§4.4), in rounds until nothing new appears.
    mutating func finish() -> (Resolution, ResolverCache) {
        if budget.isExhausted { return refused() }  // too big or interrupted: nothing is laid out
        layout.rootPlacement = document.window.rootPlacement(centred: document.options["rootPlacement"] == "center")
        layout.interruption = interrupted
        var run = layout.layout(proposal: document.rootProposal)
        if layout.wasInterrupted {
            // Ctrl-C in the layout pass: its caches hold nothing worth keeping.
            problem("0", "interrupted during layout")
            return refused()
        }
        let evaluations = run.statistics.evaluations
        settleGeometry(&run)
        resolveAnchors()
        // Preference-value readers, inner ones first so the values they pass up are complete; their content
        // may hold more readers or geometry, handled in turn (bounded by the tree's depth).
        var rounds = 0
        var done = Set<Int32>()
        while rounds < 64 {
            let waiting = readersInOrder().filter { !done.contains($0.node.rawValue) }
            if waiting.isEmpty { break }
            rounds += 1
            for reader in waiting {
                done.insert(reader.node.rawValue)
                updateContent(ofReader: reader.node)
            }
            run = layout.layout(proposal: document.rootProposal)
            settleGeometry(&run)
            resolveAnchors()
        }
        if rounds == 64 {
            problem("0", "preference-value readers nest more than 64 deep; the innermost were not built")
        }
        if layout.wasInterrupted { problem("0", "interrupted during layout") }
        // Rules that refuse these options (List rows, §13.3) and GridRows outside a Grid.
        for (node, message) in madeRuleNodes ? layout.ruleProblems() : [] {
            problem(entries[Int(layout.tag(of: node))].address, message)
        }
        let ruleNotes = collectRuleReports()
        // Placements made final and the squeezed texts found here, before the resolution and the
        // cache share the tree: both keep them (`Resolution.addLayoutNotes` then only reads the
        // list, and the next run looks again only where its pass placed anything).
        _ = layout.textsPlacedBelowOneCharacter()
        var resolution = Resolution(layout: layout, entries: entries, problems: problems, size: run.size, tagByNode: tagByNode)
        let modelNotes = liveNotes()
        resolution.notes = modelNotes + ruleNotes
        resolution.modelNotes = Set(modelNotes)
        let cache = ResolverCache(resolver: self, evaluations: evaluations)
        return (resolution, cache)
    }

    /// Builds the geometry readers' content and lays out again while content changes (a
    /// reader's content can carry alignment guides its container reads), at most a few rounds,
    /// so a run always ends with a settled layout — and the next run, finding nothing to redo,
    /// agrees with it.
    mutating func settleGeometry(_ run: inout LayoutRun) {
        var rounds = 0
        while updateGeometryContent(), rounds < 4 {
            rounds += 1
            run = layout.layout(proposal: document.rootProposal)
        }
    }

    /// Notes of the bodies still in the tree, each once, sorted (so a resumed run and a fresh one agree).
    func liveNotes() -> [String] {
        Array(Set(bodiesWithNotes.filter { bodies[Int($0)].alive }.flatMap { bodies[Int($0)].notes })).sorted()
    }

    /// Re-runs a resolution's layout from cold caches, recording the negotiation of these
    /// addresses (`why`).
    public static func trace(_ resolution: Resolution, proposal: ProposedSize, addresses: [String]) -> (Resolution, [LayoutTraceEvent]) {
        trace(resolution, proposal: proposal, nodes: Set(addresses.flatMap { resolution.nodes(at: $0) }))
    }

    /// The same for the given nodes (the HTML page traces every node in one layout).
    public static func trace(_ resolution: Resolution, proposal: ProposedSize, nodes: Set<LayoutNodeID>) -> (Resolution, [LayoutTraceEvent]) {
        var traced = resolution
        traced.layout.invalidateAll()
        let run = traced.layout.layout(proposal: proposal, trace: LayoutTraceRequest(nodes: nodes))
        return (traced, run.events)
    }

    // MARK: building

    mutating func add(
        _ kind: LayoutNode.Kind, children: [LayoutNodeID] = [], direction: LayoutDirection = .leftToRight,
        address: String, label: String, textLabel: String? = nil, depth: Int, isModifier: Bool = false, declared: NodeID? = nil,
        role: NodeRole = .none, environment: EnvironmentValues? = nil, drawing: Drawing? = nil, drawingBox: Box<Drawing>? = nil,
        sharingTextOf textSource: LayoutNodeID? = nil
    ) -> LayoutNodeID {
        if let message = budget.spend(interrupted: interrupted) { problem(address, message) }
        let box = drawing.map { sharedDrawing($0) } ?? drawingBox
        if recording != nil {
            // A foreach's first element, kept as its template (ElementTemplate); by value, before the engine takes it.
            recording!.append(ElementTemplate.Recorded(
                kind: kind, children: children, direction: direction, address: address, label: label, textLabel: textLabel,
                depth: depth, isModifier: isModifier, declared: declared, role: role, environment: environment, drawing: box,
                spent: work.spent))
        }
        // Only while a body is rebuilt (a fresh build offers nothing: no copy of the entry for the call).
        if !nodeReuse.isEmpty, let reused = reuseNode(
            ResolvedEntry(address: address, label: label, textLabel: textLabel, isModifier: isModifier, depth: depth,
                          declared: declared, role: role, environment: environment, drawingBox: box),
            kind: kind, children: children, direction: direction) { return reused }
        let tag = Int32(entries.count)
        // Made in place: an entry made first and then appended was copied (five references retained and released).
        entries.append(ResolvedEntry(address: address, label: label, textLabel: textLabel, isModifier: isModifier, depth: depth,
                                     declared: declared, role: role, environment: environment, drawingBox: box))
        if !children.isEmpty { childrenChanged() }  // they are linked to the new node
        if case .rule = kind { madeRuleNodes = true }
        let id = layout.add(kind, children: children, direction: direction, tag: tag, sharingTextOf: textSource)
        nodeByTag.append(id)
        let raw = Int(id.rawValue)
        // The engine numbers its nodes in the order they are added: one append.
        if raw > tagByNode.count { tagByNode += Array(repeating: -1, count: raw - tagByNode.count) }
        if raw == tagByNode.count { tagByNode.append(tag) } else { tagByNode[raw] = tag }
        if let body = bodyStack.last { bodies[Int(body)].ownNodes.append(id) }
        switch role {
        case .anchorWriter, .anchorTransform: anchorWriters[tag] = role
        default: break
        }
        return id
    }

    /// The guides and options every view's arguments share, made once (again after a custom
    /// guide was registered).
    mutating func evaluationShared() -> EvaluationShared {
        if let shared = sharedEvaluation, shared.guides.names.count == layout.guides.names.count { return shared }
        let shared = EvaluationShared(guides: layout.guides, options: layoutOptions)
        sharedEvaluation = shared
        return shared
    }

    /// A box for this drawing: the previous one when it is equal (a box of ~100 bytes per text of
    /// a 100,000-row foreach was 20 MB).
    mutating func sharedDrawing(_ drawing: Drawing) -> Box<Drawing> {
        if let last = lastDrawing, last.value == drawing { return last }
        let box = Box(drawing)
        lastDrawing = box
        return box
    }

    mutating func problem(_ address: String, _ message: String) {
        // Environment writers are evaluated more than once; report each problem once.
        let text = "\(Self.abbreviated(address)): \(message)"
        guard problemSet.insert(text).inserted else { return }
        problems.append(text)
        if let body = bodyStack.last { bodies[Int(body)].problems.append(text) }
        // Enough to report: stop evaluating (100,000 failing elements took minutes to list).
        if problems.count >= ExpansionBudget.problemLimit {
            budget.refuse("and more problems after \(ExpansionBudget.problemLimit)")
        }
    }

    mutating func note(_ message: String) {
        if let body = bodyStack.last, !bodies[Int(body)].notes.contains(message) {
            bodies[Int(body)].notes.append(message)
            bodiesWithNotes.insert(body)
        }
    }

    /// Custom layouts' errors become problems of their node; their notes are returned (§14.2).
    /// A run with any is not continued by the next (ResolverCache.hadProblems), so they are
    /// always this run's.
    mutating func collectRuleReports() -> [String] {
        var notes: [String] = []
        for report in layout.liveRuleReports {
            let address = entries[Int(layout.tag(of: report.node))].address
            if report.isError { problem(address, report.message) } else { notes.append("\(address): \(report.message)") }
        }
        return notes
    }

    /// Evaluates an expression, reporting a failure against the node.
    mutating func evaluate(_ expression: Expression, _ scope: [String: Value], at address: String) -> Value? {
        do throws(EvaluationError) {
            return try Evaluator.evaluate(expression, in: evaluationScope(scope))
        } catch {
            problem(address, error.message)
            return nil
        }
    }

    /// What an expression sees: the states and the closure parameters in scope (`$0`, `$1` of
    /// a parameterless closure are stored as locals named "$0", "$1").
    /// Mutating, though it changes nothing: a non-mutating method of this struct (1.6 KB) is handed
    /// a copy of it, copied for every view (perf: a tenth of a fresh layout's memmove).
    mutating func evaluationScope(_ scope: [String: Value]) -> EvaluationScope {
        // Most scopes have no "$0": a small one (none, or a foreach's parameter) is searched
        // without hashing a key per view.
        if scope.count <= 4, !scope.keys.contains(where: { $0 == "$0" }) {
            return EvaluationScope(states: document.stateValues, locals: scope, shorthands: [], work: work)
        }
        var shorthands: [Value] = []
        if let first = scope["$0"] {
            shorthands.append(first)
            while let value = scope["$\(shorthands.count)"] { shorthands.append(value) }
        }
        return EvaluationScope(states: document.stateValues, locals: scope, shorthands: shorthands, work: work)
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
        var views: [LayoutNodeID] = []
        resolve(id, address: address, depth: depth, scope: scope, environment: environment, into: &views)
        return views
    }

    /// The same, appending to `views` (a container's children: no array per child).
    mutating func resolve(
        _ id: NodeID, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues,
        into views: inout [LayoutNodeID]
    ) {
        guard !budget.isExhausted else { return }
        let node = document.tree[id]
        switch node.kind {
        case .foreach:
            // A body of its own, as SwiftUI's ForEach is a view of its own: its data is its input.
            views += withBody(.forEach, declared: [id], address: address, depth: depth, scope: scope, environment: environment) {
                resolver in resolver.expandForEach(id, address: address, depth: depth, scope: scope, environment: environment)
            }
        case .conditional(let condition, let thenCount, _):
            guard let value = evaluate(condition, scope, at: address) else { return }
            guard case .bool(let flag) = value else {
                problem(address, "the condition of 'if' must be true or false, got \(value)")
                return
            }
            let chosen = flag ? Array(node.children.prefix(thenCount).enumerated())
                : Array(node.children.enumerated().dropFirst(thenCount))
            let chain = modifierChain(node, address: address, scope: scope, environment: environment)
            for (index, child) in chosen {
                let branchAddress = LayoutAddress.child(address, index)
                for view in resolve(child, address: branchAddress, depth: depth, scope: scope, environment: chain?[0] ?? environment) {
                    views.append(markSlot(view, wrappedIn: node, id: id, address: branchAddress, depth: depth, scope: scope,
                                          environment: environment, chain: chain))
                }
            }
        case .builtin("empty", _) where node.modifiers.isEmpty && depth > 0:
            // EmptyView adds no subview to its container: no frame, no spacing around it.
            return
        case .builtin("section", _) where Self.isFlatSection(node, depth: depth, environment):
            resolveFlatSection(node, address: address, depth: depth, scope: scope, environment: environment, into: &views)
        default:
            views.append(resolveSingle(id, node: node, address: address, depth: depth, scope: scope, environment: environment))
        }
    }

    /// The environments of the modifiers written on a `foreach` or an `if` (nil without any): the
    /// first is the one its views are built in (`ForEach(…) { … }.font(.title)`, `Group { if c { … }
    /// }.disabled(true)` — §5: a modifier applies to the views it wraps and their content), and the
    /// modifiers then wrap each view with the same chain (`markSlot(_:wrappedIn:…chain:)`).
    mutating func modifierChain(_ node: ViewNode, address: String, scope: [String: Value],
                                environment: EnvironmentValues) -> [EnvironmentValues]? {
        node.modifiers.isEmpty ? nil : environmentChain(node.modifiers, address: address, scope: scope, environment: environment)
    }

    /// One copy of the template per element (each a body of its own), handed to the container.
    mutating func expandForEach(
        _ id: NodeID, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> [LayoutNodeID] {
        let node = document.tree[id]
        guard case .foreach(let data, let parameters) = node.kind, let list = evaluate(data, scope, at: address) else { return [] }
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
        result.reserveCapacity(elements.count * node.children.count)
        if change == nil {
            // A first build: room for every element's nodes and bodies at once, rather than doubling
            // (and copying) the tables of a 100,000-element foreach as they grow.
            // (With room for the containers around it, added after it.)
            reserve(nodes: Int(min(Double(elements.count) * perElement, Double(budget.limit))) + 1024,
                    bodies: elements.count * node.children.count + 256)
        }
        let nodesBefore = budget.nodes
        // Rebuilding: an element equal to the one at its index last time keeps its bodies (the
        // foreach's own scope and environment are the ones it was built with).
        let current = bodyStack.last
        let previous = current.flatMap { bodies[Int($0)].elements }
        current.map { bodies[Int($0)].elements = elements }
        // Its element bodies are attached one by one: room for all at once.
        current.map { bodies[Int($0)].children.reserveCapacity(elements.count * node.children.count) }
        // No modifiers on the foreach, template views whose parts no change touches: an element equal
        // to the one at its index last time hands over its bodies' output as it is (the common case
        // of a long list with one element changed), with no call, no allocation, no string — its
        // bodies' nested bodies (a user view's, a nested foreach's) kept too when none of their
        // parts is touched either (`keptRun`).
        let keepRuns = previous != nil && !node.children.isEmpty && node.modifiers.isEmpty && !memos.isEmpty
            && node.children.allSatisfy { !partIsDirty($0) }
        let candidates = keepRuns ? memos[memos.count - 1].candidates : []
        var cleanParts: [NodeID] = []
        // Each element body's declared node, one array per template view that every element shares.
        let templates = node.children.map { [$0] }
        // A fresh build of one template view: the other elements are made from the first (ElementTemplate).
        let shape = elementTemplates && change == nil && nodeReuse.isEmpty && elements.count > 1 && node.children.count == 1
            && node.modifiers.isEmpty ? templateShape(node.children[0]) : nil
        var template: ElementTemplate?
        // The element's scope: the foreach's with the element bound, its storage kept from element to element.
        var inner = scope
        // Elements before this index were handed over by `keptRun`.
        var keptUntil = 0
        var index = -1
        while index + 1 < elements.count {
            index += 1
            if keepRuns, index >= keptUntil {
                keptUntil = keptRun(from: index, elements: elements, previous: previous!, candidates: candidates,
                                    templates: node.children, cleanParts: &cleanParts, into: &result)
                if keptUntil > index {
                    index = keptUntil - 1
                    continue
                }
            }
            let element = elements[index]
            // An element that changed (one row of a long list): its previous bodies are evaluated again
            // with the new element, so its nodes keep their ids (`add` takes them over by address) —
            // the container's children stay the same and the layout re-asks only that row. (One
            // that did not change, where `keptRun` stopped, is refreshed below: only what is dirty
            // in it runs again.)
            if keepRuns, index < previous!.count, previous![index] != element, let built = reevaluatedElement(
                candidates, index: index, element: element, templates: node.children, parameters: parameters, scope: scope
            ) {
                for view in built { result.append(markSlot(view)) }
                memos[memos.count - 1].cursor = (index + 1) * node.children.count
                continue
            }
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
            // With modifiers on the foreach: their environments, read in the element's scope (the
            // first is the one its views are built in, `modifierChain`).
            var chain: [EnvironmentValues]?
            if !node.modifiers.isEmpty {
                rebind(&inner, to: element, parameters: parameters, over: scope)
                chain = modifierChain(node, address: address, scope: inner, environment: environment)
            }
            if let previous, index < previous.count, previous[index] == element,
               keptElementBodies(index: index, templates: node.children, environment: chain?[0]) {
                let first = index * node.children.count
                for childIndex in node.children.indices {
                    let body = memos[memos.count - 1].candidates[first + childIndex]
                    let built = refresh(body)
                    if node.modifiers.isEmpty {
                        for view in built { result.append(markSlot(view)) }
                    } else {
                        let elementAddress = "\(address).\(childIndex)[\(index)]"
                        result += built.map { markSlot($0, wrappedIn: node, id: id, address: elementAddress, depth: depth, scope: inner,
                                                             environment: environment, chain: chain) }
                    }
                }
                continue
            }
            if chain == nil { rebind(&inner, to: element, parameters: parameters, over: scope) }
            let content = chain?[0] ?? environment
            for (childIndex, child) in node.children.enumerated() {
                let elementAddress = LayoutAddress.element(address, childIndex, index)
                let records = shape != nil && index == 0
                let spentBefore = work.spent
                if records { recording = [] }
                let built = withBody(.view, declared: templates[childIndex], address: elementAddress, depth: depth, scope: inner,
                                     environment: content) { resolver in
                    if let template, !resolver.budget.isExhausted {
                        return resolver.instantiate(template, address: elementAddress, scope: inner)
                    }
                    return resolver.resolve(child, address: elementAddress, depth: depth, scope: inner, environment: content)
                }
                if records, let recorded = recording.take(), let current, let body = bodies[Int(current)].children.last {
                    template = ElementTemplate(recorded: recorded, ids: Array(bodies[Int(body)].ownNodes), output: built, shape: shape!,
                                               elementAddress: elementAddress, body: bodies[Int(body)], spentBefore: spentBefore,
                                               resolver: &self)
                }
                recording = nil
                if let current, let body = bodies[Int(current)].children.last {
                    bodies[Int(body)].element = Int32(index)
                    // The same scope, kept as the foreach's (shared by every element) and the element.
                    bodies[Int(body)].bindElement(element, to: parameters, over: scope)
                }
                for view in built {
                    result.append(markSlot(view, wrappedIn: node, id: id, address: elementAddress, depth: depth, scope: inner,
                                           environment: environment, chain: chain))
                }
            }
        }
        return result
    }

    /// While a foreach is rebuilt (no modifiers, template views whose parts no change touches): the
    /// elements from `start` on that equal the ones at their index last time, as long as they do,
    /// hand over their bodies' output as it is — no call, no allocation, no string per element;
    /// the elements and their previous values compared in place. An element body may hold nested
    /// bodies (a user view's definition, a nested foreach): they are kept with it when each is
    /// untouched as `refresh` would find it (not dirty: its part names no changed state and holds
    /// no edited node, no binding in its scope), which leaves its output as it was. Returns the
    /// index after the last element handed over (`start` when none is).
    mutating func keptRun(from start: Int, elements: [Value], previous: [Value], candidates: [Int32], templates: [NodeID],
                          cleanParts: inout [NodeID], into result: inout [LayoutNodeID]) -> Int {
        let perElement = templates.count
        var from = start
        while true {
            let outcome = keptPass(from: from, elements: elements, previous: previous, candidates: candidates,
                                   templates: templates, cleanParts: cleanParts, into: &result)
            from = outcome.end
            // A nested body's part not seen yet stopped the pass: when no change touches it, the
            // pass goes on from that element (a 10,000-row list of one user view asks once).
            // `cleanParts` repeats what `dirtyParts` knows for the parts met here, as a short
            // array the read-only pass scans per nested body (`partIsDirty` fills the dictionary
            // and is mutating, which the pass inside its buffer pointers is not); at most 64, then
            // the rest is refreshed (`keptRunsLimitsFallBackToRefreshing`).
            guard let part = outcome.unknownPart, !partIsDirty(part), cleanParts.count < 64 else { break }
            cleanParts.append(part)
        }
        if from > start {
            memos[memos.count - 1].cursor = from * perElement
            keptElements += from - start
        }
        return from
    }

    /// One read-only pass of `keptRun` (reading only, touching each kept body once: a
    /// 100,000-element list changed in one is compared after every such `set`; the bodies and
    /// entries are far apart in memory, so what costs is how many of their cache lines are read,
    /// not the instructions). The run ends at the first element that changed, one of whose bodies
    /// is not the one kept for it, or one with a nested body whose part is not in `cleanParts`
    /// (returned, to be checked). A view not marked as the slot (one that sat inside the foreach's
    /// modifiers before a `modify` dropped them: every element's, then) is marked afterwards, as
    /// `markSlot` does on every other path; one still marked was marked (and the nodes under it
    /// cleared) when its body was last built or refreshed, and this body has not changed since.
    private mutating func keptPass(from start: Int, elements: [Value], previous: [Value], candidates: [Int32],
                                   templates: [NodeID], cleanParts: [NodeID],
                                   into result: inout [LayoutNodeID]) -> (end: Int, unknownPart: NodeID?) {
        let perElement = templates.count
        let limit = min(elements.count, previous.count, candidates.count / perElement)
        guard start < limit else { return (start, nil) }
        var views: [LayoutNodeID] = []
        var unmarked: [Int] = []
        var nested: [Int32] = []
        var unknownPart: NodeID?
        let end = bodies.withUnsafeBufferPointer { bodies in
            entries.withUnsafeBufferPointer { entries in
                elements.withUnsafeBufferPointer { current in
                    previous.withUnsafeBufferPointer { before in
                        candidates.withUnsafeBufferPointer { candidates in
                            /// Whether the bodies nested in `b` are all kept (collected in `nested`); read in
                            /// place, field by field, no array made.
                            func nestedKept(_ b: Int, depth: Int) -> Bool {
                                for n in bodies[b].children {
                                    let body = bodies.baseAddress! + Int(n)
                                    switch body.pointee.kind {
                                    case .view, .single, .forEach: break
                                    default: return false
                                    }
                                    guard body.pointee.alive, !claimed.contains(n), !body.pointee.hasBindings,
                                          body.pointee.declared.count == 1 else { return false }
                                    guard cleanParts.contains(body.pointee.declared[0]) else {
                                        unknownPart = body.pointee.declared[0]
                                        return false
                                    }
                                    nested.append(n)
                                    if !body.pointee.children.isEmpty {
                                        guard depth < 64, nestedKept(Int(n), depth: depth + 1) else { return false }
                                    }
                                }
                                return true
                            }
                            var index = start
                            elementLoop: while index < limit, Value.same(before.baseAddress! + index, current.baseAddress! + index) {
                                let nestedBefore = nested.count
                                for k in 0..<perElement {
                                    let body = candidates[index * perElement + k]
                                    let b = Int(body)
                                    guard bodies[b].element == Int32(index), bodies[b].alive, !claimed.contains(body),
                                          !bodies[b].hasBindings, bodies[b].declared.count == 1,
                                          bodies[b].declared[0] == templates[k],
                                          bodies[b].children.isEmpty || nestedKept(b, depth: 0) else {
                                        nested.removeSubrange(nestedBefore...)
                                        break elementLoop
                                    }
                                }
                                for k in 0..<perElement {
                                    let b = Int(candidates[index * perElement + k])
                                    if let view = bodies[b].outputNodes.single {
                                        if !isSlot(view, entries) { unmarked.append(views.count) }
                                        views.append(view)
                                    } else {
                                        for view in bodies[b].outputNodes {
                                            if !isSlot(view, entries) { unmarked.append(views.count) }
                                            views.append(view)
                                        }
                                    }
                                }
                                index += 1
                            }
                            return index
                        }
                    }
                }
            }
        }
        for k in unmarked { views[k] = markSlot(views[k]) }
        guard end > start else { return (start, unknownPart) }
        let kept = candidates[(start * perElement)..<(end * perElement)]
        claimed.insert(contentsOf: kept)
        for n in nested { claimed.insert(n) }
        result.append(contentsOf: views)
        // Attached in order, as one by one (nothing reads the foreach's children meanwhile).
        if let parent = bodyStack.last { bodies[Int(parent)].children.append(contentsOf: kept) }
        return (end, unknownPart)
    }

    /// Whether `view` is marked as the slot, read from `slotTags` (checked against its entry in
    /// debug builds, which every test and transcript runs).
    @inline(__always)
    func isSlot(_ view: LayoutNodeID, _ entries: UnsafeBufferPointer<ResolvedEntry>) -> Bool {
        let tag = tag(of: view)
        let marked = slotTags.contains(Int32(tag))
        assert(marked == entries[tag].isDynamicSlot, "slotTags out of step with the entry of tag \(tag)")
        return marked
    }

    /// While a foreach is rebuilt: whether the previous bodies of element `index` (one per
    /// template view, at `index × templates` among the candidates) can be taken over as they are;
    /// if so they are claimed. Called once per kept element of a 100,000-element list: no
    /// allocation, no string.
    /// `environment`: with modifiers on the foreach, the one its views are built in now
    /// (`modifierChain`'s first): a body built in another (`.font(big ? … : …)` changed) is not kept.
    mutating func keptElementBodies(index: Int, templates: [NodeID], environment: EnvironmentValues?) -> Bool {
        guard !memos.isEmpty else { return false }
        let m = memos.count - 1
        let first = index * templates.count
        guard first + templates.count <= memos[m].candidates.count else { return false }
        for k in templates.indices {
            let body = Int(memos[m].candidates[first + k])
            guard bodies[body].alive, !claimed.contains(Int32(body)), bodies[body].element == Int32(index),
                  bodies[body].declared.count == 1, bodies[body].declared[0] == templates[k] else { return false }
            if let environment, bodies[body].environment != environment { return false }
        }
        for k in templates.indices {
            let body = memos[m].candidates[first + k]
            claimed.insert(body)
            attach(body)
        }
        memos[m].cursor = max(memos[m].cursor, first + templates.count)
        return true
    }

    /// While a foreach is rebuilt (no modifiers): element `index`, which is not the one it was,
    /// evaluated again in its previous bodies (one per template view, claimed here) with their
    /// scope bound to the new element, their other inputs being the foreach's own. Nil when those
    /// bodies are not the element's at this index (it is then built afresh).
    mutating func reevaluatedElement(_ candidates: [Int32], index: Int, element: Value, templates: [NodeID],
                                     parameters: [String], scope: [String: Value]) -> [LayoutNodeID]? {
        let first = index * templates.count
        guard first + templates.count <= candidates.count else { return nil }
        for (k, template) in templates.enumerated() {
            let body = candidates[first + k]
            let b = Int(body)
            guard bodies[b].element == Int32(index), bodies[b].alive, !claimed.contains(body), bodies[b].declared.count == 1,
                  bodies[b].declared[0] == template, case .view = bodies[b].kind else { return nil }
        }
        var built: [LayoutNodeID] = []
        for k in templates.indices {
            let body = candidates[first + k]
            claimed.insert(body)
            attach(body)
            bodies[Int(body)].bindElement(element, to: parameters, over: scope)
            built += rebuild(body)
        }
        return built
    }

    /// Grows the tables for this many more nodes and bodies, at least doubling them (a nested
    /// foreach asks once per outer element: exact growth each time would copy them each time).
    mutating func reserve(nodes: Int, bodies count: Int) {
        if entries.capacity < entries.count + nodes {
            let total = max(entries.count + nodes, entries.capacity * 2)
            entries.reserveCapacity(total)
            nodeByTag.reserveCapacity(total)
            tagByNode.reserveCapacity(total)
            layout.reserveCapacity(nodes: total)
        }
        if bodies.capacity < bodies.count + count { bodies.reserveCapacity(max(bodies.count + count, bodies.capacity * 2)) }
    }

    /// `inner` made `scope` with `element` bound. One parameter overwrites the name it bound for
    /// the previous element, in place (a dictionary made per element was a tenth of a 10,000-row
    /// list's evaluation); otherwise the scope is made again, as names bound before may not be now.
    func rebind(_ inner: inout [String: Value], to element: Value, parameters: [String], over scope: [String: Value]) {
        if parameters.count == 1 {
            inner[parameters[0]] = element
        } else {
            inner = scope
            bind(element, to: parameters, in: &inner)
        }
    }

    /// A `foreach` item's parameters: one takes the element; several take a tuple's or
    /// list's parts (`{ label, value in … }`); none: `$0`, `$1`.
    func bind(_ element: Value, to parameters: [String], in scope: inout [String: Value]) {
        Self.bind(element, to: parameters, in: &scope)
    }

    static func bind(_ element: Value, to parameters: [String], in scope: inout [String: Value]) {
        let parts: [Value]
        switch element {
        case .tuple(let fields): parts = fields.map(\.value)
        // A struct's value is one element: `$0` is the struct (`ForEach(tasks) { Text($0.title) }`),
        // as Swift has it; a tuple's parts are `$0`, `$1` (`{ label, value in … }` names them).
        case .record(_, let fields) where !parameters.isEmpty: parts = fields.map(\.value)
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

    mutating func markSlot(_ node: LayoutNodeID) -> LayoutNodeID {
        let tag = Int(self.tag(of: node))
        if !entries[tag].isDynamicSlot { setSlot(tag, true) }
        clearSlotMarks(under: node)
        return node
    }

    /// Marks or unmarks the node at `tag` as the slot: its entry and `slotTags`, together.
    mutating func setSlot(_ tag: Int, _ isSlot: Bool) {
        entries[tag].isDynamicSlot = isSlot
        if isSlot { slotTags.insert(Int32(tag)) } else { slotTags.remove(Int32(tag)) }
    }

    /// The same view's nodes under `node` (its modifiers' content, down to the view itself) are
    /// not slots: one reused with the mark it had before `modify` gave the view a new outermost
    /// modifier loses it. (A nested foreach/if's slot belongs to another declared view.)
    mutating func clearSlotMarks(under node: LayoutNodeID) {
        guard let declared = entries[Int(self.tag(of: node))].declared else { return }
        var inner = layout.firstChild(of: node)
        while let next = inner, entries[Int(self.tag(of: next))].declared == declared {
            let innerTag = Int(self.tag(of: next))
            if entries[innerTag].isDynamicSlot { setSlot(innerTag, false) }
            inner = layout.firstChild(of: next)
        }
    }

    /// A foreach element or if branch in the modifiers written on its container (`node`), marked
    /// as the slot. When the modifiers made a new outermost node, the view inside — one of the
    /// container's own children — is no longer the slot, nor are its own nodes under it: a mark
    /// a reused node kept from a run before `modify` changed the container's modifiers is
    /// dropped (`markSlot` clears the container's modifier nodes under the new outermost one).
    /// A view a nested foreach/if made keeps its mark: it comes from that container's children.
    mutating func markSlot(_ view: LayoutNodeID, wrappedIn node: ViewNode, id: NodeID, address: String, depth: Int,
                           scope: [String: Value], environment: EnvironmentValues, chain: [EnvironmentValues]?) -> LayoutNodeID {
        let wrapped = wrap(view, in: node, id: id, address: address, depth: depth, scope: scope, environment: environment, chain: chain)
        let tag = Int(self.tag(of: view))
        if wrapped != view, let declared = entries[tag].declared, node.children.contains(declared) {
            setSlot(tag, false)
            clearSlotMarks(under: view)
        }
        return markSlot(wrapped)
    }

    /// Wraps a view produced by `foreach`/`if` in the modifiers written on the `foreach`/`if`
    /// (`chain`: their environments, `modifierChain`'s).
    mutating func wrap(
        _ view: LayoutNodeID, in node: ViewNode, id: NodeID, address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues, chain: [EnvironmentValues]?
    ) -> LayoutNodeID {
        guard !node.modifiers.isEmpty else { return view }
        return applyModifiers(node.modifiers, to: view, address: address, depth: depth, scope: scope,
                              environment: environment, declared: id, chain: chain)
    }
}

extension Resolver {
    /// While a body is rebuilt: its previous node for this place (the same address, the same
    /// count of nodes at that address before it), updated to the new kind, children and entry —
    /// unchanged parts keep their layout caches, and the node keeps its id, so its container's
    /// children stay the same (§8.2).
    mutating func reuseNode(_ entry: ResolvedEntry, kind: LayoutNode.Kind, children: [LayoutNodeID],
                            direction: LayoutDirection) -> LayoutNodeID? {
        guard !nodeReuse.isEmpty else { return nil }
        var reuse = nodeReuse[nodeReuse.count - 1]
        defer { nodeReuse[nodeReuse.count - 1] = reuse }
        var index: Int?
        if reuse.cursor < reuse.old.count, !reuse.taken[reuse.cursor],
           entries[Int(self.tag(of: reuse.old[reuse.cursor]))].address == entry.address,
           entries[Int(self.tag(of: reuse.old[reuse.cursor]))].isModifier == entry.isModifier {
            index = reuse.cursor
        } else {
            if reuse.byKey == nil {
                var byKey: [String: Int] = [:]
                for (i, node) in reuse.old.enumerated() {
                    let old = entries[Int(self.tag(of: node))]
                    let key = old.address + (old.isModifier ? "|m" : "|v")
                    if byKey[key] == nil { byKey[key] = i }
                }
                reuse.byKey = byKey
            }
            let key = entry.address + (entry.isModifier ? "|m" : "|v")
            if let i = reuse.byKey?[key], !reuse.taken[i] {
                index = i
                // The next node of the same address and role, if any, is after it.
                var next = i + 1
                while next < reuse.old.count, reuse.taken[next] { next += 1 }
                if next < reuse.old.count, entries[Int(self.tag(of: reuse.old[next]))].address == entry.address {
                    reuse.byKey?[key] = next
                } else {
                    reuse.byKey?[key] = nil
                }
            }
        }
        guard let i = index else { return nil }
        let node = reuse.old[i]
        reuse.taken[i] = true
        reuse.cursor = i + 1
        // A GeometryReader is made without children, its content attached after layout
        // (updateGeometryContent): a reused one keeps its content until then, so an unchanged
        // reader is not emptied and filled again — each change of children refreshes the info of
        // every ancestor, a 10,000-child stack included (a LabelColumn frame rebuilds every row).
        let keepsContent: Bool
        if case .geometry = kind, children.isEmpty, layout.hasKind(kind, node) { keepsContent = true } else { keepsContent = false }
        if keepsContent { keptGeometryContent.insert(node.rawValue) }
        let sameChildren = keepsContent || layout.children(of: node) == children
        // Children go first, so the kind never meets children it cannot have (a container become a leaf).
        if !sameChildren {
            childrenChanged()
            layout.dropChildren(of: node)
        }
        if case .rule = kind { madeRuleNodes = true }
        if !layout.hasKind(kind, node) { layout.setKind(kind, for: node) }
        if !sameChildren { layout.setChildren(children, for: node) }
        if layout.direction(of: node) != direction { layout.setDirection(direction, for: node) }
        let tag = Int32(self.tag(of: node))
        // A foreach element or if branch keeps its slot mark: its container marks it only when it runs.
        let wasSlot = entries[Int(tag)].isDynamicSlot
        entries[Int(tag)] = entry
        setSlot(Int(tag), wasSlot || entry.isDynamicSlot)
        anchorWriters[tag] = nil
        switch entry.role {
        case .anchorWriter, .anchorTransform: anchorWriters[tag] = entry.role
        default: break
        }
        if let body = bodyStack.last { bodies[Int(body)].ownNodes.append(node) }
        return node
    }
}
