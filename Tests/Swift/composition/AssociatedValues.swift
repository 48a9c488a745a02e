import SwiftUI

/// Enums with associated values: a case with values is made as written (`.loaded(["One"])`,
/// `.failed(message:code:)` with its labels), matched in a view builder's `switch` and `if case`,
/// in an action's `switch`, `if case` and `guard case`, and compared with `==` (Docs/Swift.md,
/// "Enums with associated values").
enum LoadState: Equatable {
    case idle
    case loading
    case loaded([String])
    case failed(message: String, code: Int)
}

enum Shape2 {
    case point
    case size(CGFloat, CGFloat)
}

struct Feed: View {
    @State private var state: LoadState = .idle
    @State private var shape: Shape2 = .size(40, 20)
    @State private var log = "none"

    var body: some View {
        VStack(spacing: 12) {
            switch state {
            case .idle:
                Text("Press load to start")
            case .loading:
                ProgressView("Loading…")
            case .loaded(let items):
                List(items, id: \.self) { Text($0) }
            case let .failed(message, code):
                Label("\(message) (\(code))", systemImage: "exclamationmark.triangle")
            }
            if case .size(let width, _) = shape, width > 30 {
                Rectangle().frame(width: width, height: 10)
            }
            Text(state == .loaded(["One", "Two", "Three"]) ? "three rows" : "other")
            Text(log)
            HStack {
                Button("Load") { state = .loading }
                Button("Succeed") { state = .loaded(["One", "Two", "Three"]) }
                Button("Fail") { state = LoadState.failed(message: "Offline", code: 503) }
                Button("Log") { describe() }
            }
        }
    }

    func describe() {
        switch state {
        case .loaded(let items):
            log = "\(items.count) items"
        case .failed(message: let message, code: _):
            log = "failed: " + message
        default:
            log = "nothing yet"
        }
        if case .size(_, let height) = shape {
            log += ", height \(height)"
        }
        guard case let .size(width, height) = shape else { return }
        shape = .size(height, width)
    }
}

#Preview {
    Feed()
}
