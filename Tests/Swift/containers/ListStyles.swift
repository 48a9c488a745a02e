import SwiftUI

/// `.listStyle` (§13.3 rule 5): .plain rows edge to edge, sections one after another; .grouped
/// (also written GroupedListStyle()) sections edge to edge with the gaps; the default inset grouped.
struct Lists: View {
    var body: some View {
        VStack {
            List { Text("Plain"); Section { Text("In a section") } }
                .listStyle(.plain)
            List { Text("Grouped"); Section { Text("In a section") } }
                .listStyle(GroupedListStyle())
            List { Text("Default"); Section { Text("In a section") } }
        }
    }
}
#Preview { Lists() }
