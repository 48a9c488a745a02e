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

/// Swift's forward scan (SE-0286): a trailing closure passes over an optional action with a
/// default when a later parameter needs a closure: `Card { Text("x") }` is the content, and
/// `Card(onTap: { … }) { … }` gives both.
struct Card<Content: View>: View {
    var onTap: (() -> Void)?
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            content
            if let onTap {
                Button("More", action: onTap)
            }
        }
    }
}

struct Cards: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Card { Text("Plain") }
            Card(onTap: { taps += 1 }) { Text("Taps: \(taps)") }
            Stepper("Only down", onDecrement: { taps -= 1 })
        }
    }
}

#Preview("Cards") { Cards() }
