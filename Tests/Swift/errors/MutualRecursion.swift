import SwiftUI

/// Two views that contain each other would expand forever.
struct Outer: View {
    var body: some View {
        VStack { Inner() }
    }
}

struct Inner: View {
    var body: some View {
        HStack { Outer() }
    }
}

#Preview {
    Outer()
}
