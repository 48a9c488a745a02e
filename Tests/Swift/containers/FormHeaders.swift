import SwiftUI

/// A settings form's sections as iOS shows them (§13.3 rule 6, unconfirmed metrics): a title is
/// upper-cased in the footnote style above its card, a header view is given the footnote style,
/// a footer sits below the card; a section without either has the card's usual 20 above it.
struct SettingsView: View {
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Badges", isOn: $badges)
            }
            Section {
                Text("Version 1.0")
            } header: {
                Text("About")
            } footer: {
                Text("Made with care.")
            }
            Section {
                Text("Sign out")
            }
        }
    }
}

#Preview {
    SettingsView()
}
