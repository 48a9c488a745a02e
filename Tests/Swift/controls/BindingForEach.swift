import SwiftUI

// ForEach over a binding's elements: `chore` is the element, `$chore` a binding to it.
struct Chore: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct ChoreList: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Trash", done: true)]

    var body: some View {
        List {
            ForEach($chores) { $chore in
                Toggle(chore.title, isOn: $chore.done)
            }
        }
    }
}

#Preview { ChoreList() }
