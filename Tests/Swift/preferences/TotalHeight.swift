import SwiftUI

/// Rows report their heights; the key sums them, and a footer shows the total a frame later.
struct TotalHeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

struct Timeline: View {
    let events = ["Grind", "Bloom", "Pour in three stages, slowly"]
    @State private var total: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(events, id: \.self) { event in
                Text(event)
                    .frame(width: 120, alignment: .leading)
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: TotalHeightKey.self, value: proxy.size.height)
                    })
            }
            Text("Total: \(Int(total)) pt")
                .font(.footnote)
        }
        .onPreferenceChange(TotalHeightKey.self) { total = $0 }
    }
}

#Preview {
    Timeline()
}
