import SwiftUI

/// onChange runs after the update in which a value changed: here, when the measured height
/// of a row changes, a counter goes up.
struct HeightKey2: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ResizingRow: View {
    @State private var height: CGFloat = 0
    @State private var changes = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("A long name for a coffee that wraps in a narrow column")
                .frame(width: 150)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: HeightKey2.self, value: proxy.size.height)
                })
            Text("changed \(changes) times")
        }
        .onPreferenceChange(HeightKey2.self) { height = $0 }
        .onChange(of: height) { oldValue, newValue in
            changes += 1
        }
    }
}

#Preview {
    ResizingRow()
}
