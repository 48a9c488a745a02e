import Diagnostics

/// layout-definition := 'layout' name parameters? '{' (member (newline | ';'))* '}'
/// member            := ('sizeThatFits' | 'placeSubviews') closure
///                    | 'func' name '(' (function-parameter (',' …)*)? ')' ('->' type)? block
/// function-parameter := (label | '_')? name (':' 'inout'? type)?
///
/// The body is code, not views (`codeMode`): `<` compares everywhere and `return` is a
/// statement. Which members a layout must have is checked by the shell.
extension SyntaxParser {
    mutating func parseLayoutDefinition(_ name: Name) -> Definition {
        let parameters = at(.leftParen) ? parseParameters(of: name) : []
        var members: [LayoutMember] = []
        guard at(.leftBrace) else {
            reportExpected("'{' and the layout's methods: sizeThatFits { proposal, subviews in … } and placeSubviews { bounds, proposal, subviews in … }")
            skipToEnd()
            return .layout(name: name, parameters: parameters, members: [])
        }
        let open = advance()
        guard enterNesting(at: open) else { return .layout(name: name, parameters: parameters, members: []) }
        let savedMode = codeMode
        codeMode = true
        openBraces += 1
        defer {
            openBraces -= 1
            codeMode = savedMode
            leaveNesting()
        }
        var needsSeparator = false
        while true {
            let token = current
            if token.kind == .semicolon {
                advance()
                needsSeparator = false
                continue
            }
            if token.kind == .rightBrace {
                advance()
                break
            }
            if closesEnclosing(token) {
                reportUnclosed(open: open, closer: .rightBrace, what: "the layout '\(name.text)'")
                break
            }
            if isStray(token) {
                skipStray()
                continue
            }
            if needsSeparator, !token.leadingNewline {
                report("consecutive members on a line must be separated by ';'", at: .point(previousEnd))
            }
            if let member = parseLayoutMember() { members.append(member) }
            needsSeparator = true
        }
        expectEnd { "unexpected \($0) after the layout '\(name.text)'; expected the end of the line" }
        return .layout(name: name, parameters: parameters, members: members)
    }

    /// One member; nil (reported, skipped to the next line) when it is none of them.
    private mutating func parseLayoutMember() -> LayoutMember? {
        let token = current
        if token.kind == .identifier {
            let word = text(token)
            if word == "func" {
                return .function(parseFunction())
            }
            if peek().kind == .leftBrace, !peek().leadingNewline {
                advance()
                return .method(Name(word, token.range), parseClosure())
            }
        }
        reportExpected("a method of the layout: sizeThatFits { proposal, subviews in … }, "
                       + "placeSubviews { bounds, proposal, subviews in … } or a func")
        recover(until: { $0.leadingNewline || $0.kind == .semicolon || $0.kind == .rightBrace })
        return nil
    }

    /// `func name(label name: Type, …) -> Type { statements }`, at the word `func`.
    mutating func parseFunction() -> FunctionSyntax {
        let funcToken = advance()
        var name = Name("", .point(previousEnd))
        if current.isWord {
            let token = advance()
            name = Name(text(token), token.range)
        } else {
            reportExpected("a name after 'func'")
        }
        var parameters: [FunctionSyntax.FunctionParameter] = []
        if at(.leftParen) {
            parameters = parseFunctionParameters(of: name)
        } else {
            reportExpected("'(' and the parameters of '\(name.text)'")
        }
        var result: TypeSyntax?
        if at(.minus), peek().kind == .greater, !peek().leadingSpace {
            advance()
            advance()
            let start = current.start
            parseType()
            let range = SourceRange(start, previousEnd)
            result = TypeSyntax(text: text(range), range: range)
        }
        let body = parseRequiredBlock(of: "func \(name.text)")
        return FunctionSyntax(name: name, parameters: parameters, result: result, body: body,
                              range: SourceRange(funcToken.start, previousEnd))
    }

    private mutating func parseFunctionParameters(of owner: Name) -> [FunctionSyntax.FunctionParameter] {
        let open = advance()
        guard enterNesting(at: open) else { return [] }
        openParens += 1
        defer {
            openParens -= 1
            leaveNesting()
        }
        var parameters: [FunctionSyntax.FunctionParameter] = []
        while true {
            let token = current
            if token.kind == .rightParen {
                advance()
                return parameters
            }
            if closesEnclosing(token) {
                report("expected ')' to close the parameters of '\(owner.text)'", at: expectedRange,
                       notes: [Diagnostic.Note("to match this '('", at: open.range)])
                return parameters
            }
            guard token.isWord else {
                reportExpected("a parameter name")
                recover(until: { $0.kind == .comma || $0.kind == .rightParen })
                if at(.comma) { advance() }
                continue
            }
            advance()
            var label: String? = text(token)
            var nameToken = token
            if current.isWord {
                nameToken = advance()
            }
            if label == "_" { label = nil }
            var type: TypeSyntax?
            if at(.colon) {
                // `cache: inout ()`: the word is dropped (a layout has no cache, §14.1 rule 10).
                if peek().kind == .identifier, text(peek()) == "inout" {
                    advance()
                    advance()
                    let start = current.start
                    parseType()
                    let range = SourceRange(start, previousEnd)
                    type = TypeSyntax(text: "inout " + text(range), range: range)
                } else {
                    type = parseTypeAnnotation()
                }
            }
            parameters.append(.init(label: label, name: Name(text(nameToken), nameToken.range), type: type))
            if at(.comma) {
                advance()
            } else if !at(.rightParen), !closesEnclosing(current) {
                reportExpected("',' or ')'")
                recover(until: { $0.kind == .comma || $0.kind == .rightParen })
                if at(.comma) { advance() }
            }
        }
    }
}
