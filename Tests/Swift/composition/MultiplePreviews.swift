import SwiftUI

/// Several previews of one view: the first is the root; load --preview picks another.
struct Chip: View {
    let label: String
    var isSelected = false

    var body: some View {
        Text(label)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(isSelected ? Color.accentColor : Color.gray)
    }
}

#Preview("Plain") {
    Chip(label: "Oat")
}

#Preview("Selected") {
    Chip(label: "Oat", isSelected: true)
}
