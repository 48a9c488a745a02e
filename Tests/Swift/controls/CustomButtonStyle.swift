import SwiftUI

/// A ButtonStyle of the file (§16.1 rule 6): the button is its label with the style's modifiers,
/// for every button under `.buttonStyle(…)`; a style's properties are its arguments, and
/// `configuration.isPressed` is false (buttons are shown at rest).
struct PillStyle: ButtonStyle {
    var tint: Color = .blue
    var vertical: CGFloat = 10

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, vertical)
            .background(tint)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct Actions: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Button("Continue") { taps += 1 }
            Button {
                taps += 10
            } label: {
                HStack {
                    Image(systemName: "star")
                    Text("Favourite")
                }
            }
            .buttonStyle(PillStyle(tint: .orange, vertical: 4))
            Button("Skip") { }
                .buttonStyle(.plain)
        }
        .buttonStyle(PillStyle())
    }
}

#Preview {
    Actions()
}
