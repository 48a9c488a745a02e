import SwiftUI

/// A title literal's plain Double, CGFloat or Float interpolation gets the %lf / %f specifier
/// (§18.13): six fraction digits, grouped for the locale — 3.500000, Total: 7.000000 — where
/// specifier:, format:, Text(verbatim:) and a String show what they say.
struct Ingredient {
    var name: String
    var grams: Double
}

struct PriceTag: View {
    @State private var price = 3.5
    @State private var width: CGFloat = 1234.5
    let flour = Ingredient(name: "Flour", grams: 250)
    var count = 3

    var body: some View {
        VStack {
            Text("\(price)")
            Text("Total: \(price * 2)")
            Text("\(flour.grams) g")
            Text("\(width)")
            Text("\(Double(count) / 3)")
            Text("\(price, specifier: "%.2f")")
            Text(price, format: .number)
            Text(verbatim: "\(price)")
            Text(String(price))
            Button("Pay \(price)") { price += 0.25 }
        }
    }
}

#Preview {
    PriceTag()
}
