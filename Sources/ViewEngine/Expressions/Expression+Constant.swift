extension Expression {
    /// Whether the expression's value is known when it is written: it reads no state, no
    /// local, no `$0`, no `nextValue()` and no `UUID()` (a fresh one each time) (`1...500000`, `["a", "b"]`, `2 * 8`).
    public var isConstant: Bool {
        switch self {
        case .literal: return true
        case .state, .local, .shorthand: return false
        case .member(let base, _): return base.isConstant
        case .subscriptAccess(let base, let arguments), .method(let base, _, let arguments):
            return base.isConstant && arguments.allSatisfy(\.value.isConstant)
        case .call(let function, let arguments): return !function.isFreshEachCall(argumentCount: arguments.count) && arguments.allSatisfy(\.value.isConstant)
        case .record(_, let arguments), .tuple(let arguments): return arguments.allSatisfy(\.value.isConstant)
        case .list(let elements): return elements.allSatisfy(\.isConstant)
        case .dictionary(let elements): return elements.allSatisfy { $0.key.isConstant && $0.value.isConstant }
        case .unary(_, let operand): return operand.isConstant
        case .binary(_, let left, let right): return left.isConstant && right.isConstant
        case .ternary(let condition, let then, let otherwise):
            return condition.isConstant && then.isConstant && otherwise.isConstant
        case .interpolation(let segments):
            return segments.allSatisfy { segment in
                if case .expression(let expression) = segment { return expression.isConstant }
                return true
            }
        case .closureMethod, .function: return false
        }
    }
}
