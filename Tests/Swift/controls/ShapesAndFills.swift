import SwiftUI

/// Shapes take what they are offered; a fill, a stroke or a border draws them.
struct RoastMeter: View {
    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(.brown)
                .frame(width: 24, height: 24)
            Capsule()
                .stroke(.brown, lineWidth: 2)
                .frame(width: 60, height: 24)
            RoundedRectangle(cornerRadius: 6)
                .fill(.orange)
                .frame(width: 40, height: 24)
            Image(systemName: "flame")
        }
        .padding(8)
        .border(.gray)
    }
}

#Preview {
    RoastMeter()
}
