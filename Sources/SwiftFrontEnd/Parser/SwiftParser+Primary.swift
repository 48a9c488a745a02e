import Diagnostics
import ViewSyntax

extension SwiftParser {
    mutating func parsePrimary(pattern: Bool) -> SwiftExpr {
        let token = current
        switch token.kind {
        case .integer:
            advance()
            return SwiftExpr(.integer(text(token)), token.range)
        case .float:
            advance()
            return SwiftExpr(.float(text(token)), token.range)
        case .stringStart:
            return parseString()
        case .dollarWord:
            advance()
            return SwiftExpr(.dollar(text(token)), token.range)
        case .dollarNumber:
            advance()
            return SwiftExpr(.shorthand(Int(text(token).dropFirst()) ?? 0), token.range)
        case .period:
            advance()
            guard at(.word), !current.leadingSpace else {
                expected("a member name after '.'")
                return SwiftExpr(.missing, token.range)
            }
            let member = advance()
            return SwiftExpr(.implicitMember(text(member)), token.range.union(member.range))
        case .backslash:
            return parseKeyPath()
        case .leftParen:
            let open = advance().range
            guard enterNesting() else { return SwiftExpr(.missing, open) }
            defer { leaveNesting() }
            let elements = parseArgumentList(closing: .rightParen, opener: open, pattern: pattern)
            if elements.count == 1, elements[0].label == nil {
                var inner = elements[0].value
                inner.range = SourceRange(open.start, previousEnd)
                return inner
            }
            return SwiftExpr(.tuple(elements), SourceRange(open.start, previousEnd))
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            let closure = parseClosure()
            return SwiftExpr(.closure(closure), closure.range)
        case .poundWord:
            advance()
            var arguments: [SwiftArgument] = []
            if at(.leftParen), !current.leadingSpace {
                let open = advance().range
                arguments = parseArgumentList(closing: .rightParen, opener: open)
            }
            return SwiftExpr(.macro(name(token), arguments: arguments), SourceRange(token.start, previousEnd))
        case .word:
            let word = text(token)
            switch word {
            case "true", "false":
                advance()
                return SwiftExpr(.bool(word == "true"), token.range)
            case "nil":
                advance()
                return SwiftExpr(.nilLiteral, token.range)
            case "_":
                advance()
                return SwiftExpr(.wildcard, token.range)
            case "if", "switch":
                let statement = word == "if" ? parseIf() : parseSwitch()
                return SwiftExpr(.statement(statement), statement.range)
            default:
                if Self.reservedWords.contains(word), bytes[token.start] != 0x60 {
                    expected("an expression")
                    return SwiftExpr(.missing, .point(previousEnd))
                }
                advance()
                return SwiftExpr(.identifier(word), token.range)
            }
        case .operator where peek().kind == .rightParen || peek().kind == .comma:
            // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
            advance()
            return SwiftExpr(.identifier(text(token)), token.range)
        case .operator where self.token(token, is: "<") || self.token(token, is: ">"):
            expected("an expression")
            return SwiftExpr(.missing, .point(previousEnd))
        case .stringEnd, .stringSegment, .interpolationStart, .interpolationEnd:
            expected("an expression")
            return SwiftExpr(.missing, .point(previousEnd))
        default:
            expected("an expression")
            return SwiftExpr(.missing, .point(previousEnd))
        }
    }

    /// `\.font`, `\.0`, `\.size.width`, `\Row.title`, `\.self`.
    mutating func parseKeyPath() -> SwiftExpr {
        let slash = advance()
        var root: SwiftType?
        if at(.word), !current.leadingSpace {
            let rootToken = advance()
            root = SwiftType(.named([SwiftTypeComponent(name: text(rootToken))]), rootToken.range)
        }
        var components: [String] = []
        while at(.period), !current.leadingSpace {
            let next = peek()
            guard next.kind == .word || next.kind == .integer, !next.leadingSpace else { break }
            advance()
            components.append(text(advance()))
            while (atOperator("?") || atOperator("!")), !current.leadingSpace { advance() }
        }
        if components.isEmpty, root == nil { expected("a key path such as \\.size") }
        return SwiftExpr(.keyPath(root: root, components: components), SourceRange(slash.start, previousEnd))
    }

