import SwiftUI

/// Materials and system colours are shape styles wherever one is taken: a background, a fill, a
/// stroke, a border — each drawn gray and listed once as ignored (§18.12).

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Background").padding(8).background(.ultraThinMaterial)
            Text("Capsule").padding(8).background(Capsule().fill(.ultraThinMaterial))
            Circle().stroke(.thinMaterial, lineWidth: 2).frame(width: 20, height: 20)
            RoundedRectangle(cornerRadius: 4).strokeBorder(Color(.systemGray4), lineWidth: 1).frame(width: 40, height: 10)
            Text("Border").border(.regularMaterial)
        }
    }
}

#Preview { ContentView() }
