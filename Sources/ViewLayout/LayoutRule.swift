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
    /// A transparent container (GridRow) has no placement of its own: the rule of the
    /// container around it places its subviews through `Subviews.cells(of:)`, as SwiftUI's
    /// Grid lays out the cells of its rows. Its `sizeThatFits` sees no subviews (the container
    /// sizes them; a GridRow takes its proposal).
    var isTransparent: Bool { get }
    /// For a transparent rule: the alignment it gives its cells across the container's rows
    /// (a GridRow's `alignment`; nil: the container's). Read as a requirement, not by casting
    /// the rule: a cast of the existential costs as much as reading a row's cells.
    var transparentRowAlignment: AlignmentGuide? { get }
    /// Whether a subview that `placeSubviews` leaves unplaced is still shown, centred (SwiftUI's
    /// `Layout`). False: it is left out of the display, pictures and preferences — ViewThatFits
    /// shows only the child it chose.
    var showsUnplacedSubviews: Bool { get }
    /// The rule lays out the subviews of transparent subviews (Grid with its GridRows). A
    /// transparent node anywhere else is misplaced (`LayoutTree.misplacedTransparentNodes`).
    var adoptsTransparentSubviews: Bool { get }
    /// Whether this rule lays out a transparent subview with `rule` (a lazy stack adopts
    /// Sections, not GridRows); every transparent rule when `adoptsTransparentSubviews`.
    func adopts(_ rule: any LayoutRule) -> Bool
    /// Why the rule cannot lay out this node with these options, if it cannot (List rows are
    /// not modelled unless `listRows approximate`, §13.3): reported as an error, never
    /// approximated silently.
    func refusal(options: LayoutOptions, subviewCount: Int) -> String?
    /// For a transparent rule: the error when its node is not inside an adopting container.
    var misplacedMessage: String { get }
    /// A container `containerRelativeFrame` measures against (a scroll view, §17.3): while it
    /// sizes and places its subviews, `Subviews.containerSize` is its proposal.
    var isRelativeFrameContainer: Bool { get }
    /// The container size such a container gives for its proposal: the proposal, less what the
    /// container insets its content by (a scroll view's `contentMargins`, §17.3 rule 6).
    func relativeFrameContainerSize(_ proposal: ProposedSize) -> ProposedSize
    /// Whether the rule runs the user's code (a custom `Layout`, §14): its answers may fail or
    /// spend steps, so the engine asks it only what the full steps ask — no stack above it
    /// computes corners it was not asked (step 2.12's corner run).
    var runsCode: Bool { get }
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
    public var isTransparent: Bool { false }
    public var transparentRowAlignment: AlignmentGuide? { nil }
    public var showsUnplacedSubviews: Bool { true }
    public var adoptsTransparentSubviews: Bool { false }
    public func adopts(_ rule: any LayoutRule) -> Bool { adoptsTransparentSubviews }
    public func refusal(options: LayoutOptions, subviewCount: Int) -> String? { nil }
    public var misplacedMessage: String { "\(name) lays out only inside its container" }
    public var isRelativeFrameContainer: Bool { false }
    public func relativeFrameContainerSize(_ proposal: ProposedSize) -> ProposedSize { proposal }
    public var runsCode: Bool { false }
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
    @usableFromInline let tree: UnsafeMutablePointer<LayoutTree>
    @usableFromInline let node: Int32
    @usableFromInline let ids: [Int32]
    /// Set while `placeSubviews` runs: `place` records here.
    @usableFromInline let placing: Bool
    /// The node whose rule is running: `node` itself, or, for the cells of a transparent
    /// subview (`cells(of:)`), the container that places them.
    @usableFromInline var owner: Int32
    /// While `placeSubviews` runs: where the frame of scratch slots for `owner`'s subviews
    /// starts, one slot per subview, that `place` fills in (`LayoutTree.rulePlacements`).
    /// (Six fields or more — seven with `answers`: a value this large is passed to the methods by
    /// reference, one register, where five went by value — the rule's loop pushed three of them
    /// for every call.)
    @usableFromInline let frame: Int
    /// Where the frame of scratch slots that marks the subviews' first answers starts
    /// (RuleAnswers.swift), one slot per subview; -1 when there is none (the cells of a
    /// transparent subview). While placing, the same frame as `frame`.
    @usableFromInline let answers: Int

    init(tree: UnsafeMutablePointer<LayoutTree>, node: Int32, ids: [Int32], placing: Bool, owner: Int32? = nil,
         frame: Int = -1, answers: Int = -1) {
        self.tree = tree
        self.node = node
        self.ids = ids
        self.placing = placing
        self.owner = owner ?? node
        self.frame = frame
        self.answers = answers
    }

    /// How many subviews.
    @inlinable public var count: Int { ids.count }
    @inlinable public var indices: Range<Int> { ids.indices }

    /// The subview's size for `proposal` (its cached answer when it has one).
    @inlinable @inline(__always) public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
        let c = ids[index]
        // An image answers here (RuleAnswers.swift); every other ask is one call, so that this
        // path keeps no frame of its own (a rule asks each subview two or three times).
        if let s = answeredImageSize(index, c) { return s }
        return subviewSize(index, c, proposal)
    }

    /// `LayoutTree.subviewSize` as a call: every ask but an image's.
    @usableFromInline @inline(never) func subviewSize(_ index: Int, _ c: Int32, _ proposal: ProposedSize) -> Size {
        settle(index)
        return tree.pointee.subviewSize(c, proposal)
    }

    /// The subview's dimensions for `proposal`: size and alignment guides (§3.2).
    public func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
        let c = ids[index]
        settle(index)
        let s = tree.pointee.size(c, proposal)
        return tree.pointee.dimensions(c, proposal, s)
    }

    /// The subview's layout priority (§2.5).
    public func priority(_ index: Int) -> Double { tree.pointee.resolvedPriority(ids[index]) }

    /// The default distance between subviews `a` and `b` along `axis` (§1.3).
    public func spacing(between a: Int, and b: Int, along axis: Axis) -> Double {
        spacing(between: a, and: self, b, along: axis)
    }

    /// The default distance between subview `a` and subview `b` of `other` (the cells of a
    /// transparent subview, §13.2 rule 5) along `axis` (§1.3).
    public func spacing(between a: Int, and other: Subviews, _ b: Int, along axis: Axis) -> Double {
        let t = tree.pointee
        return t.pairDistance(t.infos[Int(ids[a])], t.infos[Int(other.ids[b])], axis)
    }

    /// The default value of `guide` for a view of `size` (§3.1; a custom guide's `defaultValue(in:)`):
    /// where a container that is wider than its children puts the line they align on.
    public func defaultValue(of guide: AlignmentGuide, in size: Size) -> Double {
        let t = tree.pointee
        return t.guides.defaultValue(guide, in: ViewDimensions(size: size, explicit: [], registry: t.guides))
    }

    /// The layout options in effect (§8.10).
    public var options: LayoutOptions { tree.pointee.options }

    /// The subview's value for a trait (LayoutTrait.swift), seen through its wrappers.
    public func trait(_ index: Int, _ key: LayoutTraitKey) -> LayoutTraitValue? {
        tree.pointee.trait(ids[index], key)
    }

    /// The subviews of subview `index` when it is a transparent container (a GridRow), seen
    /// through wrappers without layout effect; nil for any other subview. Placing one of them
    /// (`place`, during `placeSubviews`, at a position in the transparent subview's bounds)
    /// decides where the transparent subview's placement puts it.
    public func cells(of index: Int) -> Subviews? {
        guard let row = tree.pointee.transparentContainer(ids[index]) else { return nil }
        return Subviews(tree: tree, node: row, ids: tree.pointee.childIDs(row), placing: placing, owner: owner, frame: frame)
    }

    /// The rule of subview `index`, seen through wrappers without layout effect (a Grid reads
    /// its GridRows' alignment); nil when the subview is not a rule node.
    public func rule(_ index: Int) -> (any LayoutRule)? {
        tree.pointee.transparentContainer(ids[index], anyRule: true).flatMap { n in
            if case let .rule(i, _) = tree.pointee.ops[Int(n)] { return tree.pointee.rules[Int(i)] }
            return nil
        }
    }

    /// Puts subview `index` with its `anchor` at `position` (in the node's bounds), sized for
    /// `proposal`. Only during `placeSubviews`; the last call for a subview wins.
    @inlinable @inline(__always) public func place(_ index: Int, at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        guard placing, ids.indices.contains(index) else { return }
        // An image, of the node's own subviews: without a call (as `sizeThatFits`). Its slot is
        // written but for its mark (`order`, RuleAnswers.swift) and `priority`, unused here.
        if owner == node, let size = answeredImageSize(index, ids[index]) {
            let slot = tree.pointee.scratch.base + (frame + index)
            slot.pointee.id = ids[index]
            slot.pointee.origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            slot.pointee.proposal = proposal
            slot.pointee.size = size
            return
        }
        placeOutOfLine(index, at: position, anchor: anchor, proposal: proposal)
    }

    @usableFromInline @inline(never) func placeOutOfLine(_ index: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        record(index, sizeThatFits(index, proposal), at: position, anchor: anchor, proposal: proposal)
    }

    /// Where `place` puts subview `index` of `size`: its slot in the frame, or the cell's
    /// assigned slot.
    @inline(__always) func record(_ index: Int, _ size: Size, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        assert(frame >= 0 || owner != node, "a placing Subviews needs its frame (LayoutTree.rulePlacements)")
        let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        var slot = StackSlot(id: ids[index], proposal: proposal, size: size, origin: origin)
        if owner != node {
            tree.pointee.assignCell(slot, in: node, by: owner)
        } else {
            slot.order = tree.pointee.scratch.base[frame + index].order  // its mark stays (RuleAnswers.swift)
            tree.pointee.scratch.base[frame + index] = slot
        }
    }

    /// Puts subview `index` in `bounds` by `alignment`, as a frame aligns its content (§2.2).
    public func place(_ index: Int, aligned alignment: Alignment, in bounds: Size, proposal: ProposedSize) {
        guard placing, ids.indices.contains(index) else { return }
        let c = ids[index]
        let size = sizeThatFits(index, proposal)
        let origin = tree.pointee.align(c, proposal, size, in: bounds, alignment, node)
        var slot = StackSlot(id: c, proposal: proposal, size: size, origin: origin)
        slot.order = tree.pointee.scratch.base[frame + index].order  // its mark stays (RuleAnswers.swift)
        tree.pointee.scratch.base[frame + index] = slot
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
                    return t.rules[Int(i)].relativeFrameContainerSize(t.placements[Int(a)].proposal)
                }
                a = t.parents[Int(a)]
            }
            return t.layoutProposal ?? .unspecified
        }
        return t.containerSizes.last ?? t.layoutProposal ?? .unspecified
    }

    /// A line for `why` about this node's decisions (recorded only when it is traced).
    public func note(_ text: String) {
        guard tree.pointee.isTraced(owner) else { return }
        tree.pointee.traceEvents.append(.note(node: LayoutNodeID(rawValue: owner), text: text))
    }

    /// Whether `why` is recording this node (so a rule can skip building notes).
    public var isTraced: Bool { tree.pointee.isTraced(owner) }
}

