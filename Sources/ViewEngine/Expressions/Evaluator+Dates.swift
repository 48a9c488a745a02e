import Foundation
import ViewLayout

/// Dates in text (Docs/Semantics.md §18.16). viewsh has no clock: its now is one fixed instant,
/// December 2, 2026, 9:41:00 AM (GMT, the date and time a DatePicker shows, §16.11), and a date
/// is a number of seconds from it — `.now` itself, or the record `Date(timeIntervalSinceNow: s)`
/// (which is how `save --swift` writes it back, and valid Swift). So `addingTimeInterval`,
/// `timeIntervalSince` and comparisons work, and `Text(date, style: .relative)` has a distance
/// to show.
///
/// What a date shows is Foundation's (the swift-foundation and ICU Apple's platforms run) in the
/// `en_US` locale, as numbers are (§18.13): `formatted()`, `formatted(date:time:)`,
/// `formatted(.dateTime.hour().minute())` and `.iso8601`. `Text(date, style:)` is SwiftUI's own
/// formatting, which viewsh spells `date.formatted(style: .time)`: `.date` and `.time` are
/// Foundation's long date and short time; `.relative`, `.offset` and `.timer` are computed here
/// from the distance to now, in the forms Apple's documentation shows.
extension Evaluator {
    /// The methods of dates and date format styles (`Evaluator.methods` lists them for lowering).
    static let dateMethods = ["addingTimeInterval", "timeIntervalSince"] + DateStyle.components

    /// viewsh's now: 2026-12-02 09:41:00 GMT, in seconds since 1970.
    static let fixedNow: Double = 1_796_204_460
    /// The farthest a date may be from now, in seconds (about 300 years): formatting needs a
    /// calendar date, and every count below is converted to an Int.
    static let dateRange: Double = 1e10
    static let dateLocale = Locale(identifier: "en_US")
    static let dateTimeZone = TimeZone(identifier: "GMT")!

    /// The seconds from now of a date value, or nil when the value is not a date.
    static func secondsFromNow(_ value: Value) -> Double? {
        switch value {
        case .symbol("now"): return 0
        case .record("Date", let fields) where fields.count == 1 && fields[0].label == "timeIntervalSinceNow":
            return fields[0].value.number
        default: return nil
        }
    }

    /// Whether a value is a date (`.now` or `Date(timeIntervalSinceNow: s)`): every date is one
    /// kind of value, whichever spelling it has (a state that began as `Date()` takes any date).
    static func isDate(_ value: Value) -> Bool {
        secondsFromNow(value) != nil
    }

    /// The date `seconds` from now: `.now` itself at 0, so `Date.now.addingTimeInterval(0) == .now`.
    static func date(secondsFromNow seconds: Double) throws(EvaluationError) -> Value {
        try checkedDate(seconds)
        return uncheckedDate(secondsFromNow: seconds)
    }

    /// The one spelling of a date (`date(secondsFromNow:)` without the range check, which
    /// formatting makes for a date constructed far away).
    static func uncheckedDate(secondsFromNow seconds: Double) -> Value {
        seconds == 0 ? .symbol("now") : .record(type: "Date", fields: [.init("timeIntervalSinceNow", .number(seconds))])
    }

    /// `Date(timeIntervalSinceNow: s)`, `Date(timeIntervalSince1970: t)` or
    /// `Date(timeIntervalSinceReferenceDate: t)` made: one spelling, seconds from now (`.now` at
    /// 0), so dates made either way compare equal; `Date()` is `.now`. Nil for other fields (the
    /// record stays as written).
    static func constructedDate(_ fields: [Value.Field]) -> Value? {
        if fields.isEmpty { return .symbol("now") }
        guard fields.count == 1, let label = fields[0].label, let t = fields[0].value.number else { return nil }
        let origins = ["timeIntervalSinceNow": 0, "timeIntervalSince1970": fixedNow, "timeIntervalSinceReferenceDate": fixedNow - 978_307_200]
        guard let origin = origins[label] else { return nil }
        return uncheckedDate(secondsFromNow: t - origin)
    }

    /// `UUID(uuidString: text)`: the record `UUID(uuidString: "…")` with the text upper-cased, as
    /// Foundation's `uuidString` writes it, when the text is 36 characters of hexadecimal digits
    /// grouped 8-4-4-4-12 by dashes; nil otherwise, as Swift's failable initializer gives.
    static func uuid(fromString value: Value) throws(EvaluationError) -> Value {
        guard case .string(let text) = value else { throw EvaluationError("UUID(uuidString:) takes a string; got \(value.kindName)") }
        let utf8 = Array(text.utf8)
        guard utf8.count == 36 else { return .none }
        for (index, byte) in utf8.enumerated() {
            let isDash = [8, 13, 18, 23].contains(index)
            let isHex = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
            guard isDash ? byte == 0x2D : isHex else { return .none }
        }
        return .record(type: "UUID", fields: [.init("uuidString", .string(text.uppercased()))])
    }

