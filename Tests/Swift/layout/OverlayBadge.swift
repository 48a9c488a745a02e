import SwiftUI

/// The same badge as an overlay: the overlay never changes the icon's size.
struct InboxIcon: View {
    let unread: Int

    var body: some View {
        Color.gray
            .frame(width: 44, height: 44)
            .overlay(alignment: .topTrailing) {
                Text("\(unread)")
                    .font(.caption2)
                    .padding(4)
                    .background(Color.red)
            }
    }
}

#Preview {
    InboxIcon(unread: 12)
}
