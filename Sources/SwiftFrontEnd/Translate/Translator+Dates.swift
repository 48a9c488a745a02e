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

    /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)`: viewsh spells it
    /// `start.formatted(timerInterval: end, …)` (§18.16), which `save --swift` writes back as the
    /// Text. The interval must be written as a closed range.
    mutating func timerInterval(_ arguments: [SwiftArgument], at range: SourceRange, _ scope: Scope) -> Expr? {
        guard case .binary("...", let start, let end, _) = arguments[0].value.kind else {
            notSupported("a timer interval that is not written 'start...end'", at: arguments[0].value.range)
            return nil
        }
        let rest = arguments.dropFirst()
        let labels = ["pauseTime", "countsDown", "showsHours"]
        var next = 0
        for argument in rest {
            // In Swift's order, each at most once.
            guard let label = argument.label?.text, let index = labels.firstIndex(of: label), index >= next else {
                error("Text(timerInterval:) takes pauseTime:, countsDown: and showsHours:, in that order", at: argument.range)
                return nil
            }
            next = index + 1
        }
        guard let from = value(start, scope), let to = value(end, scope) else { return nil }
        var translated = [Argument(label: "timerInterval", value: to)]
        for argument in rest {
            guard let given = value(argument.value, scope) else { return nil }
            translated.append(Argument(label: argument.label?.text, value: given))
        }
        return Expr(.call(Expr(.member(from, name: "formatted", nameRange: arguments[0].range), range), arguments: translated,
                          trailingClosures: []), range)
    }
}
