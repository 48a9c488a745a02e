import SwiftUI

/// In a row too narrow for both, the title keeps its words and the detail gives way.
struct RecipeHeader: View {
    var body: some View {
        HStack {
            Text("Ethiopian Yirgacheffe")
                .layoutPriority(1)
            Text("light roast, floral, bright acidity")
                .lineLimit(1)
        }
        .frame(width: 260)
    }
}

#Preview {
    RecipeHeader()
}