/// A point relative to a size: (0, 0) top-leading, (1, 1) bottom-trailing (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    // Computed, not stored: `place`'s default anchor is read without a global's accessor.
    @inlinable public static var topLeading: UnitPoint { UnitPoint(x: 0, y: 0) }
    @inlinable public static var top: UnitPoint { UnitPoint(x: 0.5, y: 0) }
    @inlinable public static var topTrailing: UnitPoint { UnitPoint(x: 1, y: 0) }
    @inlinable public static var leading: UnitPoint { UnitPoint(x: 0, y: 0.5) }
    @inlinable public static var center: UnitPoint { UnitPoint(x: 0.5, y: 0.5) }
    @inlinable public static var trailing: UnitPoint { UnitPoint(x: 1, y: 0.5) }
    @inlinable public static var bottomLeading: UnitPoint { UnitPoint(x: 0, y: 1) }
    @inlinable public static var bottom: UnitPoint { UnitPoint(x: 0.5, y: 1) }
    @inlinable public static var bottomTrailing: UnitPoint { UnitPoint(x: 1, y: 1) }
}

extension LayoutTree {
    /// `size(c, p)` for a rule's subview or a grid's cell: for a cheap kind off a traced path
    /// (step 1.4: an image, a short text, a frame…), `size`'s own branch for it inlined here —
    /// counted and polled for Ctrl-C as `size` does, then the kind's rule (`runRule`'s case;
    /// an image's op size), `compute` the first time since it changed. A custom layout
    /// asks each subview in `sizeThatFits` and again in `placeSubviews`; a grid asks each cell
    /// at five proposals or more.
    @inline(__always) mutating func subviewSize(_ c: Int32, _ p: ProposedSize) -> Size {
        let f = cache.flags[Int(c)]
        guard f & (NodeFlag.cheap | NodeFlag.tracePath) == NodeFlag.cheap else { return size(c, p) }
        guard countSizeCall() else { return .zero }
        if f & NodeFlag.image != 0, case let .image(w, h) = ops[Int(c)] {
            // An image's first answer since it changed is all `compute` does for it, without
            // the call: one evaluation and the flag that says so (a leaf records no children).
            // RuleShortcutTests compares layouts and statistics with `compute`'s
            // (`ruleShortcutsEnabled` off).
            if f & NodeFlag.computed == 0 {
                guard ruleShortcutsEnabled else { return compute(c, p) }
                countEvaluation(c)
                setFlags(c, f | NodeFlag.computed)
            }
            return Size(width: w, height: h)
        }
        guard f & NodeFlag.computed != 0 else { return compute(c, p) }
        // `runRule`'s cases for the commonest cells and subviews, without its call.
        switch ops[Int(c)] {
        case let .text(i, s): return sizeText(c, i, s, p)
        case let .flexFrame(i): return sizeFlexFrameOutOfLine(c, i, p)
        default: return runRule(c, p)
        }
    }

