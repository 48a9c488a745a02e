import SwiftUI

struct Unfinished: View {
    var body: some View {
        VStack {
            Text("One")
            HStack {
                Text("Two")
        }
    }

#Preview {
    Unfinished()
}
