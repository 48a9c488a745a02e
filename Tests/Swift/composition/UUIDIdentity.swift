import SwiftUI

/// A struct's `let id = UUID()` gives each item the session's next identifier (Docs/Semantics.md
/// §18.17), so the tap that finds its item by id toggles that item.

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
