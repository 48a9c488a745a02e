import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Where a view's nesting is written, checks what the catalogue says about it: a view
    /// with a `container` (a `gridrow`) must be written directly in that view — through
    /// `foreach` and `if` — and a view that `requiresChildren` (`viewthatfits`) needs one.
    /// `parent` is nil for a root view. (A user view whose body is a gridrow is checked when
    /// laid out, where its container is known.)
    mutating func checkNesting(_ children: [Expr], in parent: String?, parentRange: SourceRange?) -> Bool {
        if let parent, let info = ViewCatalog.info(parent), info.requiresChildren, children.isEmpty, let parentRange {
            error("'\(parent)' needs at least one child, as in \(info.example)", at: parentRange)
            return false
        }
        for child in children {
            // `anylayout` may hold a GridLayout: the layout checks its rows when it runs (§14.1 rule 11).
            if let (keyword, range) = writtenView(child), let info = ViewCatalog.info(keyword), let container = info.container,
               container != parent, parent != "anylayout" {
                error("'\(keyword)' belongs directly inside a '\(container)'" + (parent.map { ", not a '\($0)'" } ?? "")
                      + " (\(info.section)); SwiftUI documents nothing else, so viewsh refuses it", at: range)
                return false
            }
            guard checkNested(child, in: parent) else { return false }
        }
        return true
    }

    /// `foreach` and `if` hand their views to the enclosing container: check theirs too.
    mutating func checkNested(_ expr: Expr, in parent: String?) -> Bool {
        switch expr.kind {
        case .conditional(let conditional):
            return checkNesting(conditional.then + (conditional.otherwise ?? []), in: parent, parentRange: nil)
        case .view(let view) where view.keyword == "foreach":
            let body = view.closure?.body.compactMap { statement -> Expr? in
                if case .expression(let e) = statement.kind { return e }
                return nil
            } ?? []
            return checkNesting(body, in: parent, parentRange: nil)
        case .modified(let base, _):
            return checkNested(base, in: parent)
        default:
            return true
        }
    }

    /// The catalogue view word an item is written with (modifiers looked through).
    func writtenView(_ expr: Expr) -> (String, SourceRange)? {
        switch expr.kind {
        case .view(let view): return (view.keyword, view.keywordRange)
        case .modified(let base, _): return writtenView(base)
        case .identifier(let name):
            return catalogueView(name, at: expr.range, arguments: [], closures: []).map { ($0.keyword, expr.range) }
        case .call(let callee, let arguments, let closures):
            guard case .identifier(let name) = callee.kind else { return nil }
            return catalogueView(name, at: callee.range, arguments: arguments, closures: closures).map { ($0.keyword, callee.range) }
        default: return nil
        }
    }

    /// What a parameter's `check` finds wrong with an argument when it is a constant (nil when
    /// it is fine, or depends on state, parameters or closure arguments: checked when evaluated).
    func constantProblem(_ argument: ModifierArgument, _ check: ArgumentCheck) -> String? {
        switch argument {
        case .expression(let expression) where expression.isConstant:
            guard let value = try? Evaluator.evaluate(expression, in: EvaluationScope()) else { return nil }
            return check(value)
        case .guide(let name):
            return check(.symbol(name))
        default:
            return nil
        }
    }
}
