import SwiftUI

/// A line limit set on a container truncates every long text inside it.
struct TastingNotes: View {
    let notes = "Blueberry, jasmine and a long honey finish that lingers"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(notes)
            Text(notes)
                .lineLimit(2)
            VStack {
                Text(notes)
            }
            .lineLimit(1)
        }
        .frame(width: 160)
    }
}

#Preview {
    TastingNotes()
}