    static func checkedDate(_ seconds: Double) throws(EvaluationError) {
        guard seconds.isFinite, abs(seconds) <= dateRange else {
            throw EvaluationError("a date is at most \(Value.number(dateRange)) seconds (about 300 years) from viewsh's now; got \(Value.number(seconds))")
        }
    }

    /// A member of a date: `timeIntervalSinceNow`, `timeIntervalSince1970`; nil when `value` is not a date.
    static func dateMember(_ name: String, of value: Value) -> Value? {
        guard let seconds = secondsFromNow(value) else { return nil }
        switch name {
        case "timeIntervalSinceNow": return .number(seconds)
        case "timeIntervalSince1970": return .number(fixedNow + seconds)
        default: return nil
        }
    }

    /// `receiver.name(arguments)` when it is a method of a date or a date style, else nil.
    static func dateMethod(_ name: String, of receiver: Value, arguments: [Value.Field], work: EvaluationWork? = nil) throws(EvaluationError) -> Value? {
        if let seconds = secondsFromNow(receiver) {
            switch name {
            case "addingTimeInterval":
                guard arguments.count == 1, arguments[0].label == nil, let interval = arguments[0].value.number else {
                    throw EvaluationError("addingTimeInterval takes a number of seconds, as in date.addingTimeInterval(3600)")
                }
                return try date(secondsFromNow: seconds + interval)
            case "timeIntervalSince":
                guard arguments.count == 1, arguments[0].label == nil, let other = secondsFromNow(arguments[0].value) else {
                    throw EvaluationError("timeIntervalSince takes a date, as in end.timeIntervalSince(start)")
                }
                return .number(seconds - other)
            case "formatted":
                try checkedDate(seconds)
                return .string(try formatted(seconds, arguments, work: work))
            default:
                return nil
            }
        }
        guard DateStyle.components.contains(name), let style = try DateStyle(receiver) else { return nil }
        return try style.adding(name, arguments).value
    }

