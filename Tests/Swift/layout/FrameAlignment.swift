import SwiftUI

/// A fixed frame larger than its content places the content by its alignment.
struct Badge: View {
    var body: some View {
        Text("New")
            .padding(4)
            .background(Color.yellow)
            .frame(width: 120, height: 60, alignment: .topLeading)
            .background(Color.gray)
    }
}

#Preview {
    Badge()
}