    /// Runs rule `i` of node `n` for a size.
    mutating func sizeRule(_ n: Int32, _ i: Int32, _ p: ProposedSize) -> Size {
        let rule = rules[Int(i)]
        // The native Grid pass (GridPlacement.swift); only adopting rules are worth the cast.
        if rule.adoptsTransparentSubviews, let grid = rule as? GridRule { return sizeGrid(n, grid, p) }
        // A transparent rule (a GridRow, asked by its grid for every row) sizes without its
        // subviews: no list of them is built, no frame pushed.
        let ids = rule.isTransparent ? [] : childIDs(n)
        if rule.isRelativeFrameContainer { containerSizes.append(rule.relativeFrameContainerSize(p)) }
        defer { if rule.isRelativeFrameContainer { containerSizes.removeLast() } }
        if ids.isEmpty {
            return withUnsafeMutablePointer(to: &self) { tree in
                rule.sizeThatFits(proposal: p, subviews: Subviews(tree: tree, node: n, ids: ids, placing: false))
            }
        }
        // The frame that marks the subviews' first answers (RuleAnswers.swift).
        let base = scratchTop
        pushFrame(ids)
        let evaluations = stats.evaluations
        let size = withUnsafeMutablePointer(to: &self) { tree in
            rule.sizeThatFits(proposal: p, subviews: Subviews(tree: tree, node: n, ids: ids, placing: false, answers: base))
        }
        if stats.evaluations != evaluations { flagEvaluatedAnswers(base, ids) }
        scratchTop = base
        return size
    }

