import SwiftUI

/// `.labelsHidden()` (§16.13), as a user tester wrote it: a row with its own Text and a Toggle
/// whose label is hidden is 40 + 8 + 51 wide — the toggle is its switch alone, not the whole row.
/// The modifier is an environment value (`labelsVisibility`): on a VStack it hides the labels of
/// every control inside — a stepper is its buttons, a date picker its compact buttons, a
/// LabeledContent its value, a menu picker in a Form row its menu — and a button-style toggle,
/// whose label is inside the button, keeps it (Apple's note on labelsHidden()).
struct WiFiSettings: View {
    @State private var on = true
    @State private var guests = 2
    @State private var due = Date()
    @State private var flavor = "Vanilla"

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Wi-Fi")
                Toggle("Wi-Fi", isOn: $on)
                    .labelsHidden()
            }
            Toggle("Wi-Fi", isOn: $on)
            VStack {
                Stepper("Guests", value: $guests, in: 1...8)
                DatePicker("Due", selection: $due)
                LabeledContent("Plan", value: "Pro")
                Toggle("Bold", isOn: $on)
                    .toggleStyle(.button)
            }
            .labelsHidden()
            Form {
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag("Chocolate")
                    Text("Vanilla").tag("Vanilla")
                }
                .labelsVisibility(.hidden)
            }
            .frame(height: 120)
        }
        .padding()
    }
}

#Preview {
    WiFiSettings()
}
