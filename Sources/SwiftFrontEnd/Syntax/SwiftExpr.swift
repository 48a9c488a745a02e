import Diagnostics
import ViewSyntax

/// A Swift expression as written, with its place in the Swift file. Views are expressions
/// too: `Text(label).padding()` is a call, a member and a call; the translator decides what
/// is a view, what a modifier and what a value.
public struct SwiftExpr: Sendable, Equatable {
    public var kind: SwiftExprKind
    public var range: SourceRange

    public init(_ kind: SwiftExprKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum SwiftExprKind: Sendable, Equatable {
    /// `12`, `1_000`, `0x1F` (text as written).
    case integer(String)
    case float(String)
    case string([SwiftStringPart])
    case bool(Bool)
    case nilLiteral
    /// `rows`, `self`, `Self`, `VStack`, `max`.
    case identifier(String)
    /// `$tallestChild`
    case dollar(String)
    /// `$0`
    case shorthand(Int)
    /// `.leading`, `.infinity`
    case implicitMember(String)
    /// `\.font`, `\.0`, `\Row.title` (`root` is the written type, if any).
    case keyPath(root: SwiftType?, components: [String])
    /// `proxy.size`, `row.0`, `HeightKey.self`.
    case member(SwiftExpr, name: String, nameRange: SourceRange)
    /// `a?` in `a?.b` (optional chaining).
    case optionalChain(SwiftExpr)
    /// `a!`
    case forceUnwrap(SwiftExpr)
    /// `f(a, b: c) { … } label: { … }`
    case call(SwiftExpr, arguments: [SwiftArgument], trailingClosures: [SwiftTrailingClosure])
    /// `d[.leading]`, `rows[0]`
    case subscriptAccess(SwiftExpr, arguments: [SwiftArgument])
    /// `-x`, `!flag`, `&value`
    case prefix(String, SwiftExpr)
    /// `a + b` (the operator as written).
    case binary(String, SwiftExpr, SwiftExpr, operatorRange: SourceRange)
    /// `c ? a : b`
    case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    /// `x as CGFloat`, `x as? T`, `x as! T`, `x is T`.
    case cast(SwiftExpr, String, SwiftType)
    /// `try x`, `try? x`, `await x`.
    case effect(String, SwiftExpr)
    /// `(a, b)`, `(title: "x", icon: "y")`, `()`. A single unlabelled element in
    /// parentheses is that element itself.
    case tuple([SwiftArgument])
    case array([SwiftExpr])
    case dictionary([SwiftDictionaryElement])
    case closure(SwiftClosure)
    /// `Binding<CGFloat>`, `Array<Int>` (a generic type used as a value, before a call).
    case specialization(SwiftExpr, [SwiftType])
    /// `[String]`, `[String: Int]` used as a value (`[String]()`).
    case type(SwiftType)
    /// `let x` / `var x` inside a `case` pattern.
    case bindingPattern(isLet: Bool, name: Name)
    /// `_` in a pattern or an assignment (`_ = x`).
    case wildcard
    /// `#file`, `#selector(…)`, `#colorLiteral(…)`.
    case macro(Name, arguments: [SwiftArgument])
    /// `if`/`switch` used as an expression (Swift 5.9), kept as its statement.
    case statement(SwiftStmt)
    /// What could not be parsed; a diagnostic was already reported.
    case missing
}

public enum SwiftStringPart: Sendable, Equatable {
    case literal(String)
    /// `\(value)` or `\(value, specifier: "%.1f")`.
    case interpolation([SwiftArgument], range: SourceRange)
}

public struct SwiftArgument: Sendable, Equatable {
    public var label: Name?
    public var value: SwiftExpr
    public init(label: Name?, value: SwiftExpr) {
        self.label = label
        self.value = value
    }
    public var range: SourceRange { label.map { $0.range.union(value.range) } ?? value.range }
}

public struct SwiftTrailingClosure: Sendable, Equatable {
    public var label: Name?
    public var closure: SwiftClosure
    public init(label: Name?, closure: SwiftClosure) {
        self.label = label
        self.closure = closure
    }
}

public struct SwiftDictionaryElement: Sendable, Equatable {
    public var key: SwiftExpr
    public var value: SwiftExpr
    public init(key: SwiftExpr, value: SwiftExpr) {
        self.key = key
        self.value = value
    }
}

/// `{ a, b in … }`, `{ (a: Int, b) -> CGFloat in … }`, `{ … }` (then `$0`, `$1`).
public struct SwiftClosure: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        public var name: Name
        public var type: SwiftType?
        public init(name: Name, type: SwiftType?) {
            self.name = name
            self.type = type
        }
    }
    /// nil when no signature (`… in`) was written.
    public var parameters: [Parameter]?
    public var body: [SwiftStmt]
    public var range: SourceRange

    public init(parameters: [Parameter]?, body: [SwiftStmt], range: SourceRange) {
        self.parameters = parameters
        self.body = body
        self.range = range
    }
}
