import SwiftUI

/// Actions with statements, as app code writes them: a for loop with `where` and a local var,
/// `guard let`, `if let` with a condition, a `switch` over the state, `while`, optional
/// chaining with `??`, and assignment to a part of a list.
struct CartItem: Identifiable {
    let id: Int
    let name: String
    let price: Int
    var quantity: Int
}

enum Checkout {
    case editing, reviewing, paid
}

struct Cart: View {
    @State private var items = [
        CartItem(id: 1, name: "Beans", price: 12, quantity: 1),
        CartItem(id: 2, name: "Filter", price: 4, quantity: 0),
        CartItem(id: 3, name: "Kettle", price: 40, quantity: 1),
    ]
    @State private var total = 0
    @State private var stage = Checkout.editing
    @State private var note: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text("\(item.quantity) × \(item.price)")
                }
            }
            Text("Total \(total)")
            Text("\(note?.count ?? 0) characters")
            Button("Next") {
                switch stage {
                case .editing:
                    var sum = 0
                    for item in items where item.quantity > 0 {
                        sum += item.price * item.quantity
                    }
                    total = sum
                    stage = .reviewing
                case .reviewing:
                    guard total > 0 else { return }
                    stage = .paid
                    note = "Paid \(total)"
                case .paid:
                    break
                }
            }
            Button("Add filters") {
                var index = 0
                while index < items.count {
                    if items[index].name == "Filter", items[index].quantity < 3 {
                        items[index].quantity += 2
                    }
                    index += 1
                }
                if let first = items.first, first.quantity > 0 {
                    note = "\(first.name) first"
                }
            }
            Text(note ?? "no note")
        }
        .frame(width: 200)
    }
}

#Preview {
    Cart()
}
