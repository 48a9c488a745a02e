import SwiftUI

/// SwiftUI's ready-made empty search state over a List, as Apple's examples place it: in an
/// overlay shown while the results are empty. `.search(text:)` names the query; `.search`
/// alone does not (SwiftUI would read it from `.searchable`, which viewsh drops).
struct PeopleSearch: View {
    @State private var query = "zz"
    @State private var showsQuery = true
    let names = ["Ann", "Bo"]
    var results: [String] { names.filter { $0.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .overlay {
                    if results.isEmpty {
                        if showsQuery {
                            ContentUnavailableView.search(text: query)
                        } else {
                            ContentUnavailableView.search
                        }
                    }
                }
                .searchable(text: $query)
                .navigationTitle("People")
        }
    }
}

#Preview { PeopleSearch() }
