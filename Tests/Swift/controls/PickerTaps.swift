import SwiftUI

/// Tapping a Picker's options (§16.6): a segmented or wheel picker's option sets the selection to
/// the option's tag (a ForEach over an Identifiable enum tags each option with its id, here the
/// case); the Text reading the selection follows. A menu picker's options are in a menu viewsh
/// does not show; a disabled picker ignores the tap.
enum Unit: String, CaseIterable, Identifiable {
    case celsius = "°C"
    case fahrenheit = "°F"
    case kelvin = "K"
    var id: Self { self }
}

enum Flavor: String, CaseIterable {
    case vanilla, chocolate, strawberry
}

struct ConverterView: View {
    @State private var unit: Unit = .celsius
    @State private var flavor = Flavor.vanilla
    @State private var size = "Medium"
    @State private var locked = true
    private let sizes = ["Small", "Medium", "Large"]
    private let celsius = 21.0

    private var converted: Double {
        switch unit {
        case .celsius: return celsius
        case .fahrenheit: return celsius * 9 / 5 + 32
        case .kelvin: return celsius + 273.15
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Picker("Unit", selection: $unit) {
                ForEach(Unit.allCases) { unit in
                    Text(unit.rawValue)
                }
            }
            .pickerStyle(.segmented)

            Text(String(format: "%.1f %@", converted, unit.rawValue))
                .font(.largeTitle)

            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases, id: \.self) {
                    Text($0.rawValue.capitalized)
                }
            }
            .pickerStyle(.wheel)

            Picker("Size", selection: $size) {
                ForEach(sizes, id: \.self) { Text($0) }
            }

            Text("You chose a \(size.lowercased()) \(flavor.rawValue) cone")

            Picker("Locked unit", selection: $unit) {
                Text("Celsius").tag(Unit.celsius)
                Text("Kelvin").tag(Unit.kelvin)
            }
            .pickerStyle(.segmented)
            .disabled(locked)
        }
        .padding()
    }
}

#Preview {
    ConverterView()
}