    /// `[a, b]`, `[]`, `[k: v]`, `[:]`, and `[String]` / `[K: V]` used as a type value.
    mutating func parseCollectionLiteral() -> SwiftExpr {
        let open = advance().range
        guard enterNesting() else { return SwiftExpr(.missing, open) }
        defer { leaveNesting() }
        let savedTrailing = allowsTrailingClosures
        allowsTrailingClosures = true
        defer { allowsTrailingClosures = savedTrailing }
        if at(.colon), peek().kind == .rightBracket {
            advance()
            advance()
            return SwiftExpr(.dictionary([]), SourceRange(open.start, previousEnd))
        }
        var elements: [SwiftExpr] = []
        var pairs: [SwiftDictionaryElement] = []
        while !atEOF, !at(.rightBracket) {
            let before = index
            let key = parseExpression()
            if at(.colon) {
                advance()
                pairs.append(SwiftDictionaryElement(key: key, value: parseExpression()))
            } else {
                elements.append(key)
            }
            if at(.comma) {
                advance()
            } else if !at(.rightBracket) {
                if at(.rightBrace) || at(.rightParen) { break }
                expected("',' or ']'")
                while !atEOF, !at(.comma), !at(.rightBracket), !at(.rightBrace) { advance() }
                if at(.comma) { advance() }
            }
            if index == before { advance() }
        }
        expect(.rightBracket, "]", opener: open)
        let range = SourceRange(open.start, previousEnd)
        if !pairs.isEmpty {
            if !elements.isEmpty { error("a collection literal cannot mix list elements and 'key: value' pairs", at: range) }
            return SwiftExpr(.dictionary(pairs), range)
        }
        return SwiftExpr(.array(elements), range)
    }

    // MARK: Closures

    mutating func parseClosure() -> SwiftClosure {
        let open = advance().range
        guard enterNesting() else { return SwiftClosure(parameters: nil, body: [], range: open) }
        defer { leaveNesting() }
        let parameters = speculate { parser in parser.parseClosureSignature() }
        let body = parseStatements(until: .rightBrace)
        expect(.rightBrace, "}", opener: open, what: "to close the closure")
        return SwiftClosure(parameters: parameters, body: body, range: SourceRange(open.start, previousEnd))
    }

    /// `[captures] (a: T, b) async throws -> R in`, `a, b in`, `_ in`; nil when what follows
    /// the `{` is not a signature (then it is the body).
    mutating func parseClosureSignature() -> [SwiftClosure.Parameter]? {
        if at(.leftBracket) {
            var nested = 0
            repeat {
                let token = advance()
                if token.kind == .leftBracket { nested += 1 }
                if token.kind == .rightBracket { nested -= 1 }
            } while nested > 0 && !atEOF
        }
        var parameters: [SwiftClosure.Parameter] = []
        if at(.leftParen) {
            advance()
            while at(.word) {
                var parameterName = name(advance())
                if at(.word) { parameterName = name(advance()) }  // `_ a: Int`
                var type: SwiftType?
                if at(.colon) {
                    advance()
                    type = parseType()
                }
                parameters.append(SwiftClosure.Parameter(name: parameterName, type: type))
                guard at(.comma) else { break }
                advance()
            }
            guard at(.rightParen) else { return nil }
            advance()
        } else {
            // `$chore in` (ForEach over a binding's elements) names a binding parameter.
            while (at(.word) && !Self.reservedWords.contains(text(current))) || at(.dollarWord) {
                let isBinding = at(.dollarWord)
                let token = advance()
                // A binding parameter keeps its `$` (the translator reads `$chore` as the element's binding).
                let parameterName = isBinding ? Name("$" + text(token), token.range) : name(token)
                parameters.append(SwiftClosure.Parameter(name: parameterName, type: nil))
                guard at(.comma) else { break }
                advance()
            }
        }
        while at(.word), ["async", "throws"].contains(text(current)) { advance() }
        if atOperator("->") {
            advance()
            _ = parseType()
        }
        guard atWord("in") else { return nil }
        advance()
        return parameters
    }
}
