import ViewLayout

// Bodies and incremental evaluation (§6.2; ARCHITECTURE.md "Incremental body evaluation").
//
// A body is one evaluation unit, as SwiftUI's `body` is: the root, a user view's definition
// body, a `foreach` element, a geometry reader's content, a preference-value reader's content.
// Each keeps what it was built from (declared node, address, scope, environment), the layout
// nodes it made itself and the bodies nested in it. After a change, `Resolver.patch` walks the
// bodies from the root: a body whose own part names a changed state, or holds an edited node,
// is evaluated again; inside it, every nested body whose inputs are unchanged is taken over as
// it was (its nodes, their layout caches) and only looked into. Everything else stays.

/// One evaluation unit (see above).
struct Body: Sendable {
    enum Kind: Sendable {
        /// The root: `resolve(root)` (several views become an implicit vstack).
        case root
        /// `resolve(declared)`: a `foreach` element's template view.
        case view
        /// A `foreach`: its data, evaluated, expanded into element bodies.
        case forEach
        /// `resolveSingle(declared)`: a user view's definition body.
        case single
        /// A GeometryReader's content: its children, with the proxy in scope (§2.10).
        /// (Indirect, as the next: a reference in the body of every foreach element rather than their payloads.)
        indirect case geometryContent(node: LayoutNodeID, parameter: String)
        /// A preference-value reader's content, with the value in scope (§4.4).
        indirect case readerContent(node: LayoutNodeID, key: String, parameter: String, views: [NodeID])
    }

    var kind: Kind
    /// The declared nodes the body is built from (one, or a content's several).
    var declared: [NodeID]
    // What keeping a foreach element's body reads (Resolver.keptRun), stored next to each other
    // and first, in one or two cache lines of the body: after a `set` that changed one element of
    // 100,000, those are read for every other element, and reading them spread over a body this
    // size streamed all of it.
    var outputNodes = NodeRun()
    var children: [Int32] = []
    /// A `foreach` element's body: the element's index (its address ends in `[index]`); else -1.
    var element: Int32 = -1
    var alive = true
    /// Its scope holds a binding (so a write to that state is an input).
    var hasBindings = false
    var address: String
    var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(clamping: newValue) }
    }
    private var storedDepth: Int32
    /// The names in scope where it is built: `storedScope`, plus its element's parameters when it
    /// is a foreach element's body (built on demand: a dictionary of one name per element was
    /// 150 bytes a row of a 100,000-row list).
    var scope: [String: Value] {
        get {
            guard let bound else { return storedScope }
            var scope = storedScope
            Resolver.bind(bound.element, to: bound.parameters, in: &scope)
            return scope
        }
        set {
            storedScope = newValue
            bound = nil
        }
    }
    private var storedScope: [String: Value]
    /// A foreach element's body: its element and the foreach's parameters, bound over `storedScope`.
    private var bound: BoundElement?
    var environment: EnvironmentValues
    /// What it handed to its container, in order (most often one node: kept as a run, not an array).
    var output: [LayoutNodeID] {
        get { outputNodes.ids }
        set { outputNodes = NodeRun(newValue) }
    }
    /// Layout nodes it made itself (not those of nested bodies).
    var ownNodes = NodeRun()
    var problems: [String] = []
    var notes: [String] = []
    /// A `foreach` body: the elements it was built from (its element bodies, in order, follow them).
    var elements: [Value]?

    init(kind: Kind, declared: [NodeID], address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues) {
        self.kind = kind
        self.declared = declared
        self.address = address
        storedDepth = Int32(clamping: depth)
        storedScope = scope
        self.environment = environment
        var bound = Set<String>()
        for value in scope.values { value.collectBindings(into: &bound) }
        hasBindings = !bound.isEmpty
    }

    /// Makes the scope `outer` with `element` bound to `parameters` (the foreach's own scope,
    /// shared by every element, and the element): the same names as `scope = inner`, without
    /// keeping a dictionary per element.
    mutating func bindElement(_ element: Value, to parameters: [String], over outer: [String: Value]) {
        storedScope = outer
        bound = BoundElement(element: element, parameters: parameters)
        var bindings = Set<String>()
        for value in outer.values { value.collectBindings(into: &bindings) }
        element.collectBindings(into: &bindings)
        hasBindings = !bindings.isEmpty
    }
}

