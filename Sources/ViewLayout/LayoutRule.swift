// A layout rule in the shape of SwiftUI's `Layout` protocol (Docs/Semantics.md §14): the way
// a view's layout is added without touching the engine's hot paths. A rule sizes itself from
// its subviews' answers and places them; the engine caches its answers by proposal, places
// its subviews, merges their alignment guides and records its `why` notes like any other
// node. Grid, ViewThatFits, ScrollView, lazy stacks, controls and user-defined layouts are
// rules, one file each.

/// A view's layout. Implementations are small value types (`Equatable` when they can be, so
/// an edit that keeps a node's rule keeps its cached answers).
public protocol LayoutRule: Sendable, CustomStringConvertible {
    /// What `why` calls the rule (`ViewThatFits`).
    var name: String { get }
    /// A leaf has no subviews.
    var isLeaf: Bool { get }
    /// A leaf whose size does not depend on the proposal (one answer serves every proposal).
    var isRigid: Bool { get }
    /// Spacers and dividers inside see this as their stack's axis (a lazy stack is a stack).
    var stackAxis: Axis? { get }
    /// `why` records what `placeSubviews` does even when the proposal was answered before
    /// (a custom layout's placement is a method of its own, §14.2).
    var tracesPlacement: Bool { get }
    /// A container `containerRelativeFrame` measures against (a scroll view, §17.3): while it
    /// sizes and places its subviews, `Subviews.containerSize` is its proposal.
    var isRelativeFrameContainer: Bool { get }
    /// The size for `proposal`, asking subviews as it needs (§1.1).
    func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size
    /// Places every subview inside `bounds` (the size the node chose for `proposal`) with
    /// `subviews.place(…)`. A subview not placed sits at the centre, proposed the node's
    /// proposal, as SwiftUI does.
    func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews)
    /// Whether `other` is the same rule with the same parameters (a rule holding closures
    /// answers false: never provably equal).
    func isSame(as other: any LayoutRule) -> Bool
    /// The guides a leaf answers itself (SwiftUI's `explicitAlignment`): a symbol image's text
    /// baselines (§16.4). Containers merge their subviews' guides instead (§3.3).
    var explicitGuides: [AlignmentGuide] { get }
    /// A leaf's value for one of `explicitGuides` at `size`.
    func explicitGuide(_ guide: AlignmentGuide, in size: Size, options: LayoutOptions) -> Double?
}

extension LayoutRule {
    public var isLeaf: Bool { false }
    public var isRigid: Bool { false }
    public var stackAxis: Axis? { nil }
    public var tracesPlacement: Bool { false }
    public var isRelativeFrameContainer: Bool { false }
    public var explicitGuides: [AlignmentGuide] { [] }
    public func explicitGuide(_ guide: AlignmentGuide, in size: Size, options: LayoutOptions) -> Double? { nil }
    public var description: String { name }
    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {}
}

extension LayoutRule where Self: Equatable {
    public func isSame(as other: any LayoutRule) -> Bool {
        (other as? Self) == self
    }
}

/// A rule's view of its node's children while one of its methods runs (SwiftUI's
/// `LayoutSubviews`). Valid only during that call.
public struct Subviews {
    let tree: UnsafeMutablePointer<LayoutTree>
    let node: Int32
    let ids: [Int32]
    /// Set while `placeSubviews` runs: `place` records here.
    let placing: Bool

    /// How many subviews.
    public var count: Int { ids.count }
    public var indices: Range<Int> { ids.indices }

