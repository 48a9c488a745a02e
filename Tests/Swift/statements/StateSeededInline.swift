import SwiftUI

/// A view expanded where it is used (it takes an action) whose init also seeds a state: the seed
/// reads only its own parameter, so the trailing closure given for the action does not stop it,
/// and the parameter does not hide the state in the body.
struct Editor: View {
    @State private var name: String
    let onSave: () -> Void
    init(name: String, onSave: @escaping () -> Void) {
        _name = State(initialValue: name)
        self.onSave = onSave
    }
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Text("Hello, \(name)")
            Button("Save", action: onSave)
        }
    }
}
struct Root: View {
    @State private var saved = false
    var body: some View {
        VStack {
            Editor(name: "Taylor") { saved = true }
            Text(saved ? "saved" : "not saved")
        }
    }
}
#Preview { Root() }
