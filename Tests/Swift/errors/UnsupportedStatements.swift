import SwiftUI

/// Constructs viewsh's statements and expressions do not have yet, each reported where it is.
struct CountKey: PreferenceKey {
    static var defaultValue: [Int] = []

    static func reduce(value: inout [Int], nextValue: () -> [Int]) {
        for item in nextValue() {
            value.append(item)
        }
    }
}

struct Names: View {
    let names: [String]? = ["Ada", "Grace"]

    var body: some View {
        VStack {
            Text("\(names?.count ?? 0) names")
            Text(["a", "b"].map { $0 }.joined())
        }
    }
}

#Preview {
    Names()
}
