import SwiftUI

/// The pre-Xcode-15 way of previewing: a PreviewProvider's previews become the root.
struct Greeting: View {
    let name: String

    var body: some View {
        Text("Good morning, \(name)")
            .padding()
    }
}

struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting(name: "Ada")
    }
}
