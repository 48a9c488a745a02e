import Diagnostics

/// view     := word arguments? operand? children? closure?     as the word's `ViewGrammar.Shape` allows
/// operand  := postfix without modifiers or trailing closures (`text row.0 .bold`: the
///             modifier belongs to the view)
///
/// Words that take children also take their arguments after a space (`vstack (spacing: 4) < … >`);
/// for the others a `(` after a space starts the next item, so `spacer (…)` is two things.
extension SyntaxParser {
    mutating func parseView() -> Expr {
        let keywordToken = advance()
        let keyword = text(keywordToken)
        // No nesting level of its own: whatever nests inside a view goes through a bracket.
        var view = ViewSyntax(keyword: keyword, keywordRange: keywordToken.range)
        let shape = grammar.shape(of: keyword) ?? ViewGrammar.Shape()
        if shape.children {
            parseContainerParts(of: &view)
        } else {
            parseLeafViewParts(of: &view, shape)
        }
        if shape.closure != .none {
            if case .required(let what) = shape.closure {
                if at(.leftBrace) { view.closure = parseClosure() } else { reportExpected(what) }
            } else if at(.leftBrace), !current.leadingNewline {
                view.closure = parseClosure()
            }
        }
        return Expr(.view(view), SourceRange(keywordToken.start, previousEnd))
    }

    /// A word with no parentheses, followed on its line by something its shape takes as an
    /// operand (`label "Title"`), in view position: a view rather than a name.
    mutating func startsContextualView() -> Bool {
        guard at(.identifier), let shape = grammar.shape(of: text(current)) else { return false }
        let next = peek()
        if next.leadingNewline || !next.leadingSpace { return false }
        switch shape.operand {
        case .none: return false
        default:
            switch next.kind {
            case .stringStart, .number, .identifier, .dollarIdentifier: return true
            default: return false
            }
        }
    }

    /// `(arguments)`? `< children >`? — arguments may follow after a space.
    private mutating func parseContainerParts(of view: inout ViewSyntax) {
        let keyword = view.keyword
        if at(.leftParen) { view.arguments = parseArgumentList { "the arguments of '\(keyword)'" } }
        let shape = grammar.shape(of: keyword) ?? ViewGrammar.Shape()
        if shape.operand != .none, view.arguments.isEmpty, canStartOperand(current), !current.leadingNewline {
            view.operand = parsePostfix(.operand)
        }
        if at(.less) {
            parseChildren(of: &view)
        } else if at(.leftBrace), !current.leadingNewline, shape.closure == .none {
            report("the children of '\(keyword)' go in '< … >', not '{ … }'", at: current.range)
            parseChildren(of: &view)
        }
    }

    private mutating func parseChildren(of view: inout ViewSyntax) {
        let keyword = view.keyword
        let list = parseViewList { "'\(keyword)'" }
        view.children = list.items
        view.childrenOpen = list.open
        view.childrenClose = list.close
    }

    /// Operands and arguments by shape, for words without children.
    private mutating func parseLeafViewParts(of view: inout ViewSyntax, _ shape: ViewGrammar.Shape) {
        let keyword = view.keyword
        let attachedParen = at(.leftParen) && !current.leadingSpace
        switch shape.operand {
        case .none:
            if attachedParen { view.arguments = parseArgumentList { "the arguments of '\(keyword)'" } }
        case .required(let what):
            view.operand = parseOperand(expected: what)
        case .unlessArguments(let what):
            if at(.leftParen) {
                view.arguments = parseArgumentList { "the arguments of '\(keyword)'" }
            } else {
                view.operand = parseOperand(expected: what)
            }
        case .string:
            if at(.leftParen) {
                view.arguments = parseArgumentList { "the arguments of '\(keyword)'" }
            } else if at(.stringStart) {
                view.operand = parseString()
            }
        case .optional:
            if at(.leftParen) {
                view.arguments = parseArgumentList { "the arguments of '\(keyword)'" }
            } else if canStartOperand(current), !current.leadingNewline, current.kind != .leftBrace {
                view.operand = current.kind == .stringStart ? parseString() : parsePostfix(.operand)
            }
        }
    }

    /// Tokens an optional operand may start with (no `(`, `[` or `.`: those read as the next item).
    mutating func canStartOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .number, .stringStart, .identifier, .dollarIdentifier: return true
        default: return false
        }
    }

    /// The one operand of `text`, `color` and `foreach`; `.missing` (reported) when absent.
    private mutating func parseOperand(expected what: String) -> Expr {
        switch current.kind {
        case .number, .stringStart, .trueKeyword, .falseKeyword, .nilKeyword, .identifier, .dollarIdentifier,
             .dollarNumber, .period, .backslash, .leftParen, .leftBracket:
            return parsePostfix(.operand)
        default:
            reportExpected(what)
            return missing
        }
    }
}
