import SwiftUI

/// A settings row: a label pushed to the leading edge, a value to the trailing one.
struct SettingsRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal)
    }
}

struct SettingsList: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Grind", value: "Medium")
            Divider()
            SettingsRow(title: "Water", value: "250 g")
            Divider()
            SettingsRow(title: "Temperature", value: "94 °C")
        }
    }
}

#Preview {
    SettingsList()
}
