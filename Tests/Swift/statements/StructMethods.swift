import SwiftUI

/// Methods of a model struct, where the receiver's declared type names the struct: a value
/// method read in a view (its default argument too), a `mutating` method called in an action
/// (its properties written on the receiver, `self.` or bare), on a state and on a ForEach element.
struct Counter {
    var value = 0
    var history: [Int] = []

    mutating func increment(by n: Int = 1) {
        history.append(value)
        self.value += n
    }

    func label(prefix: String = "Count") -> String {
        "\(prefix): \(value)" + (history.isEmpty ? "" : " (was \(history.last ?? 0))")
    }
}

struct Product: Identifiable {
    let id: Int
    var name: String
    var price: Double

    func priceText(discount: Double = 0) -> String {
        String(format: "$%.2f", price * (1 - discount))
    }
}

struct Shop: View {
    @State private var counter = Counter()
    let products = [Product(id: 1, name: "Mug", price: 12), Product(id: 2, name: "Pen", price: 3)]

    var body: some View {
        VStack(spacing: 8) {
            Text(counter.label())
            Text(counter.label(prefix: "Taps"))
            Button("Add one") { counter.increment() }
            Button("Add three") { counter.increment(by: 3) }
            ForEach(products) { product in
                Text("\(product.name) \(product.priceText(discount: 0.25))")
            }
        }
    }
}

#Preview {
    Shop()
}
