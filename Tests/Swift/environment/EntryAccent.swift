import SwiftUI

/// An environment value declared with @Entry (iOS 18), set on a subtree and overridden deeper.
extension EnvironmentValues {
    @Entry var roastLevel: String = "medium"
}

struct RoastSection: View {
    var body: some View {
        VStack {
            Text("House blend")
            VStack {
                Text("Espresso")
            }
            .environment(\.roastLevel, "dark")
        }
        .environment(\.roastLevel, "light")
    }
}

#Preview {
    RoastSection()
}
