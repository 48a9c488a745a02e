import Testing
@testable import ViewLayout
import SeededRandom

/// Every shortcut of the engine (memoised answers, cheap kinds recomputed, rigid subtrees
/// left for the first read, sizing runs reused at placement, stale proposals) must give
/// what a layout without any gives. Random trees, random edits: the incremental tree, a
/// fresh tree built with the final kinds, and a run that traces every node (which turns
/// every shortcut off) must agree on every node's proposal, size and frame.
@Suite struct IncrementalEquivalenceTests {
    typealias Generator = SplitMix64

    /// A tree as a recipe: node k's kind, children (indices below k) and direction.
    struct Recipe {
        var kinds: [LayoutNode.Kind] = []
        var children: [[Int]] = []
        var directions: [LayoutDirection] = []
        var leaves: [Int] = []

        /// Gives a random leaf a random kind (`leafKind`'s by default), in the recipe and in each
        /// of `trees` built from it.
        mutating func editLeaf(_ trees: inout [LayoutTree], _ g: inout SplitMix64,
                               kind newKind: (inout SplitMix64) -> LayoutNode.Kind = IncrementalEquivalenceTests.leafKind) {
            let leaf = leaves.randomElement(using: &g)!
            let kind = newKind(&g)
            kinds[leaf] = kind
            for t in trees.indices { trees[t].setKind(kind, for: LayoutNodeID(rawValue: Int32(leaf))) }
        }

        /// Adds a node of `kind` over `children`; its index.
        mutating func add(_ kind: LayoutNode.Kind, _ children: [Int] = []) -> Int {
            kinds.append(kind)
            self.children.append(children)
            directions.append(.leftToRight)
            return kinds.count - 1
        }

        func build() -> LayoutTree {
            var tree = LayoutTree()
            for k in kinds.indices {
                tree.add(kinds[k], children: children[k].map { LayoutNodeID(rawValue: Int32($0)) },
                         direction: directions[k])
            }
            tree.root = LayoutNodeID(rawValue: Int32(kinds.count - 1))
            return tree
        }

        /// The benchmark's nested flexible stacks (Shapes.deep, flexible): `levels` stacks
        /// alternating H/V, each `[leaf, spacer, next level]` in `.padding(4)`, the leaves
        /// alternating a Text and a min/max-framed shape.
        static func nestedFlexibleStacks(levels: Int) -> Recipe {
            var r = Recipe()
            var inner = r.add(.text("Label 0", TextStyle()))
            for level in 0..<levels {
                let leaf = level % 2 == 0 ? r.add(.text("Label \(level)", TextStyle()))
                    : r.add(.flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30), [r.add(.shape)])
                let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
                let stack = r.add(.stack(axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
                                         spacing: 8), [leaf, r.add(.spacer()), inner])
                inner = r.add(.padding(EdgeInsets(all: 4)), [stack])
            }
            return r
        }

