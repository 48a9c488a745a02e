import SwiftUI

/// Modifiers without a layout effect are accepted and listed once, so the layout can be read
/// for code that animates, handles taps and describes itself for accessibility.
struct TapCounter: View {
    @State private var count = 0

    var body: some View {
        Text("Tapped \(count) times")
            .padding()
            .background(Color.blue)
            .contentShape(Rectangle())
            .onTapGesture { count += 1 }
            .animation(.easeInOut, value: count)
            .accessibilityLabel("Tap counter")
            .accessibilityHint("Counts taps")
            .shadow(radius: 4)
            .tint(.orange)
            .help("Tap me")
    }
}

#Preview {
    TapCounter()
}
