// Converting between the public `Kind` and the compact `Op`, including the input
// checks SwiftUI performs when a modifier is created (§2.2, §2.3).

extension LayoutTree {
    /// The op of a new node of `kind` sharing `source`'s prepared text, when `source` is that same
    /// text (else nil: it is made as usual). The text is marked shared, so `makeOp` never rewrites it.
    mutating func sharedText(_ kind: LayoutNode.Kind, of source: LayoutNodeID) -> Op? {
        guard case let .text(string, style) = kind, source.rawValue >= 0, Int(source.rawValue) < ops.count, case let .text(i, s) = ops[Int(source.rawValue)],
              textStyles[Int(s)] == style, texts[Int(i)].string == string else { return nil }
        sharedTexts.insert(i)
        return .text(i, style: s)
    }

    mutating func makeOp(_ kind: LayoutNode.Kind, for n: Int32, reusing old: Op?) -> Op {
        warningsByNode[n] = nil
        switch kind {
        case let .stack(axis, alignment, spacing):
            precondition(alignment.axis == axis.other, "a stack aligns on a guide of its cross axis")
            return .stack(nanIfNil(spacing), alignment, axis)
        case let .zstack(alignment):
            return .zstack(alignment)
        case let .text(string, style):
            let prepared = PreparedText(string: string)
            let s = textStyleIndex[style] ?? {
                textStyles.append(style)
                textStyleIndex[style] = Int32(textStyles.count - 1)
                return Int32(textStyles.count - 1)
            }()
            var reused: Int32?
            if case let .text(i, _)? = old, !sharedTexts.contains(i) { reused = i }
            return .text(store(prepared, in: &texts, at: reused), style: s)
        case .shape: return .shape
        case let .spacer(minLength): return .spacer(nanIfNil(minLength))
        case .divider: return .divider
        case let .image(width, height): return .image(width, height)
        case .geometry: return .geometry
        case .empty: return .empty
        case let .padding(e):
            let insets = PaddingInsets(top: nanIfNil(e.top), leading: nanIfNil(e.leading), bottom: nanIfNil(e.bottom),
                                       trailing: nanIfNil(e.trailing))
            var reused: Int32?
            if case let .padding(i)? = old { reused = i }
            return .padding(store(insets, in: &paddings, at: reused))
        case let .frame(width, height, alignment):
            let spec = FixedFrameSpec(width: nanIfNil(checkFixed(width, "width", n)),
                                      height: nanIfNil(checkFixed(height, "height", n)), alignment: alignment)
            var reused: Int32?
            if case let .frame(i)? = old { reused = i }
            return .frame(store(spec, in: &fixedFrames, at: reused))
        case let .flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, alignment):
            checkFlexible(minW, idealW, maxW, axis: .horizontal, n)
            checkFlexible(minH, idealH, maxH, axis: .vertical, n)
            let spec = FlexFrameSpec([minW, idealW, maxW, minH, idealH, maxH], alignment: alignment)
            var reused: Int32?
            if case let .flexFrame(i)? = old { reused = i }
            return .flexFrame(store(spec, in: &flexFrames, at: reused))
        case let .fixedSize(h, v): return .fixedSize(h, v)
        case let .layoutPriority(p): return .priority(p)
        case let .offset(x, y): return .offset(x, y)
        case let .position(x, y): return .position(x, y)
        case let .aspectRatio(ratio, mode): return .aspect(nanIfNil(ratio), mode)
        case let .background(alignment): return .background(alignment)
        case let .overlay(alignment): return .overlay(alignment)
        case let .alignmentGuide(guide, compute):
            if case let .guide(_, i)? = old {
                guideClosures[Int(i)] = compute
                return .guide(guide, i)
            }
            guideClosures.append(compute)
            return .guide(guide, Int32(guideClosures.count - 1))
        case .passthrough: return .passthrough
        case let .trait(trait):
            if case let .trait(i)? = old {
                traits[Int(i)] = trait
                return .trait(i)
            }
            traits.append(trait)
            return .trait(Int32(traits.count - 1))
        case let .rule(rule):
            if case let .rule(i, _)? = old {
                rules[Int(i)] = rule
                return .rule(i, leaf: rule.isLeaf)
            }
            rules.append(rule)
            return .rule(Int32(rules.count - 1), leaf: rule.isLeaf)
        }
    }

    /// §2.2 as measured on SwiftUI (Docs/Layout.md, deviation D1): a negative
    /// dimension becomes 0, +∞ or NaN is ignored; both warn.
    mutating func checkFixed(_ value: Double?, _ name: String, _ n: Int32) -> Double? {
        guard let v = value else { return nil }
        if v < 0 {
            warn(.invalidFrameDimension(node: LayoutNodeID(rawValue: n), parameter: name, value: v), n)
            return 0
        }
        if !v.isFinite {
            warn(.invalidFrameDimension(node: LayoutNodeID(rawValue: n), parameter: name, value: v), n)
            return nil
        }
        return v
    }

    /// §2.3 diagnostics: which values SwiftUI calls invalid, and its
    /// "contradictory" test (min ≤ ideal ≤ max with missing values filled in).
    mutating func checkFlexible(_ lo: Double?, _ ideal: Double?, _ hi: Double?, axis: Axis, _ n: Int32) {
        let id = LayoutNodeID(rawValue: n)
        let suffix = axis == .horizontal ? "Width" : "Height"
        if let v = lo, v.isNaN || v == .infinity {
            warn(.invalidFrameDimension(node: id, parameter: "min" + suffix, value: v), n)
        }
        if let v = ideal, v.isNaN || v < 0 {
            warn(.invalidFrameDimension(node: id, parameter: "ideal" + suffix, value: v), n)
        }
        if let v = hi, v.isNaN || v < 0 {
            warn(.invalidFrameDimension(node: id, parameter: "max" + suffix, value: v), n)
        }
        let a = lo ?? -.infinity
        let b = ideal ?? a
        let c = hi ?? b
        if !(a <= b && b <= c) { warn(.contradictoryFrameConstraints(node: id, axis: axis), n) }
    }

    mutating func warn(_ w: LayoutWarning, _ n: Int32) {
        warningsByNode[n, default: []].append(w)
    }

    func makeKind(_ n: Int32) -> LayoutNode.Kind {
        switch ops[Int(n)] {
        case let .stack(spacing, alignment, axis): return .stack(axis: axis, alignment: alignment, spacing: nilIfNaN(spacing))
        case let .zstack(alignment): return .zstack(alignment: alignment)
        case let .text(i, s): return .text(texts[Int(i)].string, textStyles[Int(s)])
        case .shape: return .shape
        case let .spacer(m): return .spacer(minLength: nilIfNaN(m))
        case .divider: return .divider
        case let .image(w, h): return .image(width: w, height: h)
        case .geometry: return .geometry
        case .empty: return .empty
        case let .padding(i):
            let e = paddings[Int(i)]
            return .padding(EdgeInsets(top: nilIfNaN(e.top), leading: nilIfNaN(e.leading), bottom: nilIfNaN(e.bottom),
                                       trailing: nilIfNaN(e.trailing)))
        case let .frame(i):
            let f = fixedFrames[Int(i)]
            return .frame(width: nilIfNaN(f.width), height: nilIfNaN(f.height), alignment: f.alignment)
        case let .flexFrame(i):
            let r = flexFrames[Int(i)].values
            return .flexibleFrame(minWidth: r[0], idealWidth: r[1], maxWidth: r[2], minHeight: r[3], idealHeight: r[4],
                                  maxHeight: r[5], alignment: flexFrames[Int(i)].alignment)
        case let .fixedSize(h, v): return .fixedSize(horizontal: h, vertical: v)
        case let .priority(p): return .layoutPriority(p)
        case let .offset(x, y): return .offset(x: x, y: y)
        case let .position(x, y): return .position(x: x, y: y)
        case let .aspect(r, mode): return .aspectRatio(ratio: nilIfNaN(r), contentMode: mode)
        case let .background(a): return .background(alignment: a)
        case let .overlay(a): return .overlay(alignment: a)
        case let .guide(g, i): return .alignmentGuide(g, compute: guideClosures[Int(i)])
        case .passthrough: return .passthrough
        case let .trait(i): return .trait(traits[Int(i)])
        case let .rule(i, _): return .rule(rules[Int(i)])
        }
    }
}

