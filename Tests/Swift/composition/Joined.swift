import SwiftUI

// Texts joined with '+' are one text: the parts' styles draw, the string lays out.
struct Consent: View {
    let name = "Sam"
    var body: some View {
        VStack {
            Text("I agree to the ") + Text("Terms").bold().foregroundColor(.blue) + Text(" and **Privacy**")
            Text("Hello, ") + Text(name).italic()
        }
    }
}

#Preview { Consent() }
