/// A bound on what body evaluation may build. Definitions expand where they are used, so a
/// modifier that applies the previous one twice, twenty deep (`modifier m1 = .m0 .m0` …), is a
/// million applications, and forty such views are 2⁴⁰ nodes: without a bound that is gigabytes
/// and minutes, then a crash. Every layout node the resolver adds is counted; past the limit
/// body evaluation stops at once (nothing more is built, so memory stays at what the limit
/// allows) and the command fails with one problem that names the definition that exploded.
///
/// The limit, 1,000,000 views and modifier applications, is ten times the largest range a
/// `foreach` can take, and about 1 GB of layout state at the release build's ~1 KB per node.
struct ExpansionBudget {
    static let defaultLimit = ExpansionSize.limit
    /// Problems worth finding before body evaluation stops (the command fails with the first).
    static let problemLimit = 100
    /// User views and modifiers inside one another: body evaluation recurses once per level.
    static let nestingLimit = 200

    var limit = ExpansionBudget.defaultLimit
    private(set) var nodes = 0
    /// The user definitions being expanded, outermost first (`modifier 'm20'`, `view 'Row'`).
    private(set) var expanding: [String] = []
    /// Set once the limit is passed: the problem to report.
    private(set) var exceeded: String?

    var isExhausted: Bool { exceeded != nil }

    /// Counts one layout node. The first time the budget runs out — past the limit, or Ctrl-C,
    /// polled every 4,096 nodes — returns the problem to report.
    mutating func spend(interrupted: () -> Bool) -> String? {
        nodes += 1
        guard exceeded == nil else { return nil }
        if nodes > limit {
            exceeded = Self.message(limit: limit, expanding: expanding)
        } else if nodes % 4096 == 0, interrupted() {
            exceeded = "interrupted after building \(nodes) views and modifiers"
        }
        return exceeded
    }

    /// Before a `foreach` builds its elements: if they would pass the limit, the problem (and
    /// nothing is built), so 1,000 × 1,000 nested elements fail at once, not after a million.
    mutating func reserve(_ size: Double, for what: String) -> String? {
        guard exceeded == nil, Double(nodes) + size > Double(limit) else { return nil }
        exceeded = "\(what) would build \(ExpansionSize.describe(size)) views and modifiers (the limit is \(limit))"
        return exceeded
    }

    /// Refuses the whole tree before anything is built (`staticProblem`).
    mutating func refuse(_ problem: String) { exceeded = problem }

    /// The tree counted before body evaluation (`ExpansionSize`): too big already with every
    /// `foreach` taken once, it is refused without building a node.
    static func staticProblem(_ root: NodeID, in document: Document) -> String? {
        var sizes = ExpansionSize(definitions: document.definitions, tree: document.tree)
        let measure = sizes.ofSubtree(root)
        guard measure.isTooBig else { return nil }
        return "the tree would build \(measure.description)"
    }

    mutating func enter(_ definition: String) { expanding.append(definition) }
    mutating func leave() { expanding.removeLast() }

    /// "modifier 'm20' expands to more than 1000000 views and modifiers (through modifier 'm19',
    /// modifier 'm18', … modifier 'm1'); does a definition use another several times?"
    static func message(limit: Int, expanding: [String]) -> String {
        guard let outermost = expanding.first else {
            return "the tree has more than \(limit) views and modifiers; it is too big to lay out"
        }
        var through = Array(expanding.dropFirst())
        if through.count > 4 { through = Array(through.prefix(3)) + ["…", through.last!] }
        let chain = through.isEmpty ? "" : " (through " + through.joined(separator: ", ") + ")"
        return "\(outermost) expands to more than \(limit) views and modifiers\(chain); "
            + "does a definition use another several times?"
    }
}

extension Resolver {
    /// A problem's address, cut short when it is long: a view nested 200 deep has an address of
    /// hundreds of parts, which no one reads in an error message.
    static func abbreviated(_ address: String, limit: Int = 60) -> String {
        guard address.utf8.count > limit else { return address }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 6 else { return String(address.prefix(limit)) + "…" }
        return parts.prefix(3).joined(separator: ".") + "…" + parts.suffix(3).joined(separator: ".") + " (\(parts.count) levels deep)"
    }
}

extension Resolver {
    /// A run that builds or lays out nothing more (too big, too deep, interrupted): its problems,
    /// and a cache that the next run will not continue (it had problems).
    mutating func refused() -> (Resolution, ResolverCache) {
        (Resolution(layout: layout, entries: entries, problems: problems, size: .zero), ResolverCache(resolver: self, evaluations: 0))
    }
}
