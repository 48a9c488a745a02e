// Structural facts about a subtree that layout reads in its hot paths, derived
// bottom-up when a node is added or edited (Docs/Layout.md step 0):
// - rigid: the size does not depend on the proposal at all (a fixed image, a
//   stack of fixed views …), so one cached answer serves every proposal;
// - guideMask: which guides may have an explicit value (§3.3), so asking a
//   subtree without one costs nothing;
// - priority: the layoutPriority trait (§2.5) as the parent stack reads it;
// - edges: the spacing category of each edge (§1.3).

/// Spacing category of an edge (§1.3, §8.3 pairDistance).
enum EdgeClass: UInt8 {
    case plain = 0
    case text = 1
    case spacer = 2
}

/// Logical edges, in bit-field order.
enum Edge: UInt8 {
    case leading = 0, trailing = 1, top = 2, bottom = 3

    static func start(_ axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
    static func end(_ axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }
}

/// 16 bytes. The priority is not kept here: `hasPriority` says a `layoutPriority` modifier is on
/// the node's chain of forwarding modifiers, read there when asked (`resolvedPriority`).
struct NodeInfo: Equatable {
    var guideMask: UInt64 = 0
    var flags: UInt8 = 0
    var edges: UInt8 = 0
    /// Levels in the subtree (a leaf is 1): sizes the stack of deep layouts.
    var height: UInt32 = 1

    static let rigid: UInt8 = 1
    /// Priority is a Spacer's (resolved through `LayoutOptions.spacerPriority`).
    static let spacerPriority: UInt8 = 2
    /// Rigid, and so is every descendant: every size and position below is fixed.
    static let deepRigid: UInt8 = 4
    /// A `layoutPriority` modifier (§2.5) is the node or below it through forwarding modifiers:
    /// its value is the node's priority (else 0).
    static let hasPriority: UInt8 = 8
    /// A code-running rule (`LayoutRule.runsCode`) is the node or below it.
    static let runsCode: UInt8 = 16
    /// Either of the flags that give a node a priority other than 0.
    static let priorityFlags: UInt8 = spacerPriority | hasPriority

    @inline(__always) var isRigid: Bool { flags & Self.rigid != 0 }

    @inline(__always) func edge(_ e: Edge) -> EdgeClass {
        EdgeClass(rawValue: (edges >> (2 * e.rawValue)) & 3) ?? .plain
    }

    mutating func setEdge(_ e: Edge, _ c: EdgeClass) {
        edges = (edges & ~(3 << (2 * e.rawValue))) | (c.rawValue << (2 * e.rawValue))
    }

    static func == (a: NodeInfo, b: NodeInfo) -> Bool {
        a.guideMask == b.guideMask && a.flags == b.flags
            && a.edges == b.edges && a.height == b.height
    }

    static let allText: UInt8 = 0b0101_0101
    static let allSpacer: UInt8 = 0b1010_1010
    /// Bits of the six frame guides, which never merge across containers (§3.3).
    static let frameGuideBits: UInt64 = 0b11_1111
}

extension LayoutTree {
    /// Recomputes infos from `n` upwards until nothing changes.
    mutating func refreshInfo(from n: Int32) {
        var c = n
        while c >= 0 {
            let info = computeInfo(c)
            if info == infos[Int(c)] { return }
            setInfo(c, info)
            c = parents[Int(c)]
        }
    }

    /// Stores a node's info and mirrors the bits the hot paths test into `cache.flags`.
    mutating func setInfo(_ n: Int32, _ info: NodeInfo) {
        infos[Int(n)] = info
        var f = cache.flags[Int(n)] & ~(NodeFlag.rigid | NodeFlag.leaf | NodeFlag.deepRigid)
        if info.isRigid { f |= NodeFlag.rigid }
        if info.flags & NodeInfo.deepRigid != 0 { f |= NodeFlag.deepRigid }
        if ops[Int(n)].isLeaf { f |= NodeFlag.leaf }
        if case .image = ops[Int(n)] { f |= NodeFlag.image } else { f &= ~NodeFlag.image }
        if isCheap(n) { f |= NodeFlag.cheap } else { f &= ~NodeFlag.cheap }
        cache.flags[Int(n)] = f
    }

