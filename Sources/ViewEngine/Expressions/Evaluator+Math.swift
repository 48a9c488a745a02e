import Foundation

/// Trigonometry and number conversions, as layouts use them: `sin`, `cos`, `tan`, `atan2`,
/// `pow`, and `Double(x)`, `CGFloat(x)`, `Int(x)` (numbers are one kind in viewsh, so the first
/// two keep the value and `Int` truncates toward zero, trapping where Swift traps).
extension Evaluator {
    static func math(_ function: BuiltinFunction, _ n: Double, _ values: [Value]) throws(EvaluationError) -> Value {
        switch function {
        case .sin: return .number(Foundation.sin(n))
        case .cos: return .number(Foundation.cos(n))
        case .tan: return .number(Foundation.tan(n))
        case .atan2, .pow:
            guard case .number(let m) = values[1] else { throw EvaluationError("'\(function.rawValue)' needs numbers") }
            return .number(function == .atan2 ? Foundation.atan2(n, m) : Foundation.pow(n, m))
        case .Double, .CGFloat:
            return .number(n)
        case .Int:
            // Swift traps on these; viewsh says why.
            guard n.isFinite else { throw EvaluationError("Int(\(Value.format(n))) is not a whole number Swift can hold") }
            let truncated = n.rounded(.towardZero)
            guard abs(truncated) < 9.2e18 else { throw EvaluationError("Int(\(Value.format(n))) is too large for an Int") }
            return .whole(Int(truncated))
        default:
            throw EvaluationError("unknown function '\(function.rawValue)'")
        }
    }
}
