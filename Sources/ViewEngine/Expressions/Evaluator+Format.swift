import Foundation

/// `String(format: "%.2f", total)`: Foundation's printf-style formatting for the conversions
/// SwiftUI code uses — `%d %i %u %x %X %o` (with `l`, `ll`, `h`, `q`, `z` lengths) for whole
/// numbers, `%f %F %e %E %g %G %a %A` for numbers, `%@ %s` for any value as string interpolation
/// reads it, `%%` — with flags (`-+ 0#`), a width and a precision. Each conversion is checked
/// against its argument before Foundation formats it alone (Swift's own `String(format:)` prints
/// garbage or crashes for a `%d` given 2.5 or a `%s` given a number: viewsh says why instead),
/// widths and precisions are at most `formatFieldLimit`, and arguments past the last conversion
/// are ignored, as Swift ignores them. Positional arguments (`%1$@`) are not read.
extension Evaluator {
    static let formatFieldLimit = 200

    static func format(_ values: [Value]) throws(EvaluationError) -> Value {
        guard case .string(let format) = values.first else {
            throw EvaluationError("String(format:) needs a format string first, got \(values.first?.kindName ?? "nothing")")
        }
        var arguments = values.dropFirst()[...]
        var out = ""
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%" else {
                out.unicodeScalars.append(c)
                i += 1
                continue
            }
            // One conversion: %[flags][width][.precision][length]type
            var j = i + 1
            var flags = ""
            while j < scalars.count, "-+ 0#".unicodeScalars.contains(scalars[j]) {
                flags.unicodeScalars.append(scalars[j])
                j += 1
            }
            let width = digits(scalars, &j)
            var precision: Int?
            if j < scalars.count, scalars[j] == "." {
                j += 1
                precision = digits(scalars, &j) ?? 0
            }
            while j < scalars.count, "lhqzjtL".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < scalars.count else { throw EvaluationError("String(format:): the format ends inside a conversion ('%')") }
            let type = scalars[j]
            let spec = String(String.UnicodeScalarView(scalars[i...j]))
            i = j + 1
            if type == "%" {
                out += "%"
                continue
            }
            guard (width ?? 0) <= formatFieldLimit, (precision ?? 0) <= formatFieldLimit else {
                throw EvaluationError("String(format:): a width or precision over \(formatFieldLimit) in '\(spec)'")
            }
            if type == "$" || type == "*" {
                throw EvaluationError("String(format:): positional and '*' arguments are not supported ('\(spec)')")
            }
            guard let argument = arguments.popFirst() else {
                throw EvaluationError("String(format:): '\(spec)' has no argument (Swift reads garbage there)")
            }
            let field = (flags: flags, width: width.map(String.init) ?? "", precision: precision.map { ".\($0)" } ?? "")
            switch type {
            case "d", "i", "u", "x", "X", "o":
                guard case .number(let n) = argument, n.isFinite, n == n.rounded(), abs(n) < 9.2e18 else {
                    throw EvaluationError("String(format:): '\(spec)' needs a whole number, got \(argument) (Swift prints garbage for it)")
                }
                out += String(format: "%" + field.flags + field.width + field.precision + "ll" + String(type), Int64(n))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard case .number(let n) = argument else {
                    throw EvaluationError("String(format:): '\(spec)' needs a number, got \(argument.kindName)")
                }
                out += String(format: "%" + field.flags + field.width + field.precision + String(type), n)
            case "@", "s":
                var text = argument.interpolated
                if let precision, text.count > precision { text = String(text.prefix(precision)) }
                let pad = String(repeating: " ", count: max(0, (width ?? 0) - text.count))
                out += flags.contains("-") ? text + pad : pad + text
            default:
                throw EvaluationError("String(format:): '\(spec)' is not a conversion viewsh formats (%d, %f, %@, %s, %x, %e, %g, %%)")
            }
            try EvaluationLimits.checkString(out.utf8.count)
        }
        return .string(out)
    }

    /// The decimal digits at `j` (advanced past them), nil when there are none; capped so that a
    /// long run of digits cannot overflow.
    private static func digits(_ scalars: [Unicode.Scalar], _ j: inout Int) -> Int? {
        var value: Int?
        while j < scalars.count, (48...57).contains(scalars[j].value) {
            value = min((value ?? 0) * 10 + Int(scalars[j].value - 48), 1_000_000)
            j += 1
        }
        return value
    }
}
