import SwiftUI

/// A selectable chip: its background is a colour chosen by a condition, one branch a colour with
/// its opacity (`Color.opacity` gives a Color). The opacity draws nothing viewsh shows, so it is
/// listed as ignored; the choice follows the state.
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

#Preview {
    Chip(title: "Swift")
}
