import SwiftUI

/// Views viewsh does not model are errors that name them, never silently dropped.
struct AppShell: View {
    var body: some View {
        Gauge(value: 0.4) {
            Text("Battery")
        }
    }
}

struct Gallery: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text("Tick")
        }
    }
}

struct Avatar: View {
    var body: some View {
        Table(["Ada"], id: \.self) { TableColumn("Name") { Text($0) } }
            .navigationTitle("Profile")
    }
}

#Preview {
    AppShell()
}
