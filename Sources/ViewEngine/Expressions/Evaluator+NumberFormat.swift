import Foundation

/// Number format styles, as `Text(price, format: .currency(code: "USD"))` and
/// `progress.formatted(.percent)` use them (Docs/Semantics.md §18.13): `.number`, `.percent` and
/// `.currency(code:)`, each refined by `.precision(.fractionLength(n))` (or a range `a...b`),
/// `.precision(.significantDigits(n))` (or a range), `.grouping(.automatic | .never)` and
/// `.notation(.automatic | .compactName | .scientific)`. Foundation formats them — the same
/// swift-foundation and ICU code Apple's platforms run — in the `en_US` locale, a preview's
/// default. A number is formatted as a `Double`: an `Int` written with `.percent` reads 42 as
/// 4,200% here where Swift, knowing the type, writes 42% (viewsh's numbers carry no type).
///
/// A style is a record `FormatStyle` of its kind, currency code, precision, grouping and
/// notation; `.number`, `.percent` and `.currency(code:)` become one when a method is called on them.
extension Evaluator {
    /// The methods of numbers and format styles (`Evaluator.methods` lists them for lowering).
    static let numberFormatMethods = ["formatted", "precision", "grouping", "notation"]
    /// The most digits a precision asks for (Foundation writes any count; a bound keeps a typo
    /// such as `.fractionLength(1000000)` from building a megabyte of zeros).
    static let formatDigitLimit = 30

    /// `receiver.name(arguments)` when it is a number format method, else nil.
    static func numberFormatMethod(_ name: String, of receiver: Value, arguments: [Value.Field]) throws(EvaluationError) -> Value? {
        switch (receiver, name) {
        case (.number(let x), "formatted"):
            guard arguments.count <= 1, arguments.first?.label == nil else {
                throw EvaluationError("formatted takes one format style, as in x.formatted(.number.precision(.fractionLength(2)))")
            }
            let style = try arguments.first.map { field throws(EvaluationError) in try formatStyle(field.value) } ?? NumberStyle()
            return .string(style.format(x))
        case (.integer(let i), "formatted") where arguments.isEmpty:
            // Exact, as Swift's `Int.formatted()`; a style formats it as a Double.
            return .string(i.formatted(IntegerFormatStyle<Int>(locale: NumberStyle.locale)))
        case (.integer(let i), "formatted"):
            return try numberFormatMethod(name, of: .number(Double(i)), arguments: arguments)
        case (_, "precision"), (_, "grouping"), (_, "notation"):
            guard let style = try? formatStyle(receiver) else { return nil }
            guard arguments.count == 1, arguments[0].label == nil else {
                throw EvaluationError("\(name) takes one value, as in .\(name)(\(name == "precision" ? ".fractionLength(2)" : name == "grouping" ? ".never" : ".compactName"))")
            }
            var refined = style
            try refined.refine(name, arguments[0].value)
            return refined.value
        default:
            return nil
        }
    }

    /// A format style from `.number`, `.percent`, `.currency(code:)` or a refined style.
    static func formatStyle(_ value: Value) throws(EvaluationError) -> NumberStyle {
        switch value {
        case .symbol("number"): return NumberStyle()
        case .symbol("percent"): return NumberStyle(kind: .percent)
        case .symbol("currency"):
            throw EvaluationError(".currency needs a currency code, as in .currency(code: \"USD\")")
        case .record(".currency", let fields):
            guard fields.count == 1, fields[0].label == "code", case .string(let code) = fields[0].value else {
                throw EvaluationError(".currency takes one argument, code:, as in .currency(code: \"USD\")")
            }
            return NumberStyle(kind: .currency, code: try NumberStyle.currencyCode(code))
        case .record(NumberStyle.typeName, let fields):
            return try NumberStyle(fields: fields)
        default:
            throw EvaluationError("a format style is .number, .percent or .currency(code:), with .precision, .grouping or .notation; got \(value)")
        }
    }

    /// A number format style, as a value and as Foundation's style.
    struct NumberStyle: Equatable {
        static let typeName = "FormatStyle"
        enum Kind: String { case number, percent, currency }
        enum Precision: Equatable {
            case fractionLength(ClosedRange<Int>)
            case significantDigits(ClosedRange<Int>)
        }

        var kind = Kind.number
        var code = ""
        var precision: Precision?
        var grouping = "automatic"
        var notation = "automatic"

        init(kind: Kind = .number, code: String = "") {
            self.kind = kind
            self.code = code
        }

        /// Read back from its record, each field checked again as `refine` checks it: a record is
        /// a value anyone can write by name (`FormatStyle(kind: "number", …)` typed in the shell).
        init(fields: [Value.Field]) throws(EvaluationError) {
            func field(_ label: String) -> Value? { fields.first { $0.label == label }?.value }
            guard case .string(let name)? = field("kind"), let kind = Kind(rawValue: name) else {
                throw EvaluationError("a FormatStyle record needs kind: \"number\", \"percent\" or \"currency\"")
            }
            self.kind = kind
            if kind == .currency {
                guard case .string(let code)? = field("code") else { throw EvaluationError("a currency style needs its code, as \"USD\"") }
                self.code = try Self.currencyCode(code)
            }
            if let grouping = field("grouping") { try refine("grouping", grouping) }
            if let notation = field("notation") { try refine("notation", notation) }
            if let precision = field("precision") {
                guard case .record(let which, let bounds) = precision, bounds.count == 2 else {
                    throw EvaluationError("a FormatStyle's precision is .fractionLength or .significantDigits of a minimum and a maximum")
                }
                try refine("precision", .record(type: which, fields: [.init(nil, .list(bounds.map(\.value)))]))
            }
        }

