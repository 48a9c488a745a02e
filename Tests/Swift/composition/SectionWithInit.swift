import SwiftUI

/// A container with its own initializer taking a title and a @ViewBuilder closure.
struct SettingsSection<Content: View>: View {
    private let title: String
    private let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.caption)
            content
        }
    }
}

struct Settings: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            SettingsSection("Grinder") {
                Text("Burr size: 4")
            }
            SettingsSection("Kettle") {
                Text("Target: 94 °C")
                Text("Keep warm")
            }
        }
    }
}

#Preview {
    Settings()
}
