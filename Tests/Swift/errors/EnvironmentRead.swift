import SwiftUI

/// Reading the environment in a body: viewsh's views cannot read it yet.
struct Caption: View {
    @Environment(\.font) private var font

    var body: some View {
        Text(font == nil ? "body" : "custom")
    }
}

#Preview {
    Caption()
}
