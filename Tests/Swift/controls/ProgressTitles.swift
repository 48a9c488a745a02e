import SwiftUI

/// ProgressView with a title (§16.5): the spinner over its title, the title over the bar.
struct Loading: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView("Loading…")
            ProgressView("Downloading", value: 0.4)
            ProgressView(value: 3, total: 10)
            ProgressView()
        }
        .padding()
    }
}
#Preview { Loading() }
