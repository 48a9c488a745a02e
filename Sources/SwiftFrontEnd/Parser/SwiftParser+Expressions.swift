import Diagnostics
import ViewSyntax

extension SwiftParser {
    /// Swift's precedence groups for the operators of the subset (higher binds tighter).
    static func precedence(of op: String) -> Int? {
        switch op {
        case "||": return 2
        case "&&": return 3
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return 4
        case "??": return 5
        case "..<", "...": return 7
        case "+", "-", "|", "^", "&+", "&-": return 8
        case "*", "/", "%", "&", "&*": return 9
        case "<<", ">>": return 10
        default: return nil
        }
    }
    static let castPrecedence = 6

    /// Words that end an expression rather than name something.
    static let reservedWords: Set<String> = [
        "in", "else", "case", "default", "where", "let", "var", "func", "struct", "class", "enum", "extension",
        "protocol", "import", "return", "guard", "for", "while", "repeat", "do", "catch", "defer", "throw", "break",
        "continue", "fallthrough", "typealias", "init", "deinit", "subscript", "is", "as", "inout", "operator",
    ]

    /// An expression; in `pattern` mode `let x`, `var x` and `_` are allowed (case patterns).
    mutating func parseExpression(pattern: Bool = false) -> SwiftExpr {
        guard enterNesting() else { return SwiftExpr(.missing, .point(previousEnd)) }
        defer { leaveNesting() }
        let condition = parseBinary(minimum: 2, pattern: pattern)
        // Ternary: `?` with whitespace before it (`a?` without is optional chaining).
        if atOperator("?"), current.leadingSpace {
            advance()
            let then = parseExpression()
            var otherwise = SwiftExpr(.missing, .point(previousEnd))
            if at(.colon) {
                advance()
                otherwise = parseExpression()
            } else {
                expected("':' in the conditional expression")
            }
            return SwiftExpr(.ternary(condition, then, otherwise), condition.range.union(otherwise.range))
        }
        return condition
    }

    /// The binary operator written here and how many tokens spell it: `>>` and `<<` are two `>`
    /// or `<` tokens written together (the lexer keeps them apart for generic argument lists);
    /// nil unless it is written as a binary operator, with whitespace on both sides or on
    /// neither (Swift's rule), counting brackets and commas as whitespace.
    mutating func binaryOperatorHere() -> (text: String, tokens: Int)? {
        let token = current
        guard token.kind == .operator else { return nil }
        var spelling = text(token)
        var count = 1
        if spelling == "<" || spelling == ">", peek().kind == .operator, !peek().leadingSpace, text(peek()) == spelling {
            spelling += spelling
            count = 2
        }
        let next = peek(count)
        let leftSpace = token.leadingSpace
        let rightSpace = next.leadingSpace || [.rightParen, .rightBracket, .rightBrace, .comma, .semicolon, .colon, .eof].contains(next.kind)
        return leftSpace == rightSpace ? (spelling, count) : nil
    }

    /// `>>=` and `<<=` (a `>` or `<` written against `>=` or `<=`), else the assignment operator
    /// token here; with how many tokens spell it.
    mutating func assignmentOperatorHere() -> (text: String, tokens: Int)? {
        guard at(.operator) else { return nil }
        let spelling = text(current)
        if spelling == "<" || spelling == ">", peek().kind == .operator, !peek().leadingSpace, text(peek()) == spelling + "=" {
            return (spelling + spelling + "=", 2)
        }
        return Self.assignmentOperators.contains(spelling) ? (spelling, 1) : nil
    }

    mutating func parseBinary(minimum: Int, pattern: Bool) -> SwiftExpr {
        var left = parseUnary(pattern: pattern)
        var levels = 0
        defer { for _ in 0..<levels { leaveNesting() } }
        while !abandoned {
            if atWord("as") || atWord("is") {
                guard Self.castPrecedence >= minimum else { break }
                guard enterNesting() else { break }
                levels += 1
                var op = text(advance())
                if op == "as", (atOperator("?") || atOperator("!")), !current.leadingSpace { op += text(advance()) }
                let type = parseType()
                left = SwiftExpr(.cast(left, op, type), left.range.union(type.range))
                continue
            }
            guard let (opText, count) = binaryOperatorHere() else { break }
            guard let precedence = Self.precedence(of: opText), precedence >= minimum else { break }
            guard enterNesting() else { break }
            levels += 1
            var opRange = advance().range
            if count == 2 { opRange = opRange.union(advance().range) }
            // `??` is right-associative; the others left.
            let right = parseBinary(minimum: opText == "??" ? precedence : precedence + 1, pattern: false)
            left = SwiftExpr(.binary(opText, left, right, operatorRange: opRange), left.range.union(right.range))
        }
        return left
    }

