import SwiftUI

/// A hairline one pixel high: `1 / displayScale`, read from the environment. With a device the
/// scale is the device's (3 on an iPhone: a third of a point, §17.2); without one it is 1.
struct Hairline: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle()
            .frame(height: 1 / displayScale)
    }
}

#Preview {
    Hairline()
}
