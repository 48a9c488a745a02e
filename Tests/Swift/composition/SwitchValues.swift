import SwiftUI

/// `switch` and `if` as values: a function that switches over its parameter, a getter that
/// returns early or guards, Swift 5.9's `if` and `switch` expressions. Each is a chain of ?:,
/// a branch translated only where it is taken.
enum Mode: CaseIterable { case compact, regular, wide }

struct Badge: View {
    let count: Int
    @State private var mode: Mode = .regular

    private func width(for mode: Mode) -> CGFloat {
        switch mode {
        case .compact: return 40
        case .regular, .wide: return 80
        }
    }

    var label: String {
        if count == 0 { return "none" }
        guard count < 100 else { return "lots" }
        let unit = count == 1 ? "item" : "items"
        return "\(count) \(unit)"
    }

    var size: String {
        switch count {
        case 0..<10: "small"
        case 10...99: "medium"
        default: "large"
        }
    }

    var tone: String {
        return if count > 5 { "loud" } else { "quiet" }
    }

    var body: some View {
        VStack {
            Text(label)
                .frame(width: width(for: mode))
            Text(size)
            Text(tone)
            Button("Compact") { mode = .compact }
        }
    }
}

#Preview {
    Badge(count: 12)
}
