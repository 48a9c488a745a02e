import SwiftUI

/// Nested steps indented by moving their leading guide, not by padding: the stack's width
/// grows by the indent.
struct Outline: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Prepare")
            Text("Rinse the filter")
                .alignmentGuide(.leading) { d in d[.leading] - 20 }
            Text("Weigh the coffee")
                .alignmentGuide(.leading) { d in d[.leading] - 20 }
            Text("Brew")
        }
    }
}

#Preview {
    Outline()
}
