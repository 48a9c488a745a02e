import SwiftUI

/// A body split into computed properties and a helper function, the way larger views are
/// written. They are code, not views: the layout has no node for them.
struct OrderSummary: View {
    let items = [("Flat white", "3.60"), ("Croissant", "2.40")]
    let total = "6.00"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            ForEach(items, id: \.0) { name, price in
                line(name, price)
            }
            Divider()
            line("Total", total)
                .bold()
        }
        .frame(width: 200)
    }

    private var header: some View {
        Text("Your order")
            .font(.headline)
    }

    private func line(_ name: String, _ price: String) -> some View {
        HStack {
            Text(name)
            Spacer()
            Text(price)
        }
    }
}

#Preview {
    OrderSummary()
}
