import SwiftUI

/// Dots beside a list of steps of different heights: each row reports its height, the reduce
/// collects them in order with a loop, and the action turns them into running offsets.
struct RowHeightsKey: PreferenceKey {
    static var defaultValue: [CGFloat] = []

    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
        for height in nextValue() {
            value.append(height)
        }
    }
}

struct Timeline: View {
    let steps = ["Grind", "Bloom for 30 s", "Pour to 250 g in slow circles", "Wait"]
    @State private var offsets: [CGFloat] = []

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ZStack(alignment: .top) {
                ForEach(offsets.indices, id: \.self) { index in
                    Circle()
                        .frame(width: 8, height: 8)
                        .offset(y: offsets[index] + 6)
                }
            }
            .frame(width: 8)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(steps, id: \.self) { step in
                    Text(step)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.preference(key: RowHeightsKey.self, value: [proxy.size.height])
                            }
                        )
                }
            }
            .frame(width: 120, alignment: .leading)
            .onPreferenceChange(RowHeightsKey.self) { heights in
                var y: CGFloat = 0
                var result: [CGFloat] = []
                for height in heights {
                    result.append(y)
                    y += height + 12
                }
                offsets = result
            }
        }
    }
}

#Preview {
    Timeline()
}
