import SwiftUI

/// `.constant(…)` for a binding, as previews pass it: a state of its own holding the value
/// (typed as the parameter, so `.sample` is `TodoItem.sample`), with a note that a tap changes
/// it where SwiftUI's constant binding would not; a control's `isOn: .constant(true)` the same.
struct TodoItem {
    var title: String
    var isDone: Bool = false

    static let sample = TodoItem(title: "Buy milk")
}

struct TodoRow: View {
    @Binding var item: TodoItem

    var body: some View {
        VStack {
            Toggle(item.title, isOn: $item.isDone)
            Toggle("Always on", isOn: .constant(true))
        }
    }
}

#Preview {
    TodoRow(item: .constant(.sample))
}
