import SwiftUI

/// A horizontal carousel: each card is a third of the scroll view's width (less the spacing),
/// whatever the device, with containerRelativeFrame.
struct Carousel: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(colors.indices, id: \.self) { index in
                    colors[index]
                        .frame(height: 100)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                }
            }
        }
        .frame(height: 120)
    }
}

#Preview {
    Carousel()
}
