import SwiftUI

enum LoadState: Equatable {
    case idle
    case loaded([String])
}

/// A name a case pattern or an `if let` binds is the value where it was bound: an action that
/// changes the source first still reads that value (Swift's closure captured it).
struct Captured: View {
    @State var state: LoadState = .loaded(["a", "b", "c"])
    @State var name: String? = "Ada"
    @State var count = 0
    @State var length = 0

    var body: some View {
        VStack(spacing: 8) {
            switch state {
            case .loaded(let items):
                Button("Clear \(items.count)") {
                    state = .idle
                    count = items.count
                }
            case .idle:
                Text("idle")
            }
            if let n = name {
                Button("Forget") {
                    name = nil
                    length = n.count
                }
            }
            Text("\(count) \(length)")
        }
    }
}

#Preview {
    Captured()
}
