import SwiftUI
import Observation

/// An @Observable model held by @State and put in the environment by the preview (§18.11 rule 2:
/// one object, with a note), bound through a @Bindable property and through `@Bindable var
/// settings = settings` in a body that reads it from the environment.
@Observable class Settings {
    var name = "Ada"
    var notify = true
}

struct SettingsView: View {
    @Bindable var settings: Settings
    var body: some View {
        Form {
            TextField("Name", text: $settings.name)
            Toggle("Notify", isOn: $settings.notify)
        }
    }
}

struct SettingsRoot: View {
    @State private var settings = Settings()
    var body: some View {
        VStack {
            SettingsView(settings: settings)
            Inline()
        }
    }
}

struct Inline: View {
    @Environment(Settings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        Toggle("Notify", isOn: $settings.notify)
    }
}
#Preview { SettingsRoot().environment(Settings()) }
