import Diagnostics
import Testing
@testable import ViewSyntax

@Test func scratch() {
    let inputs = [
        #"vstack < text "Brew" .readHeight >"#,
        #"vstack < BrewSummaryRow .readHeight > .onPreferenceChange(HeightKey) { tallestChild = $0 } .frame(minHeight: tallestChild)"#,
        #"foreach rows { label, value in hstack < text label .reportWidth .frame(width: labelWidth, alignment: .leading) text value > }"#,
        #"vstack(alignment: .leading) < foreach(rows, id: \.0) { label, value in hstack < text label text value .alignmentGuide(.valueColumn) { $0[.leading] } > } >"#,
        #"key ToolbarItemsKey: [ToolbarEntry] = [] { value in value.append(contentsOf: nextValue()) }"#,
        #"modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })"#,
        #"view Row(label: String, height: Binding<CGFloat>) = text label"#,
        #"if a < text "a" > else if b < text "b" > else < empty >"#,
        #"vstack < text "a""#,
        #"text "a \(x + 1) b\n""#,
        #"key Title: String?"#,
        #"alignment valueColumn: horizontal { d in d[.leading] }"#,
        "vstack < @ text \"a\" \u{0} >",
    ]
    for input in inputs {
        print("IN:  \(input)")
        print("OUT: \(dumpItems(input))")
        print(renderedDiagnostics(input))
    }
}
