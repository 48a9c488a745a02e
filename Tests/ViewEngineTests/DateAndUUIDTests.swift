import Testing
@testable import ViewEngine

/// Dates at viewsh's fixed now (Docs/Semantics.md §18.16) and counted UUIDs (§18.17).
@Suite struct DateAndUUIDTests {
    func date(_ seconds: Double) -> Value {
        .record(type: "Date", fields: [.init("timeIntervalSinceNow", .number(seconds))])
    }

    func format(_ date: Value, _ arguments: [Value.Field]) throws -> Value {
        try Evaluator.method("formatted", of: date, arguments: arguments)
    }

    /// SwiftUI's five text styles, at now and at Apple's example distances.
    @Test(arguments: [
        (0.0, "date", "December 2, 2026") as (Double, String, String), (0, "time", "9:41 AM"), (0, "relative", "0 sec"), (0, "offset", "+0 seconds"),
        (0, "timer", "0:00"), (674, "relative", "11 min, 14 sec"), (674, "offset", "-11 minutes"), (900, "timer", "15:00"),
        (-5_400, "relative", "1 hr, 30 min"), (-5_400, "offset", "+1 hour"), (-5_400, "timer", "1:30:00"),
        (133_141, "timer", "36:59:01"), (-172_800, "relative", "2 days"), (86_460, "relative", "1 day"),
    ])
    func textStyles(seconds: Double, style: String, expected: String) throws {
        let value = seconds == 0 ? Value.symbol("now") : date(seconds)
        #expect(try format(value, [.init("style", .symbol(style))]) == .string(expected))
    }

