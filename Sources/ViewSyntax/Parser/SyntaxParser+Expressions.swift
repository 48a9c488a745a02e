import Diagnostics

/// How the context restricts an expression. (Plain booleans rather than an `OptionSet`:
/// option-set literals are generic calls in debug builds, and this is on every path.)
struct ExprFlags {
    /// ` .name` after the expression is a modifier of it. Off for a view's operand (`color
    /// clear .padding` — the modifier belongs to the view).
    var allowsModifiers = true
    /// `{` after the expression may be a trailing closure. Off for a `foreach` operand, an
    /// `if` condition and a key's default value (the `{` that follows is theirs).
    var allowsTrailingClosures = true
    /// An unparenthesised `<` ends the expression: an `if` condition, where it opens the
    /// then-children. Brackets reset it: `if (a < b) < … >`.
    var angleOpensChildren = false

    static let standard = ExprFlags()
    static let operand = ExprFlags(allowsModifiers: false, allowsTrailingClosures: false)
    static let condition = ExprFlags(allowsTrailingClosures: false, angleOpensChildren: true)
    static let noTrailingClosures = ExprFlags(allowsTrailingClosures: false)
}

/// expression := binary ('?' expression ':' expression)?
/// binary     := unary (binary-operator unary)*      (Swift-like precedence, left-associative)
/// unary      := ('-' | '!' | '~') unary | postfix
extension SyntaxParser {
    mutating func canStartExpression(_ token: Token) -> Bool {
        Self.canStartExpression(token)
    }

    static func canStartExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .stringStart, .trueKeyword, .falseKeyword, .nilKeyword, .identifier, .dollarIdentifier,
             .dollarNumber, .period, .backslash, .leftParen, .leftBracket, .leftBrace, .stackKeyword, .viewKeyword,
             .ifKeyword, .minus, .bang, .tilde:
            return true
        default:
            return false
        }
    }

    mutating func parseExpr(_ flags: ExprFlags = .standard) -> Expr {
        let condition = parseBinary(minimumPrecedence: 1, flags)
        guard at(.question) else { return condition }
        return parseTernary(condition, flags)
    }

    /// `? a : b` after `condition` (right-associative: `c ? a : d ? e : f`).
    private mutating func parseTernary(_ condition: Expr, _ flags: ExprFlags) -> Expr {
        let question = advance()
        guard enterNesting(at: question) else { return condition }
        defer { leaveNesting() }
        var inner = flags
        inner.angleOpensChildren = false
        let whenTrue = parseRequiredExpr(inner)
        guard at(.colon) else {
            reportExpected("':' after the first branch of '?'")
            return Expr(.ternary(condition, whenTrue, missing), condition.range.union(whenTrue.range))
        }
        advance()
        let whenFalse = parseRequiredExpr(flags)
        return Expr(.ternary(condition, whenTrue, whenFalse), condition.range.union(whenFalse.range))
    }

    /// An expression that must be there: when none can start here, `expected <what>` and a
    /// `.missing` placeholder (nothing is consumed).
    mutating func parseRequiredExpr(_ flags: ExprFlags = .standard, what: @autoclosure () -> String = "an expression") -> Expr {
        guard canStartExpression(current) else {
            reportExpected(what())
            return missing
        }
        return parseExpr(flags)
    }

    /// The binary operator at the current token, and how many tokens spell it: `<<` and `>>` are
    /// two `<` or `>` written together (the lexer keeps them apart so that `>>` can close two
    /// children lists); in an `if` condition an unparenthesised `<` (and so `<<`) ends it.
    private mutating func binaryOperator(_ flags: ExprFlags) -> (op: BinaryOperator, tokens: Int)? {
        let token = current
        if token.kind == .less || token.kind == .greater {
            let next = peek()
            if next.kind == token.kind, !next.leadingSpace {
                if token.kind == .less, flags.angleOpensChildren { return nil }
                return (token.kind == .less ? .shiftLeft : .shiftRight, 2)
            }
        }
        if token.kind == .less, flags.angleOpensChildren { return nil }
        return token.kind.binaryOperator.map { ($0, 1) }
    }

    private mutating func parseBinary(minimumPrecedence: Int, _ flags: ExprFlags) -> Expr {
        let left = parseUnary(flags)
        guard let op = binaryOperator(flags)?.op, op.precedence >= minimumPrecedence else { return left }
        return parseBinaryChain(left, minimumPrecedence: minimumPrecedence, flags)
    }

    /// The operators after `left`, by precedence climbing (left-associative). Each operator
    /// nests the tree one level deeper, so a long chain counts as nesting.
    private mutating func parseBinaryChain(_ start: Expr, minimumPrecedence: Int, _ flags: ExprFlags) -> Expr {
        var left = start
        var wraps = 0
        defer { depth -= wraps }
        while let (op, count) = binaryOperator(flags), op.precedence >= minimumPrecedence {
            guard enterNesting(at: current) else { break }
            wraps += 1
            for _ in 0..<count { advance() }
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
        guard at(.minus) || at(.bang) || at(.tilde) else { return parsePostfix(flags) }
        return parsePrefixOperation(flags)
    }

    private mutating func parsePrefixOperation(_ flags: ExprFlags) -> Expr {
        let opToken = advance()
        let op: UnaryOperator = opToken.kind == .minus ? .negate : opToken.kind == .tilde ? .bitNot : .not
        guard enterNesting(at: opToken) else { return missing }
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
