import SwiftUI

// Prices, progress and measurements as apps write them: Foundation's format styles (en_US).
struct OrderSummary: View {
    let subtotal: Double = 1234.5
    let discount: Double = 0.125
    let weight: Double = 2.345
    @State private var quantity = 3

    var body: some View {
        Form {
            LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
            LabeledContent("Discount", value: discount, format: .percent)
            Text(weight, format: .number.precision(.fractionLength(1)))
            Text("Weight: \(weight, specifier: "%.2f") kg")
            Text("Total: \(subtotal * Double(quantity), format: .currency(code: "EUR"))")
            Text(subtotal * 1000, format: .number.notation(.compactName))
            Text(subtotal.formatted(.number.grouping(.never)))
            Text(3.14159265.formatted())
        }
    }
}

#Preview {
    OrderSummary()
}
