import SwiftUI

/// A sheet as apps write it: @Environment(\.dismiss) and @Environment(\.openURL) called from buttons.
/// They are actions of the window: the calls are dropped with a note, the rest of the action runs (§18.10).

struct EditSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @State private var name = "Ada"

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Help") { openURL(URL(string: "https://example.com")!) }
            Button("Done") {
                name = "Done"
                dismiss()
            }
        }
        .padding()
    }
}

#Preview {
    EditSheet()
}
