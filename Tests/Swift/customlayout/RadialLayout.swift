import SwiftUI

/// A radial layout (the pattern of Apple's "Compose custom layouts with SwiftUI" sample): it
/// takes the space it is offered and puts its subviews' centres on a circle, the first at the
/// top, going clockwise.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: angle * Double(index)))
            point.x += bounds.midX
            point.y += bounds.midY
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct ClockFace: View {
    let hours = [12, 2, 4, 6, 8, 10]

    var body: some View {
        RadialLayout {
            ForEach(hours, id: \.self) { hour in
                Text("\(hour)")
                    .frame(width: 24, height: 24)
                    .background(Circle().stroke(Color.gray))
            }
        }
        .frame(width: 180, height: 180)
        .border(Color.black)
    }
}

#Preview {
    ClockFace()
}
