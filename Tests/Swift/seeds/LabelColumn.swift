import SwiftUI

// Seed 001, "PreferenceKey, explained by building one". The article's listings, verbatim and in
// the article's order (the protocol it restates, the width key, reportWidth, LabelColumn, the
// alignment guide, its fragment, ToolbarItemsKey). What it leaves out is marked "Not in the
// article": a view around the fragment, ToolbarEntry, a view that fills the toolbar, sample rows
// and the previews.

protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

extension View {
    func reportWidth() -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width)
            }
        )
    }
}

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

extension HorizontalAlignment {
    private enum ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

// Not in the article: a view for the fragment that follows to live in.
struct ValueColumnRows: View {
    let rows: [(String, String)]

    var body: some View {
VStack(alignment: .valueColumn) {
    ForEach(rows, id: \.0) { label, value in
        HStack {
            Text(label)
            Text(value).alignmentGuide(.valueColumn) { $0[.leading] }
        }
    }
}
    }
}

struct ToolbarItemsKey: PreferenceKey {
    static let defaultValue: [ToolbarEntry] = []

    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value.append(contentsOf: nextValue())
    }
}

// Not in the article: the entries, a toolbar that shows them, and descendants that contribute.

struct ToolbarEntry: Identifiable, Equatable {
    let title: String
    var id: String { title }
}

struct Toolbar: View {
    let items: [ToolbarEntry]

    var body: some View {
        HStack {
            ForEach(items) { item in
                Text(item.title).padding(4)
            }
        }
    }
}

struct Inbox: View {
    @State private var toolbarItems: [ToolbarEntry] = []

    var body: some View {
        VStack {
            Text("Inbox")
                .preference(key: ToolbarItemsKey.self, value: [ToolbarEntry(title: "Compose")])
            HStack {
                Text("Message")
                VStack {
                    Text("Attachment")
                        .preference(key: ToolbarItemsKey.self, value: [ToolbarEntry(title: "Share"), ToolbarEntry(title: "Save")])
                }
            }
        }
        .onPreferenceChange(ToolbarItemsKey.self) { toolbarItems = $0 }
        .safeAreaInset(edge: .top, spacing: 0) {
            Toolbar(items: toolbarItems)
        }
    }
}

#Preview("Label column") {
    @Previewable @State var rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]
    LabelColumn(rows: rows)
}

#Preview("Value column") {
    @Previewable @State var rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]
    ValueColumnRows(rows: rows)
}

#Preview("Toolbar") {
    Inbox()
}
