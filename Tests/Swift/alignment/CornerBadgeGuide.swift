import SwiftUI

/// A badge hung from the top-trailing corner by its own centre: both of its guides move.
struct AvatarBadge: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.gray
                .frame(width: 60, height: 60)
            Color.red
                .frame(width: 16, height: 16)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
        }
    }
}

#Preview {
    AvatarBadge()
}