    /// Step 1.4: a cheap kind, or a Text whose line counting is short (ASCII, at most
    /// `TextMetrics.cheapWords` words: counting them costs about a lookup).
    /// Inlined: called from a mutating method, a non-mutating call copied the whole tree value
    /// (945 bytes, a memcpy per added node).
    @inline(__always) func isCheap(_ n: Int32) -> Bool {
        if case let .text(i, _) = ops[Int(n)] {
            guard let words = texts[Int(i)].wordLengths else { return false }
            return words.count <= TextMetrics.cheapWords
        }
        return ops[Int(n)].isCheap
    }

    /// `mutating` only so that the tree is passed by reference: every caller is mutating, and a
    /// non-mutating call from one copied the whole tree value (945 bytes) for each added node.
    mutating func computeInfo(_ n: Int32) -> NodeInfo {
        var info = computeLocalInfo(n)
        var tallest: UInt32 = 0
        var deep = info.isRigid
        var code = info.flags & NodeInfo.runsCode
        var c = firstChildren[Int(n)]
        while c >= 0 {
            tallest = Swift.max(tallest, infos[Int(c)].height)
            deep = deep && infos[Int(c)].flags & NodeInfo.deepRigid != 0
            code |= infos[Int(c)].flags & NodeInfo.runsCode
            c = nextSiblings[Int(c)]
        }
        info.height = tallest + 1
        info.flags = (deep ? info.flags | NodeInfo.deepRigid : info.flags & ~NodeInfo.deepRigid) | code
        return info
    }

    mutating func computeLocalInfo(_ n: Int32) -> NodeInfo {  // mutating: see computeInfo
        let first = firstChildren[Int(n)]
        // A modifier with no child behaves as if wrapping EmptyView.
        var child = first >= 0 ? infos[Int(first)] : NodeInfo(flags: NodeInfo.rigid)
        switch ops[Int(n)] {
        case let .stack(_, _, axis):
            var info = mergeChildren(n)
            // §1.3: a stack publishes its first child's leading and last child's trailing edge.
            var last = first
            while last >= 0 && nextSiblings[Int(last)] >= 0 { last = nextSiblings[Int(last)] }
            info.setEdge(.start(axis), first >= 0 ? infos[Int(first)].edge(.start(axis)) : .plain)
            info.setEdge(.end(axis), last >= 0 ? infos[Int(last)].edge(.end(axis)) : .plain)
            return info
        case .zstack:
            return mergeChildren(n)
        case .geometry:
            var info = mergeChildren(n)
            info.flags &= ~NodeInfo.rigid
            info.edges = 0
            return info
        case .text:
            return NodeInfo(guideMask: AlignmentGuide.firstTextBaseline.maskBit | AlignmentGuide.lastTextBaseline.maskBit,
                            edges: NodeInfo.allText)
        case .spacer:
            return NodeInfo(flags: NodeInfo.spacerPriority, edges: NodeInfo.allSpacer)
        case .shape, .divider:
            return NodeInfo()
        case .image, .empty:
            return NodeInfo(flags: NodeInfo.rigid)
        case let .padding(i):
            // §1.3: padding resets the spacing of the edges it pads.
            let e = paddings[Int(i)]
            if e.top != 0 { child.setEdge(.top, .plain) }
            if e.leading != 0 { child.setEdge(.leading, .plain) }
            if e.bottom != 0 { child.setEdge(.bottom, .plain) }
            if e.trailing != 0 { child.setEdge(.trailing, .plain) }
            return child
        case let .frame(i):
            let (w, h) = (fixedFrames[Int(i)].width, fixedFrames[Int(i)].height)
            if !w.isNaN && !h.isNaN { child.flags |= NodeInfo.rigid }
            if !w.isNaN { child.setEdge(.leading, .plain); child.setEdge(.trailing, .plain) }
            if !h.isNaN { child.setEdge(.top, .plain); child.setEdge(.bottom, .plain) }
            return child
        case let .flexFrame(i):
            let spec = flexFrames[Int(i)]
            if !spec.horizontal.isUnconstrained || !spec.vertical.isUnconstrained { child.flags &= ~NodeInfo.rigid }
            if !spec.horizontal.isUnconstrained { child.setEdge(.leading, .plain); child.setEdge(.trailing, .plain) }
            if !spec.vertical.isUnconstrained { child.setEdge(.top, .plain); child.setEdge(.bottom, .plain) }
            return child
        case let .fixedSize(h, v):
            if h && v { child.flags |= NodeInfo.rigid }
            return child
        case .priority:
            child.flags = (child.flags | NodeInfo.hasPriority) & ~NodeInfo.spacerPriority
            return child
        case let .guide(g, _):
            child.guideMask |= g.maskBit
            return child
        case .position:
            child.flags &= ~NodeInfo.rigid
            return child
        case .offset, .passthrough, .trait, .aspect, .background, .overlay:
            return child
        case let .rule(i, _):
            return ruleInfo(n, i)
        }
    }

