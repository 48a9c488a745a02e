import SwiftUI

/// Enums with associated values are not yet supported: making a case with values and matching
/// one with a binding pattern (written either way) are each an error where it is, not a parse
/// error (Docs/Swift.md, "Not yet supported").
enum LoadState {
    case loading
    case loaded([String])
    case failed(message: String)
}

struct Feed: View {
    @State private var state: LoadState = .loaded(["Swift", "UI"])

    var body: some View {
        VStack {
            if case .failed(let message) = state {
                Text(message)
            }
            switch state {
            case .loading:
                ProgressView()
            case let .loaded(items):
                Text("\(items.count) items")
            default:
                Text("Failed")
            }
        }
    }
}

#Preview {
    Feed()
}
