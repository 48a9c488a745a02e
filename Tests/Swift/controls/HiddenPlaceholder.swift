import SwiftUI

/// A hidden view keeps its place (§2.9 rule 6): the gap in the row is the hidden button's, and
/// a tap on it does nothing. The symbol effect and the container shape are drawing only.
struct Toolbar: View {
    @State private var count = 0

    var body: some View {
        HStack {
            Button("Back") { count -= 1 }
                .hidden()
            Text("Page \(count)")
            Button("Next") { count += 1 }
                .symbolEffect(.bounce, value: count)
        }
        .containerShape(.rect(cornerRadius: 8))
        .sheet(isPresented: .constant(false)) {
            Text("Details").presentationDetents([.medium])
        }
    }
}

#Preview {
    Toolbar()
}