/// Layout node ids kept as a run of consecutive ids until one breaks it: a body's own nodes
/// are made one after another (a row's text, spacer, text and stack), so most bodies keep two
/// numbers instead of an array (64 bytes a row of a 100,000-row list).
struct NodeRun: Sendable, Sequence, Equatable {
    private var first: Int32 = 0
    private var length: Int32 = 0
    private var list: [LayoutNodeID]?

    init() {}

    init(_ ids: [LayoutNodeID]) {
        guard let head = ids.first else { return }
        // A run when the ids are consecutive, else the array as it is (a foreach's 100,000 rows,
        // not appended one by one).
        var consecutive = true
        for (k, id) in ids.enumerated() where id.rawValue != head.rawValue &+ Int32(truncatingIfNeeded: k) {
            consecutive = false
            break
        }
        if consecutive, ids.count <= Int(Int32.max) {
            first = head.rawValue
            length = Int32(ids.count)
        } else {
            list = ids
        }
    }

    var count: Int { list?.count ?? Int(length) }

    /// The one id of a run of one (read without copying the run).
    var single: LayoutNodeID? { list == nil && length == 1 ? LayoutNodeID(rawValue: first) : nil }

    /// The ids as an array (a list's array as it is, shared).
    var ids: [LayoutNodeID] {
        if let list { return list }
        return (0..<Int(length)).map { LayoutNodeID(rawValue: first &+ Int32(truncatingIfNeeded: $0)) }
    }

    mutating func append(_ id: LayoutNodeID) {
        if list != nil {
            list!.append(id)
        } else if length == 0 {
            first = id.rawValue
            length = 1
        } else if id.rawValue == first &+ length {
            length += 1
        } else {
            var ids = Array(self)
            ids.append(id)
            list = ids
        }
    }

    /// Walks the ids without making an array (the kept rows of a 100,000-row foreach are read one by one).
    struct Iterator: IteratorProtocol {
        let run: NodeRun
        var index = 0

        mutating func next() -> LayoutNodeID? {
            guard index < run.count else { return nil }
            defer { index += 1 }
            if let list = run.list { return list[index] }
            return LayoutNodeID(rawValue: run.first + Int32(index))
        }
    }

    func makeIterator() -> Iterator { Iterator(run: self) }

    static func == (a: NodeRun, b: NodeRun) -> Bool { a.elementsEqual(b) }
}

/// A foreach element as its body's scope holds it (Body.scope).
struct BoundElement: Sendable {
    var element: Value
    var parameters: [String]
}

/// A rebuilt body's previous layout nodes, offered to `add` in the order they were made.
struct NodeReuse {
    var old: [LayoutNodeID]
    var taken: [Bool]
    var cursor = 0
    var byKey: [String: Int]?

    init(old: [LayoutNodeID]) {
        self.old = old
        taken = Array(repeating: false, count: old.count)
    }
}

/// A rebuilt body's previous nested bodies, offered for reuse by position, then by key.
struct BodyMemo {
    var candidates: [Int32]
    var cursor = 0
    var byKey: [String: Int32]?
}

extension Resolver {
    /// Runs `build` as body `kind`, or takes over an unchanged body of the previous
    /// resolution with the same declared nodes, address, scope and environment.
    mutating func withBody(
        _ kind: Body.Kind, declared: [NodeID], address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues, build: (inout Resolver) -> [LayoutNodeID]
    ) -> [LayoutNodeID] {
        if let reused = reusableBody(declared: declared, address: address, scope: scope, environment: environment) {
            bodies[Int(reused)].kind = kind
            attach(reused)
            return refresh(reused)
        }
        let id = Int32(bodies.count)
        bodies.append(Body(kind: kind, declared: declared, address: address, depth: depth, scope: scope, environment: environment))
        attach(id)
        return run(id, build)
    }

    /// Makes `id` a child of the body being built.
    mutating func attach(_ id: Int32) {
        if let parent = bodyStack.last { bodies[Int(parent)].children.append(id) }
    }

