import SwiftUI

/// A ButtonStyle's static member, the idiom SwiftUI's own styles use (`.bordered` is
/// `ButtonStyle.bordered`): `extension ButtonStyle where Self == PrimaryButtonStyle { static var
/// primary … }` makes `.buttonStyle(.primary)` the file's style, and a `static func` takes
/// arguments (`.pill(tint: .red)`); the catalogue's own styles stay as they are (§16.1 rule 6).
struct PrimaryButtonStyle: ButtonStyle {
    var tint: Color = .blue
    var isFullWidth: Bool = true

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical, 14)
            .frame(maxWidth: isFullWidth ? .infinity : nil)
            .background(tint.opacity(configuration.isPressed ? 0.7 : 1))
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }

    static func pill(tint: Color, fullWidth: Bool = false) -> PrimaryButtonStyle {
        PrimaryButtonStyle(tint: tint, isFullWidth: fullWidth)
    }
}

struct Actions: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Tapped \(taps) times")
            Button("Continue") { taps += 1 }
                .buttonStyle(.primary)
            Button("Delete") { taps = 0 }
                .buttonStyle(.pill(tint: .red))
            Button("Skip") { taps += 10 }
                .buttonStyle(.bordered)
        }
        .padding()
    }
}

#Preview {
    Actions()
}
