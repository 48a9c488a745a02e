/// `LazyVStack` / `LazyHStack` (Docs/Semantics.md §13.2): no distribution — every child is
/// proposed nil along the stack's axis and the stack's own proposal across it; the stack
/// takes the proposal across (the union of its children when nil). Spacers and dividers
/// inside see the stack's axis.
public struct LazyStackRule: LayoutRule, Equatable {
    public var axis: Axis
    /// A guide on the cross axis.
    public var alignment: AlignmentGuide
    public var spacing: Double?

    public init(axis: Axis, alignment: AlignmentGuide, spacing: Double?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    public var name: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }
    public var description: String { "\(name)(alignment: \(alignment), spacing: \(spacing.map { String($0) } ?? "nil"))" }
    public var stackAxis: Axis? { axis }

    struct Solution {
        var sizes: [Size]
        var values: [Double]
        var gaps: [Double]
        var line: Double
        var size: Size
    }

    func solve(_ p: ProposedSize, _ subviews: Subviews) -> Solution {
        let cross = axis.other
        let childProposal = ProposedSize(nil, along: axis, cross: p[cross])
        var sizes: [Size] = []
        var values: [Double] = []
        var gaps: [Double] = []
        for i in subviews.indices {
            let d = subviews.dimensions(i, childProposal)
            sizes.append(Size(width: d.width, height: d.height))
            values.append(d[alignment])
            gaps.append(i == 0 ? 0 : spacing ?? subviews.spacing(between: i - 1, and: i, along: axis))
        }
        let major = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        var line = values.max() ?? 0
        var minor: Double
        if let across = p[cross] {
            minor = across
            line = GridSolver.position(of: alignment, in: across, group: 0)
        } else {
            minor = zip(sizes, values).map { line - $0.1 + $0.0[cross] }.max() ?? 0
        }
        if subviews.count == 0 { minor = p[cross] ?? 0 }
        return Solution(sizes: sizes, values: values, gaps: gaps, line: line, size: Size(major, along: axis, cross: minor))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let s = solve(proposal, subviews)
        if subviews.isTraced {
            let cross = axis.other
            subviews.note("every child is proposed nil along the stack and \(proposal[cross].map(formatLength) ?? "nil") across: "
                          + "no distribution (§13.2 rule 2); \(axis == .vertical ? "heights" : "widths") "
                          + GridSolver.list(s.sizes.map { $0[axis] }) + " with their gaps")
            subviews.note(proposal[cross] == nil ? "proposed nil across, it is as wide as its aligned children: \(s.size) (§13.2 rule 2)"
                          : "it accepts the proposal across: \(s.size) (§13.2 rule 2); every child is laid out, as once scrolled through (§13.2 rule 3)")
        }
        return s.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let cross = axis.other
        let s = solve(proposal, subviews)
        var line = s.line
        if proposal[cross] != nil { line = GridSolver.position(of: alignment, in: bounds[cross], group: 0) }
        var position = 0.0
        for i in subviews.indices {
            position += s.gaps[i]
            subviews.place(i, at: Point(position, along: axis, cross: line - s.values[i]),
                           proposal: ProposedSize(nil, along: axis, cross: proposal[cross]))
            position += s.sizes[i][axis]
        }
    }
}