    /// The subview's size for `proposal` (its cached answer when it has one).
    public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        tree.pointee.size(ids[index], proposal)
    }

    /// The subview's dimensions for `proposal`: size and alignment guides (§3.2).
    public func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
        let c = ids[index]
        let s = tree.pointee.size(c, proposal)
        return tree.pointee.dimensions(c, proposal, s)
    }

    /// The subview's layout priority (§2.5).
    public func priority(_ index: Int) -> Double { tree.pointee.resolvedPriority(ids[index]) }

    /// The default distance between subviews `a` and `b` along `axis` (§1.3).
    public func spacing(between a: Int, and b: Int, along axis: Axis) -> Double {
        let t = tree.pointee
        return t.pairDistance(t.infos[Int(ids[a])], t.infos[Int(ids[b])], axis)
    }

    /// The layout options in effect (§8.10).
    public var options: LayoutOptions { tree.pointee.options }

    /// Puts subview `index` with its `anchor` at `position` (in the node's bounds), sized for
    /// `proposal`. Only during `placeSubviews`; the last call for a subview wins.
    public func place(_ index: Int, at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        guard placing, ids.indices.contains(index) else { return }
        let size = sizeThatFits(index, proposal)
        let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        tree.pointee.recordRulePlacement(index, StackSlot(id: ids[index], proposal: proposal, size: size, origin: origin))
    }

    /// Puts subview `index` in `bounds` by `alignment`, as a frame aligns its content (§2.2).
    public func place(_ index: Int, aligned alignment: Alignment, in bounds: Size, proposal: ProposedSize) {
        guard placing, ids.indices.contains(index) else { return }
        let c = ids[index]
        let size = sizeThatFits(index, proposal)
        let origin = tree.pointee.align(c, proposal, size, in: bounds, alignment, node)
        tree.pointee.recordRulePlacement(index, StackSlot(id: c, proposal: proposal, size: size, origin: origin))
    }

    /// The size of the nearest container `containerRelativeFrame` measures against: a rule
    /// that is a container (a scroll view), else the window's safe area (§17.3 rule 6).
    public var containerSize: ProposedSize {
        let t = tree.pointee
        if placing {
            // Placement runs after the containers above were placed: their proposals are stored.
            var a = t.parents[Int(node)]
            while a >= 0 {
                if case let .rule(i, _) = t.ops[Int(a)], t.rules[Int(i)].isRelativeFrameContainer {
                    return t.placements[Int(a)].proposal
                }
                a = t.parents[Int(a)]
            }
            return t.layoutProposal ?? .unspecified
        }
        return t.containerSizes.last ?? t.layoutProposal ?? .unspecified
    }

    /// A line for `why` about this node's decisions (recorded only when it is traced).
    public func note(_ text: String) {
        guard tree.pointee.isTraced(node) else { return }
        tree.pointee.traceEvents.append(.note(node: LayoutNodeID(rawValue: node), text: text))
    }

    /// Whether `why` is recording this node (so a rule can skip building notes).
    public var isTraced: Bool { tree.pointee.isTraced(node) }
}

/// A point relative to a size: (0, 0) top-leading, (1, 1) bottom-trailing (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension LayoutTree {
    /// Runs rule `i` of node `n` for a size.
    mutating func sizeRule(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        let rule = rules[Int(i)]
        let ids = childIDs(n)
        if rule.isRelativeFrameContainer { containerSizes.append(p) }
        defer { if rule.isRelativeFrameContainer { containerSizes.removeLast() } }
        return withUnsafeMutablePointer(to: &self) { tree in
            rule.sizeThatFits(proposal: p, subviews: Subviews(tree: tree, node: n, ids: ids, placing: false))
        }
    }

    /// Node `n`'s subviews as rule `i` places them for proposal `p` at size `s`, as scratch
    /// slots (leading-based origins). Unplaced subviews sit centred, proposed `p`.
    mutating func rulePlacements(_ n: Int32, _ i: Int32, _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int) {
        let rule = rules[Int(i)]
        let ids = childIDs(n)
        // A frame of its own: a guide query inside `placeSubviews` may place another rule's subviews.
        let mark = rulePlaced.count
        rulePlaced.append(contentsOf: repeatElement(nil, count: ids.count))
        ruleFrames.append(mark)
        if rule.isRelativeFrameContainer { containerSizes.append(p) }
        defer { if rule.isRelativeFrameContainer { containerSizes.removeLast() } }
        withUnsafeMutablePointer(to: &self) { tree in
            rule.placeSubviews(in: s, proposal: p, subviews: Subviews(tree: tree, node: n, ids: ids, placing: true))
        }
        ruleFrames.removeLast()
        let placed = Array(rulePlaced[mark...])
        rulePlaced.removeSubrange(mark...)
        let base = scratchTop
        for (index, c) in ids.enumerated() {
            if let slot = placed[index] {
                pushSlot(slot)
            } else {
                let cs = size(c, p)
                pushSlot(StackSlot(id: c, proposal: p, size: cs, origin: centered(cs, in: s)))
            }
        }
        return (base, ids.count)
    }

    /// Records one `place` call of the innermost running `placeSubviews`.
    mutating func recordRulePlacement(_ index: Int, _ slot: StackSlot) {
        guard let start = ruleFrames.last else { return }
        rulePlaced[start + index] = slot
    }

    func childIDs(_ n: Int32) -> [Int32] {
        var ids: [Int32] = []
        ids.reserveCapacity(Int(childCounts[Int(n)]))
        var c = firstChildren[Int(n)]
        while c >= 0 {
            ids.append(c)
            c = nextSiblings[Int(c)]
        }
        return ids
    }

    /// What a rule node tells its parent: leaves are plain (rigid when the rule says so);
    /// containers merge their subviews' guides, as ZStack does (§3.3).
    func ruleInfo(_ n: Int32, _ i: Int32) -> NodeInfo {
        let rule = rules[Int(i)]
        if rule.isLeaf {
            return NodeInfo(guideMask: rule.explicitGuides.reduce(0) { $0 | $1.maskBit }, flags: rule.isRigid ? NodeInfo.rigid : 0)
        }
        var info = mergeChildren(n)
        info.flags &= ~NodeInfo.rigid
        info.edges = 0
        return info
    }
}
