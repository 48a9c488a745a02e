import SwiftUI

/// A uniform grid: every cell is as big as the largest subview's ideal size, filled row by row.
/// Integer arithmetic as Swift does it (`index / columns` truncates), `.init(…)` points, and a
/// column count worked out from the proposal.
struct UniformGrid: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let cell = cellSize(subviews)
        let columns = columnCount(cell: cell, width: proposal.width)
        let rows = (subviews.count + columns - 1) / columns
        return CGSize(
            width: CGFloat(columns) * cell.width + CGFloat(columns - 1) * spacing,
            height: CGFloat(rows) * cell.height + CGFloat(max(rows - 1, 0)) * spacing
        )
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let cell = cellSize(subviews)
        let columns = columnCount(cell: cell, width: bounds.width)
        for (index, subview) in subviews.enumerated() {
            let row = index / columns
            let column = index % columns
            subview.place(
                at: .init(x: bounds.minX + CGFloat(column) * (cell.width + spacing),
                          y: bounds.minY + CGFloat(row) * (cell.height + spacing)),
                proposal: .init(width: cell.width, height: cell.height)
            )
        }
    }

    private func cellSize(_ subviews: Subviews) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, ideal.width)
            size.height = max(size.height, ideal.height)
        }
        return size
    }

    private func columnCount(cell: CGSize, width: CGFloat?) -> Int {
        guard let width, cell.width > 0 else { return 1 }
        let fitting = ((width + spacing) / (cell.width + spacing)).rounded(.down)
        return max(Int(fitting), 1)
    }
}

struct Keypad: View {
    let keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]

    var body: some View {
        UniformGrid(spacing: 4) {
            ForEach(keys, id: \.self) { key in
                Text(key)
                    .frame(width: 40, height: 40)
                    .background(Color.gray)
            }
        }
        .frame(width: 140)
    }
}

#Preview {
    Keypad()
}