    /// Builds body `id` now (fresh, or again): its nested bodies are offered its previous ones.
    mutating func run(_ id: Int32, _ build: (inout Resolver) -> [LayoutNodeID]) -> [LayoutNodeID] {
        let previous = bodies[Int(id)].children
        bodies[Int(id)].children = []
        bodyStack.append(id)
        memos.append(BodyMemo(candidates: previous))
        let output = build(&self)
        memos.removeLast()
        bodyStack.removeLast()
        // Previous nested bodies not taken over are gone with their nodes.
        // The claim bits first: a rebuilt foreach of 100,000 kept rows touches no body record here.
        for old in previous where !claimed.contains(old) { retireIfUnclaimed(old) }
        bodies[Int(id)].output = output
        evaluatedBodies.append(id)
        return output
    }

    /// A previous nested body that no rebuilt body claimed is dead, with its subtree.
    mutating func retireIfUnclaimed(_ id: Int32) {
        guard bodies[Int(id)].alive, !claimed.contains(id) else { return }
        var pending = [id]
        while let b = pending.popLast() {
            guard bodies[Int(b)].alive, !claimed.contains(b) else { continue }
            bodies[Int(b)].alive = false
            deadNodes += bodies[Int(b)].ownNodes.count
            pending += bodies[Int(b)].children
        }
    }

    /// The previous body to take over for these inputs, if any (only while a body is rebuilt).
    mutating func reusableBody(declared: [NodeID], address: String, scope: [String: Value],
                               environment: EnvironmentValues) -> Int32? {
        guard !memos.isEmpty else { return nil }
        var memo = memos[memos.count - 1]
        defer { memos[memos.count - 1] = memo }
        var found: Int32?
        if memo.cursor < memo.candidates.count {
            let candidate = memo.candidates[memo.cursor]
            if bodies[Int(candidate)].address == address, bodies[Int(candidate)].declared == declared { found = candidate }
        }
        if found == nil {
            if memo.byKey == nil {
                memo.byKey = Dictionary(memo.candidates.map { (bodies[Int($0)].address, $0) }, uniquingKeysWith: { a, _ in a })
            }
            found = memo.byKey?[address]
        }
        guard let candidate = found else { return nil }
        if let position = memo.candidates[memo.cursor...].firstIndex(of: candidate) { memo.cursor = position + 1 }
        guard bodies[Int(candidate)].alive, !claimed.contains(candidate), bodies[Int(candidate)].declared == declared,
              bodies[Int(candidate)].scope == scope, bodies[Int(candidate)].environment == environment else { return nil }
        claimed.insert(candidate)
        return candidate
    }

    /// Brings a body taken over from the previous resolution up to date: evaluated again
    /// when its own inputs changed, else its nested bodies are looked into, and any whose
    /// output changed is put in place of the old one in its container.
    mutating func refresh(_ id: Int32) -> [LayoutNodeID] {
        claimed.insert(id)
        if isDirty(id) { return rebuild(id) }
        // This body's own output holds its children's when it is their concatenation (a foreach's
        // elements): a changed child's new nodes replace the old ones there too, or the next
        // rebuild of the container above would put the old ones back (a template's new modifier lost).
        var output = bodies[Int(id)].output
        var searchFrom = 0
        var outputChanged = false
        for child in bodies[Int(id)].children {
            let old = bodies[Int(child)].output
            claimed.insert(child)
            // Where the old output sits, found before the rebuild: it may move the old nodes into a
            // new wrapper (a `modify` giving a foreach its first modifier), changing their parent.
            let place = self.place(of: old)
            // A foreach marks its own output as slots whenever it runs or refreshes an element (which
            // moves the element's marks itself): only other bodies' marks are moved here, so a list of
            // 100,000 rows is not marked twice.
            let movesMarks: Bool
            if case .forEach = bodies[Int(child)].kind { movesMarks = false } else { movesMarks = true }
            let marked = movesMarks ? old.map { entries[tag(of: $0)].isDynamicSlot } : []
            let new = refresh(child)
            if new != old {
                splice(old, with: new, at: place)
                if movesMarks { moveSlotMarks(from: marked, to: new) }
                if let first = old.first, let start = output[searchFrom...].firstIndex(of: first),
                   start + old.count <= output.count, output[start..<(start + old.count)].sameIDs(old) {
                    output.replaceSubrange(start..<(start + old.count), with: new)
                    searchFrom = start + new.count
                    outputChanged = true
                }
            }
        }
        if outputChanged { bodies[Int(id)].output = output }
        return bodies[Int(id)].output
    }

