import SwiftUI

/// A settings screen as written in apps: a NavigationStack with a large title over a Form of
/// titled Sections, a TextField, a Toggle, a Slider and a LabeledContent (§13.3, §16, §17.5).
struct SettingsView: View {
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var name = ""
    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                }
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Slider(value: $volume)
                    LabeledContent("Version", value: "1.0")
                }
            }
            .navigationTitle("Settings")
        }
    }
}
#Preview { SettingsView() }
