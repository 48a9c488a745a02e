import SwiftUI

/// An init's `_count = State(initialValue:)`: the state starts at what the init is given where
/// the file constructs the view with plain values (the preview here), with a located note; an
/// init parameter that only seeds a state (`name`) is not the view's parameter, so `$name` in
/// the body is the state's binding (Swift's body never sees the init's parameters). `set` gives
/// a state another value.
struct StepperCard: View {
    let title: String
    @State private var count: Int = 0
    init(title: String, start: Int) {
        self.title = title
        _count = State(initialValue: start)
    }
    var body: some View { Text("\(title): \(count)") }
}

struct EditName: View {
    @State private var name: String
    init(name: String) {
        _name = State(initialValue: name)
    }
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text(name.isEmpty ? "No name" : "Hello, \(name)")
        }
    }
}

#Preview {
    VStack {
        StepperCard(title: "Adults", start: 2)
        EditName(name: "Taylor")
    }
}
