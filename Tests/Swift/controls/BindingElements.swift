import SwiftUI

// ForEach over bindings, as apps write it: a closure parameter without `$` is a Binding
// (`chore.done` binds, `chore.wrappedValue.title` reads, `chore.id` is the element's id), and
// the collection may be a part of a state (`$home.chores`).
struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct Household {
    var name = "Home"
    var chores = [Chore(id: 3, title: "Laundry")]
}

struct ChoreRow: View {
    @Binding var chore: Chore

    var body: some View {
        Toggle(chore.title, isOn: $chore.done)
    }
}

struct ChoreBoard: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Trash", done: true)]
    @State private var home = Household()

    var body: some View {
        VStack {
            ForEach($chores) { chore in
                Toggle(chore.wrappedValue.title, isOn: chore.done)
                Text("#\(chore.id) \(chore.title.wrappedValue)")
            }
            ForEach($home.chores) { $chore in
                ChoreRow(chore: $chore)
            }
            ForEach($home.chores) { chore in
                ChoreRow(chore: chore)
            }
        }
    }
}

#Preview { ChoreBoard() }
