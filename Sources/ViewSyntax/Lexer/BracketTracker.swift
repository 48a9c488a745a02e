/// Follows the brackets of a token stream without parsing it, for the statement splitter and
/// the completeness check. It tells a children `<` from less-than the way the parser does:
/// `<` opens children right after `vstack`/`hstack`/`zstack` (or their `( … )` arguments),
/// after `else`, and as the first unparenthesised `<` after an `if`. `>` closes children only
/// when children are the innermost open bracket. A closing bracket that matches nothing
/// ("stray") clears what is open, so the statement can end and the parser can report it.
struct BracketTracker {
    enum Opener: UInt8 {
        case paren, stackArguments, bracket, brace, children, string, interpolation
    }

    private(set) var stack: [Opener] = []
    /// The previous token lets a `<` open children.
    private var childrenMayFollow = false
    /// `stack.count` at which an `if` waits for its `<` (or `{`).
    private var pendingIf: Int?
    /// Inside a `layout` definition there are no views: `<` and `>` only compare
    /// (`LayoutDefinitionStart`).
    var codeMode = false
    /// A view word was just read: a string operand may come before its children
    /// (`button "Save" < … >`); `operandString` is the depth of that string while it is open.
    private var operandMayFollow = false
    private var operandString: Int?

    /// The last token was an operator, `=`, `,`, `:` or `.`: the statement cannot end there,
    /// so it goes on on the next line (`view Row =` ⏎ `  hstack < … >`). `/` is left out: a
    /// command's path may end with it.
    private(set) var endsWithOperator = false

    /// Nothing is open: a newline here may end the statement.
    var isBalanced: Bool { stack.isEmpty }

    /// A newline here ends the statement (unless the next line starts with `.` or `else`).
    var canEndStatement: Bool { stack.isEmpty && !endsWithOperator }

    mutating func reset() {
        stack.removeAll(keepingCapacity: true)
        childrenMayFollow = false
        pendingIf = nil
        endsWithOperator = false
        codeMode = false
        operandMayFollow = false
        operandString = nil
    }

    /// `attached`: no whitespace before the token. A `?` or `>` written against what precedes it
    /// ends a type (`state maybe: String?`, `Binding<CGFloat>`), not an expression that goes on.
    mutating func consume(_ kind: TokenKind, attached: Bool = false) {
        let mayOpenChildren = childrenMayFollow
        childrenMayFollow = false
        let mayTakeOperand = operandMayFollow
        operandMayFollow = false
        endsWithOperator = Self.continuesAfter(kind) && !(attached && (kind == .question || kind == .greater))
        if codeMode, kind == .less || kind == .greater || kind == .stackKeyword || kind == .elseKeyword || kind == .ifKeyword {
            return
        }
        switch kind {
        case .stackKeyword, .elseKeyword:
            childrenMayFollow = true
            operandMayFollow = kind == .stackKeyword
        case .ifKeyword:
            pendingIf = stack.count
        case .leftParen:
            stack.append(mayOpenChildren ? .stackArguments : .paren)
        case .rightParen:
            if stack.last == .stackArguments {
                stack.removeLast()
                childrenMayFollow = true
            } else {
                close(.paren)
            }
        case .leftBracket:
            stack.append(.bracket)
        case .rightBracket:
            close(.bracket)
        case .leftBrace:
            if pendingIf == stack.count { pendingIf = nil }
            stack.append(.brace)
        case .rightBrace:
            close(.brace)
        case .less:
            if mayOpenChildren || pendingIf == stack.count {
                pendingIf = nil
                stack.append(.children)
            }
        case .greater:
            if stack.last == .children {
                stack.removeLast()
                endsWithOperator = false
            }
        case .identifier, .number:
            // `button title < … >`: a one-word operand, then the children.
            if mayTakeOperand { childrenMayFollow = true }
        case .stringStart:
            if mayTakeOperand { operandString = stack.count }
            stack.append(.string)
        case .stringEnd:
            close(.string)
            // `button "Save" < … >`: the children of a view written with a title.
            if let depth = operandString, depth == stack.count {
                operandString = nil
                childrenMayFollow = true
            }
        case .interpolationStart:
            stack.append(.interpolation)
        case .interpolationEnd:
            close(.interpolation)
        default:
            break
        }
        if let pending = pendingIf, pending > stack.count { pendingIf = nil }
    }

    private static func continuesAfter(_ kind: TokenKind) -> Bool {
        switch kind {
        case .equal, .plusEqual, .minusEqual, .starEqual, .slashEqual, .comma, .colon, .period, .question,
             .questionQuestion, .ampAmp, .pipePipe, .equalEqual, .bangEqual, .tildeEqual, .less, .lessEqual, .greater, .greaterEqual,
             .plus, .minus, .star, .percent, .dotDotDot, .dotDotLess, .amp, .pipe, .caret, .tilde:
            return true
        default:
            return false
        }
    }

    private mutating func close(_ opener: Opener) {
        if stack.last == opener {
            stack.removeLast()
            return
        }
        // Stray: drop everything open inside the innermost string or interpolation.
        while let last = stack.last, last != .string, last != .interpolation {
            stack.removeLast()
        }
        if opener == .string || opener == .interpolation, stack.last == opener { stack.removeLast() }
        pendingIf = nil
    }
}

/// Recognises a `layout Name …` definition from its first two tokens, for the splitter and
/// the completeness check: its body is code, so the tracker stops treating `<` as children
/// (`if x < limit {` compares), and the splitter learns the name so that the statements after
/// it can give the new layout children (`FlowLayout < … >`).
struct LayoutDefinitionStart {
    private var tokensSeen = 0
    private var firstIsLayout = false

    /// Call with each token of a statement, in order; the name's token when this statement
    /// defines a layout.
    mutating func consume(_ token: Token, _ bytes: [UInt8]) -> Token? {
        defer { tokensSeen += 1 }
        switch tokensSeen {
        case 0:
            firstIsLayout = token.kind == .identifier && token.end - token.start == 6
                && bytes[token.start..<token.end].elementsEqual("layout".utf8)
            return nil
        case 1:
            guard firstIsLayout, !token.leadingNewline, token.kind == .identifier || token.kind == .stackKeyword else { return nil }
            return token
        default:
            return nil
        }
    }
}
