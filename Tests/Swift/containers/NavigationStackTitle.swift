import SwiftUI

/// A screen as most apps write it: a NavigationStack whose root sets a title (so its bar is a
/// large one, 96 pt) and a toolbar; the content is laid out below the bar and its background
/// extends under it (§17.5). The detail view sets an inline title: on its own stack its bar is 44.
struct Inbox: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("3 unread")
                .font(.headline)
            Text("Pull to refresh")
                .font(.footnote)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow.ignoresSafeArea())
        .navigationTitle("Mail")
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
        }
    }
}

struct Detail: View {
    var body: some View {
        Text("Message")
            .navigationTitle("Re: lunch")
            .navigationBarTitleDisplayMode(.inline)
    }
}

struct MailApp: View {
    var body: some View {
        NavigationStack {
            Inbox()
        }
    }
}

struct DetailScreen: View {
    var body: some View {
        NavigationStack { Detail() }
    }
}

#Preview {
    MailApp()
}
