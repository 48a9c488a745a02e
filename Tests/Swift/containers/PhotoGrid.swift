import SwiftUI

/// A photo grid as apps write it: a LazyVGrid of AsyncImages. viewsh loads nothing, so each
/// image is its placeholder (§18.7): a ProgressView in a square frame, or the standard gray fill.
struct Photo: Identifiable {
    let id: Int
    var url: URL? { URL(string: "https://example.com/\(id).jpg") }
}

struct PhotoGrid: View {
    let photos = (1...4).map { Photo(id: $0) }
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(photos) { photo in
                    AsyncImage(url: photo.url) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 100, height: 100)
                    .clipped()
                }
            }
            .padding()
            AsyncImage(url: URL(string: "https://example.com/banner.jpg"))
                .frame(height: 120)
        }
    }
}

#Preview {
    PhotoGrid()
}
