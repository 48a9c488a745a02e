import Diagnostics

/// view := ('vstack' | 'hstack' | 'zstack') arguments? children?
///       | 'text' operand | 'color' operand
///       | ('rect' | 'divider' | 'empty') arguments?
///       | 'spacer' arguments? | 'image' (arguments | string)?
///       | 'geometry' closure
///       | 'foreach' (arguments | operand) closure
/// operand := postfix without modifiers or trailing closures (`text row.0 .bold`: the
///            modifier belongs to the view)
extension SyntaxParser {
    mutating func parseView() -> Expr {
        let keywordToken = advance()
        guard let keyword = ViewKeyword(rawValue: text(keywordToken)) else {
            return Expr(.missing, keywordToken.range)
        }
        guard enterNesting() else { return missing }
        defer { leaveNesting() }
        let name = "'\(keyword.rawValue)'"
        var view = ViewSyntax(keyword: keyword, keywordRange: keywordToken.range)
        let attachedParen = at(.leftParen) && !current.leadingSpace
        switch keyword {
        case .vstack, .hstack, .zstack:
            if at(.leftParen) { view.arguments = parseArgumentList(closing: "the arguments of \(name)") }
            if at(.less) {
                parseChildren(of: &view, owner: name)
            } else if at(.leftBrace), !current.leadingNewline {
                report("the children of \(name) go in '< … >', not '{ … }'", at: current.range)
                parseChildren(of: &view, owner: name)
            }
        case .text:
            view.operand = parseOperand(expected: "a string or expression after 'text'")
        case .color:
            view.operand = parseOperand(expected: "a color after 'color'")
        case .rect, .divider, .empty, .spacer, .geometry:
            if attachedParen { view.arguments = parseArgumentList(closing: "the arguments of \(name)") }
        case .image:
            if at(.leftParen) {
                view.arguments = parseArgumentList(closing: "the arguments of \(name)")
            } else if at(.stringStart) {
                view.operand = parseString()
            }
        case .foreach:
            if at(.leftParen) {
                view.arguments = parseArgumentList(closing: "the arguments of \(name)")
            } else {
                view.operand = parseOperand(expected: "a list after 'foreach'")
            }
        }
        if keyword == .geometry || keyword == .foreach {
            if at(.leftBrace) {
                view.closure = parseClosure()
            } else {
                let shape = keyword == .geometry ? "'{ proxy in … }' after 'geometry'" : "'{ item in … }' after the list of 'foreach'"
                reportExpected(shape)
            }
        }
        return Expr(.view(view), SourceRange(keywordToken.start, previousEnd))
    }

    private mutating func parseChildren(of view: inout ViewSyntax, owner: String) {
        let list = parseViewList(owner: owner)
        view.children = list.items
        view.childrenOpen = list.open
        view.childrenClose = list.close
    }

    /// The one operand of `text`, `color` and `foreach`; `.missing` (reported) when absent.
    private mutating func parseOperand(expected what: String) -> Expr {
        switch current.kind {
        case .number, .stringStart, .trueKeyword, .falseKeyword, .nilKeyword, .identifier, .dollarIdentifier,
             .dollarNumber, .period, .backslash, .leftParen, .leftBracket:
            return parsePostfix([.noModifiers, .noTrailingClosures])
        default:
            reportExpected(what)
            return missing
        }
    }
}
