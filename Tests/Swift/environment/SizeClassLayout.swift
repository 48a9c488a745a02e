import SwiftUI

/// An adaptive layout from the size class: stacked when the width is compact (an iPhone, and
/// viewsh's default window), side by side when it is regular (an iPad, or an explicit
/// `.environment(\.horizontalSizeClass, .regular)`). Landscape on a non-Max iPhone is still
/// compact across, and compact in height too (§17.2).
struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        if horizontalSizeClass == .compact {
            VStack {
                Text("Photo")
                Text(verticalSizeClass == .compact ? "short" : "tall")
            }
        } else {
            HStack {
                Text("Photo")
                Text("Details")
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Adaptive()
            Adaptive()
                .environment(\.horizontalSizeClass, .regular)
        }
    }
}

#Preview {
    ContentView()
}