extension LayoutTree {
    /// A hash of what the node is (its kind and parameters, its direction), without
    /// reflection: two nodes that lay out alike hash alike. For telling which views changed.
    public func signature(of id: LayoutNodeID) -> Int {
        var hasher = Hasher()
        let n = Int(node(id))
        hasher.combine(directions[n] == .rightToLeft)
        switch ops[n] {
        case let .stack(spacing, alignment, axis): hasher.combine(0); hasher.combine(axis == .horizontal); hasher.combine(alignment); hasher.combine(spacing.bitPattern)
        case let .zstack(alignment): hasher.combine(1); hasher.combine(alignment)
        case let .text(i, s): hasher.combine(2); hasher.combine(texts[Int(i)].string); hasher.combine(textStyles[Int(s)])
        case .shape: hasher.combine(3)
        case let .spacer(m): hasher.combine(4); hasher.combine(m.bitPattern)
        case .divider: hasher.combine(5)
        case let .image(w, h): hasher.combine(6); hasher.combine(w); hasher.combine(h)
        case .geometry: hasher.combine(7)
        case .empty: hasher.combine(8)
        case let .padding(i):
            let e = paddings[Int(i)]
            hasher.combine(9)
            for v in [e.top, e.leading, e.bottom, e.trailing] { hasher.combine(v.bitPattern) }
        case let .frame(i):
            let f = fixedFrames[Int(i)]
            hasher.combine(10); hasher.combine(f.width.bitPattern); hasher.combine(f.height.bitPattern); hasher.combine(f.alignment)
        case let .flexFrame(i):
            hasher.combine(11)
            for v in flexFrames[Int(i)].values { hasher.combine(v?.bitPattern) }
            hasher.combine(flexFrames[Int(i)].alignment)
        case let .fixedSize(h, v): hasher.combine(12); hasher.combine(h); hasher.combine(v)
        case let .priority(p): hasher.combine(13); hasher.combine(p.bitPattern)
        case let .offset(x, y): hasher.combine(14); hasher.combine(x.bitPattern); hasher.combine(y.bitPattern)
        case let .position(x, y): hasher.combine(15); hasher.combine(x.bitPattern); hasher.combine(y.bitPattern)
        case let .aspect(r, m): hasher.combine(16); hasher.combine(r.bitPattern); hasher.combine(m)
        case let .background(a): hasher.combine(17); hasher.combine(a)
        case let .overlay(a): hasher.combine(18); hasher.combine(a)
        case let .guide(g, _): hasher.combine(19); hasher.combine(g)
        case .passthrough: hasher.combine(20)
        case let .rule(i, _): hasher.combine(21); hasher.combine(rules[Int(i)].description)
        case let .trait(i): hasher.combine(22); hasher.combine(traits[Int(i)])
        }
        return hasher.finalize()
    }
}

