import SwiftUI

/// .disabled(true) on a container cannot be undone inside it: isEnabled stays false.
struct Controls: View {
    var body: some View {
        VStack {
            Text("Grind")
            Text("Brew")
                .disabled(false)
        }
        .disabled(true)
    }
}

#Preview {
    Controls()
}
