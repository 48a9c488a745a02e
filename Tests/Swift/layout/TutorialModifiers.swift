import SwiftUI

/// Modifiers tutorials are full of: the deprecated `.edgesIgnoringSafeArea(.bottom)` is
/// `.ignoresSafeArea(edges: .bottom)` (§17.3 rule 2); `.buttonBorderShape` is drawing only;
/// `.navigationBarItems` configures the bar (not drawn); `.minimumScaleFactor` is dropped with a
/// located note (a text that does not fit is truncated, not shrunk).
struct Banner: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("A headline that is far too long for this banner")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding()
            Button("Go") { }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
            Spacer()
            Color.blue
                .frame(height: 40)
                .edgesIgnoringSafeArea(.bottom)
        }
        .navigationBarItems(trailing: Button("Edit") { })
    }
}

#Preview {
    Banner()
}
