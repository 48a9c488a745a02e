import ViewLayout

// Checks of argument values beyond their kind (`Signature.Parameter.check`). The same check
// runs twice: on a constant argument when the statement is lowered (a located error that
// refuses the statement, `Lowerer.constantProblem`), and on every argument when the body is
// evaluated (a problem at the node's address, `EvaluatedArguments.checked`), so a value that
// comes from state is caught too. Lengths and axes have argument kinds of their own
// (`ArgumentKind.length`, `.axes`).

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
