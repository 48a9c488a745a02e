import SwiftUI

/// DisclosureGroup as settings screens write it (§16.8): a titled group bound to a state, and one
/// whose label is a Label written with closures (`Label { … } icon: { … }`), collapsed.
struct AdvancedSettings: View {
    @State private var showAdvanced = true
    @State private var verbose = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                Toggle("Verbose logging", isOn: $verbose)
                Text("Logs are kept for 7 days")
                    .font(.footnote)
            }
            DisclosureGroup {
                Text("a.txt")
            } label: {
                Label {
                    Text("Files")
                } icon: {
                    Image(systemName: "folder")
                }
            }
        }
        .padding()
    }
}

#Preview {
    AdvancedSettings()
}
