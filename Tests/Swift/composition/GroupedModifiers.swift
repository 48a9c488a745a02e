import SwiftUI

/// A Group leaves no trace in the layout: its views join the stack, and a modifier on it
/// applies to each of them.
struct Toppings: View {
    var body: some View {
        VStack {
            Text("Toppings")
            Group {
                Text("Cinnamon")
                Text("Cocoa")
            }
            .padding(.leading, 20)
        }
    }
}

#Preview {
    Toppings()
}
