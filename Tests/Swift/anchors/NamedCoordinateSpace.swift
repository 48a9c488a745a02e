import SwiftUI

/// A row reports where it sits in its list's coordinate space (not the window's), the way a
/// scroll-offset reader does.
struct RowOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct OffsetList: View {
    @State private var rowY: CGFloat = 0

    var body: some View {
        VStack(spacing: 10) {
            Text("Header")
                .font(.title)
            Text("Tracked row")
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: RowOffsetKey.self, value: proxy.frame(in: .named("list")).minY)
                    }
                )
            Text("Row at \(Int(rowY)) in the list")
        }
        .padding()
        .coordinateSpace(name: "list")
        .onPreferenceChange(RowOffsetKey.self) { rowY = $0 }
    }
}

#Preview {
    OffsetList()
}
