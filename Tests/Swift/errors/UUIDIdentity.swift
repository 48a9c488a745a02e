import SwiftUI

/// viewsh makes no UUIDs: a struct's `let id = UUID()` is left out of its values, so reading
/// `item.id` is an error that says so, at the tap that reads it (Docs/Swift.md, "Not yet supported").

struct Item: Identifiable {
    let id = UUID()
    var title: String
    var done = false
}

struct Checklist: View {
    @State private var items = [Item(title: "Milk"), Item(title: "Eggs")]

    var body: some View {
        VStack {
            ForEach(items) { item in
                Button(item.done ? "✓ \(item.title)" : item.title) {
                    for i in items.indices where items[i].id == item.id { items[i].done.toggle() }
                }
            }
        }
    }
}

#Preview { Checklist() }
