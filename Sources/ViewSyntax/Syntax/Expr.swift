import Diagnostics

/// An expression as typed, with its place in the source. Views are expressions too:
/// `text "Brew" .readHeight` is a `.view` wrapped in `.modified`.
public struct Expr: Sendable, Equatable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

extension Expr {
    /// Whether a trailing closure is written in the expression (`xs.map { … }`,
    /// `xs.filter { … }.isEmpty`, either side of an operator): an `if` condition holding one is
    /// printed in parentheses, which both the shell's and Swift's `if` otherwise read as the body
    /// (the shell's printer and `save --swift`).
    public var hasTrailingClosure: Bool {
        switch kind {
        case .call(let callee, _, let closures): return !closures.isEmpty || callee.hasTrailingClosure
        case .member(let base, _, _), .subscriptAccess(let base, _), .unary(_, let base): return base.hasTrailingClosure
        case .binary(_, let left, let right): return left.hasTrailingClosure || right.hasTrailingClosure
        case .ternary(let c, let a, let b): return c.hasTrailingClosure || a.hasTrailingClosure || b.hasTrailingClosure
        default: return false
        }
    }
}

public indirect enum ExprKind: Sendable, Equatable {
    /// `12`, `0.5`, `1e3`; `text` keeps the spelling for messages and `save`.
    case number(Double, text: String)
    /// `"Brew"`, with `\(expr)` interpolations as separate parts.
    case string([StringPart])
    case bool(Bool)
    case nilLiteral
    /// `tallestChild`, `proxy`, `HeightKey`, `BrewSummaryRow`, `max` — resolved by the shell.
    case identifier(String)
    /// `$tallestChild`: a binding to a state.
    case binding(String)
    /// `$0`, `$1`: closure shorthand arguments.
    case shorthandArgument(Int)
    /// `.leading`, `.infinity`, `.title` (a dot in primary position).
    case implicitMember(String)
    /// `\.font`, `\.0`, `\.layoutDirection`.
    case keyPath([String])
    /// `proxy.size`, `row.0`, `HeightKey.self` (no space before the dot).
    case member(Expr, name: String, nameRange: SourceRange)
    /// `max(a, b)`, `ToolbarEntry(title: "Share")`, `BrewSummaryRow(brew: b)`, with trailing closures.
    case call(Expr, arguments: [Argument], trailingClosures: [TrailingClosure])
    /// `d[.leading]`, `rows[0]`.
    case subscriptAccess(Expr, arguments: [Argument])
    case unary(UnaryOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    /// `c ? a : b`
    case ternary(Expr, Expr, Expr)
    /// `[a, b, c]`
    case list([Expr])
    /// `[0: a, 1: b]`, `[:]`: keys and values in the order written.
    case dictionary([DictionaryElement])
    /// `(a, b)` or `(title: "x", icon: "y")`; a single unlabelled element is a parenthesised
    /// expression and is returned as that element itself, not a tuple.
    case tuple([Argument])
    /// `{ proxy in … }` in argument position.
    case closure(Closure)
    /// A built-in view written with its keyword: `vstack(spacing: 4) < … >`, `text "x"`.
    case view(ViewSyntax)
    /// `if cond < … > else < … >`
    case conditional(ConditionalSyntax)
    /// A view (or an identifier naming a user view) followed by ` .modifier` items.
    case modified(Expr, [ModifierSyntax])
    /// Stands in for what could not be parsed; a diagnostic was already reported.
    case missing
}

public enum StringPart: Sendable, Equatable {
    case literal(String)
    case interpolation(Expr)
}

public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not = "!"
    /// `~n`: the bits of a whole number inverted (Swift's `~` on `Int`).
    case bitNot = "~"
}

public enum BinaryOperator: String, Sendable, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    /// `pattern ~= value`, Swift's pattern match: a case (`.loaded`) matches that case whatever its
    /// values; any other pattern matches a value equal to it.
    case match = "~="
    case and = "&&", or = "||", nilCoalescing = "??"
    case closedRange = "...", halfOpenRange = "..<"
    /// Swift's integer bit operators on whole numbers (`Int`): `&`, `|`, `^`, and the smart
    /// shifts `<<` and `>>` (a shift by a negative amount shifts the other way; by 64 or more, all
    /// bits out).
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"

    /// Higher binds tighter (Swift's precedence groups, simplified): shifts above
    /// multiplication, `&` with it, `|` and `^` with addition.
    public var precedence: Int {
        switch self {
        case .shiftLeft, .shiftRight: return 8
        case .multiply, .divide, .remainder, .bitAnd: return 7
        case .add, .subtract, .bitOr, .bitXor: return 6
        case .closedRange, .halfOpenRange: return 5
        case .nilCoalescing: return 4
        case .equal, .notEqual, .match, .less, .lessEqual, .greater, .greaterEqual: return 3
        case .and: return 2
        case .or: return 1
        }
    }
}

