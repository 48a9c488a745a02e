import SwiftUI

/// Containers written the ways public SwiftUI code writes them: two @ViewBuilder closures
/// (`Panel { header } content: { … }`), a stored closure called in the body, @ViewBuilder
/// computed properties and functions with `if` inside, used in a ForEach.
struct Panel<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
                .font(.headline)
            Divider()
            content
        }
        .padding(12)
        .border(Color.gray)
    }
}

struct Badge<Label: View>: View {
    var count: Int
    let label: () -> Label

    var body: some View {
        HStack(spacing: 4) {
            label()
            if count > 0 {
                Text("\(count)")
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(Color.red))
            }
        }
    }
}

struct Inbox: View {
    let folders = [("Inbox", 3), ("Sent", 0), ("Archive", 12)]
    @State private var showCounts = true

    @ViewBuilder
    private var footer: some View {
        if showCounts {
            Text("Counts shown")
        } else {
            Text("Counts hidden")
        }
    }

    @ViewBuilder
    private func folderRow(_ name: String, count: Int) -> some View {
        Badge(count: showCounts ? count : 0) {
            Text(name)
        }
    }

    var body: some View {
        Panel {
            Text("Mail")
        } content: {
            ForEach(folders, id: \.0) { folder in
                folderRow(folder.0, count: folder.1)
            }
            footer
            Button(showCounts ? "Hide counts" : "Show counts") {
                showCounts.toggle()
            }
        }
        .frame(width: 220)
    }
}

#Preview {
    Inbox()
}
