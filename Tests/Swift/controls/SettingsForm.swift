import SwiftUI

/// Controls as public code writes them: a toggle bound to state, a button with an action, a
/// label with an SF Symbol, a stepper and a slider.
struct BrewSettings: View {
    @State private var bloom = true
    @State private var cups = 2
    @State private var strength = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("Brew settings", systemImage: "cup.and.saucer")
                .font(.headline)
            Toggle("Bloom first", isOn: $bloom)
            Stepper("Cups: \(cups)", value: $cups, in: 1...6)
            Slider(value: $strength, in: 0...1)
            Button("Reset") {
                cups = 2
                bloom = true
            }
        }
        .padding()
    }
}

#Preview {
    BrewSettings()
}
