import SwiftUI

/// Reading an environment key viewsh's environment does not hold: an error at the declaration,
/// naming the keys it holds. (Keys it holds are read: Tests/Swift/environment/ColorSchemeRead.swift.)
struct Caption: View {
    @Environment(\.locale) private var locale

    var body: some View {
        Text(locale.identifier)
    }
}

#Preview {
    Caption()
}
