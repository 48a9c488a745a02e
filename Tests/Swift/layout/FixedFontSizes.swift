import SwiftUI

/// Fixed-size fonts, as most real code writes them: `.system(size:weight:)` and a custom face.
/// Text scales by size / 17 (Docs/Semantics.md §8.1); weight and face are listed as ignored.
struct Badge: View {
    let label: String

    var body: some View {
        Text(label)
            .font(.system(size: 12, weight: .bold))
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(.red))
    }
}

struct Header: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Inbox").font(.custom("Avenir-Heavy", size: 34))
            Badge(label: "New")
            Spacer()
        }
        .padding()
    }
}

#Preview {
    Header()
}
