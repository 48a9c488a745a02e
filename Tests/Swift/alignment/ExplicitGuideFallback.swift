import SwiftUI

/// Rows without an explicit value-column guide fall back to the alignment's default (their
/// leading edge); rows with one line their values up.
extension HorizontalAlignment {
    private enum Column: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    static let column = HorizontalAlignment(Column.self)
}

struct Receipt: View {
    var body: some View {
        VStack(alignment: .column) {
            HStack {
                Text("Espresso")
                Text("2.80").alignmentGuide(.column) { $0[.leading] }
            }
            HStack {
                Text("Oat milk")
                Text("0.40").alignmentGuide(.column) { $0[.leading] }
            }
            Text("Thank you")
        }
    }
}

#Preview {
    Receipt()
}
