import SwiftUI

/// A count badge in the top-trailing corner of an icon-sized square.
struct CartIcon: View {
    let count: Int

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.gray
                .frame(width: 44, height: 44)
            Text("\(count)")
                .font(.caption2)
                .padding(4)
                .background(Color.red)
                .offset(x: 8, y: -8)
        }
    }
}

#Preview {
    CartIcon(count: 3)
}
