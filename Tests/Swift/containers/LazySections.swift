import SwiftUI

/// A contacts screen as apps write it: sections with pinned headers in a LazyVStack (§13.2 rule 5).
struct Group2: Identifiable {
    let id: String
    let names: [String]
}

struct Contacts: View {
    let groups = [
        Group2(id: "A", names: ["Ada", "Alan"]),
        Group2(id: "G", names: ["Grace"]),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(groups) { group in
                    Section {
                        ForEach(group.names, id: \.self) { name in
                            Text(name)
                                .padding(.vertical, 10)
                        }
                    } header: {
                        Text(group.id)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .background(Color.gray)
                    } footer: {
                        Text("\(group.names.count) contacts")
                    }
                }
            }
        }
    }
}

#Preview {
    Contacts()
}
