import SwiftUI

/// A `let` in a view builder is inlined at each use (four here): an error in it is one error,
/// reported once, at the `let`, and counted once.
struct Inset: View {
    var body: some View {
        GeometryReader { proxy in
            let rect = proxy.frame(in: .local).union(proxy.frame(in: .global))
            Color.red
                .frame(width: rect.width, height: rect.height)
                .position(x: rect.midX, y: rect.midY)
        }
    }
}

#Preview { Inset() }
