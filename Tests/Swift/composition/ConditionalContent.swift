import SwiftUI

/// if/else, if let and a switch over an enum in a view builder; the state changes with `set`.
enum BrewState {
    case idle, brewing, done
}

struct BrewStatus: View {
    @State private var state: BrewState = .idle
    @State private var timerLabel: String? = nil

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Ready")
            case .brewing:
                Text("Brewing…")
            case .done:
                Text("Enjoy")
                    .font(.title)
            }
            if let timerLabel {
                Text(timerLabel)
                    .font(.caption)
            } else {
                Spacer()
                    .frame(height: 10)
            }
        }
    }
}

#Preview {
    BrewStatus()
}
