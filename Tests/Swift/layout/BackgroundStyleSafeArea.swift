import SwiftUI

/// A shape style given to .background / .overlay (SwiftUI's background(_:ignoresSafeAreaEdges:))
/// fills into the safe area where the view touches it, on all edges by default; a Color argument
/// is that overload too, and so is a Color with its opacity (a Color still). `ignoresSafeAreaEdges: []`
/// and the closure form stay inside (§17.3 rule 3).

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Top")
                .frame(maxWidth: .infinity)
                .background(Color.green.opacity(0.5), ignoresSafeAreaEdges: .top)
            Text("Inside")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.red, ignoresSafeAreaEdges: [])
            Text("Closure")
                .frame(maxWidth: .infinity)
                .background { Color.yellow }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Text("Bar")
                .frame(maxWidth: .infinity)
                .padding()
                .background(.bar)
        }
        .overlay(.ultraThinMaterial)
    }
}

#Preview { ContentView() }
