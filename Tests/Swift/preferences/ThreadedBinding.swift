import SwiftUI

/// Seed 000's wrong tool: the child's height passed down as a @Binding through a layer that
/// does not care, written when the child's geometry changes.
struct MeasuredRow: View {
    @Binding var height: CGFloat
    let text: String

    var body: some View {
        Text(text)
            .frame(width: 120, alignment: .leading)
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.height
            } action: { newHeight in
                height = newHeight
            }
    }
}

struct CardBody: View {
    @Binding var height: CGFloat

    var body: some View {
        VStack {
            MeasuredRow(height: $height, text: "A pour-over brewed slowly")
        }
    }
}

struct BoundCard: View {
    @State private var rowHeight: CGFloat = 0

    var body: some View {
        CardBody(height: $rowHeight)
            .frame(minHeight: rowHeight)
            .background(Color.yellow)
    }
}

#Preview {
    BoundCard()
}
