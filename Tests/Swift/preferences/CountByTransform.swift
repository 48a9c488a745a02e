import SwiftUI

/// transformPreference counts the badges in a subtree: each adds one to what its subtree
/// (or the default) holds.
struct BadgeCountKey: PreferenceKey {
    static var defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct BadgeView: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(4)
            .transformPreference(BadgeCountKey.self) { count in
                count += 1
            }
    }
}

struct BadgeShelf: View {
    var body: some View {
        HStack {
            BadgeView(title: "New")
            BadgeView(title: "Sale")
            VStack {
                BadgeView(title: "Decaf")
            }
        }
        .overlayPreferenceValue(BadgeCountKey.self, alignment: .topTrailing) { count in
            Text("\(count)")
                .font(.caption2)
        }
    }
}

#Preview {
    BadgeShelf()
}
