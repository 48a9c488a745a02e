import SwiftUI

/// A .preference on a container replaces whatever its subtree wrote: the outer value wins.
struct TagKey: PreferenceKey {
    static var defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct TaggedList: View {
    @State private var tags: [String] = []

    var body: some View {
        VStack {
            VStack {
                Text("Espresso").preference(key: TagKey.self, value: ["strong"])
                Text("Latte").preference(key: TagKey.self, value: ["milky"])
            }
            .preference(key: TagKey.self, value: ["coffee"])
            Text("Tea").preference(key: TagKey.self, value: ["leaf"])
            Text(tags.isEmpty ? "none" : "\(tags.count) tags")
        }
        .onPreferenceChange(TagKey.self) { tags = $0 }
    }
}

#Preview {
    TaggedList()
}