    /// A foreach element or if branch whose body was evaluated again without its container
    /// running (`modify` of the template gave it a new outermost modifier): the new outermost
    /// nodes are the slots now, and `markSlot` clears the old ones under them.
    mutating func moveSlotMarks(from marked: [Bool], to new: [LayoutNodeID]) {
        guard marked.contains(true) else { return }
        if marked.count == new.count {
            for (node, wasSlot) in zip(new, marked) where wasSlot { _ = markSlot(node) }
        } else if !marked.contains(false) {
            for node in new { _ = markSlot(node) }
        }
    }

    /// Evaluates body `id` again from its recorded inputs. Its previous nodes are offered
    /// again (`add` takes one over when it has the same address, so an unchanged node keeps its
    /// id and its layout caches); those not taken over are dropped.
    mutating func rebuild(_ id: Int32) -> [LayoutNodeID] {
        rebuiltThisRun.insert(id)
        let body = bodies[Int(id)]
        bodies[Int(id)].ownNodes = NodeRun()
        bodies[Int(id)].problems = []
        bodies[Int(id)].notes = []
        bodiesWithNotes.remove(id)
        nodeReuse.append(NodeReuse(old: Array(body.ownNodes)))
        // Its readers are made again with its nodes; one made again on the same node keeps its content.
        for reader in geometryReaders.removeAll(ownedBy: id) { staleGeometry[reader.node.rawValue] = reader }
        for reader in valueReaders.removeAll(ownedBy: id) { staleValueReaders[reader.node.rawValue] = reader }
        let output = run(id) { resolver in resolver.build(body) }
        let reuse = nodeReuse.removeLast()
        for (index, node) in reuse.old.enumerated() where !reuse.taken[index] {
            childrenChanged()
            layout.dropChildren(of: node)
            deadNodes += 1
        }
        return output
    }

    /// How a body is built from its inputs (the first build and every rebuild).
    mutating func build(_ body: Body) -> [LayoutNodeID] {
        switch body.kind {
        case .root:
            return resolve(body.declared[0], address: body.address, depth: body.depth, scope: body.scope,
                           environment: body.environment)
        case .view:
            return resolve(body.declared[0], address: body.address, depth: body.depth, scope: body.scope,
                           environment: body.environment)
        case .forEach:
            return expandForEach(body.declared[0], address: body.address, depth: body.depth, scope: body.scope,
                                 environment: body.environment)
        case .single:
            return [resolveSingle(body.declared[0], address: body.address, depth: body.depth, scope: body.scope,
                                  environment: body.environment)]
        case .geometryContent:
            return body.declared.enumerated().flatMap { index, child in
                resolve(child, address: "\(body.address).\(index)", depth: body.depth + 1, scope: body.scope,
                        environment: body.environment)
            }
        case .readerContent(_, _, _, let views):
            var built = views.enumerated().flatMap { index, view in
                resolve(view, address: views.count == 1 ? body.address : "\(body.address).\(index)", depth: body.depth,
                        scope: body.scope, environment: body.environment)
            }
            if built.count > 1 {
                built = [add(.zstack(alignment: .center), children: built, address: body.address, label: "(implicit zstack)",
                             depth: body.depth)]
            }
            return built
        }
    }

    /// Whether the body's own inputs changed: a state its part names (or a binding in its
    /// scope points at), or a node of its part was edited.
    mutating func isDirty(_ id: Int32) -> Bool {
        guard let change, !rebuiltThisRun.contains(id) else { return false }
        if bodies[Int(id)].hasBindings {
            var bound = Set<String>()
            for value in bodies[Int(id)].scope.values { value.collectBindings(into: &bound) }
            if !bound.isDisjoint(with: change.states) { return true }
        }
        let declared = bodies[Int(id)].declared
        if declared.count == 1 { return partIsDirty(declared[0]) }
        let part = analysis!.part(declared)
        return !part.states.isDisjoint(with: change.states) || !part.nodes.isDisjoint(with: change.nodes)
    }