    /// Containers: rigid if every child is; guides merged except frame guides;
    /// cross edges are "text" if any child's is (union of spacings, §1.3).
    mutating func mergeChildren(_ n: Int32) -> NodeInfo {  // mutating: see computeInfo
        var info = NodeInfo(flags: NodeInfo.rigid)
        var c = firstChildren[Int(n)]
        while c >= 0 {
            let ci = infos[Int(c)]
            if !ci.isRigid { info.flags &= ~NodeInfo.rigid }
            info.guideMask |= ci.guideMask
            info.edges |= ci.edges & NodeInfo.allText
            c = nextSiblings[Int(c)]
        }
        info.guideMask &= ~NodeInfo.frameGuideBits
        return info
    }

    /// §2.5 priority as the parent reads it (Spacer: `spacerPriority`, §1.5).
    @inline(__always) func resolvedPriority(_ n: Int32) -> Double {
        resolvedPriority(n, infos[Int(n)])
    }

    /// The priority of node `n` whose info is `info`.
    @inline(__always) func resolvedPriority(_ n: Int32, _ info: NodeInfo) -> Double {
        if info.flags & NodeInfo.spacerPriority != 0 { return options.spacerPriority }
        return info.flags & NodeInfo.hasPriority != 0 ? modifierPriority(n) : 0
    }

    /// The value of the `layoutPriority` modifier on `n`'s chain of forwarding modifiers (the
    /// nearest one: an outer modifier hides the ones below it, as each sets its info's priority).
    func modifierPriority(_ n: Int32) -> Double {
        var c = n
        while c >= 0 {
            if case let .priority(p) = ops[Int(c)] { return p }
            c = firstChildren[Int(c)]
        }
        return 0
    }

    /// §8.3 pairDistance: the gap between neighbours `a` and `b` along `axis`.
    @inline(__always) func pairDistance(_ a: NodeInfo, _ b: NodeInfo, _ axis: Axis) -> Double {
        let ea = a.edge(.end(axis))
        let eb = b.edge(.start(axis))
        if ea == .spacer || eb == .spacer {
            return options.spacerNeighborSpacing == .zero ? 0 : options.defaultSpacing
        }
        if ea == .text && eb == .text { return options.textSpacing }
        return options.defaultSpacing
    }

    /// The axis of the nearest enclosing HStack/VStack (or lazy stack) seen through modifiers
    /// and Sections (§1.5, §1.8); nil outside stacks, in a ZStack or GeometryReader, or among
    /// several overlay/background views (an implicit ZStack, §2.8).
    @inline(__always) func enclosingStackAxis(_ n: Int32) -> Axis? {
        var c = n
        var p = parents[Int(n)]
        while p >= 0 {
            switch ops[Int(p)] {
            case let .stack(_, _, axis): return axis
            case .zstack, .geometry: return nil
            case let .rule(i, _):
                // A Section adds no layout of its own: its Spacers and Dividers see the lazy
                // stack around it (§13.2 rule 5). A GridRow's container, a Grid, has no axis either way.
                if !rules[Int(i)].isTransparent { return rules[Int(i)].stackAxis }
            case .background, .overlay:
                if firstChildren[Int(p)] != c && childCounts[Int(p)] > 2 { return nil }
            default: break
            }
            c = p
            p = parents[Int(p)]
        }
        return nil
    }
}
