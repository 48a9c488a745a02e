import SwiftUI

/// A state its init sets from a ForEach's element: no construction gives plain values, and
/// viewsh's states are one per name, so a state declared without a value is refused where it is
/// declared; one declared with a value starts there, with a note.
struct Item: Identifiable {
    let id: Int
    var title: String
}

struct EditRow: View {
    @State private var title: String
    init(title: String) { _title = State(initialValue: title) }
    var body: some View { TextField("Title", text: $title) }
}

struct Screen: View {
    let items = [Item(id: 1, title: "Milk")]
    var body: some View {
        VStack {
            ForEach(items) { item in EditRow(title: item.title) }
        }
    }
}

#Preview {
    Screen()
}
