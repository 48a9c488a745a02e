import Diagnostics

/// primary := number | string | 'true' | 'false' | 'nil' | identifier | '$' name | '$' digits
///          | '.' name                       implicit member (a dot in primary position)
///          | '\' ('.' name)+                key path
///          | '(' arguments ')'              parenthesised expression or tuple
///          | '[' expressions ']'            list
///          | '[' (expr ':' expr),+ ']' | '[' ':' ']'   dictionary
///          | closure | view | conditional
///
/// The functions on the recursive path stay small, with the rarer cases in helpers: debug
/// builds give every temporary its own stack slot, and nesting multiplies frame sizes.
extension SyntaxParser {
    mutating func parsePrimary(_ flags: ExprFlags) -> Expr {
        switch current.kind {
        case .identifier where flags.allowsModifiers && startsContextualView():
            // `label "Title"`: a view word followed by its operand (never inside an operand,
            // where `text label` reads `label` as a name).
            return parseView()
        case .number, .trueKeyword, .falseKeyword, .nilKeyword, .identifier, .dollarIdentifier, .dollarNumber:
            return parseLeaf()
        case .stringStart: return parseString()
        case .period: return parseImplicitMember()
        case .backslash: return parseKeyPath()
        case .leftParen: return parseParenthesized()
        case .leftBracket: return parseList()
        case .leftBrace: return parseClosureExpression()
        case .stackKeyword, .viewKeyword:
            // Inside a layout a layout's name is a value (`FlowLayout(spacing: 4)`), never a view.
            guard codeMode else { return parseView() }
            let word = advance()
            return Expr(.identifier(text(word)), word.range)
        case .ifKeyword: return parseConditional()
        default: return reportMissingExpression()
        }
    }

    /// Literals, names, `$name` and `$0`: one token each.
    private mutating func parseLeaf() -> Expr {
        let token = advance()
        switch token.kind {
        case .number:
            return number(text(token), token.range)
        case .trueKeyword, .falseKeyword:
            return Expr(.bool(token.kind == .trueKeyword), token.range)
        case .nilKeyword:
            return Expr(.nilLiteral, token.range)
        case .dollarIdentifier:
            return Expr(.binding(String(text(token).dropFirst())), token.range)
        case .dollarNumber:
            guard let value = Int(text(token).dropFirst()) else {
                report("shorthand argument \(describe(token)) is out of range", at: token.range)
                return Expr(.missing, token.range)
            }
            return Expr(.shorthandArgument(value), token.range)
        default:
            return Expr(.identifier(text(token)), token.range)
        }
    }

    private mutating func reportMissingExpression() -> Expr {
        reportExpected("an expression")
        return missing
    }

    /// A list, or a dictionary when its first element has `key:` (every element must then).
    private mutating func parseList() -> Expr {
        let open = current
        if peek().kind == .colon, peek(2).kind == .rightBracket {
            advance(); advance(); advance()
            return Expr(.dictionary([]), SourceRange(open.start, previousEnd))
        }
        var keyed: Bool?
        let elements = parseDelimited(opener: .leftBracket, closer: .rightBracket, closing: { keyed == true ? "the dictionary" : "the list" }) {
            parser -> (Expr, Expr?) in
            let key = parser.parseArgument(labels: false).value
            let isKeyed = keyed ?? parser.at(.colon)
            keyed = isKeyed
            guard isKeyed else { return (key, nil) }
            guard parser.at(.colon) else {
                parser.reportExpected("':' and a value (every element of a dictionary is key: value)")
                return (key, Expr(.missing, .point(key.range.end)))
            }
            let colon = parser.advance()
            guard parser.canStartExpression(parser.current) else {
                parser.reportExpected("a value after ':'")
                return (key, Expr(.missing, .point(colon.end)))
            }
            return (key, parser.parseExpr())
        }
        let range = SourceRange(open.start, previousEnd)
        guard keyed == true else { return Expr(.list(elements.map(\.0)), range) }
        return Expr(.dictionary(elements.map { DictionaryElement(key: $0.0, value: $0.1 ?? Expr(.missing, $0.0.range)) }), range)
    }

    private mutating func parseClosureExpression() -> Expr {
        let closure = parseClosure()
        return Expr(.closure(closure), closure.range)
    }

