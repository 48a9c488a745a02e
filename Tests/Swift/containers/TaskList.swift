import SwiftUI

/// A task list as a new app writes it: a NavigationStack with a title and a toolbar, a ScrollView
/// of a LazyVStack of rows (an SF Symbol, two texts, a Spacer, a capsule badge on a material), and
/// an empty state in an overlay (§16.7). UUID ids, .foregroundStyle, .clipShape and materials
/// are read or ignored as they change nothing in the layout.

struct Item: Identifiable {
    let id = UUID()
    var title: String
    var subtitle: String
    var done: Bool
}

struct ItemRow: View {
    let item: Item
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.done ? .green : .secondary)
                .font(.title2)
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .font(.headline)
                    .lineLimit(1)
                Text(item.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("Today")
                .font(.caption)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(.thinMaterial, in: Capsule())
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct ContentView: View {
    @State private var items = [
        Item(title: "Buy milk", subtitle: "2 litres", done: false),
        Item(title: "Call Ana", subtitle: "About the trip", done: true),
    ]
    @State private var showDone = true

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(items) { item in
                        if showDone || !item.done {
                            ItemRow(item: item)
                        }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showDone.toggle() } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            .overlay {
                if items.isEmpty {
                    ContentUnavailableView("No Tasks", systemImage: "checklist", description: Text("Add a task with +"))
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
