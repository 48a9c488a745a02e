import Diagnostics
import ViewSyntax

extension SwiftParser {
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "static", "final", "mutating", "nonmutating",
        "override", "lazy", "weak", "unowned", "nonisolated", "required", "convenience", "dynamic", "indirect",
        "optional", "isolated", "consuming", "borrowing", "prefix", "postfix", "infix",
    ]
    static let declarationKeywords: Set<String> = [
        "import", "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "let", "var", "func", "init",
        "case", "associatedtype", "subscript", "deinit", "operator", "precedencegroup",
    ]

    mutating func parseTopLevel() -> [SwiftStmt] {
        var statements: [SwiftStmt] = []
        while !atEOF {
            let before = index
            if at(.rightBrace) || at(.rightParen) || at(.rightBracket) {
                let token = advance()
                error("unexpected '\(String(UnicodeScalar(bytes[token.start])))' with no matching opening bracket", at: token.range)
                continue
            }
            if at(.semicolon) {
                advance()
                continue
            }
            statements.append(contentsOf: parseStatement())
            separateStatements(closing: nil)
            if index == before { advance() }
        }
        return statements
    }

    /// Whether the current token starts a declaration (attributes and modifiers included).
    mutating func atDeclarationStart() -> Bool {
        let token = current
        if token.kind == .at { return true }
        if token.kind == .poundWord { return self.token(token, is: "Preview") || self.token(token, is: "if") }
        guard token.kind == .word else { return false }
        let word = text(token)
        if Self.declarationKeywords.contains(word) { return true }
        if word == "class" { return true }
        if Self.declarationModifiers.contains(word) {
            // `private var`, `static func`, `private(set) var` — but `optional` alone is a name.
            let next = peek()
            return next.kind == .word || (next.kind == .leftParen && !next.leadingSpace)
        }
        return false
    }

    /// One declaration (several for `let a = 1, b = 2`).
    mutating func parseDeclaration() -> [SwiftDecl] {
        let start = current.start
        var attributes: [SwiftAttribute] = []
        var modifiers: [Name] = []
        while !atEOF {
            if at(.at) {
                attributes.append(parseAttribute())
                continue
            }
            let token = current
            if token.kind == .word, Self.declarationModifiers.contains(text(token)) || (self.token(token, is: "class") && isModifierClass()),
               peek().kind == .word || (peek().kind == .leftParen && !peek().leadingSpace) {
                modifiers.append(name(advance()))
                if at(.leftParen), !current.leadingSpace {  // private(set)
                    let open = advance().range
                    while !atEOF, !at(.rightParen), !current.leadingNewline { advance() }
                    expect(.rightParen, ")", opener: open)
                }
                continue
            }
            break
        }
        let keywordToken = current
        let keyword = name(keywordToken)
        func finish(_ kind: SwiftDeclKind) -> SwiftDecl {
            SwiftDecl(kind, attributes: attributes, modifiers: modifiers, keyword: keyword, range: SourceRange(start, max(previousEnd, start)))
        }
        if keywordToken.kind == .poundWord {
            if token(keywordToken, is: "Preview") { return [finish(parseMacroDeclaration())] }
            advance()
            error("'#\(keyword.text)' is not supported in the Swift subset", at: keywordToken.range)
            skipToStatementEnd()
            return [finish(.unsupported)]
        }
        guard keywordToken.kind == .word else {
            expected("a declaration after the attributes")
            return [finish(.unsupported)]
        }
        switch keyword.text {
        case "import":
            advance()
            var path: [String] = []
            if at(.word), ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(text(current)) { advance() }
            while at(.word) {
                path.append(text(advance()))
                guard at(.period) else { break }
                advance()
            }
            if path.isEmpty { expected("a module name") }
            return [finish(.importDeclaration(path: path.joined(separator: ".")))]
        case "struct", "class", "enum", "protocol", "actor", "extension":
            return [finish(parseTypeDeclaration())]
        case "typealias":
            advance()
            let aliasName = parseDeclaredName(what: "typealias")
            _ = parseGenericParameters()
            var type = SwiftType(.missing, .point(previousEnd))
            if atOperator("=") {
                advance()
                type = parseType()
            } else {
                expected("'=' in the typealias")
            }
            return [finish(.typeAlias(name: aliasName, type: type))]
        case "let", "var":
            return parseVariables(attributes: attributes, modifiers: modifiers, start: start)
        case "func":
            return [finish(.function(parseFunction()))]
        case "init":
            advance()
            if (atOperator("?") || atOperator("!")), !current.leadingSpace { advance() }
            return [finish(.initializer(parseFunctionRest(name: keyword)))]
        case "case":
            advance()
            return [finish(.enumCase(parseEnumCases()))]
        case "associatedtype":
            advance()
            let declared = parseDeclaredName(what: "associatedtype")
            if at(.colon) { advance(); _ = parseType() }
            if atOperator("=") { advance(); _ = parseType() }
            return [finish(.associatedType(declared))]
        default:
            // subscript, deinit, operator, precedencegroup: skip the declaration whole.
            advance()
            skipDeclarationBody()
            return [finish(.unsupported)]
        }
    }

    /// `class` as a modifier (`class func`, `class var`) rather than a class declaration.
    private mutating func isModifierClass() -> Bool {
        let next = peek()
        return next.kind == .word && ["func", "var", "let", "subscript", "final", "override"].contains(text(next))
    }

    /// Skips to the end of a declaration we do not model: through its `{ … }` if it has one.
    mutating func skipDeclarationBody() {
        while !atEOF, !at(.leftBrace), !at(.rightBrace), !current.leadingNewline { advance() }
        if at(.leftBrace) { skipBalancedBraces() }
    }

    mutating func skipBalancedBraces() { skipBalanced(.leftBrace, .rightBrace) }

    mutating func skipParenthesised() { skipBalanced(.leftParen, .rightParen) }

    /// Skips from an opening bracket to its match (or the end of the file).
    mutating func skipBalanced(_ open: SwiftTokenKind, _ close: SwiftTokenKind) {
        var nested = 0
        while !atEOF {
            let token = advance()
            if token.kind == open { nested += 1 }
            if token.kind == close {
                nested -= 1
                if nested <= 0 { return }
            }
        }
    }

    mutating func parseAttribute() -> SwiftAttribute {
        let at = advance()
        guard self.at(.word), !current.leadingSpace else {
            expected("an attribute name after '@'")
            return SwiftAttribute(name: Name("", at.range), arguments: nil, range: at.range)
        }
        let attributeName = name(advance())
        var arguments: [SwiftArgument]?
        if self.at(.leftParen), !current.leadingSpace {
            if attributeName.text.first?.isUppercase == true {
                let open = advance().range
                arguments = parseArgumentList(closing: .rightParen, opener: open)
            } else {
                // `@available(iOS 17, *)`, `@objc(name)`: not expressions; skipped balanced.
                skipParenthesised()
            }
        }
        return SwiftAttribute(name: attributeName, arguments: arguments, range: SourceRange(at.start, previousEnd))
    }

    mutating func parseDeclaredName(what: String) -> Name {
        if at(.word) { return name(advance()) }
        expected("a name for the \(what)")
        return Name("", .point(previousEnd))
    }

    // MARK: Types (struct, enum, extension …)

    mutating func parseTypeDeclaration() -> SwiftDeclKind {
        let keywordToken = advance()
        let kindWord = text(keywordToken)
        var declaredName: Name
        if kindWord == "extension" {
            let extended = parseType()
            declaredName = Name(extended.text, extended.range)
        } else {
            declaredName = parseDeclaredName(what: kindWord)
        }
        let generics = parseGenericParameters()
        var inherited: [SwiftType] = []
        if at(.colon) {
            advance()
            repeat {
                inherited.append(parseType())
            } while at(.comma) && advance().kind == .comma
        }
        skipWhereClause()
        var members: [SwiftDecl] = []
        if at(.leftBrace) {
            members = parseMemberBlock(what: "\(kindWord) '\(declaredName.text)'")
        } else {
            expected("'{' to start the body of \(kindWord) '\(declaredName.text)'")
        }
        return .type(SwiftTypeDecl(kindWord: kindWord, name: declaredName, generics: generics, inherited: inherited, members: members))
    }

    /// `{ member … }`: declarations only.
    mutating func parseMemberBlock(what: String) -> [SwiftDecl] {
        let open = advance().range
        guard enterNesting() else { return [] }
        defer { leaveNesting() }
        var members: [SwiftDecl] = []
        while !atEOF, !at(.rightBrace) {
            let before = index
            if at(.semicolon) {
                advance()
                continue
            }
            if atDeclarationStart() {
                members.append(contentsOf: parseDeclaration())
                separateStatements(closing: .rightBrace)
            } else {
                error("expected a declaration in the body of \(what), found \(describe(current))", at: current.range)
                skipToStatementEnd()
            }
            if index == before { advance() }
        }
        expect(.rightBrace, "}", opener: open, what: "to close the body of \(what)")
        return members
    }

    mutating func parseGenericParameters() -> [SwiftGenericParameter] {
        guard atOperator("<"), !current.leadingSpace else { return [] }
        advance()
        var parameters: [SwiftGenericParameter] = []
        while at(.word) {
            let parameterName = name(advance())
            var constraint: SwiftType?
            if at(.colon) {
                advance()
                constraint = parseType()
            }
            parameters.append(SwiftGenericParameter(name: parameterName, constraint: constraint))
            guard at(.comma) else { break }
            advance()
        }
        if atOperator(">") { advance() } else { expected("'>' to close the generic parameters") }
        return parameters
    }

    /// `where Content: View, T == Int` — constraints carry no layout meaning; skipped.
    mutating func skipWhereClause() {
        guard atWord("where") else { return }
        advance()
        while !atEOF, !at(.leftBrace), !at(.rightBrace), !(current.leadingNewline && !at(.comma) && !atOperator("==") && !at(.colon)) {
            advance()
        }
    }

    // MARK: Variables

    mutating func parseVariables(attributes: [SwiftAttribute], modifiers: [Name], start: Int) -> [SwiftDecl] {
        let keywordToken = advance()
        let isLet = token(keywordToken, is: "let")
        var declarations: [SwiftDecl] = []
        repeat {
            let bindingStart = declarations.isEmpty ? start : current.start
            var declared: Name
            if at(.word) {
                declared = name(advance())
            } else if at(.leftParen) {
                let open = current.range
                error("tuple patterns in declarations are not supported; declare each name on its own", at: open)
                skipToStatementEnd()
                declared = Name("", open)
            } else {
                expected("a name after '\(isLet ? "let" : "var")'")
                declared = Name("", .point(previousEnd))
            }
            var type: SwiftType?
            if at(.colon) {
                advance()
                type = parseType()
            }
            var initializer: SwiftExpr?
            if atOperator("=") {
                advance()
                initializer = parseExpression()
            }
            var accessors: SwiftAccessors?
            if at(.leftBrace), !current.leadingNewline || initializer == nil {
                accessors = parseAccessors(for: declared)
            }
            let decl = SwiftDecl(
                .variable(SwiftVariableDecl(isLet: isLet, name: declared, type: type, initializer: initializer, accessors: accessors)),
                attributes: attributes, modifiers: modifiers, keyword: name(keywordToken), range: SourceRange(bindingStart, previousEnd))
            declarations.append(decl)
        } while at(.comma) && advance().kind == .comma
        return declarations
    }

    /// The braces after `var x: T`: a getter's statements, or `get`/`set`/`didSet` blocks.
    mutating func parseAccessors(for declared: Name) -> SwiftAccessors {
        let open = current.range
        var probe = 1
        while peek(probe).kind == .word, ["mutating", "nonmutating"].contains(text(peek(probe))) { probe += 1 }
        let first = peek(probe)
        let accessorWords: Set<String> = ["get", "set", "didSet", "willSet", "_read", "_modify"]
        guard first.kind == .word, accessorWords.contains(text(first)), [.leftBrace, .rightBrace, .word, .leftParen].contains(peek(probe + 1).kind)
            || peek(probe + 1).leadingNewline
        else {
            return .getter(parseBlock(what: "the getter of '\(declared.text)'"))
        }
        advance()
        guard enterNesting() else { return .getter([]) }
        defer { leaveNesting() }
        var getter: [SwiftStmt] = []
        var setter: [SwiftStmt]?
        var observers = false
        while !atEOF, !at(.rightBrace) {
            let before = index
            while at(.word), ["mutating", "nonmutating"].contains(text(current)) { advance() }
            guard at(.word), accessorWords.contains(text(current)) else {
                expected("'get', 'set', 'willSet' or 'didSet'")
                skipToStatementEnd()
                if index == before { advance() }
                continue
            }
            let word = text(advance())
            if at(.leftParen) {  // set(newValue)
                let parenOpen = advance().range
                while !atEOF, !at(.rightParen), !at(.rightBrace) { advance() }
                expect(.rightParen, ")", opener: parenOpen)
            }
            let body = at(.leftBrace) ? parseBlock(what: "'\(word)'") : []
            switch word {
            case "get", "_read": getter = body
            case "set", "_modify": setter = body
            default: observers = true
            }
            if index == before { advance() }
        }
        expect(.rightBrace, "}", opener: open, what: "to close the accessors of '\(declared.text)'")
        if observers, setter == nil, getter.isEmpty { return .observers(SourceRange(open.start, previousEnd)) }
        return .getSet(get: getter, set: setter)
    }

    // MARK: Functions

    mutating func parseFunction() -> SwiftFunctionDecl {
        advance()  // func
        var functionName: Name
        if at(.word) {
            functionName = name(advance())
        } else if at(.operator) {
            functionName = name(advance())
        } else {
            expected("a function name")
            functionName = Name("", .point(previousEnd))
        }
        return parseFunctionRest(name: functionName)
    }

    /// Generic parameters, `(parameters)`, effects, `-> Result`, `where`, body.
    mutating func parseFunctionRest(name functionName: Name) -> SwiftFunctionDecl {
        let generics = parseGenericParameters()
        var parameters: [SwiftParameter] = []
        if at(.leftParen) {
            parameters = parseParameterList()
        } else {
            expected("'(' to start the parameters of '\(functionName.text)'")
        }
        while at(.word), ["async", "throws", "rethrows", "reasync"].contains(text(current)) {
            advance()
            if at(.leftParen), !current.leadingSpace { skipParenthesised() }  // throws(E)
        }
        var result: SwiftType?
        if atOperator("->") {
            advance()
            result = parseType()
        }
        skipWhereClause()
        var body: [SwiftStmt]?
        if at(.leftBrace) {
            body = parseBlock(what: "'\(functionName.text)'")
        }
        return SwiftFunctionDecl(name: functionName, generics: generics, parameters: parameters, result: result, body: body)
    }

    mutating func parseParameterList() -> [SwiftParameter] {
        let open = advance().range
        guard enterNesting() else { return [] }
        defer { leaveNesting() }
        var parameters: [SwiftParameter] = []
        while !atEOF, !at(.rightParen) {
            let before = index
            let start = current.start
            var attributes: [SwiftAttribute] = []
            while at(.at) { attributes.append(parseAttribute()) }
            guard at(.word) else {
                expected("a parameter name")
                while !atEOF, !at(.comma), !at(.rightParen), !at(.rightBrace) { advance() }
                if at(.comma) { advance() }
                if index == before { advance() }
                continue
            }
            let first = name(advance())
            var label: String? = first.text == "_" ? nil : first.text
            var internalName = first
            if at(.word) {
                internalName = name(advance())
            }
            if internalName.text == first.text, first.text == "_" { label = nil }
            var type: SwiftType?
            if at(.colon) {
                advance()
                while at(.at) { attributes.append(parseAttribute()) }
                type = parseType()
                if atOperator("..."), !current.leadingSpace { advance() }
            } else {
                expected("':' and a type for parameter '\(internalName.text)'")
            }
            var defaultValue: SwiftExpr?
            if atOperator("=") {
                advance()
                defaultValue = parseExpression()
            }
            parameters.append(SwiftParameter(label: label, name: internalName, type: type, attributes: attributes,
                                             defaultValue: defaultValue, range: SourceRange(start, previousEnd)))
            if at(.comma) {
                advance()
            } else if !at(.rightParen) {
                expected("',' or ')' in the parameter list")
                while !atEOF, !at(.comma), !at(.rightParen), !at(.leftBrace), !at(.rightBrace) { advance() }
                if at(.comma) { advance() }
            }
            if index == before { advance() }
        }
        expect(.rightParen, ")", opener: open, what: "to close the parameters")
        return parameters
    }

    // MARK: Enum cases and macros

    mutating func parseEnumCases() -> [SwiftEnumCaseElement] {
        var elements: [SwiftEnumCaseElement] = []
        repeat {
            guard at(.word) else {
                expected("a case name")
                break
            }
            let caseName = name(advance())
            var associated: [SwiftTupleTypeElement]?
            if at(.leftParen) {
                let tupleType = parseType()
                if case .tuple(let elements) = tupleType.kind { associated = elements } else { associated = [SwiftTupleTypeElement(label: nil, type: tupleType)] }
            }
            var rawValue: SwiftExpr?
            if atOperator("=") {
                advance()
                rawValue = parseExpression()
            }
            elements.append(SwiftEnumCaseElement(name: caseName, rawValue: rawValue, associatedValues: associated))
        } while at(.comma) && advance().kind == .comma
        return elements
    }

    /// `#Preview { … }`, `#Preview("Name") { … }`, `#Preview("Name", traits: …) { … }`.
    mutating func parseMacroDeclaration() -> SwiftDeclKind {
        let macroName = name(advance())
        var arguments: [SwiftArgument] = []
        if at(.leftParen), !current.leadingSpace {
            let open = advance().range
            arguments = parseArgumentList(closing: .rightParen, opener: open)
        }
        var closures: [SwiftTrailingClosure] = []
        if at(.leftBrace) {
            closures = parseTrailingClosures()
        } else {
            expected("'{' to start the body of '#\(macroName.text)'")
        }
        return .macro(name: macroName, arguments: arguments, trailingClosures: closures)
    }
}
