import SwiftUI

/// Cards as health and fitness apps write them: GroupBoxes with a title or a Label, one made
/// full width by its content's flexible frame (§16.9).
struct ActivityCards: View {
    let steps = 8432

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Today") {
                Text("\(steps) steps")
                ProgressView(value: Double(steps), total: 10000)
            }
            GroupBox {
                Text("7 h 12 min")
                    .frame(maxWidth: .infinity, alignment: .leading)
            } label: {
                Label("Sleep", systemImage: "bed.double.fill")
            }
        }
        .padding()
    }
}

#Preview {
    ActivityCards()
}