    /// Node `n`'s subviews as rule `i` places them for proposal `p` at size `s`, as scratch
    /// slots (leading-based origins). Unplaced subviews sit centred, proposed `p`.
    mutating func rulePlacements(_ n: Int32, _ i: Int32, _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int) {
        let rule = rules[Int(i)]
        if rule.adoptsTransparentSubviews, let grid = rule as? GridRule { return gridPlacements(n, grid, p, s) }
        if rule.isTransparent, let frame = gridRowPlacements(n) { return frame }
        let ids = childIDs(n)
        if rule.isTransparent { return assignedPlacements(ids, p, s) }
        // The frame: one scratch slot per subview, marked unplaced (id -1: the only field read,
        // with the first answers' marks, until `place` writes the slot), that `place` calls fill
        // in (`Subviews.frame`); a guide query inside `placeSubviews` may place another rule's
        // subviews in a frame above it.
        let base = scratchTop
        pushFrame(ids)
        if rule.isRelativeFrameContainer { containerSizes.append(rule.relativeFrameContainerSize(p)) }
        defer { if rule.isRelativeFrameContainer { containerSizes.removeLast() } }
        let showsUnplaced = rule.showsUnplacedSubviews
        let evaluations = stats.evaluations
        withUnsafeMutablePointer(to: &self) { tree in
            rule.placeSubviews(in: s, proposal: p, subviews: Subviews(tree: tree, node: n, ids: ids, placing: true,
                                                                      frame: base, answers: base))
        }
        if stats.evaluations != evaluations { flagEvaluatedAnswers(base, ids) }
        // The node's own placement (not a guide query, which is quiet, nor a traced or forced
        // one), whose subviews all show: its leaves with one size are placed here.
        if quietDepth == 0 && placing && !tracing && !forcePlacement && showsUnplaced && ruleShortcutsEnabled,
           placeRuleLeaves(n, base, ids.count, s) == ids.count {
            scratchTop = base
            return (base, 0)
        }
        // In subview order: the placed ones, and the unplaced ones centred when the rule shows
        // them; the leaves placed already (`placeRuleLeaves`) are done.
        var out = base
        for (index, c) in ids.enumerated() {
            let id = scratch[base + index].id
            if id < 0 {
                if id == Self.placedLeaf { continue }
                guard showsUnplaced else { continue }
                let cs = size(c, p)
                scratch[out] = StackSlot(id: c, proposal: p, size: cs, origin: centered(cs, in: s))
            } else if out != base + index {
                scratch[out] = scratch[base + index]
            }
            out += 1
        }
        scratchTop = out
        return (base, out - base)
    }

