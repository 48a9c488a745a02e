import SwiftUI

struct Item: Identifiable {
    var id: Int
    var title: String
    var done = false
}

struct Row: View {
    let item: Item
    var onToggle: ((Item) -> Void)? = nil
    var onDelete: (() -> Void)?

    var body: some View {
        HStack {
            Text(item.title)
            Spacer()
            Button(item.done ? "Undo" : "Done") { onToggle?(item) }
            if let onDelete {
                Button("Delete", action: onDelete)
            }
        }
    }
}

struct ContentView: View {
    @State private var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs"), Item(id: 3, title: "Milk")]
    @State private var log = "none"

    var body: some View {
        VStack {
            Text(log)
            ForEach(items) { item in
                Row(item: item, onToggle: { toggle($0) }, onDelete: { items.removeAll { $0.id == item.id } })
            }
            Row(item: Item(id: 9, title: "Read only"))
        }
    }

    func toggle(_ item: Item) {
        if let i = items.firstIndex(where: { $0.id == item.id }) { items[i].done.toggle() }
        if let last = items.lastIndex(where: { $0.title == item.title }) { log = "last \(item.title) at \(last)" }
    }
}

#Preview {
    ContentView()
}
