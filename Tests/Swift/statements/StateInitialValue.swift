import SwiftUI

/// An init's `_count = State(initialValue:)`: not applied (one state per name, made where declared), with a
/// located note; `set` gives the state another value.
struct StepperCard: View {
    let title: String
    @State private var count: Int = 0
    init(title: String, start: Int) {
        self.title = title
        _count = State(initialValue: start)
    }
    var body: some View { Text("\(title): \(count)") }
}
#Preview { StepperCard(title: "Adults", start: 2) }
