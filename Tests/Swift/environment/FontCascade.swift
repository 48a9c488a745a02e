import SwiftUI

/// A font set on a stack reaches every text inside; a text's own font wins over it.
struct Recipe: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("V60")
            Text("15 g : 250 g")
            Text("Serves one")
                .font(.caption)
        }
        .font(.title2)
    }
}

#Preview {
    Recipe()
}
