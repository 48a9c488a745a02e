import SwiftUI

/// A form whose values line up in one column whatever the labels' widths: a custom
/// horizontal alignment that each row sets on its value.
struct ValueLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.leading]
    }
}

extension HorizontalAlignment {
    static let valueLeading = HorizontalAlignment(ValueLeading.self)
}

struct FormRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Text(value)
                .alignmentGuide(.valueLeading) { d in d[.leading] }
        }
    }
}

struct BrewForm: View {
    var body: some View {
        VStack(alignment: .valueLeading, spacing: 6) {
            FormRow(label: "Dose", value: "15 g")
            FormRow(label: "Water", value: "250 g")
            FormRow(label: "Temperature", value: "94 °C")
        }
    }
}

#Preview {
    BrewForm()
}
