import SwiftUI

/// A note editor as apps write it: a title field, a TextEditor given a minimum height and an
/// outline, a save button. The editor takes the height the stack leaves it (§16.10).
struct NotesEditor: View {
    @State private var title = ""
    @State private var notes = "Call the garage about the car."

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
                .textFieldStyle(.roundedBorder)
            Text("Notes")
                .font(.headline)
            TextEditor(text: $notes)
                .frame(minHeight: 120)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.3)))
            Button("Save") {
                title = "Saved"
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

#Preview {
    NotesEditor()
}
