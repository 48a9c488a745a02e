import SwiftUI

/// Types declared inside others: a view's own subview (`Header`), a model struct and an enum
/// nested in a view, used by their short names inside it and as `ProfileScreen.Header`,
/// `ProfileScreen.Item` and `ProfileScreen.Mode.posts` elsewhere; an extension may declare one
/// too (Docs/Swift.md, "Declarations").
struct ProfileScreen: View {
    struct Header: View {
        let name: String
        var body: some View { Text(name).font(.title) }
    }

    struct Item: Identifiable {
        let id: Int
        let title: String
        var kind: Mode = .posts
    }

    enum Mode: String, CaseIterable {
        case posts = "Posts", likes = "Likes"
        var symbol: String { self == .posts ? "doc" : "heart" }
    }

    @State private var mode: Mode = .posts
    let items = [Item(id: 1, title: "First"), Item(id: 2, title: "Second", kind: .likes)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Header(name: "Sam")
            Footer(count: items.count)
            ForEach(items) { item in
                Label(item.title, systemImage: item.kind.symbol)
            }
            Button(mode.rawValue) { mode = mode == .posts ? .likes : .posts }
        }
    }
}

extension ProfileScreen {
    struct Footer: View {
        let count: Int
        var body: some View { Text("\(count) items").font(.footnote) }
    }
}

struct Gallery: View {
    let pinned = ProfileScreen.Item(id: 9, title: "Pinned", kind: ProfileScreen.Mode.likes)

    var body: some View {
        VStack {
            ProfileScreen.Header(name: pinned.title)
            Image(systemName: pinned.kind.symbol)
        }
    }
}

#Preview {
    ProfileScreen()
}

#Preview("Gallery") {
    Gallery()
}
