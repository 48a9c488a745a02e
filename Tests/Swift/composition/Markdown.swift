import SwiftUI

// A Text's string literal reads inline Markdown (a LocalizedStringKey); a String variable and
// Text(verbatim:) show their text as written.
struct Receipt: View {
    let note = "**not bold**"
    let count = 3
    var body: some View {
        VStack(alignment: .leading) {
            Text("**Total:** \(count) items")
            Text("See the *terms* and [privacy policy](https://example.com) for ~~old~~ `new` rules")
            Text("snake_case_name and 2 * 3 * 4 and \\*stars\\*")
            Text(note)
            Text(verbatim: "**kept**")
        }
    }
}

#Preview { Receipt() }