    mutating func parseUnary(pattern: Bool) -> SwiftExpr {
        let token = current
        if token.kind == .word {
            if self.token(token, is: "try") || self.token(token, is: "await") {
                advance()
                var effect = text(token)
                if effect == "try", (atOperator("?") || atOperator("!")), !current.leadingSpace { effect += text(advance()) }
                guard enterNesting() else { return SwiftExpr(.missing, token.range) }
                defer { leaveNesting() }
                let operand = parseUnary(pattern: pattern)
                return SwiftExpr(.effect(effect, operand), token.range.union(operand.range))
            }
            if pattern, self.token(token, is: "let") || self.token(token, is: "var") {
                advance()
                let isLet = self.token(token, is: "let")
                if !at(.word) || peek().kind == .leftParen || peek().kind == .period {
                    // `case let .loaded(items)`, `case let (a, b)`: every name inside is bound.
                    guard enterNesting() else { return SwiftExpr(.missing, token.range) }
                    defer { leaveNesting() }
                    let inner = Self.binding(parseUnary(pattern: true), isLet: isLet)
                    return SwiftExpr(inner.kind, token.range.union(inner.range))
                }
                let bound = parseDeclaredName(what: "pattern")
                return SwiftExpr(.bindingPattern(isLet: isLet, name: bound), token.range.union(bound.range))
            }
        }
        if token.kind == .operator, ["-", "!", "+", "&", "~", "...", "..<"].contains(text(token)) {
            advance()
            guard enterNesting() else { return SwiftExpr(.missing, token.range) }
            defer { leaveNesting() }
            let operand = parseUnary(pattern: pattern)
            return SwiftExpr(.prefix(text(token), operand), token.range.union(operand.range))
        }
        return parsePostfix(parsePrimary(pattern: pattern), pattern: pattern)
    }

    /// A pattern after `let`/`var` (`.loaded(items)`, `(a, b)`) with each name written in a call's
    /// arguments or a tuple bound, as `.loaded(let items)` writes it.
    static func binding(_ pattern: SwiftExpr, isLet: Bool) -> SwiftExpr {
        func bind(_ arguments: [SwiftArgument]) -> [SwiftArgument] {
            arguments.map { SwiftArgument(label: $0.label, value: binding($0.value, isLet: isLet)) }
        }
        switch pattern.kind {
        case .identifier(let name) where name != "_":
            return SwiftExpr(.bindingPattern(isLet: isLet, name: Name(name, pattern.range)), pattern.range)
        case .call(let callee, let arguments, let closures):
            return SwiftExpr(.call(callee, arguments: bind(arguments), trailingClosures: closures), pattern.range)
        case .tuple(let elements):
            return SwiftExpr(.tuple(bind(elements)), pattern.range)
        default:
            return pattern
        }
    }

    /// Member accesses, calls, subscripts … after `base`; in `pattern` mode a call's arguments
    /// are patterns too (`case .loaded(let items)`).
    mutating func parsePostfix(_ base: SwiftExpr, pattern: Bool = false) -> SwiftExpr {
        var expr = base
        var levels = 0
        defer { for _ in 0..<levels { leaveNesting() } }
        while !abandoned {
            let token = current
            if token.kind == .operator, text(token) == "...", !token.leadingSpace,
               [.rightParen, .rightBracket, .comma].contains(peek().kind) {
                // `Date()...` in an argument list: a range open at the top, as `prefix("x...")`.
                advance()
                expr = SwiftExpr(.prefix("x...", expr), expr.range.union(token.range))
                continue
            }
            switch token.kind {
            case .period:
                let next = peek()
                guard next.kind == .word || next.kind == .integer else { return expr }
                guard enterNesting() else { return expr }
                levels += 1
                advance()
                let member = advance()
                expr = SwiftExpr(.member(expr, name: text(member), nameRange: member.range), expr.range.union(member.range))
            case .leftParen where !token.leadingNewline:
                guard enterNesting() else { return expr }
                levels += 1
                let open = advance().range
                let arguments = parseArgumentList(closing: .rightParen, opener: open, pattern: pattern)
                var closures: [SwiftTrailingClosure] = []
                if at(.leftBrace), allowsTrailingClosures, !current.leadingNewline { closures = parseTrailingClosures() }
                expr = SwiftExpr(.call(expr, arguments: arguments, trailingClosures: closures), SourceRange(expr.range.start, previousEnd))
            case .leftBracket where !token.leadingNewline && !token.leadingSpace:
                guard enterNesting() else { return expr }
                levels += 1
                let open = advance().range
                let arguments = parseArgumentList(closing: .rightBracket, opener: open)
                expr = SwiftExpr(.subscriptAccess(expr, arguments: arguments), SourceRange(expr.range.start, previousEnd))
            case .leftBrace where allowsTrailingClosures && !token.leadingNewline:
                guard enterNesting() else { return expr }
                levels += 1
                let closures = parseTrailingClosures()
                expr = SwiftExpr(.call(expr, arguments: [], trailingClosures: closures), SourceRange(expr.range.start, previousEnd))
            case .operator where !token.leadingSpace:
                if self.token(token, is: "?") {
                    advance()
                    expr = SwiftExpr(.optionalChain(expr), SourceRange(expr.range.start, previousEnd))
                } else if self.token(token, is: "!"), peek().leadingSpace || [.period, .rightParen, .rightBracket, .comma, .rightBrace, .interpolationEnd, .colon, .eof].contains(peek().kind) {
                    advance()
                    expr = SwiftExpr(.forceUnwrap(expr), SourceRange(expr.range.start, previousEnd))
                } else if self.token(token, is: "<"), let arguments = speculateGenericArguments() {
                    expr = SwiftExpr(.specialization(expr, arguments), SourceRange(expr.range.start, previousEnd))
                } else {
                    return expr
                }
            default:
                return expr
            }
        }
        return expr
    }

