import SwiftUI

/// A tab bar whose selected tab is underlined: the selected tab writes its bounds as an anchor
/// preference; the bar resolves the anchor in an overlay's GeometryReader and draws the line
/// under it, in the reader's own coordinates.
struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct TabBar: View {
    let tabs = ["One", "Two", "Three"]
    @State private var selected = "Two"

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
                    .padding(8)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
                        selected == tab ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.blue
                        .frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
    }
}

#Preview {
    TabBar()
}
