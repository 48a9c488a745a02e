import SwiftUI

/// Buttons whose tap shows what viewsh does not (§17.6): a Menu's items, a Link's web page; a
/// SecureField is a TextField that shows dots (§16.5).
struct Account: View {
    @State private var password = "hunter2"
    var body: some View {
        VStack(spacing: 12) {
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Menu("Options") {
                Button("Rename") {}
                Button("Delete", role: .destructive) {}
            }
            Menu {
                Button("Copy") {}
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
            .menuStyle(.button)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            Link(destination: URL(string: "https://example.com")!) {
                Text("Website")
            }
        }
        .padding()
    }
}

#Preview {
    Account()
}
