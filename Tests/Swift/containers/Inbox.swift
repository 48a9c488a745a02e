import SwiftUI

/// A mail list as apps write it: a searchable, refreshable plain List of NavigationLinks with
/// values, a delete action, a destination, a toolbar button and a compose sheet. What is shown
/// elsewhere is dropped with a note; the rows are laid out inset-grouped (§13.3, §17.6).

struct Mail: Identifiable, Hashable {
    let id: Int
    let from: String
    let subject: String
    var unread: Bool
}

struct InboxView: View {
    @State private var mails = [
        Mail(id: 1, from: "Ada", subject: "Engines", unread: true),
        Mail(id: 2, from: "Grace", subject: "Compilers", unread: false),
    ]
    @State private var query = ""
    @State private var showCompose = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var filtered: [Mail] {
        query.isEmpty ? mails : mails.filter { $0.subject.contains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filtered) { mail in
                    NavigationLink(value: mail) {
                        HStack {
                            Circle()
                                .fill(mail.unread ? Color.blue : Color.clear)
                                .frame(width: 8, height: 8)
                            VStack(alignment: .leading) {
                                Text(mail.from).font(.headline)
                                Text(mail.subject).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                .onDelete { offsets in
                    mails.remove(atOffsets: offsets)
                }
            }
            .listStyle(.plain)
            .searchable(text: $query)
            .refreshable { }
            .navigationTitle("Inbox")
            .navigationDestination(for: Mail.self) { mail in
                Text(mail.subject)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { showCompose = true } label: { Image(systemName: "square.and.pencil") }
                }
            }
            .sheet(isPresented: $showCompose) {
                Button("Close") { dismiss() }
            }
        }
    }
}

#Preview {
    InboxView()
}
