import Foundation
import ViewLayout

/// Methods of the values layouts use: `proposal.replacingUnspecifiedDimensions()`,
/// `xs.enumerated()`, `xs.max()`, `xs.min()`, `xs.reversed()`, `point.applying(transform)`;
/// and, while a layout's method runs, the subviews' (`sizeThatFits`, `dimensions(in:)`,
/// `place(at:anchor:proposal:)`, `spacing.distance(to:along:)`) and other layouts'
/// (`OtherLayout().sizeThatFits(proposal:subviews:)`), answered by the run (UserLayoutRun).
extension Evaluator {
    static let layoutMethods = [
        "replacingUnspecifiedDimensions", "enumerated", "max", "min", "reversed", "sorted", "applying",
        "sizeThatFits", "dimensions", "place", "distance", "placeSubviews",
    ]

    /// The value of a layout method, or nil when `name` is not one for this receiver.
    static func layoutMethod(
        _ name: String, of receiver: Value, arguments: [Value.Field], context: InterpreterContext?
    ) throws(EvaluationError) -> Value? {
        switch (receiver, name) {
        case (.record("LayoutSubview", _), _), (.record("ViewSpacing", _), _):
            // First: a subview's methods are what a layout calls most.
            guard let run = context?.layout else {
                throw EvaluationError("a subview can be asked only while its layout's method runs")
            }
            return try run.subviewMethod(name, of: receiver, arguments: arguments)
        case (.record("ProposedViewSize", let fields), "replacingUnspecifiedDimensions"):
            var fallback = Size(width: 10, height: 10)
            if let by = arguments.first {
                guard by.label == "by", arguments.count == 1 else {
                    throw EvaluationError("replacingUnspecifiedDimensions takes one size: replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))")
                }
                fallback = try LayoutValues.size(by.value, what: "replacingUnspecifiedDimensions(by:)")
            }
            let proposal = try LayoutValues.proposedSize(.record(type: "ProposedViewSize", fields: fields))
            return LayoutValues.size(proposal.replacingUnspecified(by: fallback))
        case (.list(let items), "enumerated"):
            try noArguments(arguments, name)
            return .list(items.enumerated().map { .tuple([.init("offset", .number(Double($0.offset))), .init("element", $0.element)]) })
        case (.list(let items), "reversed"):
            try noArguments(arguments, name)
            return .list(items.reversed())
        case (.list(let items), "sorted"):
            try noArguments(arguments, name)
            let numbers = items.compactMap(\.number)
            if numbers.count == items.count {
                guard !numbers.contains(where: \.isNaN) else { throw EvaluationError("sorted() cannot order NaN (not a number)") }
                return .list(numbers.sorted().map(Value.number))
            }
            let strings = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
            guard strings.count == items.count else { throw EvaluationError("sorted() needs a list of numbers or of strings; sorted(by:) takes a closure") }
            return .list(strings.sorted().map(Value.string))
        case (.list(let items), "max"), (.list(let items), "min"):
            try noArguments(arguments, name)
            guard !items.isEmpty else { return Value.none }
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count else { throw EvaluationError("\(name)() needs a list of numbers") }
            return .number(name == "max" ? numbers.max()! : numbers.min()!)
        case (.record("CGPoint", _), "applying"):
            let point = try LayoutValues.point(receiver, what: "applying")
            guard arguments.count == 1, case .record("CGAffineTransform", let fields) = arguments[0].value,
                  fields.count == 1, fields[0].label == "rotationAngle", case .number(let angle) = fields[0].value
            else { throw EvaluationError("viewsh applies a rotation only: point.applying(CGAffineTransform(rotationAngle: a))") }
            return LayoutValues.point(x: point.x * Foundation.cos(angle) - point.y * Foundation.sin(angle),
                                      y: point.x * Foundation.sin(angle) + point.y * Foundation.cos(angle))
        case (.record(let type, let fields), "sizeThatFits"), (.record(let type, let fields), "placeSubviews"):
            guard let run = context?.layout else { return nil }
            guard let other = run.library[type] else {
                if LayoutValues.builtinLayouts[type] != nil || type == "AnyLayout" {
                    throw EvaluationError("viewsh runs the methods of the layouts you define only, not \(type)'s")
                }
                return nil
            }
            return try run.delegate(name, to: other, fields: fields, arguments: arguments)
        default:
            return nil
        }
    }

    private static func noArguments(_ arguments: [Value.Field], _ name: String) throws(EvaluationError) {
        guard arguments.isEmpty else { throw EvaluationError("\(name)() takes no arguments") }
    }
}
