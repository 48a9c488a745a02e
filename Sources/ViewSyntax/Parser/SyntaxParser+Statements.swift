import Diagnostics

/// The statements of the interpreter (closure bodies, layout methods, functions):
///
/// statement := 'let' pattern (':' type)? '=' expression
///            | 'var' pattern (':' type)? ('=' expression)?
///            | 'for' pattern 'in' expression block
///            | 'while' condition block
///            | 'guard' (condition | 'let' name ('=' expression)?) 'else' block
///            | 'if' 'let' name ('=' expression)? block ('else' …)?
///            | 'return' expression? | 'break' | 'continue'
/// pattern   := name | '_' | '(' pattern (',' pattern)* ')'
///
/// The words are not reserved: each is a statement word only where its statement can start
/// (`let` before a name or `(`, `break` alone …), so a state named `total` or `index` is
/// untouched. Inside a `layout` definition (`codeMode`) a condition is a whole expression —
/// `if x < limit { … }` compares; elsewhere `<` after `if` opens views.
extension SyntaxParser {
    enum StatementKeyword: String {
        case letWord = "let", varWord = "var", forWord = "for", whileWord = "while", guardWord = "guard"
        case returnWord = "return", breakWord = "break", continueWord = "continue"
    }

    /// The statement word at the current token, when a statement of that kind starts here.
    mutating func statementKeyword() -> StatementKeyword? {
        guard at(.identifier), let keyword = StatementKeyword(rawValue: text(current)) else { return nil }
        let next = peek()
        let sameLine = !next.leadingNewline && next.kind != .eof
        switch keyword {
        case .letWord, .varWord, .forWord:
            return sameLine && (next.kind == .identifier || next.kind == .leftParen) ? keyword : nil
        case .whileWord:
            return sameLine && canStartExpression(next) && next.kind != .leftBrace ? keyword : nil
        case .guardWord:
            return sameLine && canStartExpression(next) && next.kind != .leftBrace ? keyword : nil
        case .returnWord:
            // A statement everywhere: `{ x in let y = x; return y * 2 }` gives y * 2 (the word was
            // dropped outside layouts, and a closure of several statements gave `()`); a closure of
            // one `return value` is that value wherever one expression is expected.
            return keyword
        case .breakWord, .continueWord:
            return !sameLine || next.kind == .semicolon || next.kind == .rightBrace ? keyword : nil
        }
    }

    mutating func parseKeywordStatement(_ keyword: StatementKeyword) -> Statement {
        let word = advance()
        let start = word.start
        let kind: StatementKind
        switch keyword {
        case .letWord, .varWord:
            kind = .declaration(parseDeclaration(isVariable: keyword == .varWord))
        case .forWord:
            let pattern = parsePattern()
            var sequence = missing
            if at(.inKeyword) {
                advance()
                sequence = parseRequiredExpr(.noTrailingClosures, what: "a list, a range or subviews after 'in'")
            } else {
                reportExpected("'in' after the names of 'for'")
                recover(until: { $0.kind == .leftBrace || $0.leadingNewline })
            }
            kind = .forIn(pattern: pattern, sequence: sequence, body: parseRequiredBlock(of: "for"))
        case .whileWord:
            let condition = parseCodeCondition(after: "while")
            kind = .whileLoop(condition: condition, body: parseRequiredBlock(of: "while"))
        case .guardWord:
            let clause: ConditionClause
            if at(.identifier), text(current) == "let" {
                let (name, value) = parseOptionalBinding()
                clause = .binding(name, value)
            } else {
                clause = .expression(parseCodeCondition(after: "guard"))
            }
            var otherwise: [Statement] = []
            if at(.elseKeyword) {
                advance()
                otherwise = parseRequiredBlock(of: "guard")
            } else {
                reportExpected("'else' after the condition of 'guard'")
            }
            kind = .guardStatement(clause, otherwise: otherwise)
        case .returnWord:
            let next = current
            if !next.leadingNewline, next.kind != .eof, next.kind != .semicolon, next.kind != .rightBrace, canStartExpression(next) {
                kind = .returnStatement(parseExpr())
            } else {
                kind = .returnStatement(nil)
            }
        case .breakWord:
            kind = .breakStatement
        case .continueWord:
            kind = .continueStatement
        }
        return Statement(kind, SourceRange(start, previousEnd))
    }

    /// `x`, `_`, `(a, b)`, `(index, (a, b))` after `let`, `var` or `for`.
    mutating func parsePattern() -> Pattern {
        let token = current
        if token.kind == .identifier {
            advance()
            let name = text(token)
            return name == "_" ? .wildcard(token.range) : .name(Name(name, token.range))
        }
        if token.kind == .leftParen {
            advance()
            guard enterNesting(at: token) else { return .wildcard(token.range) }
            openParens += 1
            defer {
                openParens -= 1
                leaveNesting()
            }
            var parts: [Pattern] = []
            while !at(.rightParen) {
                if closesEnclosing(current) || !(at(.identifier) || at(.leftParen)) {
                    reportExpected("a name or ')' in the pattern")
                    recover(until: { $0.kind == .rightParen || $0.leadingNewline })
                    break
                }
                parts.append(parsePattern())
                if at(.comma) { advance() } else if !at(.rightParen) {
                    reportExpected("',' or ')' in the pattern")
                    break
                }
            }
            if at(.rightParen) { advance() }
            return .tuple(parts, SourceRange(token.start, previousEnd))
        }
        reportExpected("a name")
        return .wildcard(.point(expectedRange.start))
    }

    private mutating func parseDeclaration(isVariable: Bool) -> Declaration {
        let pattern = parsePattern()
        let type = parseTypeAnnotation()
        var value: Expr?
        if at(.equal) {
            advance()
            value = parseRequiredExpr(what: "a value after '='")
        } else if !isVariable {
            reportExpected("'=' and a value: a 'let' needs one")
        }
        return Declaration(isVariable: isVariable, pattern: pattern, type: type, value: value)
    }

    /// `let name = value` or `let name` (the same name's value) after `if` or `guard`.
    mutating func parseOptionalBinding() -> (Name, Expr) {
        advance()  // let
        let token = current
        guard token.kind == .identifier else {
            reportExpected("a name after 'let'")
            return (Name("", .point(expectedRange.start)), missing)
        }
        advance()
        let name = Name(text(token), token.range)
        guard at(.equal) else { return (name, Expr(.identifier(name.text), token.range)) }
        advance()
        return (name, parseRequiredExpr(.noTrailingClosures, what: "a value after '='"))
    }

    /// The condition of `while`, `guard` (and `if` inside layouts): a whole expression, `<`
    /// included; the `{` after it is the block's, not a trailing closure.
    mutating func parseCodeCondition(after word: String) -> Expr {
        if at(.ifKeyword) { advance() }
        guard canStartExpression(current), !at(.leftBrace) else {
            reportExpected("a condition after '\(word)'")
            return missing
        }
        return parseExpr(.noTrailingClosures)
    }

    /// The `{ … }` a statement needs; reported (and empty) when it is missing.
    mutating func parseRequiredBlock(of owner: String) -> [Statement] {
        guard at(.leftBrace) else {
            reportExpected("'{' to start the block of '\(owner)'")
            return []
        }
        return parseBlock(of: owner)
    }
}
