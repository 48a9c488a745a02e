import SwiftUI

/// Switching between layouts with AnyLayout: the subviews keep their identity (and state)
/// when the layout changes; only the container's layout is replaced.
struct ProfileHeader: View {
    @State private var isStacked = false

    var body: some View {
        let layout = isStacked ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout(spacing: 12))

        VStack(alignment: .leading, spacing: 16) {
            Toggle("Stacked", isOn: $isStacked)
            layout {
                Image(systemName: "person.crop.circle")
                Text("Ada Lovelace")
                Text("Analyst")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

/// The same switch written with a computed property and the layouts' own names.
struct Toolbar: View {
    var vertical = false

    private var layout: AnyLayout {
        vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    }

    var body: some View {
        layout {
            Text("Cut")
            Text("Copy")
            Text("Paste")
        }
    }
}

#Preview("Profile") {
    ProfileHeader()
}

#Preview("Toolbars") {
    HStackLayout(spacing: 20) {
        Toolbar()
        Toolbar(vertical: true)
    }
}
