import ViewLayout

/// How many layout nodes a definition, or the tree, expands into, and how deep they nest —
/// counted without building anything, so an exponential definition (`modifier m1 = .m0 .m0`,
/// twenty deep: a million applications; forty views that each hold the previous one twice:
/// 2⁴⁰ nodes) is refused when it is defined, and a tree that would be too big or too deep is
/// refused before body evaluation starts.
///
/// The count is one node per view and per modifier application, plus a user view's or
/// modifier's own node, the way the resolver builds them (§8.2); every modifier is a level of
/// its own, so a chain of a million modifiers is a million levels, which layout would recurse
/// through. A `foreach` template counts once and both branches of an `if` count: the data is
/// not known here, which `ExpansionBudget` covers while bodies are evaluated. Counts are
/// Doubles, so 2¹⁰⁰⁰ is just `inf`, never an overflow; both are upper bounds.
public struct ExpansionSize {
    /// The most views and modifier applications one layout may build.
    public static let limit = 1_000_000 / FuzzingBuild.boundsDivisor
    /// The deepest they may nest. Layout, preferences and frames walk the tree recursively, one
    /// call per level: at 2,500 levels a debug build overflows an 8 MB stack, so 1,000 leaves room
    /// (and a SwiftUI hierarchy is rarely a tenth as deep).
    public static let heightLimit = 1_000

    public struct Measure: Equatable, Sendable {
        public var nodes: Double
        public var height: Double
        static let zero = Measure(nodes: 0, height: 0)

        /// Over either limit.
        public var isTooBig: Bool { nodes > Double(ExpansionSize.limit) || height > Double(ExpansionSize.heightLimit) }

        /// "about 2097151 views and modifiers", "views and modifiers nested about 262143 deep".
        public var description: String {
            nodes > Double(ExpansionSize.limit)
                ? "\(ExpansionSize.describe(nodes)) views and modifiers (the limit is \(ExpansionSize.limit))"
                : "views and modifiers nested \(ExpansionSize.describe(height)) deep (the limit is \(ExpansionSize.heightLimit))"
        }
    }

    let definitions: Definitions
    let tree: ViewTree
    private var memo: [String: Measure] = [:]

    public init(definitions: Definitions, tree: ViewTree) {
        self.definitions = definitions
        self.tree = tree
    }

    /// What one use of a user view or modifier builds (zero for other names).
    public mutating func ofDefinition(_ name: String) -> Measure {
        if let known = memo[name] { return known }
        memo[name] = .zero  // a cycle (refused elsewhere) adds nothing instead of recursing forever
        var measure = Measure.zero
        switch definitions[name] {
        case .view(let view)?:
            let body = ofSubtree(view.body)
            measure = Measure(nodes: 1 + body.nodes, height: 1 + body.height)
        case .modifier(let modifier)?:
            measure = ofChain(modifier.body)
            measure.nodes += 1
            measure.height += 1
        default:
            break
        }
        memo[name] = measure
        return measure
    }

    /// What a declared subtree builds: the view, its modifiers (each a level around it), its
    /// children and what its modifiers hold (backgrounds, overlays), user views and modifiers
    /// expanded.
    public mutating func ofSubtree(_ root: NodeID) -> Measure {
        // Children first, without recursion: a tree grown by `append` may be deeper than a stack.
        var order: [NodeID] = []
        var pending = [root]
        while let id = pending.popLast() {
            order.append(id)
            pending += tree[id].children
        }
        var measured: [NodeID: Measure] = [:]
        for id in order.reversed() {
            let node = tree[id]
            var nodes = 1.0
            var inner = 0.0  // the deepest thing under the view itself
            if case .custom(let name, let arguments) = node.kind {
                let body = ofDefinition(name)
                nodes += body.nodes
                inner = body.height
                for case .view(let argument) in arguments.values {
                    let content = ofSubtree(argument)
                    nodes += content.nodes
                    inner += content.height  // placed somewhere inside the body
                }
            }
            for child in node.children {
                let measure = measured.removeValue(forKey: child) ?? .zero
                nodes += measure.nodes
                inner = max(inner, measure.height)
            }
            let chain = ofChain(node.modifiers)
            measured[id] = Measure(nodes: nodes + chain.nodes, height: 1 + inner + chain.height)
        }
        return measured[root] ?? .zero
    }

    /// A chain of modifiers: each wraps what is inside, so heights add up.
    mutating func ofChain(_ modifiers: [ModifierNode]) -> Measure {
        var total = Measure.zero
        for modifier in modifiers where total.nodes.isFinite {
            if modifier.isCustom {
                let measure = ofDefinition(modifier.name)
                total.nodes += measure.nodes
                total.height += measure.height
                continue
            }
            var content = Measure.zero
            for view in ViewTree.modifierViews(of: ViewNode(kind: .empty, modifiers: [modifier], head: "")) {
                let measure = ofSubtree(view)
                content.nodes += measure.nodes
                content.height = max(content.height, measure.height)
            }
            total.nodes += 1 + content.nodes
            total.height += 1 + content.height
        }
        return total
    }

    /// The first user view or modifier (in definition order) that alone is too big or too deep.
    public mutating func firstTooBig() -> (name: String, kind: Definition.Kind, measure: Measure)? {
        for definition in definitions.all where definition.kind == .view || definition.kind == .modifier {
            let measure = ofDefinition(definition.name)
            if measure.isTooBig { return (definition.name, definition.kind, measure) }
        }
        return nil
    }

    /// "about 2097151", "more than 10^15": sizes as messages show them.
    public static func describe(_ size: Double) -> String {
        CheckedInt.wholeNumber(size.rounded()).map { "about \($0)" } ?? "more than 10^15"
    }
}
