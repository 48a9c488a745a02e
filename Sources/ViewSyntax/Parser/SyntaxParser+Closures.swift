import Diagnostics

/// closure    := '{' (parameters 'in')? statements '}'
/// parameters := name (',' name)* | '(' name (',' name)* ')'
/// statements := (statement (newline | ';')?)*     views may follow each other on one line
/// statement  := 'if' condition block ('else' ('if' … | block))?
///             | expression (assignment-operator expression)?
///             | let, var, for, while, guard, return, break, continue (SyntaxParser+Statements.swift)
extension SyntaxParser {
    mutating func parseClosure() -> Closure {
        let open = advance()
        guard enterNesting(at: open) else { return Closure(parameters: [], body: [], range: open.range) }
        openBraces += 1
        defer {
            openBraces -= 1
            leaveNesting()
        }
        let parameters = parseClosureParameters()
        let body = parseStatements(open: open, closing: "the closure")
        return Closure(parameters: parameters, body: body, range: SourceRange(open.start, previousEnd))
    }

    /// Looks ahead for `a, b in` or `(a, b) in`; consumes it only when it is there.
    private mutating func parseClosureParameters() -> [Closure.Parameter] {
        var probe = index
        let parenthesized = tokens[probe].kind == .leftParen
        if parenthesized { probe += 1 }
        var names: [Token] = []
        while tokens[probe].kind == .identifier {
            names.append(tokens[probe])
            probe += 1
            guard tokens[probe].kind == .comma else { break }
            probe += 1
        }
        guard !names.isEmpty || parenthesized else { return [] }
        if parenthesized {
            guard tokens[probe].kind == .rightParen else { return [] }
            probe += 1
        }
        guard tokens[probe].kind == .inKeyword else { return [] }
        while index <= probe { advance() }
        return names.map { Closure.Parameter(name: text($0), range: $0.range) }
    }

    /// Statements up to the `}` that matches `open` (consumed); `open` is already consumed
    /// and counted in `openBraces`.
    mutating func parseStatements(open: Token, closing what: @autoclosure () -> String) -> [Statement] {
        var statements: [Statement] = []
        var needsSeparator = false
        while true {
            let token = current
            if token.kind == .semicolon {
                advance()
                needsSeparator = false
            } else if token.kind == .rightBrace {
                advance()
                return statements
            } else if closesEnclosing(token) {
                reportUnclosed(open: open, closer: .rightBrace, what: what())
                return statements
            } else if isStray(token) {
                skipStray()
            } else if !canStartExpression(token) {
                reportExpected("an expression or '}'")
                recover(until: { $0.leadingNewline || $0.kind == .semicolon || $0.kind == .rightBrace })
            } else {
                if needsSeparator, !token.leadingNewline {
                    report("consecutive statements on a line must be separated by ';'", at: .point(previousEnd))
                }
                let statement = parseStatement()
                statements.append(statement)
                if case .expression = statement.kind { needsSeparator = false } else { needsSeparator = true }
            }
        }
    }

    private mutating func parseStatement() -> Statement {
        if at(.ifKeyword) { return parseIfStatement() }
        if let keyword = statementKeyword() { return parseKeywordStatement(keyword) }
        let start = current.start
        let target = parseExpr()
        guard current.kind.assignmentOperator != nil else {
            return Statement(.expression(target), SourceRange(start, previousEnd))
        }
        return parseAssignment(to: target, start: start)
    }

    private mutating func parseAssignment(to target: Expr, start: Int) -> Statement {
        let op = current.kind.assignmentOperator ?? .assign
        advance()
        let value = parseRequiredExpr(what: "a value after '\(op.rawValue)'")
        return Statement(.assignment(target: target, op: op, value: value), SourceRange(start, previousEnd))
    }

    /// `if c { … } else { … }`; with `<` after the condition it is a view conditional, kept as
    /// an expression statement (modifiers may follow it).
    private mutating func parseIfStatement() -> Statement {
        let ifToken = current
        if peek().kind == .identifier, text(peek()) == "let" { return parseIfLet() }
        let condition = codeMode ? parseCodeCondition(after: "if") : parseIfHead()
        if !at(.leftBrace) {
            if codeMode {
                reportExpected("'{' after the condition of 'if'")
                return Statement(.conditional(condition: condition, then: [], otherwise: nil), SourceRange(ifToken.start, previousEnd))
            }
            let conditional = finishViewConditional(ifToken: ifToken, condition: condition)
            let expr = parsePostfixSuffix(conditional, .standard)
            return Statement(.expression(expr), SourceRange(ifToken.start, previousEnd))
        }
        let then = parseBlock()
        let otherwise = parseElse()
        return Statement(.conditional(condition: condition, then: then, otherwise: otherwise), SourceRange(ifToken.start, previousEnd))
    }

    /// `if let name = value { … } else { … }`, or `if let name { … }` (Swift 5.7's shorthand).
    private mutating func parseIfLet() -> Statement {
        let ifToken = advance()
        let (name, value) = parseOptionalBinding()
        var then: [Statement] = []
        if at(.leftBrace) {
            then = parseBlock()
        } else {
            reportExpected("'{' after the condition of 'if'")
        }
        let otherwise = parseElse()
        return Statement(.optionalBinding(name: name, value: value, then: then, otherwise: otherwise),
                         SourceRange(ifToken.start, previousEnd))
    }

    /// `else { … }` or `else if …` after the block of an `if` statement; nil when no `else`.
    private mutating func parseElse() -> [Statement]? {
        guard at(.elseKeyword) else { return nil }
        advance()
        if at(.ifKeyword) {
            // Each `else if` nests the tree one level deeper.
            guard enterNesting(at: current) else { return [] }
            defer { leaveNesting() }
            return [parseIfStatement()]
        }
        if at(.leftBrace) { return parseBlock() }
        reportExpected("'{' or 'if' after 'else'")
        return []
    }

    /// `{ statements }` of an `if`, `for`, `while` or `guard` statement.
    mutating func parseBlock(of owner: String = "if") -> [Statement] {
        let open = advance()
        guard enterNesting(at: open) else { return [] }
        openBraces += 1
        defer {
            openBraces -= 1
            leaveNesting()
        }
        return parseStatements(open: open, closing: "the block of '\(owner)'")
    }
}
