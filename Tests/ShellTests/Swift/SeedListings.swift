/// The Swift listings of the two seed articles, copied from shared/seeds/ exactly as printed
/// (indentation included), in the articles' order.
enum SeedListings {
    static let seed000: [String] = [
        #"""
struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
"""#,
        #"""
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
"""#,
        #"""
extension View {
    func readHeight() -> some View {
        modifier(ReadHeight())
    }
}
"""#,
        #"""
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
"""#,
    ]

    static let seed001: [String] = [
        #"""
protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}
"""#,
        #"""
struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
"""#,
        #"""
extension View {
    func reportWidth() -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
            }
        )
    }
}
"""#,
        #"""
struct LabelColumn: View {
    let rows: [(String, String)]
    @State private var labelWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(rows, id: \.0) { label, value in
                HStack {
                    Text(label)
                        .reportWidth()
                        .frame(width: labelWidth, alignment: .leading)
                    Text(value)
                }
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { labelWidth = $0 }
    }
}
"""#,
        #"""
extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}
"""#,
        #"""
VStack(alignment: .valueColumn) {
    ForEach(rows, id: \.0) { label, value in
        HStack {
            Text(label)
            Text(value).alignmentGuide(.valueColumn) { $0[.leading] }
        }
    }
}
"""#,
        #"""
struct ToolbarItemsKey: PreferenceKey {
    static let defaultValue: [ToolbarEntry] = []

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value.append(contentsOf: nextValue())
    }
}
"""#,
    ]
}
