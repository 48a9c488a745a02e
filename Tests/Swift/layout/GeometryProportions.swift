import SwiftUI

/// A bar split one third / two thirds of whatever width the reader is given.
struct SplitBar: View {
    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.blue
                    .frame(width: proxy.size.width / 3)
                Color.green
                    .frame(width: proxy.size.width * 2 / 3)
            }
        }
        .frame(height: 24)
    }
}

#Preview {
    SplitBar()
        .padding()
}
