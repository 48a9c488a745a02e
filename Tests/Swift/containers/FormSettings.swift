import SwiftUI

/// A settings form as apps write it: sections with header:/footer: views and header closures, a
/// LabeledContent with content, a Toggle with a Label, a Picker over a ForEach, a Stepper, a Slider
/// with value labels, a Link, a destructive Button with a label closure, a toolbar.

struct FormSettings: View {
    @State private var username = "ada"
    @State private var notifications = true
    @State private var volume = 0.5
    @State private var theme = "System"
    @State private var count = 3
    let themes = ["Light", "Dark", "System"]

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Account"), footer: Text("Your name is public.")) {
                    TextField("Username", text: $username)
                    LabeledContent("Plan") {
                        Text("Pro")
                            .foregroundStyle(.secondary)
                    }
                }
                Section {
                    Toggle(isOn: $notifications) {
                        Label("Notifications", systemImage: "bell")
                    }
                    Picker("Theme", selection: $theme) {
                        ForEach(themes, id: \.self) { Text($0) }
                    }
                    Stepper("Count: \(count)", value: $count)
                    Slider(value: $volume) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                } header: {
                    Text("Preferences")
                }
                Section("About") {
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("1.0").foregroundColor(.gray)
                    }
                    Link("Website", destination: URL(string: "https://example.com")!)
                    Button(role: .destructive) {
                        username = ""
                    } label: {
                        Text("Sign out")
                    }
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { }
                }
            }
        }
    }
}

#Preview {
    FormSettings()
}