    /// `<CGFloat>` after a type name used as a value (`Binding<CGFloat>(…)`), when what
    /// follows makes it a generic argument list rather than a comparison.
    mutating func speculateGenericArguments() -> [SwiftType]? {
        speculate { parser in
            parser.advance()
            var types: [SwiftType] = []
            repeat {
                types.append(parser.parseType())
            } while parser.at(.comma) && parser.advance().kind == .comma
            guard parser.atOperator(">") else { return nil }
            parser.advance()
            let next = parser.current
            guard [.leftParen, .period, .rightParen, .comma, .rightBracket].contains(next.kind) else { return nil }
            guard !types.contains(where: { if case .missing = $0.kind { true } else { false } }) else { return nil }
            return types
        }
    }

    /// Runs `body`; when it returns nil, everything it consumed and reported is undone.
    mutating func speculate<T>(_ body: (inout SwiftParser) -> T?) -> T? {
        let saved = (index, sink, previousEnd, depth, abandoned)
        if let result = body(&self), !abandoned { return result }
        (index, sink, previousEnd, depth, abandoned) = saved
        return nil
    }

    // MARK: Arguments and trailing closures

    /// `label: value, value, …` up to `closing` (consumed).
    mutating func parseArgumentList(closing: SwiftTokenKind, opener: SourceRange, pattern: Bool = false) -> [SwiftArgument] {
        let savedTrailing = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = savedTrailing }
        var arguments: [SwiftArgument] = []
        let spelling = closing == .rightParen ? ")" : "]"
        while !atEOF, !at(closing) {
            let before = index
            var label: Name?
            if (current.kind == .word || current.kind == .integer), peek().kind == .colon, !Self.reservedLabel(text(current)) {
                label = name(advance())
                advance()
            }
            if at(.operator), [.comma, closing].contains(peek().kind) {  // reduce(0, +)
                let op = advance()
                arguments.append(SwiftArgument(label: label, value: SwiftExpr(.identifier(text(op)), op.range)))
            } else {
                arguments.append(SwiftArgument(label: label, value: parseExpression(pattern: pattern)))
            }
            if at(.comma) {
                advance()
            } else if !at(closing) {
                if at(.rightBrace) || at(.rightParen) || at(.rightBracket) || atEOF { break }
                expected("',' or '\(spelling)'")
                while !atEOF, !at(.comma), !at(closing), !at(.rightBrace), !(current.leadingNewline && atDeclarationStart()) { advance() }
                if at(.comma) { advance() }
            }
            if index == before { advance() }
        }
        expect(closing, spelling, opener: opener)
        return arguments
    }

    /// Labels may be most keywords (`for:`, `in:`, `default:`), but not the pattern words.
    static func reservedLabel(_ word: String) -> Bool { word == "case" }

    /// `{ … }` then `label: { … }` pairs (the labels may start a new line).
    mutating func parseTrailingClosures() -> [SwiftTrailingClosure] {
        var closures = [SwiftTrailingClosure(label: nil, closure: parseClosure())]
        while at(.word), peek().kind == .colon, peek(2).kind == .leftBrace, !["case", "default"].contains(text(current)) {
            let label = name(advance())
            advance()
            closures.append(SwiftTrailingClosure(label: label, closure: parseClosure()))
        }
        return closures
    }
}
