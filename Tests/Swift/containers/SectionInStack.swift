import SwiftUI

/// A Section outside a List or a Form (§13.3 rule 3): in a VStack its header, rows and footer
/// are the stack's own subviews, spaced and aligned by the stack; a user view whose body is a
/// Section is one group; in a VStack inside a List's row the VStack, the nearest container,
/// decides, while the List still lays out its own Section.
struct DisplaySection: View {
    var body: some View {
        Section("Display") {
            Text("Brightness")
            Text("Night Shift")
        }
    }
}

struct SettingsStack: View {
    var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading, spacing: 10) {
                Section {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Radios")
                }
            }
            HStack {
                DisplaySection()
                Text("after")
            }
            List {
                Section("Mail") {
                    VStack {
                        Section {
                            Text("In a row")
                        } header: {
                            Text("Inner")
                        }
                    }
                }
            }
            .frame(height: 120)
        }
    }
}

#Preview {
    SettingsStack()
}
