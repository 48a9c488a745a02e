import SwiftUI

/// Reading the environment in a body: `@Environment(\.colorScheme) var scheme` is the value where
/// the view sits — the default (.light), or what an ancestor's `.environment` set.
struct ModeBadge: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.isEnabled) var isEnabled: Bool
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Text(scheme == .dark ? "Dark" : "Light")
            if scheme == .dark {
                Image(systemName: "moon")
            }
            if !isEnabled { Text("(off)") }
        }
    }
}

struct Settings: View {
    @State private var night = false

    var body: some View {
        VStack {
            ModeBadge(title: "Page")
            ModeBadge(title: "Card")
                .environment(\.colorScheme, .dark)
            ModeBadge(title: "Locked")
                .disabled(true)
            Toggle("Night", isOn: $night)
        }
        .environment(\.colorScheme, night ? .dark : .light)
    }
}

#Preview {
    Settings()
}
