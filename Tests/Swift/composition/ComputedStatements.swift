import SwiftUI

/// Computed values written as statements: `let`s, then a `return`. Each let is inlined where
/// its result uses it, as a view builder's lets are.
struct Line {
    var price: Double
    var quantity: Int

    var total: Double {
        let gross = price * Double(quantity)
        let discount = quantity >= 3 ? gross * 0.1 : 0
        return gross - discount
    }
}

struct Cart: View {
    @State private var count = 2
    let line = Line(price: 5, quantity: 4)

    var doubled: Int {
        let twice = count * 2
        return twice + 1
    }

    func label(_ n: Int) -> String {
        let unit = n == 1 ? "item" : "items"
        return "\(n) \(unit)"
    }

    var body: some View {
        VStack {
            Text("\(doubled)")
            Text(label(count))
            Text("Total \(line.total)")
            Button("Add") { count += 1 }
        }
    }
}

#Preview {
    Cart()
}
