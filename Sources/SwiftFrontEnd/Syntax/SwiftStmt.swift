import Diagnostics
import ViewSyntax

/// A statement in a function, accessor, closure or result builder.
public struct SwiftStmt: Sendable, Equatable {
    public var kind: SwiftStmtKind
    public var range: SourceRange

    public init(_ kind: SwiftStmtKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum SwiftStmtKind: Sendable, Equatable {
    /// An expression — in a result builder, a view.
    case expression(SwiftExpr)
    /// A local `let`/`var`, `func` or type.
    case declaration(SwiftDecl)
    /// `x = v`, `value += nextValue()` (the operator as written).
    case assignment(target: SwiftExpr, op: String, value: SwiftExpr, operatorRange: SourceRange)
    /// `if a, let b = c { … } else if … { … } else { … }`; `otherwise` holds one `.ifStatement`
    /// for `else if`.
    case ifStatement(conditions: [SwiftCondition], then: [SwiftStmt], otherwise: [SwiftStmt]?)
    /// `guard cond else { … }`
    case guardStatement(conditions: [SwiftCondition], otherwise: [SwiftStmt])
    /// `for x in xs where c { … }`
    case forIn(pattern: SwiftExpr, sequence: SwiftExpr, whereClause: SwiftExpr?, body: [SwiftStmt])
    /// `while a, let b = c { … }`
    case whileLoop(conditions: [SwiftCondition], body: [SwiftStmt])
    /// `repeat { … } while c`
    case repeatWhile(body: [SwiftStmt], condition: SwiftExpr)
    /// `do`, `defer`, `throw`, `break`, `continue`, `fallthrough`: parsed so they can be
    /// reported (or, for `break` and `continue`, translated) by name.
    case other(keyword: Name, body: [SwiftStmt])
    /// `switch subject { case …: … default: … }`
    case switchStatement(subject: SwiftExpr, cases: [SwiftSwitchCase])
    case returnStatement(SwiftExpr?)
    case missing
}

public enum SwiftCondition: Sendable, Equatable {
    case expression(SwiftExpr)
    /// `let x = value`, `let x` (shorthand), `var x = value`.
    case optionalBinding(isLet: Bool, name: Name, value: SwiftExpr?)
    /// `case .a = value`, `case let .b(x) = value`.
    case casePattern(SwiftExpr, value: SwiftExpr)
    /// `#available(iOS 17, *)`
    case availability(SourceRange)

    public var range: SourceRange {
        switch self {
        case .expression(let e): return e.range
        case .optionalBinding(_, let name, let value): return value.map { name.range.union($0.range) } ?? name.range
        case .casePattern(let p, let value): return p.range.union(value.range)
        case .availability(let range): return range
        }
    }
}

/// `case .a, .b where c:` (patterns are expressions; `let x` is `.bindingPattern`), or
/// `default:` (no patterns).
public struct SwiftSwitchCase: Sendable, Equatable {
    public var patterns: [SwiftExpr]
    public var whereClause: SwiftExpr?
    public var body: [SwiftStmt]
    public var labelRange: SourceRange
    public var isDefault: Bool { patterns.isEmpty }

    public init(patterns: [SwiftExpr], whereClause: SwiftExpr?, body: [SwiftStmt], labelRange: SourceRange) {
        self.patterns = patterns
        self.whereClause = whereClause
        self.body = body
        self.labelRange = labelRange
    }
}
