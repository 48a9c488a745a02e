// A custom Layout written in Swift and used in the shell's syntax on the lines after it: the
// splitter learns the layout's name from the Swift statement, as it does from a `layout`.
struct Staircase: Layout {
    var step: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.enumerated().map { index, size in CGFloat(index) * step + size.width }.max() ?? 0
        return CGSize(width: width, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * step, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

Staircase(step: 16) <
  text "Grind"
  text "Bloom"
  text "Pour"
>
