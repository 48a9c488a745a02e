import SwiftUI

/// Swift's `Int` beyond 2⁵³: the literal, the bit operators and `+ 1` are exact, and `Int.max + 1`,
/// which traps in Swift, is the tap's error.
struct LargeIntegers: View {
    @State var flags = 0x7FFF_FFFF_FFFF_FFF0
    @State var count = Int.max - 1

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(flags | 0xF)")
            Text("\(flags & 1) \(count)")
            Button("Count") { count += 1 }
        }
    }
}

#Preview {
    LargeIntegers()
}
