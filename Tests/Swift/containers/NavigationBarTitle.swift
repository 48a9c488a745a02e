import SwiftUI

/// iOS 13's spellings: `.navigationBarTitle(_:displayMode:)` is a title and its display mode
/// (an inline bar, 44 high; without `displayMode:` a large title, 96), and
/// `.navigationViewStyle(.stack)` is the one style an iPhone shows.
struct InlineAbout: View {
    var body: some View {
        NavigationView {
            Text("Hello")
                .navigationBarTitle("About", displayMode: .inline)
        }
        .navigationViewStyle(.stack)
    }
}

struct LargeAbout: View {
    var body: some View {
        NavigationView {
            Text("Hello")
                .navigationBarTitle("About")
        }
    }
}

#Preview { InlineAbout() }
#Preview("Large") { LargeAbout() }
