import Diagnostics

/// A built-in view spelt with its keyword. Which parts a view may have depends on the
/// keyword (the parser knows the shapes; the shell checks the arguments):
///
/// | keyword | shape |
/// |---|---|
/// | `vstack` `hstack` `zstack` | `(alignment:spacing:)`? `< children >` (children optional) |
/// | `text` | one operand: `text "Brew"`, `text label`, `text row.0`, `text ("a" + b)` |
/// | `color` | one operand: `color red`, `color clear`, `color .blue` |
/// | `rect` `divider` `empty` | nothing |
/// | `spacer` | `(minLength:)`? |
/// | `image` | `(width:height:)` or one string operand |
/// | `geometry` | `{ proxy in view }` |
/// | `foreach` | operand list then `{ item in view }`, or `(list, id: \.0) { a, b in view }` |
public struct ViewSyntax: Sendable, Equatable {
    public var keyword: ViewKeyword
    public var keywordRange: SourceRange
    /// `(…)` right after the keyword.
    public var arguments: [Argument]
    /// The operand written after the keyword without parentheses (`text "x"`, `color red`,
    /// `foreach rows`).
    public var operand: Expr?
    /// `< … >` children; nil when no `<` was written.
    public var children: [Expr]?
    /// Where `<` and `>` are (for "to match this '<'" notes and `tree`).
    public var childrenOpen: SourceRange?
    public var childrenClose: SourceRange?
    /// `{ proxy in … }` for `geometry` and `foreach`.
    public var closure: Closure?

    public init(
        keyword: ViewKeyword, keywordRange: SourceRange, arguments: [Argument] = [], operand: Expr? = nil,
        children: [Expr]? = nil, childrenOpen: SourceRange? = nil, childrenClose: SourceRange? = nil,
        closure: Closure? = nil
    ) {
        self.keyword = keyword
        self.keywordRange = keywordRange
        self.arguments = arguments
        self.operand = operand
        self.children = children
        self.childrenOpen = childrenOpen
        self.childrenClose = childrenClose
        self.closure = closure
    }
}

/// The reserved view words. They cannot name states, parameters or definitions.
public enum ViewKeyword: String, Sendable, CaseIterable {
    case vstack, hstack, zstack, text, color, rect, spacer, divider, image, geometry, empty, foreach
}

/// `if cond < … > else < … >`; `else if` chains nest in `otherwise`.
public struct ConditionalSyntax: Sendable, Equatable {
    public var condition: Expr
    public var then: [Expr]
    public var otherwise: [Expr]?
    public var ifRange: SourceRange
    public init(condition: Expr, then: [Expr], otherwise: [Expr]?, ifRange: SourceRange) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        self.ifRange = ifRange
    }
}

/// ` .name`, ` .name(args)`, ` .name(args) { … } label: { … }`.
public struct ModifierSyntax: Sendable, Equatable {
    public var name: String
    /// From the dot to the end of the name (what a caret underlines for "unknown modifier").
    public var nameRange: SourceRange
    public var arguments: [Argument]
    public var trailingClosures: [TrailingClosure]
    /// The whole modifier, dot to closing bracket.
    public var range: SourceRange

    public init(
        name: String, nameRange: SourceRange, arguments: [Argument] = [],
        trailingClosures: [TrailingClosure] = [], range: SourceRange
    ) {
        self.name = name
        self.nameRange = nameRange
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.range = range
    }
}
