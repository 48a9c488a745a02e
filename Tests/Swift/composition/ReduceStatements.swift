import SwiftUI

/// A reduce with statements: the first non-empty title wins, written with an early return.
struct BannerKey: PreferenceKey {
    static var defaultValue: String = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        guard value.isEmpty else { return }
        let next = nextValue()
        if !next.isEmpty {
            value = next
        }
    }
}

struct Inbox: View {
    @State private var banner = ""

    var body: some View {
        VStack {
            Text(banner)
                .font(.headline)
            Text("Message 1")
            Text("Message 2")
                .preference(key: BannerKey.self, value: "2 unread")
            Text("Message 3")
                .preference(key: BannerKey.self, value: "3 unread")
        }
        .onPreferenceChange(BannerKey.self) { newValue in
            banner = newValue
        }
    }
}

#Preview {
    Inbox()
}
