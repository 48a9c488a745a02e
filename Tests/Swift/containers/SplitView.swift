import SwiftUI

/// A NavigationSplitView as apps write it for iPhone and iPad: on an iPhone (compact width) it
/// collapses into a stack that shows its sidebar (§17.5), so the sidebar is laid out below a
/// large bar (its .navigationTitle); the detail column is shown only once something is selected.
struct Mailbox: Hashable, Identifiable {
    var id: String { name }
    var name: String
}

struct MailSplit: View {
    @State private var selection: Mailbox?
    let mailboxes = [Mailbox(name: "Inbox"), Mailbox(name: "Sent")]

    var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(mailboxes) { mailbox in
                    NavigationLink(mailbox.name, value: mailbox)
                }
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text(selection?.name ?? "Select a mailbox")
        }
    }
}

#Preview {
    MailSplit()
}
