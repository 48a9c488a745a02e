import SwiftUI

/// A 16:9 tile that fits the width it is given, and a square that fills its frame.
struct Tiles: View {
    var body: some View {
        VStack(spacing: 8) {
            Color.blue
                .aspectRatio(16 / 9, contentMode: .fit)
            Color.orange
                .aspectRatio(1, contentMode: .fill)
                .frame(width: 100, height: 60)
                .clipped()
        }
        .frame(width: 240)
    }
}

#Preview {
    Tiles()
}
