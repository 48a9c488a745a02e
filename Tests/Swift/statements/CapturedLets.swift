import SwiftUI

struct Note: Identifiable {
    var id: Int
    var text: String?
}

/// A `let` in a view builder, the `if let name` shorthand and a `guard let` are values taken when
/// the body ran: an action that first changes what they were read from still reads those values
/// (Swift's closure captured them).
struct CapturedLets: View {
    @State var count = 1
    @State var total = 0
    @State var title: String? = "Ada"
    @State var name: String? = "Grace"
    @State var length = 0
    @State var notes = [Note(id: 0, text: "four")]

    var body: some View {
        VStack(spacing: 8) {
            let doubled = count * 2
            Button("Add") {
                count += 1
                total = doubled
            }
            if let title {
                Button("Forget") {
                    self.title = nil
                    length = title.count
                }
            }
            rename()
            ForEach(notes) { note in
                if let text = note.text {
                    Button("Drop") {
                        notes = []
                        length = text.count
                    }
                }
            }
            Text("\(count) \(total) \(length)")
            // The action's own `doubled` is its own: the captured one is not declared beside it.
            Button("Seven") {
                let doubled = 7
                total = doubled
            }
        }
    }

    func rename() -> some View {
        guard let name else { return Button("Nobody") { length = -1 } }
        return Button("Rename") {
            self.name = "Ann"
            length = name.count
        }
    }
}

#Preview {
    CapturedLets()
}
