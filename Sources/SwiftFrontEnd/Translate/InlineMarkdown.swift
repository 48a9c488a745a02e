/// The text a `Text` shows for a string literal with inline Markdown (`Text("**Total:** 3 items")`
/// shows "Total: 3 items", in bold): SwiftUI reads a literal as a `LocalizedStringKey`, whose
/// inline Markdown — strong and emphasis (`**`, `__`, `*`, `_`), strikethrough (`~~` or `~`), code
/// (`` ` ``), links (`[label](url)`) and backslash escapes — styles the text instead of showing
/// its markers (Docs/Semantics.md §18.14). A `String` variable and `Text(verbatim:)` are shown
/// as written. viewsh keeps the text (its width is what layout needs) and drops the styles.
enum InlineMarkdown {
    /// A Text literal's parts with their Markdown read (the parts between interpolations), and
    /// whether any had some.
    static func reading(_ parts: [SwiftStringPart]) -> (parts: [SwiftStringPart], changed: Bool) {
        var changed = false
        let read = parts.map { part -> SwiftStringPart in
            guard case .literal(let text) = part, let shown = plain(text) else { return part }
            changed = true
            return .literal(shown)
        }
        return (read, changed)
    }

    /// Literals longer than this are shown as written: pairing delimiters scans ahead from each
    /// opening one, so a hostile literal of many unclosed `_a ` would take quadratic time.
    static let lengthLimit = 4_096

    /// The shown text, or nil when the literal has no Markdown to read.
    static func plain(_ text: String) -> String? {
        guard text.utf8.count <= lengthLimit else { return nil }
        let chars = Array(text)
        guard chars.contains(where: { "*_~`[\\".contains($0) }) else { return nil }
        var out = ""
        var changed = false
        var i = 0
        func isSpace(_ k: Int) -> Bool { k < 0 || k >= chars.count || chars[k].isWhitespace }
        func isWordChar(_ k: Int) -> Bool { k >= 0 && k < chars.count && (chars[k].isLetter || chars[k].isNumber) }
        /// The index of the closing `delimiter` after `start`, its content not empty nor space-edged.
        func closing(_ delimiter: [Character], from start: Int) -> Int? {
            var k = start
            while k + delimiter.count <= chars.count {
                if chars[k] == "\\" { k += 2; continue }
                if Array(chars[k..<(k + delimiter.count)]) == delimiter, k > start, !isSpace(k - 1) {
                    // `_` closes only at a word's end (CommonMark: no intraword underscore emphasis).
                    if delimiter.first == "_", isWordChar(k + delimiter.count) { k += 1; continue }
                    return k
                }
                k += 1
            }
            return nil
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                out.append(chars[i + 1])
                i += 2
                changed = true
                continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`"), end > i + 1 {
                out += String(chars[(i + 1)..<end])  // code: its content as written
                i = end + 1
                changed = true
                continue
            }
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
               let paren = chars[(close + 2)...].firstIndex(of: ")") {
                out += plain(String(chars[(i + 1)..<close])) ?? String(chars[(i + 1)..<close])
                i = paren + 1
                changed = true
                continue
            }
            var matched = false
            for delimiter in [["*", "*", "*"], ["_", "_", "_"], ["*", "*"], ["_", "_"], ["~", "~"], ["*"], ["_"], ["~"]] as [[Character]] {
                let n = delimiter.count
                guard i + n <= chars.count, Array(chars[i..<(i + n)]) == delimiter, !isSpace(i + n) else { continue }
                if delimiter.first == "_", isWordChar(i - 1) { continue }
                guard let end = closing(delimiter, from: i + n) else { continue }
                out += plain(String(chars[(i + n)..<end])) ?? String(chars[(i + n)..<end])
                i = end + n
                changed = true
                matched = true
                break
            }
            if matched { continue }
            out.append(c)
            i += 1
        }
        return changed ? out : nil
    }
}
