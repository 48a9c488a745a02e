import SwiftUI

/// `UUID()` (Docs/Semantics.md §18.17): each one the session's next identifier, so a list of
/// Identifiable items compares, deletes and shows its ids.
struct Item: Identifiable {
    let id = UUID()
    var name: String
}

struct ShoppingList: View {
    @State private var items = [Item(name: "Milk"), Item(name: "Eggs"), Item(name: "Bread")]

    var body: some View {
        VStack {
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Text(item.id.uuidString.suffix(4))
                    Button("Delete") { items.removeAll { $0.id == item.id } }
                }
            }
            Button("Add Tea") { items.append(Item(name: "Tea")) }
        }
    }
}

#Preview { ShoppingList() }
