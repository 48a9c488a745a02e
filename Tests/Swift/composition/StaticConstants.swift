import SwiftUI

/// Design constants as static members, and a brand colour in an extension of Color.
extension Color {
    static let brand = Color.orange
}

struct Metrics {
    static let spacing: CGFloat = 12
    static let iconSize: CGFloat = 28
}

struct BrandHeader: View {
    static let title = "Morning Roast"

    var body: some View {
        HStack(spacing: Metrics.spacing) {
            Color.brand
                .frame(width: Metrics.iconSize, height: Metrics.iconSize)
            Text(Self.title)
                .font(.title3)
        }
    }
}

#Preview {
    BrandHeader()
}
