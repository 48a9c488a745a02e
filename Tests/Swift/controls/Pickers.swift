import SwiftUI

/// Pickers as apps write them (§16.6), after Apple's Flavor example: the menu shows the option
/// tagged with the selection; a ForEach tags each option with its id (here the case itself, as
/// Flavor is Identifiable by itself, and the string for id: \.self); a segmented picker is as
/// wide as it is offered; a wheel is 216 high; a label view is not laid out.
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

struct FlavorPicker: View {
    @State private var selectedFlavor: Flavor = .vanilla
    @State private var theme = "Light"
    let themes = ["Dark", "Light", "Automatic"]

    var body: some View {
        VStack(spacing: 16) {
            Picker("Flavor", selection: $selectedFlavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            Picker("Flavor", selection: $selectedFlavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue)
                }
            }
            .pickerStyle(.segmented)
            Picker(selection: $theme) {
                ForEach(themes, id: \.self) {
                    Text($0)
                }
            } label: {
                Text("Appearance")
            }
            .pickerStyle(.wheel)
        }
        .padding()
    }
}

#Preview {
    FlavorPicker()
}
