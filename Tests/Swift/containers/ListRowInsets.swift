import SwiftUI

/// .listRowInsets replaces a row's content insets (§13.3 rule 4): EdgeInsets() is flush with the
/// card, a custom inset moves and narrows the row, nil keeps the list's 11 / 20 / 11 / 20.

struct ContentView: View {
    var body: some View {
        List {
            Text("Default row")
            Text("Flush row").listRowInsets(EdgeInsets())
            Section {
                Text("Indented").listRowInsets(EdgeInsets(top: 4, leading: 40, bottom: 4, trailing: 8))
                Text("Reset").listRowInsets(nil)
            }
        }
    }
}
#Preview { ContentView() }
