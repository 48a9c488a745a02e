import SwiftUI

/// A list screen as apps write it: a NavigationStack with a large title over a List of two
/// sections — rows of an icon, a name and a Spacer, then a toggle. The rows are laid out as
/// iOS's inset-grouped style, with unconfirmed metrics (§13.3).
struct ContactsList: View {
    let contacts = ["Ada Lovelace", "Grace Hopper", "Alan Turing"]
    @State private var favoritesFirst = true

    var body: some View {
        NavigationStack {
            List {
                Section("Favorites") {
                    ForEach(contacts, id: \.self) { name in
                        HStack {
                            Image(systemName: "person.circle")
                            Text(name)
                            Spacer()
                        }
                    }
                }
                Section {
                    Toggle("Favorites first", isOn: $favoritesFirst)
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Contacts")
        }
    }
}

#Preview {
    ContactsList()
}
