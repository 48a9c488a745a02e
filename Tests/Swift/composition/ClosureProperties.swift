import SwiftUI

/// Callbacks a parent gives its children: a row's `onSelect: (Item) -> Void` called with the
/// row's item, a screen's `switchToHome: () -> Void` passed as a button's action and to
/// `.onTapGesture(perform:)`, a card's action set in its own init and given as a trailing closure
/// or as the parent's method. Each view is expanded where it is used and the closure inlined
/// where the view calls it, in the parent's scope.
enum Tab { case home, profile }

struct Item: Identifiable {
    let id: Int
    var title: String
}

struct Row: View {
    let item: Item
    var onSelect: (Item) -> Void
    var body: some View {
        Button(item.title) { onSelect(item) }
    }
}

struct ProfileScreen: View {
    let switchToHome: () -> Void
    var body: some View {
        VStack {
            Button("Go home", action: switchToHome)
            Text("Tap me").onTapGesture(perform: switchToHome)
        }
    }
}

struct Card: View {
    let title: String
    let action: () -> Void
    init(title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
    var body: some View { Button(title) { action() } }
}

struct Root: View {
    @State private var selection = Tab.profile
    @State private var picked = "none"
    let items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]

    func reset() { picked = "reset" }

    var body: some View {
        VStack {
            Text(picked)
            ForEach(items) { item in
                Row(item: item, onSelect: { chosen in picked = chosen.title })
            }
            ProfileScreen(switchToHome: { selection = .home })
            Card(title: "Reset", action: reset)
            Card(title: "Trailing") { picked = "trailing" }
            Text(selection == .home ? "home" : "profile")
            // A `$0` of a closure nested in the action is that closure's, not the action's.
            Card(title: "Keep long") { picked = ["Milk", "Eggs", "Flour"].filter { $0.count > 4 }.joined(separator: " ") }
        }
    }
}

#Preview {
    Root()
}
