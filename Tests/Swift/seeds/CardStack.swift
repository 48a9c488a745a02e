import SwiftUI

// Seed 000, "Your Child View Needs to Tell Its Parent Something. A Binding Is the Wrong Tool."
// The article's three listings, verbatim and in the article's order. What the article leaves
// out (the row it measures, the brew it shows, and a preview) follows them, in plain SwiftUI.

struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ReadHeight: ViewModifier {
    func body(content: Content) -> some View {
        content.background(
            GeometryReader { proxy in
                Color.clear
                    .preference(key: HeightKey.self, value: proxy.size.height)
            }
        )
    }
}

extension View {
    func readHeight() -> some View {
        modifier(ReadHeight())
    }
}

struct CardStack: View {
    @State private var tallestChild: CGFloat = 0

    var body: some View {
        VStack {
            BrewSummaryRow(brew: brew)
                .readHeight()
        }
        .onPreferenceChange(HeightKey.self) { tallestChild = $0 }
        .frame(minHeight: tallestChild)
    }
}

// Not in the article: the brew the card shows, and the row it measures.

extension CardStack {
    var brew: String { "Pour-over" }
}

struct BrewSummaryRow: View {
    var brew: String = "Brew"

    var body: some View {
        HStack {
            Text(brew)
            Spacer()
            Text("4 min")
        }
    }
}

#Preview {
    CardStack()
}
