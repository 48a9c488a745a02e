import SwiftUI

/// A button whose label is views, written with the action first or the label last, and
/// onAppear setting state when the view appears.
struct OrderButton: View {
    @State private var count = 0
    @State private var appeared = false

    var body: some View {
        VStack {
            Button {
                count += 1
            } label: {
                HStack {
                    Image(systemName: "plus")
                    Text("Add a cup")
                }
            }
            Button(action: { count = 0 }) {
                Text("Clear")
            }
            Text(appeared ? "\(count) cups" : "loading")
        }
        .onAppear { appeared = true }
    }
}

#Preview {
    OrderButton()
}