extension LayoutTree {
    /// Whether node `id` already is `kind` (with the same parameters), so that replacing it
    /// would change nothing; rules say themselves (`isSame`), guide closures never are.
    public func hasKind(_ kind: LayoutNode.Kind, _ id: LayoutNodeID) -> Bool {
        let n = Int(node(id))
        switch (kind, ops[n]) {
        case let (.stack(axis, alignment, spacing), .stack(s, g, a)):
            return axis == a && alignment == g && nanIfNil(spacing).bitPattern == s.bitPattern
        case let (.zstack(alignment), .zstack(a)): return alignment == a
        case let (.text(string, style), .text(i, s)): return texts[Int(i)].string == string && textStyles[Int(s)] == style
        case (.shape, .shape), (.divider, .divider), (.geometry, .geometry), (.empty, .empty), (.passthrough, .passthrough):
            return true
        case let (.spacer(m), .spacer(x)): return nanIfNil(m).bitPattern == x.bitPattern
        case let (.image(w, h), .image(x, y)): return w == x && h == y
        case let (.padding(e), .padding(i)):
            let (t, l, b, r) = (paddings[Int(i)].top, paddings[Int(i)].leading, paddings[Int(i)].bottom, paddings[Int(i)].trailing)
            return nanIfNil(e.top).bitPattern == t.bitPattern && nanIfNil(e.leading).bitPattern == l.bitPattern
                && nanIfNil(e.bottom).bitPattern == b.bitPattern && nanIfNil(e.trailing).bitPattern == r.bitPattern
        case let (.frame(width, height, alignment), .frame(i)):
            let (w, h, a) = (fixedFrames[Int(i)].width, fixedFrames[Int(i)].height, fixedFrames[Int(i)].alignment)
            // A dimension that was normalised (a negative width) differs, and is made again with its warning.
            return nanIfNil(width).bitPattern == w.bitPattern && nanIfNil(height).bitPattern == h.bitPattern && alignment == a
        case let (.flexibleFrame(minW, idealW, maxW, minH, idealH, maxH, alignment), .flexFrame(i)):
            let spec = flexFrames[Int(i)]
            let raw = [minW, idealW, maxW, minH, idealH, maxH]
            return spec.alignment == alignment && zip(raw, spec.values).allSatisfy { $0?.bitPattern == $1?.bitPattern }
        case let (.fixedSize(h, v), .fixedSize(x, y)): return h == x && v == y
        case let (.layoutPriority(p), .priority(q)): return p.bitPattern == q.bitPattern
        case let (.offset(x, y), .offset(a, b)): return x.bitPattern == a.bitPattern && y.bitPattern == b.bitPattern
        case let (.position(x, y), .position(a, b)): return x.bitPattern == a.bitPattern && y.bitPattern == b.bitPattern
        case let (.aspectRatio(r, m), .aspect(q, c)): return nanIfNil(r).bitPattern == q.bitPattern && m == c
        case let (.background(a), .background(b)), let (.overlay(a), .overlay(b)): return a == b
        case let (.rule(rule), .rule(i, _)): return rule.isSame(as: rules[Int(i)])
        case let (.trait(trait), .trait(i)): return traits[Int(i)] == trait
        default: return false
        }
    }
}
