import SwiftUI

/// An enum read through a struct's field: `task.priority.title` where `TaskItem` declares
/// `var priority: Priority`. viewsh works the enum out from the declared types: a ForEach over
/// a list declared `[TaskItem]` (or a computed property declared so), a binding ForEach, a
/// subscript, a nested struct, a parameter. An `Int` field divides as an Int (90 / 60 is 1).
enum Priority: String, CaseIterable {
    case low, medium, high

    var title: String {
        switch self {
        case .low: "Low"
        case .medium: "Medium"
        case .high: "High"
        }
    }

    var color: Color {
        switch self {
        case .low: .gray
        case .medium: .orange
        case .high: .red
        }
    }
}

struct TaskItem: Identifiable {
    let id: Int
    var name: String
    var priority: Priority
    var estimate: Int = 90
}

struct Project {
    var lead: TaskItem
    var tasks: [TaskItem]
}

@Observable class Board {
    var tasks: [TaskItem] = [TaskItem(id: 4, name: "Ship", priority: .high)]
    var focus: TaskItem? = TaskItem(id: 5, name: "Review", priority: .low)
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        Text(task.priority.title)
    }
}

struct TaskList: View {
    @State private var tasks: [TaskItem] = [
        TaskItem(id: 1, name: "Write", priority: .high),
        TaskItem(id: 2, name: "Test", priority: .low),
    ]
    let project = Project(lead: TaskItem(id: 3, name: "Plan", priority: .medium), tasks: [])
    @State private var board = Board()
    let samples = [TaskItem(id: 6, name: "Draft", priority: .medium)]
    private var urgent: [TaskItem] { tasks.filter { $0.priority == .high } }

    var body: some View {
        VStack(spacing: 4) {
            ForEach(tasks) { task in
                HStack {
                    Text(task.name)
                    Text(task.priority.title)
                        .foregroundStyle(task.priority.color)
                }
            }
            ForEach($tasks) { $task in
                Text(task.priority.title)
            }
            Text(tasks[0].priority.title)
            Text(project.lead.priority.title)
            TaskRow(task: tasks[1])
            ForEach(tasks.filter { $0.priority != .low }) { task in
                Text(task.priority.title)
            }
            ForEach(board.tasks) { task in
                Text(task.priority.title)
            }
            Text(board.focus!.priority.title)
            Text(tasks.first?.priority.title ?? "none")
            ForEach(samples) { sample in
                Text(sample.priority.title)
            }
            ForEach(urgent) { task in
                Text("\(task.priority.title): \(task.estimate / 60) h")
            }
        }
    }
}

#Preview {
    TaskList()
}
