import Diagnostics

/// type       := base '?'*
/// base       := name ('.' name)* ('<' type (',' type)* '>')?  |  '[' type (':' type)? ']'
///             | '(' ((word ':')? type (',' …)*)? ')'
/// parameters := '(' (name (':' type)? ('=' expression)? (',' …)*)? ')'
/// A type is kept as written (`TypeSyntax.text`); only its optionality matters to the parser.
extension SyntaxParser {
    /// `: Type` when the current token is `:`; nil otherwise (or after reporting a missing type).
    mutating func parseTypeAnnotation() -> TypeSyntax? {
        guard at(.colon) else { return nil }
        advance()
        let start = current.start
        guard Self.startsType(current) else {
            reportExpected("a type after ':'")
            return nil
        }
        parseType()
        let range = SourceRange(start, previousEnd)
        return TypeSyntax(text: text(range), range: range)
    }

    private static func startsType(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .leftBracket || token.kind == .leftParen
    }

    mutating func parseType() {
        guard enterNesting(at: current) else { return }
        defer { leaveNesting() }
        switch current.kind {
        case .identifier:
            advance()
            while at(.period), !current.leadingSpace, peek().kind == .identifier, !peek().leadingSpace {
                advance()
                advance()
            }
            if at(.less), !current.leadingSpace {
                parseTypeList(closer: .greater, closing: "the type arguments")
            }
        case .leftBracket:
            parseTypeList(closer: .rightBracket, closing: "the type")
        case .leftParen:
            parseTypeList(closer: .rightParen, closing: "the tuple type")
        default:
            reportExpected("a type")
            return
        }
        while at(.question) || at(.questionQuestion), !current.leadingSpace { advance() }
    }

    /// `<A, B>`, `[A]`, `[K: V]`, `(A, label: B)`, starting at the opening token.
    private mutating func parseTypeList(closer: TokenKind, closing what: String) {
        let open = advance()
        adjustOpenCount(for: closer, by: 1)
        defer { adjustOpenCount(for: closer, by: -1) }
        while true {
            if at(closer) {
                advance()
                return
            }
            if closesEnclosing(current) || at(.equal) {
                report(
                    "expected '\(closer.spelling ?? "?")' to close \(what)", at: expectedRange,
                    notes: [Diagnostic.Note("to match this '\(open.kind.spelling ?? "?")'", at: open.range)])
                return
            }
            if closer == .rightParen, current.isWord, peek().kind == .colon {
                advance()
                advance()
            }
            if Self.startsType(current) {
                parseType()
            } else {
                reportExpected("a type")
                recover(until: { $0.kind == .comma || $0.kind == .colon || $0.kind == closer || $0.kind == .equal })
            }
            if at(.comma) || (closer == .rightBracket && at(.colon)) { advance() }
        }
    }

    /// `(label: String, height: Binding<CGFloat>, pad: CGFloat = 8)` of a view or modifier.
    mutating func parseParameters(of owner: Name) -> [ParameterSyntax] {
        let open = advance()
        guard enterNesting(at: open) else { return [] }
        openParens += 1
        defer {
            openParens -= 1
            leaveNesting()
        }
        var parameters: [ParameterSyntax] = []
        while true {
            let token = current
            if token.kind == .rightParen {
                advance()
                return parameters
            }
            if closesEnclosing(token) {
                report(
                    "expected ')' to close the parameters of '\(owner.text)'", at: expectedRange,
                    notes: [Diagnostic.Note("to match this '('", at: open.range)])
                return parameters
            }
            if isStray(token) {
                skipStray()
                continue
            }
            if token.kind == .comma {
                report("expected a parameter before ','", at: token.range)
                advance()
                continue
            }
            if token.isWord {
                advance()
                if token.kind != .identifier {
                    report("'\(text(token))' is reserved and cannot name a parameter", at: token.range)
                }
                let type = parseTypeAnnotation()
                var defaultValue: Expr?
                if at(.equal) {
                    advance()
                    defaultValue = parseRequiredExpr(what: "a default value after '='")
                }
                parameters.append(ParameterSyntax(name: Name(text(token), token.range), type: type, defaultValue: defaultValue))
                if at(.comma) {
                    advance()
                    continue
                }
                if at(.rightParen) || closesEnclosing(current) { continue }
                reportExpected("',' or ')'")
            } else {
                reportExpected("a parameter name")
            }
            recover(until: { $0.kind == .comma || $0.kind == .rightParen })
            if at(.comma) { advance() }
        }
    }
}
