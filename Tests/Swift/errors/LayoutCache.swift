import SwiftUI

/// The parts of SwiftUI's Layout protocol viewsh does not model: a cache, a layout's own
/// spacing and alignment guides, its layout properties. Each is named where it is.
struct CachedStack: Layout {
    struct Cache {
        var sizes: [CGSize]
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: $0.height + $1.height) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += cache.sizes[index].height
        }
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ViewSpacing()
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        bounds.midX
    }
}

#Preview {
    CachedStack {
        Text("a")
        Text("b")
    }
}