    /// A transparent node's subviews where the container around it put them; one it did not
    /// place sits centred, proposed `p`.
    mutating func assignedPlacements(_ ids: [Int32], _ p: ProposedSize, _ s: Size) -> (base: Int, count: Int) {
        let base = scratchTop
        for c in ids {
            if let slot = assignedSlots[c] {
                pushSlot(slot)
            } else {
                let cs = size(c, p)
                pushSlot(StackSlot(id: c, proposal: p, size: cs, origin: centered(cs, in: s)))
            }
        }
        return (base, ids.count)
    }

    /// Records where `owner`'s rule put a subview of transparent node `row`. A changed slot
    /// re-places the row and the wrappers between it and `owner`, whose own proposals and
    /// sizes may not have changed.
    mutating func assignCell(_ slot: StackSlot, in row: Int32, by owner: Int32) {
        if let old = assignedSlots[slot.id], old.proposal == slot.proposal, sameBits(old.size.width, slot.size.width),
           sameBits(old.size.height, slot.size.height), sameBits(old.origin.x, slot.origin.x),
           sameBits(old.origin.y, slot.origin.y) { return }
        assignedSlots[slot.id] = slot
        var x = row
        while x >= 0 && x != owner {
            cache.flags[Int(x)] &= ~NodeFlag.placementValid
            x = parents[Int(x)]
        }
    }

    /// The transparent container `c` stands for (any rule node with `anyRule`), through
    /// wrappers without layout effect.
    func transparentContainer(_ c: Int32, anyRule: Bool = false) -> Int32? {
        var n = c
        while n >= 0 {
            switch ops[Int(n)] {
            case .passthrough, .trait: n = firstChildren[Int(n)]
            case let .rule(i, leaf): return anyRule || (!leaf && rules[Int(i)].isTransparent) ? n : nil
            default: return nil
            }
        }
        return nil
    }

    /// What keeps rule nodes under the root from being laid out: a rule's refusal of the
    /// options (`LayoutRule.refusal`), and transparent nodes (GridRows) that no adopting rule
    /// (a Grid) lays out — their nearest ancestor beyond wrappers without layout effect is
    /// something else.
    public func ruleProblems() -> [(node: LayoutNodeID, message: String)] {
        var result: [(node: LayoutNodeID, message: String)] = []
        for n in ops.indices {
            guard case let .rule(i, _) = ops[n], isAttached(Int32(n)) else { continue }
            let rule = rules[Int(i)]
            if let refusal = rule.refusal(options: options, subviewCount: Int(childCounts[n])) {
                result.append((LayoutNodeID(rawValue: Int32(n)), refusal))
            }
            guard rule.isTransparent else { continue }
            var p = parents[n]
            while p >= 0, ops[Int(p)].isEffectless { p = parents[Int(p)] }
            if p >= 0, case let .rule(j, false) = ops[Int(p)], rules[Int(j)].adopts(rule) { continue }
            result.append((LayoutNodeID(rawValue: Int32(n)), rule.misplacedMessage))
        }
        return result
    }

    /// Whether `n` hangs under the root.
    func isAttached(_ n: Int32) -> Bool {
        guard let root else { return false }
        var c = n
        while c >= 0 {
            if c == root.rawValue { return true }
            c = parents[Int(c)]
        }
        return false
    }

