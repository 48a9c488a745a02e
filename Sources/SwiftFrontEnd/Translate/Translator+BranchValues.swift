import Diagnostics
import ViewSyntax

/// `switch` and `if` as values: a getter's or function's last statement (`var title: String {
/// switch self { case .all: "All"; case .done: return "Done" } }`), or Swift 5.9's `return switch
/// …` / `let x = if c { a } else { b }`. viewsh's values have no statements, so each becomes a
/// chain of `?:` whose branches are the cases' expressions, translated only where taken.
extension Translator {
    /// Patterns a `switch` used as a value may have in all: the chain nests one `?:` a case, and
    /// the parser's own nesting stops at 256 too.
    static let branchPatternLimit = 256

    mutating func branchValue(_ statement: SwiftStmt, _ scope: Scope) -> Expr? {
        deeper(at: statement.range) { translator in translator.branchValueUnchecked(statement, scope) }
    }

    private mutating func branchValueUnchecked(_ statement: SwiftStmt, _ scope: Scope) -> Expr? {
        switch statement.kind {
        case .switchStatement(let subject, let cases):
            guard let last = cases.last else {
                error("a 'switch' used as a value needs a case", at: statement.range)
                return nil
            }
            let patterns = cases.reduce(0) { $0 + max(1, $1.patterns.count) }
            guard patterns <= Self.branchPatternLimit else {
                notSupported("a 'switch' of more than \(Self.branchPatternLimit) patterns used as a value", at: last.labelRange,
                             hint: "look the value up in a dictionary")
                return nil
            }
            guard let chain = switchChain(subject, cases, scope, body: { translator, body, caseScope, bindings in
                translator.branchResult(body, translator.bindPatterns(bindings, in: caseScope), at: statement.range)
            }) else { return nil }
            // Swift's switch is exhaustive, so the last case is what is left: `default`, or the
            // last pattern when every other failed. A `default` before other cases is taken
            // only when they all fail, as Swift matches it last.
            var ordered = chain.filter { $0.condition != nil }
            if let fallback = chain.first(where: { $0.condition == nil }) { ordered.append(fallback) }
            var result = ordered.removeLast().body
            for link in ordered.reversed() {
                result = Expr(.ternary(link.condition!, link.body, result), statement.range)
            }
            return result
        case .ifStatement(let conditions, let then, let otherwise):
            guard let otherwise else {
                error("an 'if' used as a value needs an 'else'", at: statement.range)
                return nil
            }
            guard let (test, thenScope) = condition(conditions, scope),
                  let whenTrue = branchResult(then, thenScope, at: statement.range),
                  let whenFalse = branchResult(otherwise, scope, at: statement.range) else { return nil }
            return Expr(.ternary(test, whenTrue, whenFalse), statement.range)
        default:
            return nil
        }
    }

    /// One branch's value: one expression, `return` of one, `let`s then a `return`, or another
    /// `if`/`switch` of the same kind (`else if`).
    private mutating func branchResult(_ body: [SwiftStmt], _ scope: Scope, at range: SourceRange) -> Expr? {
        guard let (result, resultScope) = Self.valueBody(body, in: scope) else {
            let place = body.first(where: { if case .declaration = $0.kind { false } else { true } })?.range ?? body.first?.range ?? range
            notSupported(body.isEmpty ? "an empty branch in a 'switch' or 'if' used as a value"
                                      : "a branch with statements in a 'switch' or 'if' used as a value", at: place,
                         hint: "give each case one expression (or 'return' one)")
            return nil
        }
        return value(result, resultScope)
    }
}
