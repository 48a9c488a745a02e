/// The live tree: an arena of declared nodes addressed by stable `NodeID`s. The root's
/// path is `0`; child `i` of the node at path `p` is at `p.i`. Templates (a modifier's
/// view arguments, a definition's body) live in the same arena but are not reachable
/// from the root by children.
///
/// Invariant: every id in a node's `children`, and every view id in its modifiers, refers
/// to a live node whose `parent` is that node.
public struct ViewTree: Sendable, Equatable {
    /// Chunked, so that documents kept for `undo` share the nodes an edit did not touch.
    var storage = ChunkedArray<ViewNode?>()
    public private(set) var root: NodeID?

    public init() {}

    public subscript(id: NodeID) -> ViewNode {
        get { storage[Int(id.raw)]! }
        set { storage[Int(id.raw)] = newValue }
    }

    /// How many ids have been handed out (live or freed); ids are below this.
    public var idLimit: Int { storage.count }

    /// The node with this id, nil when it was freed or never existed.
    public func nodeIfPresent(_ id: NodeID) -> ViewNode? {
        Int(id.raw) < storage.count ? storage[Int(id.raw)] : nil
    }

    public func contains(_ id: NodeID) -> Bool {
        Int(id.raw) < storage.count && storage[Int(id.raw)] != nil
    }

    /// Number of live nodes (reachable or templates).
    public var liveCount: Int { storage.elements.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Adds a node whose children (and modifier views) were already added; links them.
    public mutating func add(_ node: ViewNode) -> NodeID {
        let id = NodeID(Int32(storage.count))
        storage.append(node)
        for child in node.children + ViewTree.modifierViews(of: node) {
            self[child].parent = id
        }
        return id
    }

    public mutating func setRoot(_ id: NodeID?) {
        if let old = root, old != id { free(old) }
        root = id
        if let id { self[id].parent = nil }
    }

    /// Places `child` at `index` among `parent`'s children.
    public mutating func insert(_ child: NodeID, into parent: NodeID, at index: Int) {
        self[parent].children.insert(child, at: index)
        self[child].parent = parent
        adjustConditional(parent, insertedAt: index, delta: 1)
    }

    /// Detaches and frees the subtree at `index` of `parent`.
    public mutating func remove(childAt index: Int, of parent: NodeID) {
        let child = self[parent].children.remove(at: index)
        adjustConditional(parent, insertedAt: index, delta: -1)
        free(child)
    }

    /// Puts `new` where `old` is (same parent, same index, or as root).
    public mutating func replace(_ old: NodeID, with new: NodeID) {
        if root == old {
            setRoot(new)
            return
        }
        guard let parent = self[old].parent, let index = self[parent].children.firstIndex(of: old) else { return }
        self[parent].children[index] = new
        self[new].parent = parent
        free(old)
    }

    /// Frees a node, its children and the views held by its modifiers.
    public mutating func free(_ id: NodeID) {
        var pending = [id]
        while let next = pending.popLast() {
            guard contains(next) else { continue }
            let node = self[next]
            pending += node.children + ViewTree.modifierViews(of: node)
            storage[Int(next.raw)] = nil
        }
    }

    /// Keeps an `if` node's then/else split right when its children change.
    private mutating func adjustConditional(_ parent: NodeID, insertedAt index: Int, delta: Int) {
        guard case .conditional(let condition, let thenCount, let hasElse) = self[parent].kind else { return }
        if index < thenCount || (delta > 0 && index == thenCount && !hasElse) {
            self[parent].kind = .conditional(condition: condition, thenCount: max(0, thenCount + delta), hasElse: hasElse)
        }
    }

    /// The views held by a node's arguments: its modifiers' (`.background(…)`) and, for a
    /// catalogue view, its own view arguments (`label(title: …, icon: …)`), which it builds as parts.
    public static func modifierViews(of node: ViewNode) -> [NodeID] {
        var own: [NodeID] = []
        if case .builtin(_, let arguments) = node.kind {
            own = arguments.keys.sorted().compactMap { key in
                if case .view(let id)? = arguments[key] { return id }
                return nil
            }
        }
        return own + node.modifiers.flatMap { modifier in
            modifier.arguments.flatMap { argument -> [NodeID] in
                switch argument.value {
                case .view(let id): return [id]
                case .viewClosure(_, let content): return content
                default: return []
                }
            }
        }
    }
}

extension ViewTree {
    /// The node at a path from the root, or why there is none.
    public func node(at path: [Int]) -> Result<NodeID, AddressError> {
        guard let root, path.first == 0 else { return .failure(.noRoot) }
        var current = root
        for (depth, index) in path.enumerated().dropFirst() {
            let children = self[current].children
            guard index < children.count else {
                return .failure(.noChild(parent: Address.format(Array(path[0..<depth])), index: index, count: children.count))
            }
            current = children[index]
        }
        return .success(current)
    }

    public func resolve(_ address: Address) -> Result<NodeID, AddressError> {
        switch address {
        case .path(let path):
            return node(at: path)
        case .id(let name, let rest):
            guard let start = nodes(reachableFrom: root).first(where: { self[$0].idName == name }) else {
                return .failure(.unknownID(name, known: nodes(reachableFrom: root).compactMap { self[$0].idName }))
            }
            guard let startPath = path(of: start) else { return .failure(.unknownID(name, known: [])) }
            return node(at: startPath + rest)
        }
    }

    /// The path of a node reachable from the root through children.
    public func path(of id: NodeID) -> [Int]? {
        var path: [Int] = []
        var current = id
        while let parent = self[current].parent {
            guard let index = self[parent].children.firstIndex(of: current) else { return nil }
            path.append(index)
            current = parent
        }
        guard current == root else { return nil }
        return [0] + path.reversed()
    }

    /// Nodes reachable through children, in tree (pre-)order.
    public func nodes(reachableFrom start: NodeID?) -> [NodeID] {
        guard let start else { return [] }
        var result: [NodeID] = []
        var pending = [start]
        while let next = pending.popLast() {
            result.append(next)
            pending += self[next].children.reversed()
        }
        return result
    }
}

public enum AddressError: Error, Sendable, Equatable {
    case noRoot
    case noChild(parent: String, index: Int, count: Int)
    case unknownID(String, known: [String])

    public var message: String {
        switch self {
        case .noRoot: return "the tree is empty (type a view to make it the root)"
        case .noChild(let parent, let index, let count):
            let has = count == 0 ? "no children" : count == 1 ? "1 child" : "\(count) children"
            return "node \(parent) has \(has); there is no child \(index)"
        case .unknownID(let name, _): return "no node has the id '\(name)'"
        }
    }
}

extension ViewTree {
    /// Appends modifiers to a node, adopting the views they hold.
    public mutating func appendModifiers(_ modifiers: [ModifierNode], to id: NodeID) {
        self[id].modifiers += modifiers
        for modifier in modifiers {
            for child in ViewTree.modifierViews(of: ViewNode(kind: .empty, modifiers: [modifier], head: "")) {
                self[child].parent = id
            }
        }
    }
}
