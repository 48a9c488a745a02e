import SwiftUI

/// A typo in a modifier: located in the Swift file, with a suggestion.
struct Title: View {
    var body: some View {
        Text("Brew")
            .paddin(8)
            .frame(maxwidth: .infinity)
    }
}

#Preview {
    Title()
}
