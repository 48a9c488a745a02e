import SwiftUI

/// Rows separated by dividers, drawn from an array by index.
struct StepList: View {
    let steps = ["Rinse the filter", "Add 15 g of coffee", "Pour 250 g of water"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(steps.indices, id: \.self) { index in
                Text("\(index + 1). \(steps[index])")
                if index < steps.count - 1 {
                    Divider()
                }
            }
        }
        .padding()
    }
}

#Preview {
    StepList()
}
