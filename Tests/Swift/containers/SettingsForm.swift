import SwiftUI

/// A settings form with toggles and buttons; a button resets what the toggles changed, and a
/// toggle disables a section below it.
struct PrivacySettings: View {
    @State private var shareAnalytics = false
    @State private var personalizedAds = true
    @State private var resets = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Share analytics", isOn: $shareAnalytics)
            Toggle("Personalized ads", isOn: $personalizedAds)
                .disabled(!shareAnalytics)
            Divider()
            HStack {
                Button("Reset") {
                    shareAnalytics = false
                    personalizedAds = true
                    resets += 1
                }
                .buttonStyle(.bordered)
                Spacer()
                Label("\(resets) resets", systemImage: "arrow.counterclockwise")
            }
        }
        .padding()
    }
}

#Preview {
    PrivacySettings()
}
