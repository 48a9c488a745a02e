import SwiftUI

/// MVVM as apps write it: an ObservableObject store with @Published properties, a computed
/// property and methods; a screen that owns it (@StateObject), a row that observes it
/// (@ObservedObject), a binding into it ($store.showDone). Its properties are states (§18.11).

class TaskStore: ObservableObject {
    @Published var tasks: [String] = ["Buy milk", "Call the garage"]
    @Published var showDone = false
    let title = "Tasks"

    var count: Int { tasks.count }

    func add(_ task: String) {
        tasks.append(task)
    }

    func clear() {
        tasks = []
    }
}

struct TaskRow: View {
    @ObservedObject var store: TaskStore
    let task: String

    var body: some View {
        HStack {
            Text(task)
            Spacer()
            if store.showDone {
                Image(systemName: "checkmark")
            }
        }
    }
}

struct TaskScreen: View {
    @StateObject private var store = TaskStore()

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(store.title): \(store.count)")
                .font(.headline)
            ForEach(store.tasks, id: \.self) { task in
                TaskRow(store: store, task: task)
            }
            Toggle("Show done", isOn: $store.showDone)
            Button("Add") {
                store.add("Water the plants")
            }
        }
        .padding()
        .environmentObject(store)
    }
}

#Preview {
    TaskScreen()
}
