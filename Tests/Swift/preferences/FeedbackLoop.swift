import SwiftUI

/// The loop seed 001 warns about: the value set from the preference changes the size that
/// produces it (the label is measured outside a frame ten points wider than the last width),
/// so every pass measures something new and SwiftUI gives up.
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct GrowingLabel: View {
    @State private var labelWidth: CGFloat = 0

    var body: some View {
        HStack {
            Text("Name")
                .frame(width: labelWidth + 10, alignment: .leading)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                })
            Text("Ada Lovelace")
        }
        .onPreferenceChange(WidthKey.self) { labelWidth = $0 }
    }
}

#Preview {
    GrowingLabel()
}
