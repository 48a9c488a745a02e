import SwiftUI

/// A container that takes its content as a view builder. viewsh expands such a view where it
/// is used (its content is views, which viewsh's view parameters cannot hold yet).
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .padding()
        .background(Color.white)
    }
}

struct BrewDetails: View {
    var body: some View {
        VStack {
            Card(title: "Recipe") {
                Text("15 g coffee")
                Text("250 g water")
            }
            Card(title: "Notes") {
                Text("Sweet, round")
            }
        }
    }
}

#Preview {
    BrewDetails()
}
