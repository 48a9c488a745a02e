// A stack's cheap children answered in the stack's own loop (Docs/Layout.md step 2.13). A
// stack's runs ask each child several proposals — a minimum and a maximum, a share, the three
// corners, a reservation's minimum, the recorded corner — and most children of nested flexible
// stacks are cheap kinds (step 1.4): a Spacer, the padding around the next stack, a min/max
// frame, a short Text. Each ask went through `size`, the switch of every kind in `runRule` and
// the kind's own function; a child's rule is read here once per run (`ChildRule`) and each ask is
// answered by its formula — the same call counted, the same first evaluation, the same arithmetic.

/// How a stack's child answers, read once per run of the stack.
struct ChildRule {
    enum Kind: UInt8 {
        /// Anything else: asked through `size`.
        case general
        /// A Spacer directly in the stack (§1.5: its enclosing stack's axis is the stack's).
        case spacer
        /// A padding (§2.1): `a`, `b` the horizontal and vertical insets, `index` the node it wraps.
        case padding
        /// A flexible frame bounded on both sides on both axes (§2.3): `a`…`d` the normalised
        /// bounds, width then height.
        case clampedFrame
        /// A cheap Text (step 1.4): `index` its prepared text, `style` its style.
        case text
    }

    var kind = Kind.general
    var index: Int32 = -1
    var style: Int32 = 0
    var a = 0.0
    var b = 0.0
    var c = 0.0
    var d = 0.0
}

extension LayoutTree {
    /// The rule of child `c` of a stack: one of the four above when `c` is of that cheap kind,
    /// off the trace path (`size` records a traced call) and not deep-rigid (`compute` records a
    /// deep-rigid node's children on its first evaluation), else `general`. `mutating` though it writes nothing: a
    /// non-mutating call from a stack's run got a copy of the whole tree (a `memcpy` a child).
    /// `@_transparent`, as `childAnswer`: marked `@inline(__always)`, both stayed calls from the
    /// stacks' runs (a call, a 48-byte rule returned through memory, the callee's register saves, for
    /// a spacer's one `max`); inlined, deep100-flex took 4.9% fewer instructions, balanced-flex 8.4%.
    @_transparent mutating func childRule(_ c: Int32) -> ChildRule {
        guard cache.flags[Int(c)] & (NodeFlag.cheap | NodeFlag.deepRigid | NodeFlag.tracePath) == NodeFlag.cheap,
              childRulesEnabled else { return ChildRule() }
        switch ops[Int(c)] {
        case let .spacer(minLength):
            return ChildRule(kind: .spacer, a: minLength.isNaN ? options.defaultSpacing : minLength)
        case let .padding(i):
            let e = paddings[Int(i)]
            return ChildRule(kind: .padding, index: firstChildren[Int(c)], a: inset(e.leading) + inset(e.trailing),
                             b: inset(e.top) + inset(e.bottom))
        case let .flexFrame(i):
            let raw = flexFrames[Int(i)].raw
            guard let w = Self.flexClampBounds(raw.0, raw.1, raw.2), let h = Self.flexClampBounds(raw.3, raw.4, raw.5)
            else { return ChildRule() }
            return ChildRule(kind: .clampedFrame, a: w.lo, b: w.hi, c: h.lo, d: h.hi)
        case let .text(i, s):
            return ChildRule(kind: .text, index: i, style: s)
        default:
            return ChildRule()
        }
    }

    /// `flexClampedProposal`'s bounds: the normalised `[min, max]` a proposal is clamped to; nil
    /// when a bound is missing.
    @inline(__always) static func flexClampBounds(_ lo: Double, _ id: Double, _ hi: Double) -> (lo: Double, hi: Double)? {
        guard !sameBits(lo, nilKey) && !sameBits(hi, nilKey) else { return nil }
        let min = Swift.max(lo, 0)
        return (min, Swift.max(sameBits(id, nilKey) ? 0 : Swift.max(min, id), hi))
    }

    /// What `size(c, p)` answers child `c` of a stack along `axis` whose rule is `r`: the call
    /// counted, a first evaluation counted and flagged as `compute` does it, the kind's rule as
    /// `runRule` runs it (`sizeSpacer`, `sizePadding`, `sizeFlexFrame`, `sizeText`). Inlined into
    /// every run (`childRule` says why `@_transparent`).
    @_transparent mutating func childAnswer(_ c: Int32, _ r: ChildRule, _ p: ProposedSize, _ axis: Axis) -> Size {
        if r.kind == .general { return size(c, p) }
        guard countSizeCall() else { return .zero }
        let f = cache.flags[Int(c)]
        if f & NodeFlag.computed == 0 {
            countEvaluation(c)
            setFlags(c, f | NodeFlag.computed)
        }
        switch r.kind {
        case .spacer:
            return axis == .horizontal ? Size(width: Swift.max(p.width ?? -.infinity, r.a), height: 0)
                : Size(width: 0, height: Swift.max(p.height ?? -.infinity, r.a))
        case .padding:
            let s = r.index >= 0 ? size(r.index, p.inset(horizontal: r.a, vertical: r.b)) : .zero
            return Size(width: Swift.max(0, s.width + r.a), height: Swift.max(0, s.height + r.b))
        case .clampedFrame:
            guard let pw = p.width, let ph = p.height else {
                if case let .flexFrame(i) = ops[Int(c)] { return sizeFlexFrameAskingChild(c, i, p) }
                return .zero
            }
            return Size(width: clamp(pw, r.a, r.b), height: clamp(ph, r.c, r.d))
        case .text:
            return sizeText(c, r.index, r.style, p)
        case .general:
            return .zero
        }
    }
}
