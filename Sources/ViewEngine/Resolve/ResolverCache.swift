import ViewLayout

/// What one resolution leaves for the next, so that the next evaluates only the bodies whose
/// inputs changed and keeps the layout caches of the rest (Resolver+Bodies.swift).
public struct ResolverCache: Sendable {
    var document: Document
    var layout: LayoutTree
    var entries: [ResolvedEntry]
    var slotTags: BodySet
    var nodeByTag: [LayoutNodeID]
    var tagByNode: [Int32]
    var bodies: [Body]
    var rootBody: Int32?
    var implicitRoot: LayoutNodeID?
    var geometryReaders: ReaderList<Resolver.GeometryReader>
    var valueReaders: ReaderList<Resolver.ValueReader>
    var anchorWriters: [Int32: NodeRole]
    var deadNodes: Int
    /// Foreach elements this run made from a template (ElementTemplate), for tests.
    var templatedElements = 0
    var bodiesWithNotes: Set<Int32>
    var madeRuleNodes: Bool
    var hadProblems: Bool
    /// Whether the bodies made a `UUID()`: the next run is then a fresh one, so that every body's
    /// identifiers count on in tree order from the session's count, as a first layout's do, and
    /// not from where a partial re-evaluation began (§18.17).
    var madeUUIDs: Bool
    /// How many nodes ran their layout rule in the main layout of that resolution (cache misses).
    public let evaluations: Int
    /// Entries made so far, dropped nodes' included (a rebuilt body whose nodes are taken over adds none).
    public var entryCount: Int { entries.count }
    /// The bodies that resolution evaluated, in order.
    let evaluatedBodyIDs: [Int32]
    /// Their addresses (for tests and traces; built when asked, not for every body of every run).
    public var evaluatedBodies: [String] { evaluatedBodyIDs.map { bodies[Int($0)].address } }
    /// Foreach elements that resolution handed over as they were, in runs (`Resolver.keptRun`).
    public let keptElements: Int

    init(resolver: Resolver, evaluations: Int) {
        document = resolver.document
        layout = resolver.layout
        entries = resolver.entries
        slotTags = resolver.slotTags
        nodeByTag = resolver.nodeByTag
        tagByNode = resolver.tagByNode
        bodies = resolver.bodies
        templatedElements = resolver.templatedElements
        rootBody = resolver.rootBody
        implicitRoot = resolver.implicitRoot
        geometryReaders = resolver.geometryReaders
        valueReaders = resolver.valueReaders
        anchorWriters = resolver.anchorWriters
        deadNodes = resolver.deadNodes
        bodiesWithNotes = resolver.bodiesWithNotes
        madeRuleNodes = resolver.madeRuleNodes
        // A custom layout's report (an error or a note) must be made again by the next run.
        hadProblems = !resolver.problems.isEmpty || !resolver.layout.ruleReports.isEmpty
        madeUUIDs = resolver.work.uuidsMade != resolver.document.uuidsMade
        self.evaluations = evaluations
        evaluatedBodyIDs = resolver.evaluatedBodies
        keptElements = resolver.keptElements
    }
}

extension Resolver {
    /// Continues from the previous run: what changed is found by comparing the documents;
    /// the bodies whose inputs changed are evaluated again (the root body first, each nested
    /// body taken over when its inputs are the same), then layout runs with every other
    /// node's caches intact. Nil when the previous run cannot be continued.
    static func patch(_ cache: inout ResolverCache, to document: Document, interrupted: @escaping @Sendable () -> Bool)
        -> (Resolution, ResolverCache)?
    {
        let old = cache.document
        guard !cache.hadProblems, !cache.madeUUIDs, let rootBody = cache.rootBody, old.tree.root == document.tree.root,
              old.definitions == document.definitions, old.options == document.options,
              old.window.environment == document.window.environment,  // the root's device values (§17.2)
              cache.deadNodes < 10_000 + cache.entries.count / 2
        else { return nil }
        var states = Set<String>()
        for (name, value) in document.stateValues where old.stateValues[name] != value { states.insert(name) }
        for name in old.stateValues.keys where document.stateValues[name] == nil { states.insert(name) }
        // Custom alignment guides capture the states they read when they are registered.
        if !states.isEmpty, !document.definitions.names(of: .alignment).isEmpty { return nil }
        var nodes = Set<NodeID>()
        for raw in 0..<max(old.tree.idLimit, document.tree.idLimit) {
            let id = NodeID(Int32(raw))
            if old.tree.nodeIfPresent(id) != document.tree.nodeIfPresent(id) { nodes.insert(id) }
        }
        var resolver = Resolver(document: document)
        resolver.interrupted = interrupted
        // Moved, not copied: the arena and its tables are edited in place (no copy-on-write of a
        // 100,000-row tree), so the caller hands over its only reference.
        swap(&resolver.layout, &cache.layout)
        swap(&resolver.entries, &cache.entries)
        swap(&resolver.slotTags, &cache.slotTags)
        swap(&resolver.nodeByTag, &cache.nodeByTag)
        swap(&resolver.tagByNode, &cache.tagByNode)
        resolver.layoutOptions = resolver.layout.options
        swap(&resolver.bodies, &cache.bodies)
        resolver.rootBody = rootBody
        resolver.implicitRoot = cache.implicitRoot
        resolver.geometryReaders = cache.geometryReaders
        resolver.valueReaders = cache.valueReaders
        resolver.anchorWriters = cache.anchorWriters
        resolver.deadNodes = cache.deadNodes
        resolver.bodiesWithNotes = cache.bodiesWithNotes
        resolver.madeRuleNodes = cache.madeRuleNodes
        resolver.change = Change(states: states, nodes: nodes)
        resolver.analysis = BodyAnalysis(tree: document.tree, definitions: document.definitions)
        if !states.isEmpty || !nodes.isEmpty {
            let before = resolver.bodies[Int(rootBody)].output
            let after = resolver.refresh(rootBody)
            if after != before {
                // The root's own views changed: the implicit vstack (if any) is rebuilt with them.
                resolver.setRoot(after)
            }
        }
        // Readers and geometry content of bodies that are gone go with them.
        var gone = resolver.geometryReaders.all.filter { reader in reader.owner.map { !resolver.bodies[Int($0)].alive } ?? false }
            .compactMap(\.content)
        gone += resolver.valueReaders.all.filter { reader in reader.owner.map { !resolver.bodies[Int($0)].alive } ?? false }
            .compactMap(\.content)
        gone += resolver.staleGeometry.values.compactMap(\.content) + resolver.staleValueReaders.values.compactMap(\.content)
        for content in gone { resolver.retireIfUnclaimed(content) }
        resolver.geometryReaders.removeAll { reader in reader.owner.map { !resolver.bodies[Int($0)].alive } ?? false }
        resolver.valueReaders.removeAll { reader in reader.owner.map { !resolver.bodies[Int($0)].alive } ?? false }
        if resolver.spliceFailed || !resolver.problems.isEmpty { return nil }
        let (resolution, next) = resolver.finish()
        if !resolution.problems.isEmpty { return nil }
        return (resolution, next)
    }
}
