import SwiftUI

// Parts of a binding ForEach's element: a nested ForEach over `chore.subs` (a Binding to an
// array) goes over Bindings, as in SwiftUI; `chore.wrappedValue.done = true` writes through the
// binding; `chore.done.wrappedValue` reads.
struct Sub: Identifiable {
    let id: Int
    var on = false
}

struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
    var subs = [Sub(id: 9)]
}

struct Row: View {
    let title: String
    @Binding var done: Bool

    var body: some View {
        Toggle(title, isOn: $done)
    }
}

struct Board: View {
    @State private var chores = [Chore(id: 1, title: "Dishes")]

    var body: some View {
        VStack {
            ForEach($chores) { chore in
                ForEach(chore.subs) { sub in
                    Toggle("s\(sub.wrappedValue.id)", isOn: sub.on)
                }
                Row(title: chore.wrappedValue.title, done: chore.done)
                Button("Done") { chore.wrappedValue.done = true }
                Text("w").padding(chore.done.wrappedValue ? 4 : 8)
            }
        }
    }
}

#Preview { Board() }
