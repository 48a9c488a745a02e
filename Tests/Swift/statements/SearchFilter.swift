import SwiftUI

/// A search filter as people write it: trimmingCharacters(in:), localizedCaseInsensitiveContains,
/// .capitalized, and removeAll() / removeAll { … } in actions (Docs/Language.md, strings).

struct Inbox: View {
    @State private var search = "  mail "
    @State private var subjects = ["Welcome to MAIL", "your receipt", "Mailing list"]

    var filtered: [String] {
        let query = search.trimmingCharacters(in: .whitespaces)
        return query.isEmpty ? subjects : subjects.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack {
            ForEach(filtered, id: \.self) { subject in
                Text(subject.capitalized)
            }
            Button("Clear") { subjects.removeAll() }
            Button("Drop receipts") { subjects.removeAll { $0.contains("receipt") } }
        }
    }
}
#Preview { Inbox() }
