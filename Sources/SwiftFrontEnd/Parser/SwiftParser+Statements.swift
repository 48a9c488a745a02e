import Diagnostics
import ViewSyntax

extension SwiftParser {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "??=", "&=", "|=", "^="]

    /// `{ statements }`; `what` names the construct for "expected '}' to close …".
    mutating func parseBlock(what: String) -> [SwiftStmt] {
        guard at(.leftBrace) else {
            expected("'{' to start \(what)")
            return []
        }
        let open = advance().range
        guard enterNesting() else { return [] }
        defer { leaveNesting() }
        let statements = parseStatements(until: .rightBrace)
        expect(.rightBrace, "}", opener: open, what: "to close \(what)")
        return statements
    }

    /// Statements up to (not including) `closing` — `}` for a block, or the next `case` in a switch.
    mutating func parseStatements(until closing: SwiftTokenKind, stopAtCase: Bool = false) -> [SwiftStmt] {
        var statements: [SwiftStmt] = []
        let savedTrailing = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = savedTrailing }
        while !atEOF, !at(closing) {
            if stopAtCase, atWord("case") || atWord("default") || (at(.at) && token(peek(), is: "unknown")) { break }
            let before = index
            if at(.semicolon) {
                advance()
                continue
            }
            if at(.rightParen) || at(.rightBracket) || (closing != .rightBrace && at(.rightBrace)) {
                let token = advance()
                error("unexpected '\(String(UnicodeScalar(bytes[token.start])))' with no matching opening bracket", at: token.range)
                continue
            }
            statements.append(contentsOf: parseStatement())
            separateStatements(closing: closing)
            if index == before { advance() }
        }
        return statements
    }

    /// After a statement: the next one must start on a new line or after `;`.
    mutating func separateStatements(closing: SwiftTokenKind?) {
        if atEOF || at(.semicolon) || current.leadingNewline || (closing.map { at($0) } ?? false) || at(.rightBrace) { return }
        if atWord("case") || atWord("default") { return }  // the next case of a switch
        error("consecutive statements on a line must be separated by ';'", at: .point(previousEnd))
        skipToStatementEnd()
    }

    mutating func parseStatement() -> [SwiftStmt] {
        guard !abandoned else { return [] }
        let start = current.start
        if atDeclarationStart() {
            if atWord("case") {  // `case` outside an enum: a stray switch case
                error("'case' outside a switch or an enum", at: current.range)
                skipToStatementEnd()
                return []
            }
            return parseDeclaration().map { SwiftStmt(.declaration($0), $0.range) }
        }
        if current.kind == .word {
            switch text(current) {
            case "if":
                return [parseIf()]
            case "guard":
                advance()
                let conditions = parseConditions()
                if !consumeWord("else") { expected("'else' after the guard's condition") }
                let body = parseBlock(what: "the guard's else")
                return [SwiftStmt(.guardStatement(conditions: conditions, otherwise: body), SourceRange(start, previousEnd))]
            case "for":
                return [parseFor()]
            case "switch":
                return [parseSwitch()]
            case "return":
                let keyword = advance()
                var value: SwiftExpr?
                if !atEOF, !current.leadingNewline, !at(.rightBrace), !at(.semicolon), !atWord("case"), !atWord("default") {
                    value = parseExpression()
                }
                _ = keyword
                return [SwiftStmt(.returnStatement(value), SourceRange(start, previousEnd))]
            case "while", "repeat", "do", "defer", "throw", "break", "continue", "fallthrough":
                return [parseOtherStatement()]
            default:
                break
            }
        }
        let expression = parseExpression()
        if let (op, count) = assignmentOperatorHere() {
            var opRange = advance().range
            if count == 2 { opRange = opRange.union(advance().range) }
            let value = parseExpression()
            return [SwiftStmt(.assignment(target: expression, op: op, value: value, operatorRange: opRange),
                              SourceRange(start, previousEnd))]
        }
        return [SwiftStmt(.expression(expression), SourceRange(start, previousEnd))]
    }

    mutating func parseIf() -> SwiftStmt {
        let start = advance().start
        guard enterNesting() else { return SwiftStmt(.missing, .point(start)) }
        defer { leaveNesting() }
        let conditions = parseConditions()
        let then = parseBlock(what: "the 'if'")
        var otherwise: [SwiftStmt]?
        if atWord("else") {
            advance()
            if atWord("if") {
                otherwise = [parseIf()]
            } else {
                otherwise = parseBlock(what: "the 'else'")
            }
        }
        return SwiftStmt(.ifStatement(conditions: conditions, then: then, otherwise: otherwise), SourceRange(start, previousEnd))
    }

    /// `a, let b = c, case .x = d, #available(…)` up to the `{` (or `else` for guard).
    mutating func parseConditions() -> [SwiftCondition] {
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        defer { allowsTrailingClosures = saved }
        var conditions: [SwiftCondition] = []
        repeat {
            if atWord("let") || atWord("var") {
                let isLet = atWord("let")
                advance()
                let bound = parseDeclaredName(what: "binding")
                if at(.colon) { advance(); _ = parseType() }
                var value: SwiftExpr?
                if atOperator("=") {
                    advance()
                    value = parseExpression()
                }
                conditions.append(.optionalBinding(isLet: isLet, name: bound, value: value))
            } else if atWord("case") {
                advance()
                let pattern = parseExpression(pattern: true)
                var value = SwiftExpr(.missing, .point(previousEnd))
                if atOperator("=") {
                    advance()
                    value = parseExpression()
                } else {
                    expected("'=' after the case pattern")
                }
                conditions.append(.casePattern(pattern, value: value))
            } else if current.kind == .poundWord, token(current, is: "available") || token(current, is: "unavailable") {
                let start = advance().start
                if at(.leftParen) { skipParenthesised() }
                conditions.append(.availability(SourceRange(start, previousEnd)))
            } else {
                conditions.append(.expression(parseExpression()))
            }
        } while at(.comma) && advance().kind == .comma
        return conditions
    }

    mutating func parseFor() -> SwiftStmt {
        let start = advance().start
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        if atWord("case") || atWord("let") || atWord("var") { advance() }
        let pattern = parseExpression(pattern: true)
        if !consumeWord("in") { expected("'in' after the for loop's pattern") }
        let sequence = parseExpression()
        var whereClause: SwiftExpr?
        if consumeWord("where") { whereClause = parseExpression() }
        allowsTrailingClosures = saved
        let body = parseBlock(what: "the 'for' loop")
        return SwiftStmt(.forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body), SourceRange(start, previousEnd))
    }

    mutating func parseSwitch() -> SwiftStmt {
        let start = advance().start
        let saved = allowsTrailingClosures
        allowsTrailingClosures = false
        let subject = parseExpression()
        allowsTrailingClosures = saved
        guard at(.leftBrace) else {
            expected("'{' to start the switch's cases")
            return SwiftStmt(.switchStatement(subject: subject, cases: []), SourceRange(start, previousEnd))
        }
        let open = advance().range
        guard enterNesting() else { return SwiftStmt(.missing, .point(start)) }
        defer { leaveNesting() }
        var cases: [SwiftSwitchCase] = []
        while !atEOF, !at(.rightBrace) {
            let before = index
            if at(.at) { _ = parseAttribute() }  // @unknown default
            let labelStart = current.start
            if atWord("default") {
                advance()
                expect(.colon, ":", what: "after 'default'")
                let body = parseStatements(until: .rightBrace, stopAtCase: true)
                cases.append(SwiftSwitchCase(patterns: [], whereClause: nil, body: body, labelRange: SourceRange(labelStart, previousEnd)))
            } else if atWord("case") {
                advance()
                var patterns: [SwiftExpr] = []
                var whereClause: SwiftExpr?
                repeat {
                    patterns.append(parseExpression(pattern: true))
                    if consumeWord("where") { whereClause = parseExpression() }
                } while at(.comma) && advance().kind == .comma
                let labelEnd = previousEnd
                expect(.colon, ":", what: "after the case pattern")
                let body = parseStatements(until: .rightBrace, stopAtCase: true)
                cases.append(SwiftSwitchCase(patterns: patterns, whereClause: whereClause, body: body, labelRange: SourceRange(labelStart, labelEnd)))
            } else {
                expected("'case' or 'default' in the switch")
                skipToStatementEnd()
            }
            if index == before { advance() }
        }
        expect(.rightBrace, "}", opener: open, what: "to close the switch")
        return SwiftStmt(.switchStatement(subject: subject, cases: cases), SourceRange(start, previousEnd))
    }

    /// `while` and `repeat … while` loops; `do`, `defer`, `throw`, `break`, `continue`,
    /// `fallthrough` parsed far enough to skip them, kept by keyword so the translator can name them.
    mutating func parseOtherStatement() -> SwiftStmt {
        let keywordToken = advance()
        let keyword = name(keywordToken)
        var body: [SwiftStmt] = []
        switch keyword.text {
        case "while":
            let conditions = parseConditions()
            body = parseBlock(what: "the 'while' loop")
            return SwiftStmt(.whileLoop(conditions: conditions, body: body), SourceRange(keywordToken.start, previousEnd))
        case "repeat":
            body = parseBlock(what: "the 'repeat' loop")
            var condition = SwiftExpr(.missing, .point(previousEnd))
            if consumeWord("while") {
                condition = parseExpression()
            } else {
                expected("'while' and a condition after the 'repeat' loop's body")
            }
            return SwiftStmt(.repeatWhile(body: body, condition: condition), SourceRange(keywordToken.start, previousEnd))
        case "do", "defer":
            body = parseBlock(what: "'\(keyword.text)'")
            while atWord("catch") {
                advance()
                let saved = allowsTrailingClosures
                allowsTrailingClosures = false
                if !at(.leftBrace) { _ = parseExpression(pattern: true) }
                allowsTrailingClosures = saved
                _ = parseBlock(what: "'catch'")
            }
        case "throw":
            _ = parseExpression()
        default:  // break, continue, fallthrough (with an optional label)
            if at(.word), !current.leadingNewline, !atWord("case"), !atWord("default") { advance() }
        }
        return SwiftStmt(.other(keyword: keyword, body: body), SourceRange(keywordToken.start, previousEnd))
    }
}
