import SwiftUI

/// A row that shows its full label when there is room, and falls back to a shorter one, then
/// to an icon, when there is not (ViewThatFits picks the first child whose ideal width fits).
struct DownloadRow: View {
    var width: CGFloat

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "arrow.down.circle")
                Text("Download for offline reading")
            }
            HStack {
                Image(systemName: "arrow.down.circle")
                Text("Download")
            }
            Image(systemName: "arrow.down.circle")
        }
        .frame(width: width, alignment: .leading)
        .border(Color.gray)
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 8) {
        DownloadRow(width: 300)
        DownloadRow(width: 120)
        DownloadRow(width: 40)
    }
}