    @Test func foundationStylesInEnUS() throws {
        #expect(try format(.symbol("now"), []) == .string("12/2/2026, 9:41 AM"))
        #expect(try format(.symbol("now"), [.init("date", .symbol("abbreviated")), .init("time", .symbol("shortened"))])
            == .string("Dec 2, 2026 at 9:41 AM"))
        let hourMinute = try Evaluator.method("minute", of: Evaluator.method("hour", of: .symbol("dateTime"), arguments: []), arguments: [])
        #expect(try format(.symbol("now"), [.init(nil, hourMinute)]) == .string("9:41 AM"))
        #expect(try format(.symbol("now"), [.init(nil, .symbol("iso8601"))]) == .string("2026-12-02T09:41:00Z"))
        #expect(throws: EvaluationError.self) { try Evaluator.method("month", of: .symbol("dateTime"), arguments: [.init(nil, .symbol("huge"))]) }
    }

    /// `Text(timerInterval:)`: the time left (or gone) within the interval, at now or the pause.
    @Test func timerIntervals() throws {
        func timer(_ start: Double, _ end: Double, _ more: [Value.Field] = []) throws -> Value {
            try format(start == 0 ? .symbol("now") : date(start), [.init("timerInterval", end == 0 ? .symbol("now") : date(end))] + more)
        }
        #expect(try timer(0, 240) == .string("4:00"))
        #expect(try timer(-90, 5_400, [.init("countsDown", .bool(false))]) == .string("1:30"))
        #expect(try timer(0, 5_400, [.init("showsHours", .bool(false))]) == .string("90:00"))
        #expect(try timer(0, 5_400) == .string("1:30:00"))
        #expect(try timer(-600, 600, [.init("pauseTime", date(-300))]) == .string("15:00"))
        #expect(try timer(-600, -60) == .string("0:00"))
        #expect(throws: EvaluationError.self) { try timer(60, 0) }
        #expect(throws: EvaluationError.self) { try timer(0, 60, [.init("countsDown", .number(1))]) }
    }

    /// Every spelling of a date is seconds from now; now itself is `.now`, so they compare equal.
    @Test func datesAreSecondsFromNow() throws {
        #expect(Value.constructed(type: "Date", fields: [.init("timeIntervalSince1970", .number(Evaluator.fixedNow))]) == .symbol("now"))
        #expect(Value.constructed(type: "Date", fields: [.init("timeIntervalSince1970", .number(0))]) == date(-Evaluator.fixedNow))
        #expect(try Evaluator.method("addingTimeInterval", of: .symbol("now"), arguments: [.init(nil, .number(60))]) == date(60))
        #expect(try Evaluator.method("addingTimeInterval", of: date(60), arguments: [.init(nil, .number(-60))]) == .symbol("now"))
        #expect(try Evaluator.method("timeIntervalSince", of: date(90), arguments: [.init(nil, date(30))]) == .number(60))
        #expect(try Evaluator.combine(.less, .symbol("now"), date(1), work: nil) == .bool(true))
        #expect(try Evaluator.member("timeIntervalSinceNow", of: date(5)) == .number(5))
    }

    /// A date too far for a calendar, or not finite, is an error, never a trap.
    @Test(arguments: [1e300, -1e11, Double.infinity, Double.nan])
    func farDatesAreErrors(seconds: Double) {
        #expect(throws: EvaluationError.self) { try format(date(seconds), [.init("style", .symbol("timer"))]) }
        #expect(throws: EvaluationError.self) { try Evaluator.method("addingTimeInterval", of: .symbol("now"), arguments: [.init(nil, .number(seconds))]) }
    }

    /// Each `UUID()` counts on from the meter's count; a body evaluation without one starts at 1.
    @Test func uuidsCount() throws {
        let work = EvaluationWork(uuidsMade: 41)
        let scope = EvaluationScope(work: work)
        let first = try Evaluator.evaluate(.member(.call(.UUID, []), "uuidString"), in: scope)
        let second = try Evaluator.evaluate(.call(.UUID, []), in: scope)
        #expect(first == .string("00000000-0000-0000-0000-00000000002A"))
        #expect(second == .record(type: "UUID", fields: [.init("uuidString", .string("00000000-0000-0000-0000-00000000002B"))]))
        #expect(work.uuidsMade == 43)
        #expect(!Expression.call(.UUID, []).isConstant)
    }

    /// `UUID(uuidString:)`: 36 characters of hexadecimal grouped 8-4-4-4-12, upper-cased; nil
    /// for anything else, as Swift's failable initializer gives; it makes no count.
    @Test func uuidFromString() throws {
        let work = EvaluationWork(uuidsMade: 7)
        let scope = EvaluationScope(work: work)
        func parse(_ text: String) throws -> Value {
            try Evaluator.evaluate(.call(.UUID, [LabeledExpression("uuidString", .literal(.string(text)))]), in: scope)
        }
        #expect(try parse("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
            == .record(type: "UUID", fields: [.init("uuidString", .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))]))
        for bad in ["", "e621e1f8-c36c-495a-93fc-0c247a3e6e5", "e621e1f8c36c-495a-93fc-0c247a3e6e5f-", "g621e1f8-c36c-495a-93fc-0c247a3e6e5f",
                    "e621e1f8-c36c-495a-93fc-0c247a3e6e5f0"] {
            #expect(try parse(bad) == .none)
        }
        #expect(throws: EvaluationError.self) {
            try Evaluator.evaluate(.call(.UUID, [LabeledExpression("uuidString", .literal(.number(1)))]), in: scope)
        }
        #expect(work.uuidsMade == 7)
        #expect(!BuiltinFunction.UUID.isFreshEachCall(argumentCount: 1))
    }

    /// `.now` and `Date(timeIntervalSinceNow:)` are one kind: a date state takes either (a
    /// state that began as `Date()` was refused every later date); `Date()` is `.now`.
    @Test func datesAreOneKind() {
        #expect(Evaluator.isDate(.symbol("now")) && Evaluator.isDate(date(5)))
        #expect(!Evaluator.isDate(.symbol("later")))
        #expect(StateDefinition.sameKind(.symbol("now"), date(60)))
        #expect(StateDefinition.sameKind(date(60), .symbol("now")))
        #expect(!StateDefinition.sameKind(date(60), .record(type: "UUID", fields: [])))
        #expect(StateDefinition.sameKind(.symbol("later"), .symbol("now")))  // an enum's cases still are
        #expect(Value.constructed(type: "Date", fields: []) == .symbol("now"))
    }

    /// A `UUID()` makes each foreach row's value its own: an element template reads it per row.
    @Test func freshCallsReadLocals() {
        #expect(ElementTemplate.readsLocals(.member(.call(.UUID, []), "uuidString")))
        #expect(!ElementTemplate.readsLocals(.call(.abs, [LabeledExpression(nil, .literal(.number(1)))])))
    }

    /// A meter from the session's count keeps where it ended only when asked (a failed command keeps none).
    @Test func documentKeepsCountedUUIDs() throws {
        var document = Document()
        document.uuidsMade = 3
        let work = document.uuidCountingWork()
        _ = try Evaluator.evaluate(.call(.UUID, []), in: EvaluationScope(work: work))
        #expect(document.uuidsMade == 3)
        document.keepUUIDs(of: work)
        #expect(document.uuidsMade == 4)
    }

    /// Messages name a UUID with "a": "holds a UUID", as "an Item" keeps "an".
    @Test func articles() {
        #expect(Value.record(type: "UUID", fields: []).kindName == "a UUID")
        #expect(Value.record(type: "URL", fields: []).kindName == "a URL")
        #expect(Value.record(type: "User", fields: []).kindName == "a User")
        #expect(Value.record(type: "Item", fields: []).kindName == "an Item")
        #expect(Value.record(type: "Update", fields: []).kindName == "an Update")
        #expect(Value.record(type: "Date", fields: []).kindName == "a Date")
    }
}
