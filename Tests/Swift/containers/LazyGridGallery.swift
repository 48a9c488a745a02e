import SwiftUI

/// A photo gallery: an adaptive LazyVGrid fits as many 80-point columns as the width allows
/// and shares the rest among them; each cell is a square tile.
struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct Gallery: View {
    let photos = (1...7).map { Photo(id: $0, title: "P\($0)") }
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 8) {
            ForEach(photos) { photo in
                Color.gray
                    .aspectRatio(1, contentMode: .fit)
                    .overlay(Text(photo.title))
            }
        }
        .padding(8)
        .frame(width: 300)
    }
}

#Preview {
    Gallery()
}