        /// An ISO 4217 code: three ASCII letters, read in capitals.
        static func currencyCode(_ code: String) throws(EvaluationError) -> String {
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw EvaluationError("a currency code is three letters (ISO 4217), as in \"USD\"; got \"\(code)\"")
            }
            return code.uppercased()
        }

        /// The style as a value: a record a later method call or `formatted` reads back.
        var value: Value {
            var fields: [Value.Field] = [.init("kind", .string(kind.rawValue))]
            if kind == .currency { fields.append(.init("code", .string(code))) }
            switch precision {
            case .fractionLength(let range)?:
                fields.append(.init("precision", .record(type: ".fractionLength", fields: [
                    .init("minimum", .number(Double(range.lowerBound))), .init("maximum", .number(Double(range.upperBound)))])))
            case .significantDigits(let range)?:
                fields.append(.init("precision", .record(type: ".significantDigits", fields: [
                    .init("minimum", .number(Double(range.lowerBound))), .init("maximum", .number(Double(range.upperBound)))])))
            case nil: break
            }
            if grouping != "automatic" { fields.append(.init("grouping", .symbol(grouping))) }
            if notation != "automatic" { fields.append(.init("notation", .symbol(notation))) }
            return .record(type: Self.typeName, fields: fields)
        }

        /// `.precision(…)`, `.grouping(…)` or `.notation(…)` applied.
        mutating func refine(_ method: String, _ argument: Value) throws(EvaluationError) {
            switch method {
            case "precision":
                guard case .record(let which, let fields) = argument, which == ".fractionLength" || which == ".significantDigits",
                      fields.count == 1, fields[0].label == nil else {
                    throw EvaluationError("a precision is .fractionLength(n) or .significantDigits(n), each also with a range such as 0...2; got \(argument)")
                }
                let lowest = which == ".fractionLength" ? 0 : 1
                let range = try Self.digits(fields[0].value, lowest: lowest, what: String(which.dropFirst()))
                precision = which == ".fractionLength" ? .fractionLength(range) : .significantDigits(range)
            case "grouping":
                guard case .symbol(let name) = argument, ["automatic", "never"].contains(name) else {
                    throw EvaluationError("a grouping is .automatic or .never; got \(argument)")
                }
                grouping = name
            default:
                guard case .symbol(let name) = argument, ["automatic", "compactName", "scientific"].contains(name) else {
                    throw EvaluationError("a notation is .automatic, .compactName or .scientific; got \(argument)")
                }
                guard !(kind == .currency && name == "scientific") else {
                    throw EvaluationError("a currency style has no .scientific notation (.automatic or .compactName)")
                }
                notation = name
            }
        }

        /// A count of digits, or a range of them written `a...b`, within `lowest...formatDigitLimit`.
        static func digits(_ value: Value, lowest: Int, what: String) throws(EvaluationError) -> ClosedRange<Int> {
            var bounds: [Double] = []
            switch value {
            case .number(let n): bounds = [n, n]
            case .list(let items) where !items.isEmpty:
                // A range such as 0...2 is the list of its numbers.
                guard let first = items.first?.number, let last = items.last?.number else { break }
                bounds = [first, last]
            default: break
            }
            guard bounds.count == 2, bounds.allSatisfy({ $0 == $0.rounded() && $0 >= Double(lowest) && $0 <= Double(formatDigitLimit) }),
                  bounds[0] <= bounds[1] else {
                throw EvaluationError("\(what) takes a whole number from \(lowest) to \(formatDigitLimit), or a range of them; got \(value)")
            }
            return Int(bounds[0])...Int(bounds[1])
        }

        static let locale = Locale(identifier: "en_US")

        /// What Foundation writes for `x` in this style.
        func format(_ x: Double) -> String {
            switch kind {
            case .number:
                var style = refined(FloatingPointFormatStyle<Double>(locale: Self.locale))
                if notation == "compactName" { style = style.notation(.compactName) }
                if notation == "scientific" { style = style.notation(.scientific) }
                return x.formatted(style)
            case .percent:
                var style = refined(FloatingPointFormatStyle<Double>.Percent(locale: Self.locale))
                if notation == "compactName" { style = style.notation(.compactName) }
                if notation == "scientific" { style = style.notation(.scientific) }
                return x.formatted(style)
            case .currency:
                var style = refined(FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale))
                if notation == "compactName" { style = style.notation(.compactName) }
                return x.formatted(style)
            }
        }

        /// The style with this precision and grouping (each kind's notations differ: `format`).
        func refined<S: RefinableNumberStyle>(_ style: S) -> S {
            var style = style
            switch precision {
            case .fractionLength(let range)?: style = style.precision(.fractionLength(range))
            case .significantDigits(let range)?: style = style.precision(.significantDigits(range))
            case nil: break
            }
            return grouping == "never" ? style.grouping(.never) : style
        }
    }
}

/// The precision and grouping Foundation's three number styles share.
protocol RefinableNumberStyle {
    func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self
    func grouping(_ group: NumberFormatStyleConfiguration.Grouping) -> Self
}

extension FloatingPointFormatStyle<Double>: RefinableNumberStyle {}
extension FloatingPointFormatStyle<Double>.Percent: RefinableNumberStyle {}
extension FloatingPointFormatStyle<Double>.Currency: RefinableNumberStyle {}
