import SwiftUI

// A row view whose parameter is named like the model's computed property: p.fullName is the
// model's getter (a view's parameters are never what a value's member reads).
struct Contact: Identifiable {
    let id: Int
    var first: String
    var last: String
    var fullName: String { first + " " + last }
}
struct Badge: View {
    let fullName: String
    var body: some View { Text(fullName).bold() }
}
struct V: View {
    @State private var people = [Contact(id: 1, first: "Ann", last: "Lee")]
    var body: some View {
        VStack {
            ForEach(people) { p in Badge(fullName: p.fullName) }
        }
    }
}
#Preview { V() }
