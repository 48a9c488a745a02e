import SwiftUI

/// An unknown property wrapper gets a "did you mean"; a class that is not observable is not
/// modelled, nor is an object wrapper around it.
final class BrewModel {
    var cups = 0
}

struct Counter: View {
    @Stat private var count = 0
    @StateObject private var model = BrewModel()

    var body: some View {
        Text("\(count)")
    }
}

#Preview {
    Counter()
}
