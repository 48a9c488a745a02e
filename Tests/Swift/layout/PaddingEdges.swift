import SwiftUI

/// Padding on some edges, all edges, and padding before or after a background.
struct PaddingDemo: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Horizontal").padding(.horizontal, 20).background(Color.yellow)
            Text("Leading and top").padding([.leading, .top], 10).background(Color.mint)
            Text("Default").padding().background(Color.pink)
            Text("Outside").background(Color.teal).padding(8)
        }
    }
}

#Preview {
    PaddingDemo()
}
