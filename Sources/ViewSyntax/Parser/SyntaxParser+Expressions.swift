import Diagnostics

/// How the context restricts an expression.
struct ExprFlags: OptionSet {
    let rawValue: UInt8
    /// ` .name` after the expression is left to the caller: a view's operand (`color clear
    /// .padding` — the modifier belongs to the view).
    static let noModifiers = ExprFlags(rawValue: 1 << 0)
    /// `{` after the expression is not a trailing closure: a `foreach` operand, an `if`
    /// condition, a key's default value (the `{` that follows is theirs).
    static let noTrailingClosures = ExprFlags(rawValue: 1 << 1)
    /// An unparenthesised `<` ends the expression: an `if` condition, where it opens the
    /// then-children. Brackets reset it: `if (a < b) < … >`.
    static let angleOpensChildren = ExprFlags(rawValue: 1 << 2)
}

/// expression := binary ('?' expression ':' expression)?
/// binary     := unary (binary-operator unary)*      (Swift-like precedence, left-associative)
/// unary      := ('-' | '!') unary | postfix
extension SyntaxParser {
    func canStartExpression(_ token: Token) -> Bool {
        Self.canStartExpression(token)
    }

    static func canStartExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .stringStart, .trueKeyword, .falseKeyword, .nilKeyword, .identifier, .dollarIdentifier,
             .dollarNumber, .period, .backslash, .leftParen, .leftBracket, .leftBrace, .stackKeyword, .viewKeyword,
             .ifKeyword, .minus, .bang:
            return true
        default:
            return false
        }
    }

    mutating func parseExpr(_ flags: ExprFlags = []) -> Expr {
        let condition = parseBinary(minimumPrecedence: 1, flags)
        guard at(.question) else { return condition }
        advance()
        guard enterNesting() else { return condition }
        defer { leaveNesting() }
        let whenTrue = parseRequiredExpr(flags.subtracting(.angleOpensChildren))
        guard at(.colon) else {
            reportExpected("':' after the first branch of '?'")
            return Expr(.ternary(condition, whenTrue, missing), condition.range.union(whenTrue.range))
        }
        advance()
        let whenFalse = parseRequiredExpr(flags)
        return Expr(.ternary(condition, whenTrue, whenFalse), condition.range.union(whenFalse.range))
    }

    /// An expression that must be there: when none can start here, `expected an expression`
    /// and a `.missing` placeholder (nothing is consumed).
    mutating func parseRequiredExpr(_ flags: ExprFlags = [], what: String = "an expression") -> Expr {
        guard canStartExpression(current) else {
            reportExpected(what)
            return missing
        }
        return parseExpr(flags)
    }

    private func binaryOperator(_ token: Token, _ flags: ExprFlags) -> BinaryOperator? {
        if token.kind == .less, flags.contains(.angleOpensChildren) { return nil }
        return token.kind.binaryOperator
    }

    private mutating func parseBinary(minimumPrecedence: Int, _ flags: ExprFlags) -> Expr {
        var left = parseUnary(flags)
        // Each operator nests the tree one level deeper, so a long chain counts as nesting.
        var wraps = 0
        defer { depth -= wraps }
        while let op = binaryOperator(current, flags), op.precedence >= minimumPrecedence {
            guard enterNesting() else { break }
            wraps += 1
            advance()
            let right: Expr
            if canStartExpression(current) {
                // Recursion here is bounded by the number of precedence levels.
                right = parseBinary(minimumPrecedence: op.precedence + 1, flags)
            } else {
                reportExpected("an expression after '\(op.rawValue)'")
                right = missing
            }
            left = Expr(.binary(op, left, right), left.range.union(right.range))
        }
        return left
    }

    private mutating func parseUnary(_ flags: ExprFlags) -> Expr {
        guard at(.minus) || at(.bang) else { return parsePostfix(flags) }
        let opToken = advance()
        let op: UnaryOperator = opToken.kind == .minus ? .negate : .not
        guard enterNesting() else { return missing }
        defer { leaveNesting() }
        let operand: Expr
        if canStartExpression(current) {
            operand = parseUnary(flags)
        } else {
            reportExpected("an expression after '\(op.rawValue)'")
            operand = missing
        }
        return Expr(.unary(op, operand), opToken.range.union(operand.range))
    }
}
