import SwiftUI

/// A horizontal layout that shares its width by weight: each subview's layoutPriority is its
/// weight (at least 1), and every subview gets the full height.
struct WeightedHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let idealHeight = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: min(height, idealHeight))
        }
        let idealWidth = subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width }
        return CGSize(width: idealWidth + spacing * CGFloat(max(subviews.count - 1, 0)), height: idealHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let weights = subviews.map { max($0.priority, 1) }
        let total = weights.reduce(0, +)
        let available = bounds.width - spacing * CGFloat(subviews.count - 1)
        var x = bounds.minX
        for index in subviews.indices {
            let width = available * weights[index] / total
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .leading,
                proposal: ProposedViewSize(width: width, height: bounds.height)
            )
            x += width + spacing
        }
    }
}

struct StorageBar: View {
    var body: some View {
        WeightedHStack(spacing: 2) {
            Color.blue.layoutPriority(3)
            Color.orange.layoutPriority(2)
            Color.gray
        }
        .frame(width: 300, height: 16)
    }
}

#Preview {
    StorageBar()
}
