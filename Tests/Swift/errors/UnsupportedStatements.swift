import SwiftUI

/// Constructs viewsh's statements and expressions do not have yet, each reported where it is; CountKey (a dictionary merged) is supported.
struct CountKey: PreferenceKey {
    static var defaultValue: [String: Int] = [:]

    static func reduce(value: inout [String: Int], nextValue: () -> [String: Int]) {
        value.merge(nextValue()) { $0 + $1 }
    }
}

struct Names: View {
    let names = ["Grace", "Ada"]
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(names.sorted().first!.split(separator: "a").count) parts")
            Text("\(names.reduce(into: 0) { $0 += $1.count }) letters")
            Button("Count down") {
                repeat {
                    count -= 1
                    if count == 5 { continue }
                } while count > 0
            }
        }
    }
}

#Preview {
    Names()
}
