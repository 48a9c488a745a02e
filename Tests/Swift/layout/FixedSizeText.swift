import SwiftUI

/// A narrow frame wraps text; .fixedSize() lets it take its ideal size anyway, and
/// .fixedSize(horizontal: false, vertical: true) keeps the width but never truncates.
struct FixedSizeDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Bloom for thirty seconds")
                .frame(width: 80)
            Text("Bloom for thirty seconds")
                .fixedSize()
                .frame(width: 80)
            Text("Bloom for thirty seconds")
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 80)
        }
    }
}

#Preview {
    FixedSizeDemo()
}
