import Diagnostics
import ViewSyntax

/// Swift's `Int` division truncates; viewsh's numbers are all `Double`. Where the spelling
/// shows both sides are integers — literals, `.count`, `Int(…)`, names declared `Int` or from
/// an integer, fields a struct of the file declares `Int` (Translator+DeclaredTypes), loop
/// indices over integer ranges and `indices` — `a / b` becomes `Int(a / b)`,
/// so `index / columns` gives the row as Swift computes it.
extension Translator {
    static let integerOperators: Set<String> = ["+", "-", "*", "/", "%"]
    static let bitOperators: Set<String> = ["&", "|", "^", "<<", ">>"]

    /// What the spelling says about an expression's type.
    enum IntegerKind {
        /// An integer literal, or arithmetic of them: `Int` alone, but the type of its context
        /// otherwise (`16 / 9` as a CGFloat argument is 1.78).
        case literal
        /// Certainly an `Int`.
        case int
        case other
    }

    /// Whether an expression is an `Int` (a literal or arithmetic of literals counts: alone,
    /// Swift types it `Int`).
    func isInteger(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        integerKind(expr, scope) != .other
    }

    func integerKind(_ expr: SwiftExpr, _ scope: Scope, depth: Int = 0) -> IntegerKind {
        guard depth < 32 else { return .other }
        switch expr.kind {
        case .integer:
            return .literal
        case .identifier(let name):
            if scope.locals.contains(name) { return scope.integers.contains(name) ? .int : .other }
            if case .value(let bound, let boundScope)? = scope.substitutions[name] {
                return integerKind(bound, boundScope, depth: depth + 1)
            }
            if scope.substitutions[name] == nil && integerStates.contains(name) { return .int }
            if scope.substitutions[name] == nil, case .value(let bound, let boundScope)? = memberSubstitution(name, of: scope.typeName, scope) {
                // `let year = 2024`, a constant of the view: its value's kind.
                return integerKind(bound, boundScope, depth: depth + 1)
            }
            return Self.isIntegerType(scope.declaredTypes[name]) ? .int : .other
        case .member(let base, let name, _):
            if name == "count" { return .int }
            if case .identifier("Int") = base.kind, name == "max" || name == "min" { return .int }
            if case .identifier("self") = base.kind {
                // The type's own property, not a closure parameter of that name.
                return integerKind(SwiftExpr(.identifier(name), expr.range), scope.members, depth: depth + 1)
            }
            // A field the file declares `Int` (`item.minutes` of `struct Item { var minutes: Int }`).
            return Self.isIntegerType(declaredType(of: expr, scope)) ? .int : .other
        case .subscriptAccess:
            return Self.isIntegerType(declaredType(of: expr, scope)) ? .int : .other
        case .call(let callee, let arguments, _):
            if case .identifier("Int") = callee.kind, arguments.count == 1 { return .int }
            if case .identifier(let name) = callee.kind, !scope.locals.contains(name), scope.integerFunctions.contains(name) { return .int }
            return .other
        case .prefix("-", let operand):
            return integerKind(operand, scope, depth: depth + 1)
        case .prefix("~", let operand):
            // Swift's bit operators exist only on integers: their result is one.
            return integerKind(operand, scope, depth: depth + 1) == .literal ? .literal : .int
        case .binary(let op, let left, let right, _) where Self.bitOperators.contains(op):
            let l = integerKind(left, scope, depth: depth + 1), r = integerKind(right, scope, depth: depth + 1)
            return l == .literal && r == .literal ? .literal : .int
        case .binary(let op, let left, let right, _) where Self.integerOperators.contains(op):
            let l = integerKind(left, scope, depth: depth + 1), r = integerKind(right, scope, depth: depth + 1)
            if l == .other || r == .other { return .other }
            return l == .literal && r == .literal ? .literal : .int
        default:
            return .other
        }
    }

    /// `Int` written as the type (`Int`, `Int?` does not count: nil is not a number).
    static func isIntegerType(_ type: SwiftType?) -> Bool {
        type?.simpleName == "Int"
    }

    /// Whether a loop over `sequence` counts integers (a range of integers, `indices`).
    func countsIntegers(_ sequence: SwiftExpr, _ scope: Scope) -> Bool {
        switch sequence.kind {
        case .member(_, "indices", _): return true
        case .binary(let op, let lower, let upper, _) where op == "..<" || op == "...":
            return isInteger(lower, scope) && isInteger(upper, scope)
        default: return false
        }
    }

    /// `Double`, `CGFloat` or `Float` written as the type (an optional does not count).
    static func isFloatingType(_ type: SwiftType?) -> Bool {
        type?.simpleName.map(floatingTypeNames.contains) ?? false
    }

    static let floatingTypeNames: Set<String> = ["Double", "CGFloat", "Float"]

    /// Whether the spelling shows an expression is a `Double`, `CGFloat` or `Float`: a float
    /// literal, a name or field declared one (or a state from a float literal), `Double(…)`, and
    /// arithmetic with one of them (Swift does not mix an `Int` in, so the other side is a
    /// literal or floating too). What a `LocalizedStringKey` formats with `%lf` (§18.13).
    func isFloatingPoint(_ expr: SwiftExpr, _ scope: Scope, depth: Int = 0) -> Bool {
        guard depth < 32 else { return false }
        switch expr.kind {
        case .float:
            return true
        case .identifier(let name):
            if scope.locals.contains(name) { return Self.isFloatingType(scope.declaredTypes[name]) }
            if case .value(let bound, let boundScope)? = scope.substitutions[name] {
                return isFloatingPoint(bound, boundScope, depth: depth + 1)
            }
            if scope.substitutions[name] == nil && floatingStates.contains(name) { return true }
            if scope.substitutions[name] == nil, case .value(let bound, let boundScope)? = memberSubstitution(name, of: scope.typeName, scope) {
                return isFloatingPoint(bound, boundScope, depth: depth + 1)
            }
            return Self.isFloatingType(scope.declaredTypes[name])
        case .member(let base, let name, _):
            if case .identifier("self") = base.kind {
                return isFloatingPoint(SwiftExpr(.identifier(name), expr.range), scope.members, depth: depth + 1)
            }
            return Self.isFloatingType(declaredType(of: expr, scope))
        case .call(let callee, let arguments, _):
            guard case .identifier(let type) = callee.kind, arguments.count == 1 else { return false }
            return Self.floatingTypeNames.contains(type) && !scope.locals.contains(type)
        case .prefix("-", let operand):
            return isFloatingPoint(operand, scope, depth: depth + 1)
        case .binary(let op, let left, let right, _) where ["+", "-", "*", "/"].contains(op):
            let l = isFloatingPoint(left, scope, depth: depth + 1), r = isFloatingPoint(right, scope, depth: depth + 1)
            return (l && (r || integerKind(right, scope) == .literal)) || (r && integerKind(left, scope) == .literal)
        default:
            return Self.isFloatingType(declaredType(of: expr, scope))
        }
    }

    /// `a / b` of two integers, truncated as Swift's `Int` division is.
    func truncated(_ quotient: Expr, range: SourceRange) -> Expr {
        Expr(.call(Expr(.identifier("Int"), range), arguments: [Argument(value: quotient)], trailingClosures: []), range)
    }
}