        /// The tree laid out with every node traced, which turns every shortcut off.
        func tracedLayout(_ proposal: ProposedSize) -> [LaidOutNode] {
            var tree = build()
            let all = Set((0..<tree.count).map { LayoutNodeID(rawValue: Int32($0)) })
            tree.layout(proposal: proposal, trace: LayoutTraceRequest(nodes: all))
            return tree.laidOutNodes()
        }
    }

    static func leafKind(_ g: inout Generator) -> LayoutNode.Kind {
        switch Int.random(in: 0..<7, using: &g) {
        case 0: return .image(width: Double(Int.random(in: 0..<50, using: &g)), height: Double(Int.random(in: 0..<30, using: &g)))
        case 1: return .text(["a", "ab cd", "Label 42", "one two three", "x  y", ""].randomElement(using: &g)!, TextStyle())
        case 2: return .spacer(minLength: Bool.random(using: &g) ? nil : 4)
        case 3: return .shape
        case 4: return .divider
        case 5: return .empty
        default: return .text("wrap me please", TextStyle(lineLimit: 2))
        }
    }

    static func wrapperKind(_ g: inout Generator) -> LayoutNode.Kind {
        switch Int.random(in: 0..<8, using: &g) {
        case 0: return .padding(EdgeInsets(all: Double(Int.random(in: 0..<6, using: &g))))
        case 1: return .frame(width: Bool.random(using: &g) ? 30 : nil, height: Bool.random(using: &g) ? 12 : nil)
        case 2: return .flexibleFrame(minWidth: 10, maxWidth: Bool.random(using: &g) ? 80 : .infinity,
                                      minHeight: Bool.random(using: &g) ? 5 : nil, maxHeight: 40)
        case 3: return .layoutPriority([1, -1, 0.5].randomElement(using: &g)!)
        case 4: return .fixedSize(horizontal: Bool.random(using: &g), vertical: true)
        case 5: return .offset(x: 2, y: 3)
        case 6: return .flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30)
        default: return .passthrough
        }
    }

    static func recipe(_ g: inout Generator, depth: Int) -> Recipe {
        var r = Recipe()
        func node(_ depth: Int) -> Int {
            var k: Int
            if depth == 0 || Int.random(in: 0..<4, using: &g) == 0 {
                r.kinds.append(leafKind(&g))
                r.children.append([])
                r.directions.append(.leftToRight)
                k = r.kinds.count - 1
                r.leaves.append(k)
            } else {
                let kids = (0..<Int.random(in: 1...4, using: &g)).map { _ in node(depth - 1) }
                let axis: Axis = Bool.random(using: &g) ? .horizontal : .vertical
                let kind: LayoutNode.Kind = Int.random(in: 0..<6, using: &g) == 0
                    ? .zstack(alignment: .topLeading)
                    : .stack(axis: axis, alignment: axis == .horizontal ? [.top, .verticalCenter, .bottom].randomElement(using: &g)!
                                                                        : [.leading, .horizontalCenter, .trailing].randomElement(using: &g)!,
                             spacing: Bool.random(using: &g) ? nil : 3)
                r.kinds.append(kind)
                r.children.append(kids)
                r.directions.append(Int.random(in: 0..<8, using: &g) == 0 ? .rightToLeft : .leftToRight)
                k = r.kinds.count - 1
            }
            if Int.random(in: 0..<3, using: &g) == 0 {
                r.kinds.append(wrapperKind(&g))
                r.children.append([k])
                r.directions.append(.leftToRight)
                k = r.kinds.count - 1
            }
            return k
        }
        let root = node(depth)
        r.kinds.append(.padding(EdgeInsets(all: 1)))
        r.children.append([root])
        r.directions.append(.leftToRight)
        return r
    }


    @Test(arguments: 0..<40)
    func incrementalLayoutsAgreeWithFreshAndEagerOnes(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 7919 &+ 1)
        let recipe = Self.recipe(&g, depth: 4)
        let proposals = [ProposedSize(width: 300, height: 400), ProposedSize(width: 120, height: nil),
                         ProposedSize(width: nil, height: nil), ProposedSize(width: 1000, height: 50)]
        // Read the first leaf on some steps (the rest is then filled in by laidOutNodes).
        Self.layOutAndEdit(recipe, seed: seed, proposals: proposals, proposalOdds: 4, checkFirst: false,
                           read: { $0.leaves.first }, newKind: Self.leafKind, using: &g)
    }

    /// Stacks sized and placed at infinite proposals: a sizing run there does not record its
    /// children (Docs/Layout.md step 3.5), so a stack placed there runs again, and the run
    /// whose records placement reuses must stay the one whose answer is kept inline.
    @Test(arguments: 0..<40)
    func layoutsAtInfiniteProposalsAgreeWithFreshAndEagerOnes(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 104_729 &+ 5)
        let recipe = Self.recipe(&g, depth: 4)
        let proposals = [ProposedSize(width: .infinity, height: .infinity), ProposedSize(width: .infinity, height: 300),
                         ProposedSize(width: 200, height: .infinity), ProposedSize(width: 300, height: 400)]
        Self.layOutAndEdit(recipe, seed: seed, proposals: proposals, proposalOdds: 3, checkFirst: false,
                           read: { $0.leaves.first }, newKind: Self.leafKind, using: &g)
    }

    /// Nested stacks of alternating axes, each level a text or a min/max frame, a spacer and the
    /// next level in a padding: every stack is asked four to nine proposals, so the answer pool
    /// holds more than one chunk of entries (LayoutCache.swift) and blocks move from four
    /// entries to eight. Random edits and proposals, against fresh and traced runs.
    @Test(arguments: 0..<4)
    func deepNestedStacksAgreeWithFreshAndEagerOnes(seed: Int) {
        var g = Generator(seed: UInt64(seed) &* 3_571 &+ 7)
        var r = Recipe()
        func add(_ kind: LayoutNode.Kind, _ children: [Int] = []) -> Int { r.add(kind, children) }
        var inner = add(.text("Label 0", TextStyle()))
        r.leaves.append(inner)
        for level in 0..<300 {
            let leaf: Int
            if level % 2 == 0 {
                leaf = add(.text("Label \(level % 100)", TextStyle()))
                r.leaves.append(leaf)
            } else {
                let color = add(.shape)
                r.leaves.append(color)
                leaf = add(.flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30), [color])
            }
            let spacer = add(.spacer())
            let axis: Axis = level % 2 == 0 ? .horizontal : .vertical
            let stack = add(.stack(axis: axis, alignment: axis == .horizontal ? .verticalCenter : .horizontalCenter,
                                   spacing: 8), [leaf, spacer, inner])
            inner = add(.padding(EdgeInsets(all: 4)), [stack])
        }
        let proposals = [ProposedSize(width: 1024, height: 768), ProposedSize(width: 20_000, height: 20_000),
                         ProposedSize(width: nil, height: 300), ProposedSize(width: .infinity, height: 768)]
        var tree = r.build()
        tree.layout(proposal: proposals[seed % proposals.count])
        #expect(tree.cache.poolCount > LayoutCache.chunkSize, "the pool spans chunks")
        #expect(Self.agree(tree.laidOutNodes(), r.tracedLayout(proposals[seed % proposals.count])), "seed \(seed) first layout")
        Self.checkRandomEdits(of: r, laidOut: &tree, seed: seed, proposals: proposals, proposalOdds: 3,
                              read: { $0.leaves.first }, newKind: Self.leafKind, using: &g)
    }

    /// Six random edits of a laid-out tree — a new proposal one time in `proposalOdds`, else a
    /// new kind (`newKind`) for a random leaf — each followed by a layout, reading the leaf
    /// `read` picks first on every other step: the tree must agree with a fresh one built with
    /// the same kinds and with a run that traces every node (every shortcut off).
    /// Builds `recipe`, lays it out at the seed's proposal (checked against a traced run when
    /// `checkFirst`), then edits it at random (`checkRandomEdits`).
    static func layOutAndEdit(_ recipe: Recipe, seed: Int, proposals: [ProposedSize], proposalOdds: Int, checkFirst: Bool,
                              read: (Recipe) -> Int?, newKind: (inout Generator) -> LayoutNode.Kind, using g: inout Generator) {
        let proposal = proposals[seed % proposals.count]
        var tree = recipe.build()
        tree.layout(proposal: proposal)
        if checkFirst { #expect(tree.laidOutNodes() == recipe.tracedLayout(proposal), "seed \(seed) first layout") }
        checkRandomEdits(of: recipe, laidOut: &tree, seed: seed, proposals: proposals, proposalOdds: proposalOdds,
                         read: read, newKind: newKind, using: &g)
    }

    static func checkRandomEdits(of start: Recipe, laidOut tree: inout LayoutTree, seed: Int, proposals: [ProposedSize],
                                 proposalOdds: Int, read: (Recipe) -> Int?,
                                 newKind: (inout Generator) -> LayoutNode.Kind, using g: inout Generator) {
        var recipe = start
        var proposal = proposals[seed % proposals.count]
        for step in 0..<6 {
            if Int.random(in: 0..<proposalOdds, using: &g) == 0 {
                proposal = proposals.randomElement(using: &g)!
            } else {
                var trees = [tree]
                recipe.editLeaf(&trees, &g, kind: newKind)
                tree = trees[0]
            }
            tree.layout(proposal: proposal)
            if step % 2 == 0, let leaf = read(recipe) {
                _ = tree.result(of: LayoutNodeID(rawValue: Int32(leaf)))
            }
            var fresh = recipe.build()
            fresh.layout(proposal: proposal)
            let incremental = tree.laidOutNodes()
            #expect(agree(incremental, fresh.laidOutNodes()), "seed \(seed) step \(step)")
            #expect(agree(incremental, recipe.tracedLayout(proposal)), "seed \(seed) step \(step)")
        }
    }

    /// `==` on every node's id, depth, proposal, size and frame, except that NaN agrees with NaN
    /// (a length out of ∞ − ∞ under an infinite proposal).
    static func agree(_ a: [LaidOutNode], _ b: [LaidOutNode]) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        func same(_ x: Double?, _ y: Double?) -> Bool {
            guard let x, let y else { return x == nil && y == nil }
            return same(x, y)
        }
        return a.count == b.count && zip(a, b).allSatisfy { x, y in
            let r = x.result, q = y.result
            return x.id == y.id && x.depth == y.depth && same(r.proposal.width, q.proposal.width)
                && same(r.proposal.height, q.proposal.height) && same(r.size.width, q.size.width)
                && same(r.size.height, q.size.height) && same(r.frame.origin.x, q.frame.origin.x)
                && same(r.frame.origin.y, q.frame.origin.y) && same(r.frame.size.width, q.frame.size.width)
                && same(r.frame.size.height, q.frame.size.height)
        }
    }
}
