import SwiftUI

/// Shape styles written as apps write them in .background: a colour's gradient (drawn as the
/// colour, a style: into the safe area), a colour with its opacity in a shape (`in:`, which stays
/// in the view's bounds), and the same with `Color.` spelled out.
struct Badges: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Gradient")
                .padding()
                .background(.blue.gradient)
            Text("Capsule")
                .padding(8)
                .background(.blue.opacity(0.15), in: .capsule)
            Text("Card")
                .padding(8)
                .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

#Preview {
    Badges()
}
