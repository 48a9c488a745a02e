import SwiftUI

/// A file of definitions without a #Preview: loading it keeps the current root, so a view
/// from it can be shown afterwards by name (in the shell's syntax, or pasted Swift).
struct PriceTag: View {
    let price: String

    var body: some View {
        Text(price)
            .padding(.horizontal, 6)
            .background(Color.yellow)
    }
}

/// Needs no arguments, so the note on loading suggests it.
struct PriceList: View {
    @State private var prices = ["3.20", "12.00"]

    var body: some View {
        HStack {
            ForEach(prices, id: \.self) { price in
                PriceTag(price: price)
            }
        }
    }
}