    private mutating func number(_ spelling: String, _ range: SourceRange) -> Expr {
        let shown = spelling.count > 24 ? String(spelling.prefix(24)) + "…" : spelling
        let plain = spelling.contains("_") ? spelling.filter { $0 != "_" } : spelling
        // `0xFF`, `0b1010`, `0o17`: whole numbers, as Swift's Int literals (an Int holds them).
        switch IntegerSpelling.read(plain) {
        case .value(let value)?:
            return Expr(.number(Double(value), text: spelling), range)
        case .badDigits(let name)?:
            report("'\(shown)' is not a number: \(name) digits only", at: range)
            return Expr(.number(0, text: spelling), range)
        case .outOfRange?:
            report("number '\(shown)' is out of range (an integer literal is an Int)", at: range)
            return Expr(.number(0, text: spelling), range)
        case nil:
            break
        }
        guard let value = Double(plain), value.isFinite else {
            report(Double(plain) == nil ? "'\(shown)' is not a number" : "number '\(shown)' is out of range", at: range)
            return Expr(.number(0, text: spelling), range)
        }
        return Expr(.number(value, text: spelling), range)
    }

    /// `.leading`; `.5` is reported (write `0.5`) and read as 0.5.
    private mutating func parseImplicitMember() -> Expr {
        let dot = advance()
        let name = current
        if !name.leadingSpace, name.isWord {
            advance()
            return Expr(.implicitMember(text(name)), SourceRange(dot.start, name.end))
        }
        if !name.leadingSpace, name.kind == .number {
            advance()
            let spelling = "0." + text(name)
            let range = SourceRange(dot.start, name.end)
            report("'.\(text(name))' is not a number; write '\(spelling)'", at: range)
            return number(spelling, range)
        }
        report("expected a member name after '.'", at: dot.range)
        return Expr(.missing, dot.range)
    }

    /// `\.font`, `\.0`, `\.a.b` — no spaces inside.
    private mutating func parseKeyPath() -> Expr {
        let backslash = advance()
        var components: [String] = []
        while at(.period), !current.leadingSpace, !peek().leadingSpace, peek().isWord || peek().kind == .number {
            advance()
            components.append(text(advance()))
        }
        if components.isEmpty {
            report("expected a key path such as '\\.font' after '\\'", at: backslash.range)
        }
        return Expr(.keyPath(components), SourceRange(backslash.start, previousEnd))
    }

    /// `(e)` is `e` itself; `()`, `(a, b)` and `(label: e)` are tuples.
    private mutating func parseParenthesized() -> Expr {
        let open = current
        let elements = parseDelimited(opener: .leftParen, closer: .rightParen, labels: true, closing: { "" })
        if elements.count == 1, elements[0].label == nil { return elements[0].value }
        return Expr(.tuple(elements), SourceRange(open.start, previousEnd))
    }

    /// `"…"` with escapes decoded and `\(expr)` interpolations parsed in place. An empty
    /// string has no parts; adjacent text is one `.literal`.
    mutating func parseString() -> Expr {
        let open = advance()
        var parts: [StringPart] = []
        var literal = ""
        var escapeErrors: [Diagnostic] = []
        loop: while true {
            let token = current
            switch token.kind {
            case .stringSegment:
                advance()
                literal += StringEscapes.decode(bytes, token.range) { escapeErrors.append($0) }
            case .interpolationStart:
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.interpolation(parseInterpolation()))
            case .stringEnd:
                advance()
                break loop
            default:
                // The end of the input: the lexer has reported the unterminated string.
                break loop
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        for diagnostic in escapeErrors { report(diagnostic.message, at: diagnostic.range ?? open.range) }
        return Expr(.string(parts), SourceRange(open.start, previousEnd))
    }

    private mutating func parseInterpolation() -> Expr {
        let open = advance()
        guard enterNesting(at: open) else { return missing }
        openInterpolations += 1
        defer {
            openInterpolations -= 1
            leaveNesting()
        }
        if at(.interpolationEnd) {
            report("expected an expression in the interpolation", at: SourceRange(open.start, advance().end))
            return Expr(.missing, .point(open.end))
        }
        let expr = parseRequiredExpr()
        if at(.interpolationEnd) {
            advance()
        } else if !atEOF {
            reportExpected("')' to close the interpolation", notes: [Diagnostic.Note("to match this '\\('", at: open.range)])
            recover(until: { $0.kind == .interpolationEnd })
            if at(.interpolationEnd) { advance() }
        }
        return expr
    }
}
