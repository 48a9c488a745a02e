import SwiftUI

/// viewsh has one namespace: a type nested in a view is declared by its short name, so two
/// nested types of one name are "declared twice", at the second (Docs/Swift.md, "Declarations").
struct Inbox: View {
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }
    var body: some View { Row(title: "Mail") }
}

struct Outbox: View {
    struct Row: View {
        let title: String
        var body: some View { Text(title).bold() }
    }
    var body: some View { Row(title: "Sent") }
}

#Preview {
    VStack {
        Inbox()
        Outbox()
        Inbox.Missing()
    }
}
