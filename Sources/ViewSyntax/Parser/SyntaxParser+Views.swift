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
        // No nesting level of its own: whatever nests inside a view goes through a bracket.
        var view = ViewSyntax(keyword: ViewKeyword(rawValue: text(keywordToken)) ?? .empty, keywordRange: keywordToken.range)
        switch view.keyword {
        case .vstack, .hstack, .zstack: parseStackParts(of: &view)
        default: parseLeafViewParts(of: &view)
        }
        return Expr(.view(view), SourceRange(keywordToken.start, previousEnd))
    }

    /// `(alignment:spacing:)`? `< children >`?
    private mutating func parseStackParts(of view: inout ViewSyntax) {
        let keyword = view.keyword
        if at(.leftParen) { view.arguments = parseArgumentList { "the arguments of '\(keyword.rawValue)'" } }
        if at(.less) {
            parseChildren(of: &view)
        } else if at(.leftBrace), !current.leadingNewline {
            report("the children of '\(keyword.rawValue)' go in '< … >', not '{ … }'", at: current.range)
            parseChildren(of: &view)
        }
    }

    private mutating func parseChildren(of view: inout ViewSyntax) {
        let keyword = view.keyword
        let list = parseViewList { "'\(keyword.rawValue)'" }
        view.children = list.items
        view.childrenOpen = list.open
        view.childrenClose = list.close
    }

    /// Everything but the stacks: operands, arguments and closures by keyword.
    private mutating func parseLeafViewParts(of view: inout ViewSyntax) {
        let keyword = view.keyword
        let attachedParen = at(.leftParen) && !current.leadingSpace
        switch keyword {
        case .vstack, .hstack, .zstack:
            break
        case .text:
            view.operand = parseOperand(expected: "a string or expression after 'text'")
        case .color:
            view.operand = parseOperand(expected: "a color after 'color'")
        case .rect, .divider, .empty, .spacer, .geometry:
            if attachedParen { view.arguments = parseArgumentList { "the arguments of '\(keyword.rawValue)'" } }
        case .image:
            if at(.leftParen) {
                view.arguments = parseArgumentList { "the arguments of 'image'" }
            } else if at(.stringStart) {
                view.operand = parseString()
            }
        case .foreach:
            if at(.leftParen) {
                view.arguments = parseArgumentList { "the arguments of 'foreach'" }
            } else {
                view.operand = parseOperand(expected: "a list after 'foreach'")
            }
        }
        if keyword == .geometry || keyword == .foreach {
            if at(.leftBrace) {
                view.closure = parseClosure()
            } else {
                reportExpected(keyword == .geometry ? "'{ proxy in … }' after 'geometry'" : "'{ item in … }' after the list of 'foreach'")
            }
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
