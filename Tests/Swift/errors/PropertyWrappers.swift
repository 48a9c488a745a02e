import SwiftUI

/// An unknown property wrapper gets a "did you mean"; an observable object is not modelled.
final class BrewModel: ObservableObject {
    @Published var cups = 0
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
