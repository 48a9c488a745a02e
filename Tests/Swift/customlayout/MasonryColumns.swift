import SwiftUI

/// A masonry layout: a fixed number of equal columns; each subview goes to the column that is
/// shortest so far, proposed the column's width and its ideal height.
struct MasonryLayout: Layout {
    var columns: Int = 2
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let heights = columnHeights(subviews: subviews, width: width)
        return CGSize(width: width, height: heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columnWidth = columnWidth(for: bounds.width)
        var heights = Array(repeating: CGFloat(0), count: columns)
        for subview in subviews {
            let column = shortest(heights)
            let size = subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil))
            let x = bounds.minX + CGFloat(column) * (columnWidth + spacing)
            let y = bounds.minY + heights[column]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: columnWidth, height: size.height))
            heights[column] += size.height + spacing
        }
    }

    private func columnWidth(for width: CGFloat) -> CGFloat {
        (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
    }

    private func columnHeights(subviews: Subviews, width: CGFloat) -> [CGFloat] {
        let columnWidth = columnWidth(for: width)
        var heights = Array(repeating: CGFloat(0), count: columns)
        for subview in subviews {
            let column = shortest(heights)
            heights[column] += subview.sizeThatFits(ProposedViewSize(width: columnWidth, height: nil)).height + spacing
        }
        return heights.map { max($0 - spacing, 0) }
    }

    private func shortest(_ heights: [CGFloat]) -> Int {
        var best = 0
        for (index, height) in heights.enumerated() where height < heights[best] {
            best = index
        }
        return best
    }
}

struct NotesBoard: View {
    let notes = ["Buy beans", "Descale the kettle before the weekend", "Grind finer", "Try a 1:15 ratio with the new filter papers", "Clean"]

    var body: some View {
        MasonryLayout(columns: 2, spacing: 8) {
            ForEach(notes, id: \.self) { note in
                Text(note)
                    .padding(8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.yellow)
            }
        }
        .frame(width: 260)
    }
}

#Preview {
    NotesBoard()
}
