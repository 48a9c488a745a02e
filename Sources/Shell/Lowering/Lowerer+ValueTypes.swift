import Diagnostics
import ViewSyntax

/// SwiftUI value types whose initialisers viewsh knows, so a missing or misspelt member is
/// reported where it is written rather than when a layout reads it: `EdgeInsets` takes all
/// four insets or none (§18.2), `CGSize` a width and a height or nothing.
extension Lowerer {
    static let valueTypeForms: [String: [[String]]] = [
        "EdgeInsets": [[], ["top", "leading", "bottom", "trailing"]],
        "CGSize": [[], ["width", "height"]],
        "CGRect": [[], ["x", "y", "width", "height"], ["origin", "size"]],
    ]

    /// False (after reporting) when `type(arguments)` matches none of the type's forms.
    mutating func checkValueType(_ type: String, _ arguments: [Argument], at range: SourceRange) -> Bool {
        guard let forms = Self.valueTypeForms[type] else { return true }
        let labels = arguments.map { $0.label ?? "_" }
        if forms.contains(labels) { return true }
        let written = forms.filter { !$0.isEmpty }.map { "\(type)(" + $0.map { "\($0): …" }.joined(separator: ", ") + ")" }
        error("\(type) takes its members in order, as \(written.joined(separator: " or "))"
              + (forms.contains([]) ? ", or \(type)() for zero" : ""), at: range)
        return false
    }
}
