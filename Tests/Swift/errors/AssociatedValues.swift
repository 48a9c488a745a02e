import SwiftUI

/// Enums with associated values, written wrong: a pattern or a construction that does not fit
/// the case the enum declares is an error where it is, as Swift's type checker reports it, and
/// nothing of the file is kept (Docs/Swift.md, "Enums with associated values").
enum LoadState {
    case loading
    case loaded([String])
    case failed(message: String, code: Int)
    case retrying(Int)
}

struct Feed: View {
    @State private var state: LoadState = .loaded("Swift", "UI")
    @State private var other: LoadState = LoadState.failed("Offline", code: 1)

    var body: some View {
        VStack {
            switch state {
            case .loading:
                ProgressView()
            case .done(let items):
                Text("\(items.count) items")
            case .failed(let message):
                Text(message)
            case .loaded(let items), .retrying(let items):
                Text("\(items)")
            default:
                Text("Failed")
            }
            if case .failed(msg: let message, code: _) = other {
                Text(message)
            }
            Button("Retry") { state = .retrying() }
        }
    }
}

#Preview {
    Feed()
}
