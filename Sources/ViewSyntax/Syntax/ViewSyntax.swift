import Diagnostics

/// A built-in view spelt with its word. Which parts a view may have comes from its shape in
/// the `ViewGrammar` (the parser follows it; the shell checks the arguments against the
/// catalogue):
///
/// | shape | example |
/// |---|---|
/// | arguments and children | `vstack(alignment: .leading, spacing: 4) < text "a" text "b" >` |
/// | an operand | `text "Brew"`, `text label`, `color red`, `image "logo"` |
/// | arguments only | `rect`, `spacer(minLength: 20)`, `image(width: 20, height: 20)` |
/// | a closure | `geometry { proxy in … }` |
/// | an operand (or arguments) and a closure | `foreach rows { row in … }`, `foreach(rows, id: \.0) { a, b in … }` |
public struct ViewSyntax: Sendable, Equatable {
    /// The view word as written (`vstack`, `circle`).
    public var keyword: String
    public var keywordRange: SourceRange
    /// `(…)` right after the word.
    public var arguments: [Argument]
    /// The operand written after the word without parentheses (`text "x"`, `color red`,
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
        keyword: String, keywordRange: SourceRange, arguments: [Argument] = [], operand: Expr? = nil,
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
