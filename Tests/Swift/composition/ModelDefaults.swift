import SwiftUI

// The memberwise initializer's defaults as Swift fills them in: read in the struct's own scope
// (Self.fallback is Task's, not the view's), an optional var without one is nil, and a default
// viewsh cannot make (a fresh UUID string) leaves that field out instead of failing the file.
struct Task: Identifiable {
    static let fallback = "Untitled"
    let id: Int
    var title: String = Self.fallback
    var note: String?
    var done = false
    var tag = UUID().uuidString
    var tint: Color { done ? .green : .gray }
    var icon: String { done ? "checkmark.circle" : "circle" }
}

struct TaskList: View {
    static let fallback = "WRONG"
    let tasks = [Task(id: 1, done: true), Task(id: 2, title: "Call", note: "mom")]

    var body: some View {
        List(tasks) {
            Label($0.title + " " + ($0.note ?? "-"), systemImage: $0.icon)
                .foregroundStyle($0.tint)
        }
    }
}

#Preview { TaskList() }
