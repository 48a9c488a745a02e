import SwiftFrontEnd
import ViewEngine
import ViewSyntax

extension SwiftCatalogue {
    /// viewsh's catalogue as the Swift front end reads it: each view by its SwiftUI name, each
    /// modifier with its closures and view arguments (so a catalogue entry is readable from
    /// Swift the day it is added).
    public static let viewsh: SwiftCatalogue = {
        var views: [String: View] = [:]
        for info in ViewCatalog.all where views[info.swiftName] == nil {
            let bindings = info.overloads.flatMap(\.parameters).filter { $0.kind == .binding }.compactMap(\.label)
            views[info.swiftName] = View(keyword: info.keyword, takesChildren: info.takesChildren,
                                         closures: slots(info.overloads), viewArguments: viewArguments(info.overloads).compactMap { $0 },
                                         bindingArguments: bindings)
        }
        var modifiers: [String: Modifier] = [:]
        for info in ModifierCatalog.all {
            modifiers[info.name] = Modifier(closures: slots(info.overloads), viewArguments: viewArguments(info.overloads),
                                            colorArguments: arguments(of: .color, info.overloads))
        }
        return SwiftCatalogue(views: views, modifiers: modifiers, grammar: .catalogue, layoutValues: Set(LayoutValues.builtinLayouts.keys))
    }()

    /// The labels of the view arguments of all overloads, each once (nil: an unlabelled one).
    static func viewArguments(_ overloads: [Signature]) -> [String?] { arguments(of: .view, overloads) }

    /// The labels of the arguments of one kind in all overloads, each once (nil: an unlabelled one).
    static func arguments(of kind: ArgumentKind, _ overloads: [Signature]) -> [String?] {
        var labels: [String?] = []
        for signature in overloads {
            for parameter in signature.parameters where parameter.kind == kind && !labels.contains(parameter.label) {
                labels.append(parameter.label)
            }
        }
        return labels
    }

    /// The closures of all overloads, each label once, in order.
    static func slots(_ overloads: [Signature]) -> [(label: String, role: ClosureRole)] {
        var slots: [(label: String, role: ClosureRole)] = []
        for signature in overloads {
            for closure in signature.closures where !slots.contains(where: { $0.label == closure.label }) {
                let role: ClosureRole
                switch closure.body {
                case .statements: role = .statements
                case .expression: role = .value
                case .view: role = .views
                case .opaque: role = .opaque
                }
                slots.append((closure.label, role))
            }
        }
        return slots
    }
}
