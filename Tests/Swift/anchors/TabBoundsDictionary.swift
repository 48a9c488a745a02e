import SwiftUI

/// The usual anchor-preference tab bar: every tab writes its bounds under its index into a
/// dictionary, the reduce merges them, and the overlay reads the selected tab's anchor by key.
struct BoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct Tabs: View {
    @State var selected = 0
    let titles = ["Home", "Search", "Settings"]

    var body: some View {
        HStack(spacing: 20) {
            ForEach(titles.indices, id: \.self) { i in
                Text(titles[i])
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { [i: $0] }
            }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    let rect = proxy[anchor]
                    Rectangle()
                        .fill(.blue)
                        .frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
    }
}

#Preview {
    Tabs()
}
