import SwiftUI

/// A custom Layout: not in viewsh's vocabulary yet.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        for subview in subviews {
            width += subview.sizeThatFits(.unspecified).width + spacing
        }
        return CGSize(width: width, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    FlowLayout {
        Text("a")
    }
}
