import SwiftUI

// A view that receives a @Binding binds its controls to parts of it ($settings.sounds), passes a
// part on to another view's @Binding, and writes parts in an action: each write is one state write.

struct Settings {
    var sounds = true
    var volume = 3
    var name = "Ann"
    var tags: [String] = ["a"]
}

struct Inner: View {
    @Binding var on: Bool
    var body: some View {
        Toggle("Inner", isOn: $on)
    }
}

struct Middle: View {
    @Binding var settings: Settings
    var body: some View {
        VStack {
            Inner(on: $settings.sounds)
            Toggle("Direct", isOn: $settings.sounds)
            Stepper("Vol \(settings.volume)", value: $settings.volume)
            TextField("Name", text: $settings.name)
            Button("Bump") {
                settings.volume += 1
                settings.tags.append("b")
                settings.sounds.toggle()
            }
            Text("tags \(settings.tags.count)")
        }
    }
}

struct Root: View {
    @State private var settings = Settings()
    var body: some View {
        Middle(settings: $settings)
    }
}

#Preview { Root() }
