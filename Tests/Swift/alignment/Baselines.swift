import SwiftUI

/// A price and its unit sitting on one baseline, in different fonts.
struct Price: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 2) {
            Text("4.50")
                .font(.largeTitle)
            Text("EUR")
                .font(.caption)
        }
    }
}

#Preview {
    Price()
}
