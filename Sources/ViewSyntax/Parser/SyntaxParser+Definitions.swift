import Diagnostics

/// definition := 'key' name (':' type)? ('=' expression)? ('reduce' name | closure)?
///             | 'state' name (':' type)? ('=' expression)?
///             | 'envkey' name (':' type)? ('=' expression)?
///             | 'alignment' name ':' ('horizontal' | 'vertical') closure?
///             | 'modifier' name parameters? '=' modifier+
///             | 'view' name parameters? '=' view-item
///             | 'layout' name parameters? '{' layout-member* '}'     (SyntaxParser+Layouts.swift)
/// A key, state or environment key without a value needs an optional type (`key Title: String?`).
extension SyntaxParser {
    mutating func parseDefinition(_ keyword: DefinitionKeyword) -> Item {
        let keywordToken = advance()
        let errorsBefore = sink.diagnostics.count
        let name = parseDefinitionName(keyword)
        let definition: Definition
        switch keyword {
        case .key:
            definition = parseKey(name)
        case .state, .envkey:
            let type = parseTypeAnnotation()
            let value = parseInitializer()
            if sink.diagnostics.count == errorsBefore { requireValue(value, type: type, keyword, name) }
            definition = keyword == .state
                ? .state(name: name, type: type, initialValue: value)
                : .envkey(name: name, type: type, defaultValue: value)
            expectEnd { "unexpected \($0) after the definition of '\(name.text)'; expected the end of the line" }
        case .alignment:
            definition = parseAlignment(name)
        case .modifier:
            definition = parseModifierDefinition(name)
        case .view:
            definition = parseViewDefinition(name)
        case .layout:
            definition = parseLayoutDefinition(name)
        }
        return Item(.definition(definition), SourceRange(keywordToken.start, previousEnd))
    }

    private mutating func parseDefinitionName(_ keyword: DefinitionKeyword) -> Name {
        let token = current
        // A layout being redefined: its name is already a word that takes children.
        if token.kind == .identifier || (keyword == .layout && token.kind == .stackKeyword) {
            advance()
            return Name(text(token), token.range)
        }
        if token.isWord {
            advance()
            report("'\(text(token))' is reserved and cannot name a \(keyword.noun)", at: token.range)
            return Name(text(token), token.range)
        }
        reportExpected("a name after '\(keyword.rawValue)'")
        return Name("", .point(expectedRange.start))
    }

    private mutating func parseKey(_ name: Name) -> Definition {
        let errorsBefore = sink.diagnostics.count
        let type = parseTypeAnnotation()
        let value = parseInitializer()
        var reducer: ReducerSyntax?
        if at(.identifier), text(current) == "reduce" {
            advance()
            if at(.identifier) {
                let reducerName = advance()
                reducer = .named(Name(text(reducerName), reducerName.range))
            } else if at(.leftBrace) {
                reducer = .body(parseClosure())
            } else {
                reportExpected("a reducer after 'reduce' (max, min, sum, first, last, append, or, and)")
            }
        } else if at(.leftBrace) {
            reducer = .body(parseClosure())
        }
        if sink.diagnostics.count == errorsBefore { requireValue(value, type: type, .key, name) }
        let expected = reducer == nil ? "'reduce', a reduce body '{ value in … }' or the end of the line" : "the end of the line"
        expectEnd { "unexpected \($0) after the definition of '\(name.text)'; expected \(expected)" }
        return .key(name: name, type: type, defaultValue: value, reducer: reducer)
    }

    /// `key Title: String?` may leave out its default; `key Height: CGFloat` may not.
    private mutating func requireValue(_ value: Expr?, type: TypeSyntax?, _ keyword: DefinitionKeyword, _ name: Name) {
        guard value == nil, !(type?.isOptional ?? false), !name.text.isEmpty else { return }
        let what = keyword == .state ? "an initial value" : "a default value"
        let example = type.map { "'\($0.text)?'" } ?? "'Int?'"
        report(
            "\(keyword.noun) '\(name.text)' needs \(what): write '= …' (or give it an optional type such as \(example))",
            at: name.range)
    }

    private mutating func parseAlignment(_ name: Name) -> Definition {
        var axis = Name("", .point(previousEnd))
        if at(.colon) {
            advance()
            let token = current
            if token.isWord {
                advance()
                axis = Name(text(token), token.range)
                if axis.text != "horizontal", axis.text != "vertical" {
                    report("expected 'horizontal' or 'vertical', found '\(axis.text)'", at: token.range)
                }
            } else {
                reportExpected("'horizontal' or 'vertical' after ':'")
            }
        } else {
            reportExpected("':' and an axis ('horizontal' or 'vertical') after '\(name.text)'")
        }
        let closure = at(.leftBrace) ? parseClosure() : nil
        let expected = closure == nil ? "a default '{ d in … }' or the end of the line" : "the end of the line"
        expectEnd { "unexpected \($0) after the definition of '\(name.text)'; expected \(expected)" }
        return .alignment(name: name, axis: axis, defaultValue: closure)
    }

    private mutating func parseModifierDefinition(_ name: Name) -> Definition {
        let parameters = at(.leftParen) ? parseParameters(of: name) : []
        var body: [ModifierSyntax] = []
        if expectEquals(before: "the modifiers of '\(name.text)'") {
            if at(.period) {
                body = parseModifierRun()
            } else {
                reportExpected("a modifier such as '.padding' after '='")
            }
        }
        expectEnd { "unexpected \($0) after the modifiers of '\(name.text)'; expected another modifier or the end of the line" }
        return .modifier(name: name, parameters: parameters, body: body)
    }

    private mutating func parseViewDefinition(_ name: Name) -> Definition {
        let parameters = at(.leftParen) ? parseParameters(of: name) : []
        var body = missing
        if expectEquals(before: "the body of '\(name.text)'") {
            if Self.canStartViewItem(current) {
                body = parseViewItem()
            } else {
                reportExpected("a view after '='")
            }
        }
        expectEndOfView(after: "the body of '\(name.text)'")
        return .view(name: name, parameters: parameters, body: body)
    }

    /// Consumes `=`; false (reported) when it is missing and nothing like a body follows.
    private mutating func expectEquals(before what: String) -> Bool {
        if at(.equal) {
            advance()
            return true
        }
        reportExpected("'=' and \(what)")
        return at(.period) || Self.canStartViewItem(current)
    }

    /// `= value` of a key, state or environment key; nil when there is no `=`.
    private mutating func parseInitializer() -> Expr? {
        guard at(.equal) else { return nil }
        advance()
        return parseRequiredExpr(.noTrailingClosures, what: "a value after '='")
    }
}
