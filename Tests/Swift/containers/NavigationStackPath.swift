import SwiftUI

/// Programmatic navigation (iOS 16+): the stack's path holds the pushed views' values. viewsh
/// shows the root, so `path:` is listed with what it does not show and the stack lays out as
/// `NavigationStack { … }` does (§17.5, §17.6).
struct Recipes: View {
    @State private var path: [String] = []
    let names = ["Bread", "Soup"]

    var body: some View {
        NavigationStack(path: $path) {
            List(names, id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: String.self) { name in
                Text(name)
            }
        }
    }
}

#Preview {
    Recipes()
}