    /// After placing rule node `n` whose unplaced subviews are not shown: marks those subviews
    /// as not laid out, so the display, pictures and preferences leave them out.
    /// `rulePlacements` leaves the placed slots in subview order, so one walk of the children
    /// beside the slots finds them (a scan of every slot per child was quadratic: a segmented
    /// picker of 40,000 options took 25 s).
    mutating func hideUnplacedSubviews(_ n: Int32, _ base: Int, _ count: Int) {
        var c = firstChildren[Int(n)]
        var k = base
        while c >= 0 {
            if k < base + count, scratch[k].id == c {
                k += 1
            } else {
                cache.flags[Int(c)] &= ~(NodeFlag.placedOnce | NodeFlag.placementValid | NodeFlag.stale)
            }
            c = nextSiblings[Int(c)]
        }
    }

    /// Whether a node is a subview its container chose not to show (an unchosen ViewThatFits
    /// candidate) — not laid out, not drawn, writing no preferences.
    public func isHidden(_ id: LayoutNodeID) -> Bool {
        let p = parents[Int(node(id))]
        guard p >= 0, case let .rule(i, false) = ops[Int(p)], !rules[Int(i)].showsUnplacedSubviews else { return false }
        return cache.flags[Int(id.rawValue)] & NodeFlag.placedOnce == 0
    }

    /// A frame slot's id for a subview `placeRuleLeaves` put in its record.
    static let placedLeaf: Int32 = -2

    /// Places the deep-rigid leaves (images) among the `count` slots at `base` of rule node
    /// `n`'s placement at size `s`, as `place(n)`'s loop over the slots would after
    /// `rulePlacements` returns (`originInParent`, then `placeChild`'s leaf write), and marks
    /// their slots `placedLeaf`; how many it placed (all `count`: nothing is left to place).
    /// A custom layout of many images places them all here, in one loop through the records' and
    /// the flags' pointers (PassBuffers.swift) instead of two calls for each.
    mutating func placeRuleLeaves(_ n: Int32, _ base: Int, _ count: Int, _ s: Size) -> Int {
        let rtl = directions[Int(n)] == .rightToLeft
        let slots = scratch.base + base
        var placed = 0
        let (flags, records) = passPointers()
        for k in 0..<count {
            let slot = slots[k]
            guard slot.id >= 0 else { continue }
            let c = Int(slot.id)
            assert(c < cache.pass.nodeCount)
            let f = flags[c]
            guard f & (NodeFlag.leaf | NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.leaf | NodeFlag.deepRigid
            else { continue }
            // `placeChild`'s write for a deep-rigid leaf (step 3.3: nothing below it).
            let o = Self.originInParent(slot.origin, slot.size, in: s, rtl: rtl)
            records[c] = Placement(leafAt: o, slot.proposal, slot.size)
            let g = f | NodeFlag.placementValid | NodeFlag.placedOnce
            if g != f { flags[c] = g }
            slots[k].id = Self.placedLeaf
            placed += 1
        }
        return placed
    }

    func childIDs(_ n: Int32) -> [Int32] {
        let count = Int(childCounts[Int(n)])
        return nextSiblings.withUnsafeBufferPointer { next in
            Array(unsafeUninitializedCapacity: count) { ids, initialized in
                var c = firstChildren[Int(n)]
                var k = 0
                while c >= 0 && k < count {
                    ids[k] = c
                    k += 1
                    c = next[Int(c)]
                }
                initialized = k
            }
        }
    }

    /// What a rule node tells its parent: leaves are plain (rigid when the rule says so);
    /// containers merge their subviews' guides, as ZStack does (§3.3).
    mutating func ruleInfo(_ n: Int32, _ i: Int32) -> NodeInfo {  // mutating: see computeInfo
        let rule = rules[Int(i)]
        let code = rule.runsCode ? NodeInfo.runsCode : 0
        if rule.isLeaf {
            return NodeInfo(guideMask: rule.explicitGuides.reduce(0) { $0 | $1.maskBit }, flags: (rule.isRigid ? NodeInfo.rigid : 0) | code)
        }
        var info = mergeChildren(n)
        info.flags = (info.flags & ~NodeInfo.rigid) | code
        info.edges = 0
        return info
    }
}

extension Op {
    /// A wrapper without layout effect: a modifier that only forwards, or a trait.
    var isEffectless: Bool {
        switch self {
        case .passthrough, .trait: true
        default: false
        }
    }
}
