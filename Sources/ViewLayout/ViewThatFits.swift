/// `ViewThatFits(in:)` (Docs/Semantics.md §12): the first child whose ideal size fits the
/// proposal on the constrained axes, else the last; only that child is shown (the others are
/// measured, then left out of the display and of preferences).
public struct ViewThatFitsRule: LayoutRule, Equatable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var name: String { "ViewThatFits" }
    public var description: String { "ViewThatFits(in: \(axesText))" }
    public var showsUnplacedSubviews: Bool { false }

    var axesText: String {
        switch (horizontal, vertical) {
        case (true, true): "[.horizontal, .vertical]"
        case (true, false): ".horizontal"
        case (false, true): ".vertical"
        case (false, false): "[]"
        }
    }

    /// The child shown for `p` (§12 rules 1–4); nil without children.
    func choice(_ p: ProposedSize, _ subviews: Subviews, notes: Bool) -> Int? {
        guard subviews.count > 0 else {
            if notes { subviews.note("no children: it shows nothing and is 0×0 (§12 rule 6)") }
            return nil
        }
        guard horizontal || vertical else {
            if notes { subviews.note("in: [] constrains no axis, so the first child is used (§12 rule 3)") }
            return 0
        }
        let unspecified = subviews.options.viewThatFitsProbe == .unspecified
        let probe = unspecified ? ProposedSize.unspecified
            : ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for i in subviews.indices {
            let ideal = subviews.sizeThatFits(i, probe)
            var failed: [String] = []
            if horizontal, let w = p.width, ideal.width > w + 1e-9 {
                failed.append("its ideal width \(formatLength(ideal.width)) > \(formatLength(w))")
            }
            if vertical, let h = p.height, ideal.height > h + 1e-9 {
                failed.append("its ideal height \(formatLength(ideal.height)) > \(formatLength(h))")
            }
            if notes {
                let how = unspecified ? "nil×nil (option viewThatFitsProbe unspecified)" : "\(probe) (nil on \(axesText), §12 rule 2)"
                if failed.isEmpty {
                    subviews.note("child \(i) probed with \(how) is \(ideal): it fits \(p) (§12 rule 3) — chosen")
                } else {
                    subviews.note("child \(i) probed with \(how) is \(ideal): passed over, \(failed.joined(separator: " and "))")
                }
            }
            if failed.isEmpty { return i }
        }
        if notes { subviews.note("nothing fits, so the last child, \(subviews.count - 1), is used (§12 rule 4)") }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        guard let i = choice(proposal, subviews, notes: subviews.isTraced) else { return .zero }
        let size = subviews.sizeThatFits(i, proposal)
        if subviews.isTraced {
            subviews.note("child \(i) is proposed \(proposal) itself and answers \(size): the ViewThatFits's size (§12 rule 5)")
        }
        return size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard let i = choice(proposal, subviews, notes: false) else { return }
        subviews.place(i, at: .zero, proposal: proposal)
    }
}
