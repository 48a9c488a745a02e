import SwiftUI

/// `TextField(…, axis: .vertical)` (§16.5): a message field that grows with its text instead of
/// scrolling it sideways. Its height is its text's lines wrapped at its width as a Text wraps
/// them (its placeholder's when empty); `.lineLimit(3)` caps them (past that it scrolls), and a
/// range `.lineLimit(2...4)` also keeps room for 2 lines when the text is shorter. A
/// horizontal field stays one line.
struct Composer: View {
    @State private var draft = ""
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Message", text: $draft, axis: .vertical)
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(3)
            TextField("Notes", text: $notes, axis: .vertical)
                .lineLimit(2...4)
                .textFieldStyle(.roundedBorder)
            TextField("Message", text: $draft)
        }
        .padding()
    }
}

#Preview {
    Composer()
}
