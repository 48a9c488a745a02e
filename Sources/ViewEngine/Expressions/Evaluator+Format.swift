import Foundation

/// `String(format: "%.2f", total)`: Foundation's printf-style formatting for the conversions
/// SwiftUI code uses — `%d %i %u %x %X %o` for whole numbers, read at the width their length
/// gives as Foundation reads them (none: 32 bits, `%d` of 5000000000 is 705032704; `h` 16, `hh`
/// 8; `l`, `ll`, `q`, `j`, `z`, `t` 64), `%f %F %e %E %g %G %a %A` for numbers, `%@` for any
/// value as string interpolation reads it (width and precision ignored, as Foundation ignores
/// them), `%s` read as `%@` (Swift has no C string to give it), `%%` — with flags (`-+ 0#`), a
/// width and a precision. Each conversion is checked against its argument before Foundation
/// formats it alone (Swift's own `String(format:)` prints garbage or crashes for a `%d` given 2.5:
/// viewsh says why instead), widths and precisions are at most `formatFieldLimit`, what it builds
/// is charged to the evaluation meter as interpolation is, and arguments past the last conversion
/// are ignored, as Swift ignores them. Positional arguments (`%1$@`) are not read.
extension Evaluator {
    static let formatFieldLimit = 200

    static func format(_ values: [Value], work: EvaluationWork) throws(EvaluationError) -> Value {
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
            var length = ""
            while j < scalars.count, "lhqzjtL".unicodeScalars.contains(scalars[j]), length.unicodeScalars.count < 4 {
                length.unicodeScalars.append(scalars[j])
                j += 1
            }
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
                let whole = Int64(n)
                let signed = type == "d" || type == "i"
                // The bits Foundation reads for the length, as a 64-bit value of the same sign rules.
                let read: Int64
                switch length {
                case "h": read = signed ? Int64(Int16(truncatingIfNeeded: whole)) : Int64(UInt16(truncatingIfNeeded: whole))
                case "hh": read = signed ? Int64(Int8(truncatingIfNeeded: whole)) : Int64(UInt8(truncatingIfNeeded: whole))
                case "": read = signed ? Int64(Int32(truncatingIfNeeded: whole)) : Int64(UInt32(truncatingIfNeeded: whole))
                default: read = whole
                }
                let piece = String(format: "%" + field.flags + field.width + field.precision + "ll" + String(type), read)
                try work.charge(piece.utf8.count)  // Foundation's formatting costs by what it writes
                out += piece
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard case .number(let n) = argument else {
                    throw EvaluationError("String(format:): '\(spec)' needs a number, got \(argument.kindName)")
                }
                // NaN as Foundation writes it, whatever its sign bit (glibc writes -nan for 0/0).
                let piece = String(format: "%" + field.flags + field.width + field.precision + String(type), n.isNaN ? Double.nan : n)
                try work.charge(piece.utf8.count)
                out += piece
            case "@", "s":
                try append(value: argument, to: &out, work: work)
            default:
                throw EvaluationError("String(format:): '\(spec)' is not a conversion viewsh formats (%d, %f, %@, %s, %x, %e, %g, %%)")
            }
            try work.chargeString(out.utf8.count)
        }
        try work.chargeString(out.utf8.count)
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
