import SwiftUI

/// In a right-to-left layout an HStack runs from the right, and leading means right.
struct Greeting: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("مرحبا")
                Text("Hello")
            }
            Text("Welcome back")
        }
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

#Preview {
    Greeting()
}
