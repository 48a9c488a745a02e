import ViewLayout

// Checks of argument values beyond their kind (`Signature.Parameter.check`). The same check
// runs twice: on a constant argument when the statement is lowered (a located error that
// refuses the statement), and on every argument when the body is evaluated (a problem at
// the node's address), so a value that comes from state is caught too.

extension ModifierArgument {
    /// What `check` finds wrong with this argument when it is a constant (nil when it is
    /// fine, or depends on state, parameters or closure arguments).
    public func constantProblem(_ check: ArgumentCheck) -> String? {
        switch self {
        case .expression(let expression):
            guard let value = try? Evaluator.evaluate(expression, in: EvaluationScope()) else { return nil }
            return check(value)
        case .guide(let name):
            return check(.symbol(name))
        default:
            return nil
        }
    }
}

extension EvaluatedArguments {
    /// The argument's value when it passes `check`; nil (with a problem) otherwise.
    public mutating func checked(_ name: String, _ check: ArgumentCheck) -> Value? {
        guard let value = value(name) else { return nil }
        if let message = check(value) {
            problem(message)
            return nil
        }
        return value
    }

    /// A number argument that passes `check`.
    public mutating func checkedNumber(_ name: String, _ check: ArgumentCheck) -> Double? {
        guard case .number(let n)? = checked(name, check) else { return nil }
        return n
    }
}

/// Checks shared by the catalogue's entries.
public enum ArgumentChecks {
    /// A spacing: a finite number, or nil for the default. Negative spacing is accepted, as
    /// stacks accept it (§1.2: measured, the views overlap).
    public static let spacing: ArgumentCheck = { value in
        switch value {
        case .none: return nil
        case .number(let n) where n.isFinite: return nil
        case .number(let n): return "spacing must be a finite number, not \(formatLength(n))"
        default: return "spacing must be a number, not \(value.kindName)"
        }
    }

    /// A length that must be finite and not negative.
    public static let length: ArgumentCheck = { value in
        guard case .number(let n) = value else { return "expected a number, got \(value.kindName)" }
        return n.isFinite && n >= 0 ? nil : "expected a finite number of 0 or more, got \(formatLength(n))"
    }

    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]` or `[]` (an `Axis.Set`).
    public static let axes: ArgumentCheck = { value in axisSet(value) == nil ? "expected axes such as .horizontal or [.horizontal, .vertical]" : nil }

    /// The axes of an `Axis.Set` value; nil when it is not one.
    public static func axisSet(_ value: Value) -> (horizontal: Bool, vertical: Bool)? {
        func one(_ v: Value) -> (Bool, Bool)? {
            guard case .symbol(let name) = v else { return nil }
            switch name {
            case "horizontal": return (true, false)
            case "vertical": return (false, true)
            case "all": return (true, true)
            default: return nil
            }
        }
        if case .list(let items) = value {
            var h = false, v = false
            for item in items {
                guard let axes = one(item) else { return nil }
                h = h || axes.0
                v = v || axes.1
            }
            return (h, v)
        }
        return one(value).map { (horizontal: $0.0, vertical: $0.1) }
    }

    /// `.topTrailing` or `UnitPoint(x: 0.25, y: 0.75)` (finite coordinates).
    public static let unitPoint: ArgumentCheck = { value in unitPointValue(value) == nil ? "expected a unit point such as .topTrailing or UnitPoint(x: 0.25, y: 0.75)" : nil }

    public static func unitPointValue(_ value: Value) -> UnitPoint? {
        switch value {
        case .symbol(let name):
            let points: [String: UnitPoint] = [
                "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
                "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
                "zero": .topLeading,
            ]
            return points[name]
        case .record(let type, let fields) where type == "UnitPoint" && fields.count == 2:
            guard fields[0].label == "x", fields[1].label == "y", case .number(let x) = fields[0].value,
                  case .number(let y) = fields[1].value, x.isFinite, y.isFinite else { return nil }
            return UnitPoint(x: x, y: y)
        default:
            return nil
        }
    }

    /// `.gridCellColumns(n)`: a whole number from 1 to 1000 (viewsh's bound, §11.1 rule 4).
    public static let columnCount: ArgumentCheck = { value in
        guard case .number(let n) = value else { return "expected a whole number of columns, got \(value.kindName)" }
        return n.isFinite && n == n.rounded() && n >= 1 && n <= 1000 ? nil
            : "a cell spans a whole number of columns from 1 to 1000, not \(formatLength(n))"
    }

    /// A horizontal alignment guide's name (built-in vertical names are refused; custom ones
    /// are checked when the body is evaluated).
    public static let horizontalGuide: ArgumentCheck = { value in
        if case .symbol(let name) = value, ["top", "bottom", "firstTextBaseline", "lastTextBaseline"].contains(name) {
            return "'.\(name)' is a vertical alignment; a horizontal one is expected (.leading, .center, .trailing)"
        }
        return nil
    }

    /// A vertical alignment guide's name.
    public static let verticalGuide: ArgumentCheck = { value in
        if case .symbol(let name) = value, ["leading", "trailing"].contains(name) {
            return "'.\(name)' is a horizontal alignment; a vertical one is expected (.top, .center, .bottom, .firstTextBaseline …)"
        }
        return nil
    }

    /// A list of `GridItem(…)` values (§11.4).
    public static let gridItems: ArgumentCheck = { value in
        if case .failure(let problem) = GridItemSpec.parse(value) { return problem.message }
        return nil
    }
}

/// A message as an `Error`.
public struct ArgumentProblem: Error, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
