import SwiftUI

/// A card that fills the width it is offered, with its text on the leading edge.
struct BrewCard: View {
    let name: String
    let minutes: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(name)
                .font(.headline)
            Text("\(minutes) min")
                .font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color.white)
        .cornerRadius(12)
    }
}

struct BrewCards: View {
    var body: some View {
        VStack(spacing: 12) {
            BrewCard(name: "Pour-over", minutes: 4)
            BrewCard(name: "French press", minutes: 6)
        }
        .padding()
    }
}

#Preview {
    BrewCards()
}