    /// Whether the own part of a body built from `root` names a changed state or holds an edited node.
    mutating func partIsDirty(_ root: NodeID) -> Bool {
        guard let change else { return false }
        if let known = dirtyParts[root.raw] { return known }
        let part = analysis!.part([root])
        let dirty = !part.states.isDisjoint(with: change.states) || !part.nodes.isDisjoint(with: change.nodes)
        dirtyParts[root.raw] = dirty
        return dirty
    }

    /// Where a body's output sits: its container and the index of its first node there (nil: the
    /// root), or nothing when the nodes are not found side by side.
    enum OutputPlace { case root, child(container: LayoutNodeID, start: Int), unknown }

    ///
    /// The container's children are read once while its bodies are refreshed in order (a LabelColumn
    /// frame refreshes 10,000 rows of one stack: reading its children per row was quadratic) and
    /// forgotten whenever the resolver changes any node's children (`childrenChanged`).
    mutating func place(of old: [LayoutNodeID]) -> OutputPlace {
        guard let first = old.first else { return .unknown }
        guard let container = layout.parent(of: first) else { return layout.root == first ? .root : .unknown }
        if placeCache?.container != container {
            placeCache = PlaceCache(container: container, children: layout.children(of: container))
        }
        let children = placeCache!.children
        let hint = placeCache!.next
        let found = hint < children.count && children[hint] == first ? hint : children.firstIndex(of: first)
        guard let start = found, start + old.count <= children.count,
              children[start..<(start + old.count)].sameIDs(old) else { return .unknown }
        placeCache!.next = start + old.count
        return .child(container: container, start: start)
    }

    /// A container's children as `place(of:)` last read them, and where the next body's output
    /// is likely to start.
    struct PlaceCache {
        var container: LayoutNodeID
        var children: [LayoutNodeID]
        var next = 0
    }

    /// Called wherever the resolver changes a node's children (or the root): `place(of:)` reads them again.
    mutating func childrenChanged() { placeCache = nil }

    /// Puts `new` where `old` was (`place`, found before the rebuild) among a container's
    /// children, or as the root. Old nodes the rebuild kept (inside a new wrapper, say) are not
    /// the container's children any more; those it dropped are taken out.
    mutating func splice(_ old: [LayoutNodeID], with new: [LayoutNodeID], at place: OutputPlace) {
        childrenChanged()
        switch place {
        case .unknown:
            spliceFailed = true  // nowhere to put it: the caller starts afresh
        case .root:
            if new.count == 1, layout.root == old.first { layout.root = new[0] } else { spliceFailed = true }
        case .child(let container, let start):
            var current = layout.children(of: container)
            if start + old.count <= current.count, current[start..<(start + old.count)].sameIDs(old), !new.contains(container) {
                // Still where they were (the usual case): replaced in place, with bits rather than a set
                // of each (100,000 elements of a foreach whose list changed in one). A new node already
                // among the container's other children takes the general way below.
                var inOld = BodySet()
                for node in old { inOld.insert(node.rawValue) }
                if !new.contains(where: { layout.parent(of: $0) == container && !inOld.contains($0.rawValue) }) {
                    current.replaceSubrange(start..<(start + old.count), with: new)
                    layout.setChildren(current, for: container)
                    return
                }
            }
            let leaving = Set(old), arriving = Set(new)
            var children = layout.children(of: container).filter { !leaving.contains($0) }
            guard start <= children.count, !children.contains(where: arriving.contains), !arriving.contains(container) else {
                spliceFailed = true
                return
            }
            children.insert(contentsOf: new, at: start)
            layout.setChildren(children, for: container)
        }
    }
}

extension ArraySlice where Element == LayoutNodeID {
    /// The same ids in the same order, compared through the buffers (a foreach's 100,000
    /// children are checked in place after every `set` that changed one element).
    func sameIDs(_ other: [LayoutNodeID]) -> Bool {
        guard count == other.count else { return false }
        return withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in
                for k in 0..<a.count where a[k].rawValue != b[k].rawValue { return false }
                return true
            }
        }
    }
}
