import SwiftUI

/// Two custom layouts, one inside the other: dots on a circle (angles from Angle(degrees:),
/// cos and sin), and a vertical stack that centres each subview under the previous one. Uses
/// `subviews.first?.sizeThatFits(…) ?? .zero`, an optional spacing, `i.isMultiple(of: 2)`.
struct CircularLayout: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.first?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: radius * 2 + maxSize.width, height: radius * 2 + maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for (index, subview) in subviews.enumerated() {
            let angle = Angle(degrees: 360 / Double(subviews.count) * Double(index)).radians
            let x = center.x + radius * CGFloat(cos(angle))
            let y = center.y + radius * CGFloat(sin(angle))
            subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
        }
    }
}

struct VerticalStack: Layout {
    var spacing: CGFloat? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        var totalHeight: CGFloat = 0
        for size in sizes {
            totalHeight += size.height
        }
        totalHeight += (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
        let width = sizes.map { $0.width }.max() ?? 0
        return CGSize(width: width, height: totalHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + (spacing ?? 8)
        }
    }
}

struct DotsBadge: View {
    var body: some View {
        VerticalStack(spacing: 4) {
            CircularLayout(radius: 40) {
                ForEach(0..<8) { i in
                    Circle().fill(i.isMultiple(of: 2) ? Color.red : Color.blue).frame(width: 12, height: 12)
                }
            }
            Text("Eight dots")
        }
    }
}

#Preview {
    DotsBadge()
}