    /// What `formatted(…)` of a date writes.
    static func formatted(_ seconds: Double, _ arguments: [Value.Field], work: EvaluationWork? = nil) throws(EvaluationError) -> String {
        let instant = Date(timeIntervalSince1970: fixedNow + seconds)
        let labels = arguments.map(\.label)
        switch labels {
        case []:
            return readable(instant.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: dateLocale, timeZone: dateTimeZone)))
        case ["date", "time"]:
            guard case .symbol(let dateName) = arguments[0].value, let dateStyle = dateStyles[dateName],
                  case .symbol(let timeName) = arguments[1].value, let timeStyle = timeStyles[timeName] else {
                throw EvaluationError("formatted(date:time:) takes a date style (\(dateStyleNames)) and a time style (\(timeStyleNames))")
            }
            return readable(instant.formatted(Date.FormatStyle(date: dateStyle, time: timeStyle, locale: dateLocale, timeZone: dateTimeZone)))
        case ["style"]:
            return try textStyle(seconds, arguments[0].value, work: work)
        case let labels where labels.first == "timerInterval":
            work?.unconfirmedDateStylesShown += 1
            return try timerInterval(from: seconds, arguments)
        case [nil]:
            if case .symbol("iso8601") = arguments[0].value {
                return instant.formatted(Date.ISO8601FormatStyle(timeZone: dateTimeZone))
            }
            guard let style = try DateStyle(arguments[0].value) else {
                throw EvaluationError("a date's format is .dateTime (with .year(), .month(), .day(), .weekday(), .hour(), .minute(), .second()) "
                                      + "or .iso8601; got \(arguments[0].value)")
            }
            return readable(instant.formatted(style.foundationStyle))
        default:
            throw EvaluationError("a date is formatted as formatted(), formatted(date:time:), formatted(.dateTime…) or formatted(.iso8601)")
        }
    }

    /// `Text(date, style:)`, SwiftUI's formatting (§18.16): `.date` "December 2, 2026", `.time`
    /// "9:41 AM", and the distance to now as `.relative` ("11 min, 14 sec"), `.offset` ("-11
    /// minutes" for a date in the future) and `.timer` ("11:14").
    /// `.relative`, `.offset` and `.timer` count on `work`'s `unconfirmedDateStylesShown`: a Text
    /// showing one notes that their forms are partly unconfirmed, however the style was reached.
    static func textStyle(_ seconds: Double, _ style: Value, work: EvaluationWork? = nil) throws(EvaluationError) -> String {
        if case .symbol(let name) = style, ["relative", "offset", "timer"].contains(name) { work?.unconfirmedDateStylesShown += 1 }
        let instant = Date(timeIntervalSince1970: fixedNow + seconds)
        // Whole seconds, as the styles count them (`formatted` checked `dateRange` first).
        let distance = CheckedInt.clamped(abs(seconds), to: 0...Int.max, rounding: .down, nan: 0)
        let units = [(86_400, "day", "day"), (3_600, "hour", "hr"), (60, "minute", "min"), (1, "second", "sec")]
        func count(_ n: Int, _ unit: String, plural: Bool) -> String { "\(n) \(unit)\(plural && n != 1 ? "s" : "")" }
        switch style {
        case .symbol("date"):
            return readable(instant.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: dateLocale, timeZone: dateTimeZone)))
        case .symbol("time"):
            return readable(instant.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: dateLocale, timeZone: dateTimeZone)))
        case .symbol("relative"):
            // The two largest units, abbreviated; zero is "0 sec" (unconfirmed).
            guard let first = units.firstIndex(where: { distance >= $0.0 }) else { return "0 sec" }
            var parts = [count(distance / units[first].0, units[first].2, plural: units[first].1 == "day")]
            if first + 1 < units.count {
                let next = units[first + 1]
                let rest = distance % units[first].0 / next.0
                if rest > 0 { parts.append(count(rest, next.2, plural: next.1 == "day")) }
            }
            return parts.joined(separator: ", ")
        case .symbol("offset"):
            // The largest unit in full, a date in the future with "-", one past with "+" (Apple's
            // widget article); zero is "+0 seconds" (unconfirmed).
            let unit = units.first(where: { distance >= $0.0 }) ?? units[units.count - 1]
            return (seconds > 0 && distance > 0 ? "-" : "+") + count(distance / unit.0, unit.1, plural: true)
        case .symbol("timer"):
            return clock(distance, showsHours: true)
        default:
            throw EvaluationError("a Text's date style is .date, .time, .relative, .offset or .timer; got \(style)")
        }
    }

    /// A timer's reading: m:ss, or h:mm:ss past an hour when `showsHours` ("15:00", "36:59:01";
    /// zero is "0:00"); without hours the minutes count on ("90:00").
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let hours = showsHours ? seconds / 3_600 : 0
        let minutes = (seconds - hours * 3_600) / 60, secs = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)`, spelt
    /// `start.formatted(timerInterval: end, …)`: the time left to `end` (counting down, the
    /// default) or gone since `start`, within the interval, read at now — or at `pauseTime` when
    /// that is earlier (§18.16).
    static func timerInterval(from start: Double, _ arguments: [Value.Field]) throws(EvaluationError) -> String {
        var end = start, pause: Double?, countsDown = true, showsHours = true
        for (index, argument) in arguments.enumerated() {
            switch (argument.label, argument.value) {
            case ("timerInterval", let value) where index == 0 && secondsFromNow(value) != nil: end = secondsFromNow(value)!
            case ("pauseTime", .none): break
            case ("pauseTime", let value) where secondsFromNow(value) != nil: pause = secondsFromNow(value)
            case ("countsDown", .bool(let flag)): countsDown = flag
            case ("showsHours", .bool(let flag)): showsHours = flag
            default:
                throw EvaluationError("Text(timerInterval:) takes a range of dates, then pauseTime: (a date), countsDown: and showsHours: (true or false)")
            }
        }
        try checkedDate(end)
        try pause.map { p throws(EvaluationError) in try checkedDate(p) }
        guard start <= end else { throw EvaluationError("a timer's interval ends before it starts (Swift's range would trap)") }
        let reading = min(0, pause ?? 0)
        let shown = countsDown ? end - reading : reading - start
        return clock(CheckedInt.clamped(min(max(shown, 0), end - start), to: 0...Int.max, rounding: .down, nan: 0), showsHours: showsHours)
    }

    /// Foundation puts a narrow no-break space before "AM" (and a no-break space elsewhere);
    /// viewsh's text model gives every character one width (§8.5), so a plain space reads the same.
    static func readable(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : Character($0) })
    }

    static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
        "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete,
    ]
    static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
        "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
    ]
    static var dateStyleNames: String { dateStyles.keys.sorted().map { "." + $0 }.joined(separator: ", ") }
    static var timeStyleNames: String { timeStyles.keys.sorted().map { "." + $0 }.joined(separator: ", ") }

    /// A `.dateTime` style: the components asked for, in order, each with its option (nil for the
    /// default). As a value, the record `Date.FormatStyle(hour: nil, minute: .twoDigits)`.
    struct DateStyle {
        static let typeName = "Date.FormatStyle"
        static let components = ["year", "month", "day", "weekday", "hour", "minute", "second"]
        /// The options each component takes, as written after its dot; `hour` takes
        /// `.defaultDigits(amPM:)` and `.twoDigits(amPM:)` with `amPMs`.
        static let options: [String: [String]] = [
            "year": ["defaultDigits", "twoDigits"],
            "month": ["defaultDigits", "twoDigits", "wide", "abbreviated", "narrow"],
            "day": ["defaultDigits", "twoDigits"],
            "weekday": ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"],
            "hour": ["defaultDigits", "twoDigits"],
            "minute": ["defaultDigits", "twoDigits"],
            "second": ["defaultDigits", "twoDigits"],
        ]
        /// The hour's `amPM:` styles, by name, in the order the messages list them: one table for
        /// the check and for Foundation's style.
        static let amPMs: [(name: String, style: Date.FormatStyle.Symbol.Hour.AMPMStyle)] = [
            ("omitted", .omitted), ("narrow", .narrow), ("abbreviated", .abbreviated), ("wide", .wide)]

        var fields: [Value.Field] = []

        /// `.dateTime` or a style built from it; nil for any other value.
        init?(_ value: Value) throws(EvaluationError) {
            switch value {
            case .symbol("dateTime"): break
            case .record(Self.typeName, let fields):
                // Read back as `adding` checks it: a record is a value anyone can write by name.
                for field in fields {
                    guard let label = field.label, Self.components.contains(label) else {
                        throw EvaluationError("a Date.FormatStyle record's fields are \(Self.components.joined(separator: ", "))")
                    }
                    self = try adding(label, field.value == .none ? [] : [.init(nil, field.value)])
                }
            default: return nil
            }
        }

        var value: Value { .record(type: Self.typeName, fields: fields) }

        /// The style with `.component(option)` added, the option checked.
        func adding(_ component: String, _ arguments: [Value.Field]) throws(EvaluationError) -> DateStyle {
            let allowed = Self.options[component] ?? []
            let written = allowed.map { "." + $0 + (component == "hour" ? "(amPM:)" : "") }.joined(separator: ", ")
            guard arguments.count <= 1, arguments.first?.label == nil else {
                throw EvaluationError(".\(component)() takes at most one option: \(written)")
            }
            var option = Value.none
            switch arguments.first?.value {
            case nil: break
            case .symbol(let name)? where allowed.contains(name) && component != "hour":
                option = .symbol(name)
            case .record(let name, let amPM)? where component == "hour" && ["defaultDigits", "twoDigits"].contains(String(name.dropFirst())):
                guard amPM.count == 1, amPM[0].label == "amPM", case .symbol(let style) = amPM[0].value, Self.amPMs.contains(where: { $0.name == style }) else {
                    throw EvaluationError("\(name)(amPM:) takes \(Self.amPMs.map { "." + $0.name }.joined(separator: ", "))")
                }
                option = arguments[0].value
            default:
                throw EvaluationError(".\(component)() takes \(written) (or nothing); got \(arguments[0].value)")
            }
            var style = self
            style.fields.append(.init(component, option))
            return style
        }

        /// Foundation's style with these components, in en_US and viewsh's time zone.
        var foundationStyle: Date.FormatStyle {
            var style = Date.FormatStyle(locale: Evaluator.dateLocale, timeZone: Evaluator.dateTimeZone)
            for field in fields {
                let option: String? = if case .symbol(let name) = field.value { name } else { nil }
                switch field.label {
                case "year": style = style.year(option == "twoDigits" ? .twoDigits : .defaultDigits)
                case "month":
                    let months: [String: Date.FormatStyle.Symbol.Month] = [
                        "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "wide": .wide, "narrow": .narrow]
                    style = style.month(option.flatMap { months[$0] } ?? .abbreviated)
                case "day": style = style.day(option == "twoDigits" ? .twoDigits : .defaultDigits)
                case "weekday":
                    let weekdays: [String: Date.FormatStyle.Symbol.Weekday] = [
                        "wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit, "twoDigits": .twoDigits]
                    style = style.weekday(option.flatMap { weekdays[$0] } ?? .abbreviated)
                case "hour":
                    guard case .record(let digits, let amPM) = field.value, case .symbol(let marker) = amPM.first?.value else {
                        style = style.hour()
                        continue
                    }
                    let chosen = Self.amPMs.first { $0.name == marker }?.style ?? .abbreviated
                    style = style.hour(digits == ".twoDigits" ? .twoDigits(amPM: chosen) : .defaultDigits(amPM: chosen))
                case "minute": style = style.minute(option == "twoDigits" ? .twoDigits : .defaultDigits)
                default: style = style.second(option == "twoDigits" ? .twoDigits : .defaultDigits)
                }
            }
            return style
        }
    }
}
