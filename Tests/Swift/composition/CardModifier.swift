import SwiftUI

/// A reusable card style: a ViewModifier with a parameter, and the View extension that
/// applies it.
struct CardStyle: ViewModifier {
    var padding: CGFloat = 12
    var cornerRadius: CGFloat = 10

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .background(Color(.secondarySystemBackground))
            .cornerRadius(cornerRadius)
    }
}

extension View {
    func cardStyle(padding: CGFloat = 12) -> some View {
        modifier(CardStyle(padding: padding))
    }
}

struct Dashboard: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Today: 3 cups")
                .cardStyle()
            Text("This week: 17 cups")
                .cardStyle(padding: 24)
        }
    }
}

#Preview {
    Dashboard()
}
