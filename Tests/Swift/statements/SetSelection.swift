import SwiftUI

/// Multi-select with a Set: `selected.insert(tag)` and `selected.remove(tag)` (a Set's, an Array's
/// take `at:`), `contains` and `count`; `Set<String>()` is an empty one. viewsh holds a set as a
/// list in insertion order.
struct TagPicker: View {
    let tags = ["Swift", "Rust", "Go"]
    @State private var selected: Set<String> = []
    @State private var more = Set<String>()
    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(8)
                    .background(selected.contains(tag) ? Color.blue : Color.gray.opacity(0.2))
                    .onTapGesture {
                        if selected.contains(tag) {
                            selected.remove(tag)
                        } else {
                            selected.insert(tag)
                        }
                    }
            }
            Text("\(selected.count) selected")
        }
    }
}
#Preview { TagPicker() }
