import SwiftUI

// Bindings to parts of a state, as settings screens write them: a field of a struct, an element
// of a list, passed on to a row that takes a @Binding.
struct Preferences {
    var sounds = true
    var haptics = false
    var volume = 0.5
}

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreRow: View {
    let title: String
    @Binding var done: Bool
    var body: some View {
        Button {
            done.toggle()
        } label: {
            Label(title, systemImage: done ? "checkmark.circle.fill" : "circle")
        }
    }
}

struct SettingsView: View {
    @State private var preferences = Preferences()
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Trash", done: true)]

    var body: some View {
        Form {
            Toggle("Sounds", isOn: $preferences.sounds)
            Toggle("Haptics", isOn: $preferences.haptics)
            Slider(value: $preferences.volume)
            ForEach(chores.indices, id: \.self) { i in
                ChoreRow(title: chores[i].title, done: $chores[i].done)
            }
        }
    }
}

#Preview { SettingsView() }
