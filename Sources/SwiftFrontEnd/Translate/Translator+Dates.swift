import Diagnostics
import ViewSyntax

/// Dates from Swift (Docs/Semantics.md §18.16): viewsh's now is one fixed instant, and a date is
/// `.now` or `Date(timeIntervalSinceNow: s)`, seconds from it.
extension Translator {
    /// `Date(…)`: `Date()` is now, the symbol `.now` (§16.11); `Date(timeIntervalSinceNow: s)`,
    /// `Date(timeIntervalSince1970: t)` and `Date(timeIntervalSinceReferenceDate: t)` are records
    /// the engine reads as seconds from its now; `Date(timeInterval: s, since: d)` is
    /// `d.addingTimeInterval(s)`. Any other initializer is refused where it is written.
    mutating func date(_ arguments: [SwiftArgument], range: SourceRange, _ scope: Scope) -> Expr? {
        if arguments.isEmpty { return Expr(.implicitMember("now"), range) }
        switch arguments.map({ $0.label?.text }) {
        case ["timeIntervalSinceNow"], ["timeIntervalSince1970"], ["timeIntervalSinceReferenceDate"]:
            // Kept as written; the engine makes each the seconds from its now (`Evaluator.constructedDate`).
            guard let seconds = value(arguments[0].value, scope) else { return nil }
            return Expr(.call(Expr(.identifier("Date"), range), arguments: [Argument(label: arguments[0].label?.text, value: seconds)],
                              trailingClosures: []), range)
        case ["timeInterval", "since"]:
            guard let seconds = value(arguments[0].value, scope), let base = value(arguments[1].value, scope) else { return nil }
            return Expr(.call(Expr(.member(base, name: "addingTimeInterval", nameRange: arguments[0].range), range),
                              arguments: [Argument(value: seconds)], trailingClosures: []), range)
        default:
            notSupported("this Date initializer", at: range,
                         hint: "viewsh's dates are Date(), Date.now, Date(timeIntervalSinceNow:), Date(timeIntervalSince1970:), "
                             + "Date(timeIntervalSinceReferenceDate:) and Date(timeInterval:since:), seconds from its fixed now (§18.16)")
            return nil
        }
    }
}
