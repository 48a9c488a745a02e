import ViewLayout

/// The custom-layout shape's container: Docs/Language.md's `FlowLayout` (the Layout protocol,
/// §14) written as a compiled `LayoutRule`, statement for statement: subviews at their ideal
/// size, left to right, wrapping when the next one would pass the proposed width, `spacing`
/// between them and between rows. This times the engine's rule path (Subviews, the answer
/// cache, rule placement); a `layout` definition typed in the shell runs the same statements
/// through the interpreter, which the end-to-end section times on its own.
struct FlowLayout: LayoutRule, Equatable {
    var spacing: Double

    var name: String { "FlowLayout" }

    func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let maxWidth = proposal.width ?? .infinity
        var x = 0.0, y = 0.0, rowHeight = 0.0, width = 0.0
        for i in subviews.indices {
            let size = subviews.sizeThatFits(i, .unspecified)
            if x > 0 && x + size.width > maxWidth {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width
            width = max(width, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return Size(width: width, height: y + rowHeight)
    }

    func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        var x = 0.0, y = 0.0, rowHeight = 0.0
        for i in subviews.indices {
            let size = subviews.sizeThatFits(i, .unspecified)
            if x > 0 && x + size.width > bounds.width {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            subviews.place(i, at: Point(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }

    func isSame(as other: any LayoutRule) -> Bool { (other as? FlowLayout) == self }
}
