import SwiftUI

/// A title literal is a LocalizedStringKey: its plain Int interpolations are formatted for the
/// locale (§18.13) — 1,204 followers, © 2,024 — where Text(verbatim:) and a String stay as written.
struct ProfileStats: View {
    let followers = 1204
    let year = 2024
    @State private var likes = 987

    var body: some View {
        VStack {
            Text("\(followers) followers")
            Text("© \(year) Acme")
            Text(verbatim: "\(followers)")
            Text(String(year))
            Button("Like \(likes)") { likes += 100 }
        }
    }
}

#Preview {
    ProfileStats()
}
