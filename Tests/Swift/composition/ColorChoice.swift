import SwiftUI

/// A selectable chip: its background is a colour chosen by a condition, one branch a colour with
/// its opacity (`Color.opacity` gives a Color). The opacity draws nothing viewsh shows, so it is
/// listed as ignored; the choice follows the state. A colour constant of the file's
/// (`Color.gold`, `extension Color { static let … = Color(red:green:blue:) }`) is a colour too.
extension Color {
    static let gold = Color(red: 1, green: 0.84, blue: 0)
}

struct Chip: View {
    let title: String
    @State private var on = false

    var body: some View {
        Text(title)
            .padding(8)
            .background(on ? Color.blue : Color.gray.opacity(0.2))
            .onTapGesture { on.toggle() }
    }
}

struct Winner: View {
    @State private var isWinner = true

    var body: some View {
        Text("Ada")
            .padding()
            .background(isWinner ? Color.gold : Color.clear)
    }
}

#Preview {
    Chip(title: "Swift")
}

#Preview("Winner") {
    Winner()
}
