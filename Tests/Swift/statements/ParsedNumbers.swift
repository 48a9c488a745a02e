import SwiftUI

/// The tip calculator as tutorials write it: the bill is a TextField's text, read as a number
/// with `Double(amount) ?? 0` (Swift's parse: nil when the text is not a number, so 0), and
/// `Int(text)` the same (a whole number only: "2.5" is nil).
struct TipCalculator: View {
    @State private var amount = "42.50"
    @State private var people = "2"
    @State private var tipPercent = 15

    var total: Double {
        let bill = Double(amount) ?? 0
        return bill * (1 + Double(tipPercent) / 100)
    }

    var perPerson: Double {
        total / Double(Int(people) ?? 1)
    }

    var body: some View {
        VStack {
            TextField("Amount", text: $amount)
            TextField("People", text: $people)
            Text(total, format: .currency(code: "USD"))
            Text(perPerson, format: .currency(code: "USD"))
            Button("Typo") { amount = "42,50"; people = "2.5" }
        }
    }
}

#Preview {
    TipCalculator()
}
