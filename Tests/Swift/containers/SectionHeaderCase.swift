import SwiftUI

/// A grouped list's and a form's section headers are upper-cased: a title, and every Text of a
/// header view (the environment's textCase is .uppercase there), measured as shown ("Straße" is
/// "STRASSE", one letter longer); `.textCase(nil)` on a header, a Section or the List keeps the
/// case as written; footers keep theirs; a `.plain` list's headers keep theirs.
struct AccountForm: View {
    var body: some View {
        Form {
            Section("Account") { Text("A") }
            Section(header: Text("Account")) { Text("B") }
            Section { Text("C") } header: { Text("Straße") } footer: { Text("Shipping address") }
            Section { Text("D") } header: { Text("Mixed Case").textCase(nil) }
        }
    }
}

struct PlainList: View {
    var body: some View {
        List {
            Section("Recent") { Text("E") }
            Section { Text("F") } header: { HStack { Text("Older"); Button("Edit") { } } }
        }
        .listStyle(.plain)
    }
}

#Preview("Form") { AccountForm() }
#Preview("Plain") { PlainList() }
