import SwiftUI

/// An icon centred on a title's middle, not on the whole block of title and subtitle: a
/// custom vertical alignment the title and the icon both set.
extension VerticalAlignment {
    private enum TitleCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let titleCenter = VerticalAlignment(TitleCenter.self)
}

struct NotificationRow: View {
    var body: some View {
        HStack(alignment: .titleCenter) {
            Color.blue
                .frame(width: 12, height: 12)
            VStack(alignment: .leading) {
                Text("Brew ready")
                    .font(.title3)
                    .alignmentGuide(.titleCenter) { d in d[VerticalAlignment.center] }
                Text("Your pour-over finished two minutes ago and is cooling down")
                    .font(.footnote)
            }
        }
        .frame(width: 240)
    }
}

#Preview {
    NotificationRow()
}
