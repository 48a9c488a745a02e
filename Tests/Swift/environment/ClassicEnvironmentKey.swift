import SwiftUI

/// The pre-@Entry way: an EnvironmentKey and a computed property on EnvironmentValues.
private struct CardPaddingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var cardPadding: CGFloat {
        get { self[CardPaddingKey.self] }
        set { self[CardPaddingKey.self] = newValue }
    }
}

extension View {
    func cardPadding(_ padding: CGFloat) -> some View {
        environment(\.cardPadding, padding)
    }
}

struct CardList: View {
    var body: some View {
        VStack {
            Text("Default")
            Text("Roomy")
                .cardPadding(24)
        }
    }
}

#Preview {
    CardList()
}