/// `label: value`, or just `value`.
/// `key: value` in a dictionary literal.
public struct DictionaryElement: Sendable, Equatable {
    public var key: Expr
    public var value: Expr
    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

public struct Argument: Sendable, Equatable {
    public var label: String?
    public var labelRange: SourceRange?
    public var value: Expr

    public init(label: String? = nil, labelRange: SourceRange? = nil, value: Expr) {
        self.label = label
        self.labelRange = labelRange
        self.value = value
    }

    /// From the label (or the value when unlabelled) to the end of the value.
    public var range: SourceRange { labelRange.map { $0.union(value.range) } ?? value.range }
}

/// `{ proxy in … }` after a call or modifier; `label` is set for the second and later
/// closures of `onGeometryChange(for:) { … } action: { … }`.
public struct TrailingClosure: Sendable, Equatable {
    public var label: String?
    public var labelRange: SourceRange?
    public var closure: Closure

    public init(label: String? = nil, labelRange: SourceRange? = nil, closure: Closure) {
        self.label = label
        self.labelRange = labelRange
        self.closure = closure
    }
}

/// `{ a, b in body }` or `{ body }` (then `$0`, `$1` name the arguments).
/// The body is a list of statements; a closure that returns a value or a view has a
/// single `.expression` statement (several view statements form an implicit group).
public struct Closure: Sendable, Equatable {
    public var parameters: [Parameter]
    public var body: [Statement]
    public var range: SourceRange

    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var range: SourceRange
        public init(name: String, range: SourceRange) {
            self.name = name
            self.range = range
        }
    }

    public init(parameters: [Parameter], body: [Statement], range: SourceRange) {
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}

public struct Statement: Sendable, Equatable {
    public var kind: StatementKind
    public var range: SourceRange
    public init(_ kind: StatementKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The value a closure of this one statement gives where one expression is expected (a
    /// view's content, an alignment guide's computation): `expr` or `return expr`.
    public var singleValue: Expr? {
        switch kind {
        case .expression(let expr), .returnStatement(let expr?): return expr
        default: return nil
        }
    }
}

public enum StatementKind: Sendable, Equatable {
    /// An expression, a method call such as `value.append(contentsOf: nextValue())`, or a view.
    case expression(Expr)
    /// `target = value`, `target += value`, `target -= value` …
    case assignment(target: Expr, op: AssignmentOperator, value: Expr)
    /// `if cond { … } else { … }` inside a closure body.
    case conditional(condition: Expr, then: [Statement], otherwise: [Statement]?)
    /// `let x = 1`, `var width: CGFloat = 0`, `var (a, b) = pair`, `var total: CGFloat`.
    case declaration(Declaration)
    /// `if let x = optional { … } else { … }` (and `if let x { … }`).
    case optionalBinding(name: Name, value: Expr, then: [Statement], otherwise: [Statement]?)
    /// `guard condition else { … }`, `guard let x = optional else { … }`: the block must leave.
    case guardStatement(ConditionClause, otherwise: [Statement])
    /// `for x in xs { … }`, `for (index, subview) in subviews.enumerated() { … }`.
    case forIn(pattern: Pattern, sequence: Expr, body: [Statement])
    /// `while condition { … }` (bounded by the interpreter's step budget).
    case whileLoop(condition: Expr, body: [Statement])
    /// `return`, `return value`.
    case returnStatement(Expr?)
    case breakStatement
    case continueStatement
}

/// What `let` / `var` declare.
public struct Declaration: Sendable, Equatable {
    public var isVariable: Bool
    public var pattern: Pattern
    public var type: TypeSyntax?
    public var value: Expr?
    public init(isVariable: Bool, pattern: Pattern, type: TypeSyntax?, value: Expr?) {
        self.isVariable = isVariable
        self.pattern = pattern
        self.type = type
        self.value = value
    }
}

/// The names a declaration or a `for` loop binds: `x`, `_`, `(index, subview)`.
public indirect enum Pattern: Sendable, Equatable {
    case name(Name)
    case wildcard(SourceRange)
    case tuple([Pattern], SourceRange)

    /// Every name bound, in order.
    public var names: [Name] {
        switch self {
        case .name(let name): return [name]
        case .wildcard: return []
        case .tuple(let parts, _): return parts.flatMap(\.names)
        }
    }
}

/// The condition of `guard`: a boolean, or an optional binding (`let x = value`).
public enum ConditionClause: Sendable, Equatable {
    case expression(Expr)
    case binding(Name, Expr)
}

public enum AssignmentOperator: String, Sendable {
    case assign = "=", add = "+=", subtract = "-=", multiply = "*=", divide = "/="
}
