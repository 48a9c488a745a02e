import SwiftUI

/// Two labels that share a row equally: each asks for all the width it can get.
struct ActionBar: View {
    var body: some View {
        HStack(spacing: 12) {
            Text("Cancel")
                .frame(maxWidth: .infinity)
                .padding(.vertical, 10)
                .background(Color.gray)
            Text("Start brewing")
                .frame(maxWidth: .infinity)
                .padding(.vertical, 10)
                .background(Color.accentColor)
        }
        .padding()
        .frame(width: 320)
    }
}

#Preview {
    ActionBar()
}
