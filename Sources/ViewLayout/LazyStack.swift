/// `LazyVStack` / `LazyHStack` (Docs/Semantics.md §13.2): no distribution — every child is
/// proposed nil along the stack's axis and the stack's own proposal across it; the stack
/// takes the proposal across (the union of its children when nil), and its children's alignment
/// line is where the guide's default value falls in it (§3.1). Spacers and dividers
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
    /// A Section inside is transparent: its header, rows and footer are laid out as the stack's
    /// children (§13.2 rule 5).
    public var adoptsTransparentSubviews: Bool { true }
    /// Only Sections: a GridRow lays out only in a Grid (SwiftUI documents nothing else).
    public func adopts(_ rule: any LayoutRule) -> Bool { rule is SectionRule }

    /// What the stack lays out: its subviews, a Section's header, rows and footer in its place
    /// (§13.2 rule 5) — each one `cells[index]`.
    struct Entry {
        var cells: Subviews
        var index: Int
    }

    /// The stack's sections: subview `subview` shows entries `range`.
    struct SectionSpan {
        var subview: Int
        var range: Range<Int>
    }

    /// The entries in display order, and the sections they came from. Without a section the
    /// entries are the subviews themselves (`nil`: no array of entries is made).
    func entries(_ subviews: Subviews) -> (entries: [Entry], sections: [SectionSpan])? {
        guard subviews.indices.contains(where: { subviews.cells(of: $0) != nil && subviews.rule($0) is SectionRule }) else { return nil }
        var entries: [Entry] = []
        var sections: [SectionSpan] = []
        for i in subviews.indices {
            guard let cells = subviews.cells(of: i), subviews.rule(i) is SectionRule else {
                entries.append(Entry(cells: subviews, index: i))
                continue
            }
            let order = (subviews.rule(i) as? SectionRule)?.displayOrder(count: cells.count) ?? Array(cells.indices)
            let first = entries.count
            for j in order { entries.append(Entry(cells: cells, index: j)) }
            sections.append(SectionSpan(subview: i, range: first..<entries.count))
        }
        return (entries, sections)
    }

    struct Solution {
        var sizes: [Size]
        var values: [Double]
        var gaps: [Double]
        var line: Double
        var size: Size
        var entries: [Entry]?
        var sections: [SectionSpan] = []
    }

    func solve(_ p: ProposedSize, _ subviews: Subviews) -> Solution {
        let cross = axis.other
        let childProposal = ProposedSize(nil, along: axis, cross: p[cross])
        var sizes: [Size] = []
        var values: [Double] = []
        var gaps: [Double] = []
        let flattened = entries(subviews)
        func measure(_ entry: Entry, after previous: Entry?) {
            let d = entry.cells.dimensions(entry.index, childProposal)
            sizes.append(Size(width: d.width, height: d.height))
            values.append(d[alignment])
            gaps.append(previous.map { spacing ?? $0.cells.spacing(between: $0.index, and: entry.cells, entry.index, along: axis) } ?? 0)
        }
        // Without a section the entries are the subviews, made as they are measured (no array).
        var previous: Entry?
        for entry in flattened?.entries ?? [] {
            measure(entry, after: previous)
            previous = entry
        }
        if flattened == nil {
            for i in subviews.indices {
                let entry = Entry(cells: subviews, index: i)
                measure(entry, after: previous)
                previous = entry
            }
        }
        let major = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        var line = values.max() ?? 0
        var minor: Double
        if let across = p[cross] {
            minor = across
            line = subviews.defaultValue(of: alignment, in: Size(major, along: axis, cross: across))
        } else {
            minor = zip(sizes, values).map { line - $0.1 + $0.0[cross] }.max() ?? 0
        }
        if sizes.isEmpty { minor = p[cross] ?? 0 }
        return Solution(sizes: sizes, values: values, gaps: gaps, line: line, size: Size(major, along: axis, cross: minor),
                        entries: flattened?.entries, sections: flattened?.sections ?? [])
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let s = solve(proposal, subviews)
        if subviews.isTraced {
            let cross = axis.other
            subviews.note("every child is proposed nil along the stack and \(proposal[cross].map(formatLength) ?? "nil") across: "
                          + "no distribution (§13.2 rule 2); \(axis == .vertical ? "heights" : "widths") "
                          + GridSolver.list(s.sizes.map { $0[axis] }) + " with their gaps")
            if !s.sections.isEmpty {
                subviews.note("each section's header, rows and footer are children of the stack in that order (§13.2 rule 5)")
            }
            subviews.note(proposal[cross] == nil ? "proposed nil across, it is as wide as its aligned children: \(s.size) (§13.2 rule 2)"
                          : "it accepts the proposal across: \(s.size) (§13.2 rule 2); every child is laid out, as once scrolled through (§13.2 rule 3)")
        }
        return s.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let cross = axis.other
        let s = solve(proposal, subviews)
        var line = s.line
        // Wider than its children, the stack aligns them as a VStack would and puts their line where
        // the guide's default falls in its own bounds (§13.2 rule 2, §3.1): 0 for leading, the middle
        // for center, a custom guide's defaultValue(in:) — never a custom guide's line at 0.
        if proposal[cross] != nil { line = subviews.defaultValue(of: alignment, in: bounds) }
        let childProposal = ProposedSize(nil, along: axis, cross: proposal[cross])
        var starts: [Double] = []
        var position = 0.0
        for k in s.sizes.indices {
            position += s.gaps[k]
            starts.append(position)
            position += s.sizes[k][axis]
        }
        guard let entries = s.entries else {
            for i in subviews.indices {
                subviews.place(i, at: Point(starts[i], along: axis, cross: line - s.values[i]), proposal: childProposal)
            }
            return
        }
        // A section spans its entries along the axis and the stack across; its entries are placed in it.
        var base = [Double](repeating: 0, count: entries.count)
        var end = 0.0
        for span in s.sections {
            var from = end, to = end
            if let first = span.range.first, let last = span.range.last {
                from = starts[first]
                to = starts[last] + s.sizes[last][axis]
                end = to
                for k in span.range { base[k] = from }
            }
            subviews.place(span.subview, at: Point(from, along: axis, cross: 0),
                           proposal: ProposedSize(to - from, along: axis, cross: bounds[cross]))
        }
        for (k, entry) in entries.enumerated() {
            entry.cells.place(entry.index, at: Point(starts[k] - base[k], along: axis, cross: line - s.values[k]), proposal: childProposal)
        }
    }
}
