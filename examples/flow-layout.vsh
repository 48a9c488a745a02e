// A flow layout of tags (Docs/Semantics.md §14.3 example 3): tags go left to right and wrap to
// a new row when the next one would pass the proposed width. The layout is written as SwiftUI's
// Layout protocol is: sizeThatFits answers the size for a proposal, placeSubviews puts each tag
// at a position within bounds (from bounds.minX / bounds.minY, as SwiftUI needs).
// Try: layout, why 0.1, set narrow = true, then layout again.
option rootPlacement origin
propose 200x400

layout FlowLayout(spacing: CGFloat = 8) {
  func rows(_ subviews: Subviews, width: CGFloat) -> [[CGSize]] {
    var rows: [[CGSize]] = [[]]
    var x: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0 && x + size.width > width {
        rows.append([])
        x = 0
      }
      rows[rows.count - 1].append(size)
      x += size.width + spacing
    }
    return rows
  }
  sizeThatFits { proposal, subviews in
    let rows = rows(subviews, width: proposal.width ?? .infinity)
    let widths = rows.map { row in row.map { $0.width }.reduce(0, +) + spacing * CGFloat(max(row.count - 1, 0)) }
    let heights = rows.map { row in row.map { $0.height }.max() ?? 0 }
    return CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +) + spacing * CGFloat(max(rows.count - 1, 0)))
  }
  placeSubviews { bounds, proposal, subviews in
    var index = 0
    var y = bounds.minY
    for row in rows(subviews, width: bounds.width) {
      var x = bounds.minX
      for size in row {
        subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
        x += size.width + spacing
        index += 1
      }
      y += (row.map { $0.height }.max() ?? 0) + spacing
    }
  }
}

modifier chip = .padding(8) .background(capsule .fill(.blue))
state narrow = false

vstack(alignment: .leading) <
  text "Tags"
  FlowLayout < text "Swift" .chip text "SwiftUI" .chip text "Layout" .chip text "Grid" .chip text "Anchor" .chip >
    .frame(width: narrow ? 120 : 200, alignment: .leading)
>
