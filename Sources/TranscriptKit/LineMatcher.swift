/// How one expected-output line is compared with a line the session printed (as in cram):
///
/// - a line written `pattern (re)` matches when the regular expression `pattern` matches the
///   whole printed line;
/// - a line written `pattern (glob)` matches when the glob matches the whole printed line: `*`
///   is any run of characters, `?` one character, `\*`, `\?` and `\\` stand for themselves;
/// - every other line, and every escaped line (starting with `\`), must be equal.
///
/// `--update` keeps a matcher line that still matches, so a pattern survives a rewrite of its
/// block. A printed line that itself ends in ` (re)` or ` (glob)` is written escaped.
public enum LineMatcher: Sendable, Equatable {
    case literal(String)
    case regex(String)
    case glob(String)
    /// In a Markdown session only: a line that is just `…` stands for any number of output
    /// lines (none included), so a document can show the part of a long output that matters.
    case anyLines

    /// Ends a regular-expression line.
    public static let regexSuffix = " (re)"
    /// Ends a glob line.
    public static let globSuffix = " (glob)"

    /// The matcher a line of the file stands for. `decoded` is the line after `LineEscaping`;
    /// `escaped` says whether it was written with the escape (escaped lines are literal).
    public static func parse(_ decoded: String, escaped: Bool) -> LineMatcher {
        guard !escaped else { return .literal(decoded) }
        if let pattern = TranscriptFormat.head(of: decoded, before: regexSuffix) { return .regex(pattern) }
        if let pattern = TranscriptFormat.head(of: decoded, before: globSuffix) { return .glob(pattern) }
        return .literal(decoded)
    }

    /// The elision line of a Markdown session: `…` alone, indentation allowed.
    static func isElision(_ line: String) -> Bool {
        line.drop { $0 == " " } == "…"
    }

    /// Whether a printed line would be read as a matcher if written as it is.
    static func looksLikeMatcher(_ line: String) -> Bool {
        line.utf8.reversed().starts(with: regexSuffix.utf8.reversed())
            || line.utf8.reversed().starts(with: globSuffix.utf8.reversed())
    }

    /// Why the matcher cannot be used (an invalid regular expression), or nil.
    public var problem: String? {
        guard case .regex(let pattern) = self else { return nil }
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return "invalid regular expression '\(pattern)' before (re): \(error)"
        }
    }

    /// Whether `line` (as printed, without "\n") is what this expected line allows.
    public func matches(_ line: String) -> Bool {
        switch self {
        case .literal(let text):
            return text.utf8.elementsEqual(line.utf8)
        case .regex(let pattern):
            guard let regex = try? Regex(pattern) else { return false }
            return (try? regex.wholeMatch(in: line)) != nil
        case .glob(let pattern):
            return Self.glob(Array(pattern.unicodeScalars), matches: Array(line.unicodeScalars))
        case .anyLines:
            return true
        }
    }

    /// Glob matching with one backtracking point (the last `*`), linear in practice.
    static func glob(_ pattern: [Unicode.Scalar], matches text: [Unicode.Scalar]) -> Bool {
        var p = 0, t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p + 1, t)
                    p += 1
                    continue
                case "?":
                    p += 1
                    t += 1
                    continue
                case "\\" where p + 1 < pattern.count && ["*", "?", "\\"].contains(pattern[p + 1]):
                    if pattern[p + 1] == text[t] {
                        p += 2
                        t += 1
                        continue
                    }
                case let literal where literal == text[t]:
                    p += 1
                    t += 1
                    continue
                default:
                    break
                }
            }
            guard let resume = star else { return false }
            star = (resume.p, resume.t + 1)
            p = resume.p
            t = resume.t + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
