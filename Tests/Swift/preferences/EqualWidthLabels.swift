import SwiftUI

/// Labels sized to the widest one: each reports its width, the column keeps the maximum. The
/// width starts as nil, so the first pass measures every label at its own width and the next
/// gives them all the widest (one frame behind, as the seed article says).
struct LabelWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct EqualWidthForm: View {
    @State private var labelWidth: CGFloat?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            row("Name", "Ada Lovelace")
            row("Email", "ada@example.com")
            row("Occupation", "Analyst")
        }
        .onPreferenceChange(LabelWidthKey.self) { labelWidth = $0 }
    }

    func row(_ label: String, _ value: String) -> some View {
        HStack {
            Text(label)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: LabelWidthKey.self, value: proxy.size.width)
                })
                .frame(width: labelWidth, alignment: .leading)
            Text(value)
        }
    }
}

#Preview {
    EqualWidthForm()
}
