import SwiftUI

/// A settings screen laid out with Grid: labels in a trailing-aligned first column, values in
/// the second, a divider across both columns, and a note that spans them.
struct SettingsGrid: View {
    @State private var volume = 0.5
    @State private var notifications = true

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
            GridRow {
                Text("Name")
                    .gridColumnAlignment(.trailing)
                Text("Ada Lovelace")
            }
            GridRow {
                Text("Volume")
                Slider(value: $volume, in: 0...1)
            }
            Divider()
            GridRow {
                Text("Alerts")
                Toggle("Notifications", isOn: $notifications)
            }
            GridRow {
                Text("Changes apply to every device.")
                    .gridCellColumns(2)
            }
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview {
    SettingsGrid()
}
