import SwiftUI

/// iOS 18's onGeometryChange: the width of a label is stored as it changes, and a divider
/// below takes that width on the next frame.
struct UnderlinedTitle: View {
    @State private var titleWidth: CGFloat = 0

    var body: some View {
        VStack(spacing: 2) {
            Text("Cold brew")
                .font(.title)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { newWidth in
                    titleWidth = newWidth
                }
            Color.orange
                .frame(width: titleWidth, height: 2)
        }
    }
}

#Preview {
    UnderlinedTitle()
}
