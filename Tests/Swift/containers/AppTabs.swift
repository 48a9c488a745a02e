import SwiftUI

/// An app's root as most apps write it: a TabView of NavigationStacks. The first tab's
/// root is a column of NavigationLinks (title, value and label forms); their destinations are
/// pushed views viewsh does not show (§17.6), and the destination's own title does not make
/// the root's bar large. The tab bar (49 pt) is an edge of the tab's safe area (§17.7).
struct Folder: Hashable {
    var name: String
    var count: Int
}

struct FolderDetail: View {
    var folder: Folder
    var body: some View {
        Text("\(folder.count) messages")
            .navigationTitle(folder.name)
    }
}

struct FoldersScreen: View {
    let folders = [Folder(name: "Inbox", count: 3), Folder(name: "Archive", count: 120)]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            NavigationLink("All Mail") {
                FolderDetail(folder: Folder(name: "All", count: 123))
            }
            ForEach(folders, id: \.name) { folder in
                NavigationLink(value: folder) {
                    Label(folder.name, systemImage: "folder")
                }
            }
            NavigationLink(destination: Text("Trash")) {
                Text("Trash")
            }
            .buttonStyle(.plain)
            NavigationLink {
                FolderDetail(folder: Folder(name: "Drafts", count: 0))
            } label: {
                Text("Drafts")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow.ignoresSafeArea())
        .navigationDestination(for: Folder.self) { folder in
            FolderDetail(folder: folder)
        }
    }
}

struct MailTabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                FoldersScreen()
            }
            .tabItem { Label("Mail", systemImage: "envelope") }
            .tag(0)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
    }
}

/// iOS 18's Tab: each Tab is one tab (two views in one become a VStack); its title, image and
/// value configure the bar, which viewsh does not draw.
struct ModernTabs: View {
    var body: some View {
        TabView {
            Tab("Received", systemImage: "tray.and.arrow.down.fill") {
                Text("12 new")
                Text("Updated just now")
                    .font(.footnote)
            }
            Tab("Sent", systemImage: "tray.and.arrow.up.fill") {
                Text("Sent")
            }
        }
    }
}

/// A selection names a tab by its tag: a Tab's value is its tag.
struct SelectedTabs: View {
    @State private var selection = 2
    var body: some View {
        TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
            Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
        }
    }
}

#Preview {
    MailTabs()
}
