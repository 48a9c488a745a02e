// Leaf views: Text (§1.7, §8.5), Spacer (§1.5), Divider (§1.8). Shapes, images,
// GeometryReader and EmptyView are one-liners in LayoutEngine.compute.

extension LayoutTree {
    /// §8.5 monospace text model.
    mutating func sizeText(_ n: Int32, _ i: Int32, _ s: Int32, _ p: ProposedSize) -> Size {
        let options = textOptions
        let style = textStyles[Int(s)]
        // Through a pointer: the prepared text is borrowed, not copied (a copy retains its string and words).
        let m = texts.withUnsafeBufferPointer { buffer in
            let t = buffer.baseAddress! + Int(i)
            return !t.pointee.isCounted ? t.pointee.summary(for: p, style: style, options: options)
                : PreparedText.countedSummary(t, style: style, for: p, options: options)
        }
        if isTraced(n) {
            traceEvents.append(.text(node: LayoutNodeID(rawValue: n), lines: m.lines,
                                     isTruncated: m.isTruncated, size: m.size))
        }
        return m.size
    }

    /// §1.5: along the stack axis `max(proposal ?? −∞, minLength)`, 0 across it;
    /// outside a stack that rule on both axes. minLength nil = default spacing.
    @inline(__always) func sizeSpacer(_ n: Int32, _ minLength: Double, _ p: ProposedSize) -> Size {
        let m = minLength.isNaN ? options.defaultSpacing : minLength
        let w = Swift.max(p.width ?? -.infinity, m)
        let h = Swift.max(p.height ?? -.infinity, m)
        switch enclosingStackAxis(n) {
        case .horizontal?: return Size(width: w, height: 0)
        case .vertical?: return Size(width: 0, height: h)
        case nil: return Size(width: w, height: h)
        }
    }

    /// §1.8: `Color.frame(width: 1)` in an HStack (vertical line), else
    /// `Color.frame(height: 1)`; the free length follows the shape rule (nil → 10).
    @inline(__always) func sizeDivider(_ n: Int32, _ p: ProposedSize) -> Size {
        if enclosingStackAxis(n) == .horizontal {
            return Size(width: 1, height: p.height ?? 10)
        }
        return Size(width: p.width ?? 10, height: 1)
    }

    /// The measurement of a Text node at the proposal it was placed with (for drawing).
    public mutating func textMeasurement(of id: LayoutNodeID) -> TextMeasurement? {
        guard case let .text(i, s) = ops[Int(node(id))], let r = result(of: id) else { return nil }
        return TextMetrics.measure(texts[Int(i)], style: textStyles[Int(s)], proposal: r.proposal, options: options)
    }
}
